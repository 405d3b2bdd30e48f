import { divRound, formatMinor, parseMinor } from '@mall/money';

/**
 * Amounts on the web are BigInt micro-units (1 USDT = 1 000 000); the arithmetic and parsing are
 * `@mall/money`'s, the server's own. What is left here is the edge of the `.action` wire, where amounts
 * are JSON numbers: they are converted through their shortest decimal representation (`String(n)`),
 * never multiplied as floats.
 */
const SCALE = 1_000_000n;
const DECIMALS = 6;
const CENT = 10_000n;

/** "12.5" → 12500000n; null when it is not a plain non-negative decimal with ≤ 6 decimals. */
export function parseMicro(text: string): bigint | null {
  try {
    return parseMinor(text);
  } catch {
    return null;
  }
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
  const fee = divRound(amount * feeFraction, SCALE, 'up');
  const arrival = amount > fee ? amount - fee : 0n;
  return { fee, arrival };
}

/** 12345678n → "12.34" with exactly 2 decimals (rounded down, never float). */
export function microToFixed2(micro: bigint): string {
  return formatMinor(micro, 'USDT', 2);
}

export function microToNumber(micro: bigint): number {
  return Number(micro) / Number(SCALE);
}

/** Micro-units rounded to whole cents: 'up' for what the user pays, 'down' for what they get. */
export function roundToCents(micro: bigint, mode: 'up' | 'down'): bigint {
  return divRound(micro, CENT, mode) * CENT;
}
