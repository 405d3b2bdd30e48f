/**
 * Exact money as plain functions of integer minor units (bigint): parse, format, divide with a rounding
 * mode. `Money` is built on them; the web takes them alone where it needs no `Money` (a class ships
 * whole, functions only as used). USDT has 6 decimals. No floats anywhere.
 */
export type Currency = 'USDT';
export const DECIMALS: Record<Currency, number> = { USDT: 6 };

export type Rounding = 'down' | 'up' | 'half-up' | 'half-even';

export class MoneyParseError extends Error {
  constructor(
    readonly input: string,
    readonly reason: 'format' | 'negative' | 'precision' | 'range',
  ) {
    super(`invalid amount "${input.slice(0, 40)}": ${reason}`);
  }
}

/** Largest amount accepted anywhere: 10^15 whole units. */
const MAX_UNITS = 10n ** 15n;

/**
 * Parse a plain decimal string ("12", "12.5", "0.000001") to minor units. Rejects signs (unless
 * allowNegative), exponents, NaN, spaces inside, and more decimals than the currency (or `maxDecimals`)
 * allows.
 */
export function parseMinor(
  input: string,
  currency: Currency = 'USDT',
  opts: { maxDecimals?: number; allowNegative?: boolean } = {},
): bigint {
  const s = input.trim();
  const m = /^(-)?(\d{1,20})(?:\.(\d{1,30}))?$/.exec(s);
  if (!m) throw new MoneyParseError(input, 'format');
  if (m[1] && !opts.allowNegative) throw new MoneyParseError(input, 'negative');
  const d = DECIMALS[currency];
  const frac = m[3] ?? '';
  if (frac.length > Math.min(d, opts.maxDecimals ?? d)) throw new MoneyParseError(input, 'precision');
  const whole = BigInt(m[2]);
  if (whole >= MAX_UNITS) throw new MoneyParseError(input, 'range');
  const minor = whole * 10n ** BigInt(d) + BigInt(frac.padEnd(d, '0') || '0');
  return m[1] ? -minor : minor;
}

/** Minor units as "12.500000" with all decimals, or `decimals` digits rounded down (display). */
export function formatMinor(minor: bigint, currency: Currency = 'USDT', decimals = DECIMALS[currency]): string {
  const d = DECIMALS[currency];
  const v = decimals < d ? divRound(minor, 10n ** BigInt(d - decimals), 'down') : minor;
  const places = Math.min(decimals, d);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const base = 10n ** BigInt(places);
  const whole = abs / base;
  const frac = (abs % base).toString().padStart(places, '0');
  return `${neg ? '-' : ''}${whole}${places > 0 ? '.' + frac : ''}`;
}

/**
 * Integer division with a rounding mode (den > 0): `down` = floor, `up` = ceiling, `half-up` = nearest
 * with halves away from zero, `half-even` = nearest with halves to the even neighbour (banker's).
 */
export function divRound(n: bigint, den: bigint, mode: Rounding): bigint {
  const q = n / den; // truncates toward zero
  const r = n % den;
  if (r === 0n) return q;
  const neg = n < 0n;
  const twice = (r < 0n ? -r : r) * 2n;
  switch (mode) {
    case 'down':
      return neg ? q - 1n : q; // floor
    case 'up':
      return neg ? q : q + 1n; // ceiling
    case 'half-up':
      return twice >= den ? (neg ? q - 1n : q + 1n) : q;
    case 'half-even':
      if (twice > den) return neg ? q - 1n : q + 1n;
      if (twice < den) return q;
      return q % 2n === 0n ? q : neg ? q - 1n : q + 1n;
  }
}
