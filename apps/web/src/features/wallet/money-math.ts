/**
 * Money arithmetic without floats: amounts are BigInt micro-units (1 USDT = 1 000 000).
 * Input strings are parsed digit by digit; JSON numbers from the server are converted through
 * their shortest decimal representation (`String(n)`), never multiplied as floats.
 */
const SCALE = 1_000_000n;
const DECIMALS = 6;

/** "12.5" → 12500000n; null when it is not a plain non-negative decimal with ≤ 6 decimals. */
export function parseMicro(text: string): bigint | null {
  const m = /^(\d+)(?:\.(\d{0,6}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = BigInt(m[1]!);
  const frac = BigInt((m[2] ?? '').padEnd(DECIMALS, '0'));
  return whole * SCALE + frac;
}

/** A JSON number (e.g. 0.015 or 1e-7) as micro-units; fractions beyond 6 decimals round up. */
export function numberToMicro(n: number): bigint {
  if (!Number.isFinite(n) || n < 0) return 0n;
  const [mant, expPart] = String(n).split('e');
  const exp = Number(expPart ?? 0);
  const [w = '0', f = ''] = mant!.split('.');
  let digits = w + f;
  let point = w.length + exp; // position of the decimal point in `digits`
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const whole = digits.slice(0, point) || '0';
  const frac = digits.slice(point);
  let micro = BigInt(whole) * SCALE + BigInt(frac.slice(0, DECIMALS).padEnd(DECIMALS, '0'));
  if (/[1-9]/.test(frac.slice(DECIMALS))) micro += 1n;
  return micro;
}

/** Amount must be ≥ 1 and have at most 2 decimals (cents). */
export function isValidCents(text: string): boolean {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return false;
  return (parseMicro(text) ?? 0n) >= SCALE;
}

/**
 * Fee of a withdrawal: amount × fraction, both in micro-units, rounded UP to the micro-unit
 * (as the server does: "fee rounded up to 0.000001"); arrival = amount − fee.
 */
export function withdrawPreview(amount: bigint, feeFraction: bigint): { fee: bigint; arrival: bigint } {
  const product = amount * feeFraction;
  let fee = product / SCALE;
  if (product % SCALE !== 0n) fee += 1n;
  const arrival = amount > fee ? amount - fee : 0n;
  return { fee, arrival };
}

/** 12345678n → "12.34" with exactly 2 decimals (truncated toward zero, never float). */
export function microToFixed2(micro: bigint): string {
  const neg = micro < 0n;
  const abs = neg ? -micro : micro;
  const cents = abs / 10_000n;
  const whole = cents / 100n;
  const frac = (cents % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole.toString()}.${frac}`;
}

export function microToNumber(micro: bigint): number {
  return Number(micro) / Number(SCALE);
}

/** Micro-units rounded to whole cents: 'up' for what the user pays, 'down' for what they get. */
export function roundToCents(micro: bigint, mode: 'up' | 'down'): bigint {
  const CENT = 10_000n;
  const rest = micro % CENT;
  if (rest === 0n) return micro;
  return mode === 'down' ? micro - rest : micro - rest + CENT;
}
