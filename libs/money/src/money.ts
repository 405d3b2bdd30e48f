/**
 * Exact money: integer minor units in a bigint. USDT has 6 decimals. No floats anywhere.
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

export class Money {
  private constructor(
    readonly minor: bigint,
    readonly currency: Currency,
  ) {}

  static ofMinor(minor: bigint, currency: Currency = 'USDT'): Money {
    if (typeof minor !== 'bigint') throw new TypeError('minor units must be a bigint');
    return new Money(minor, currency);
  }

  /** Minor units as an integer string, as Postgres returns bigint/numeric ("-1500000"). */
  static ofMinorString(minor: string, currency: Currency = 'USDT'): Money {
    if (!/^-?\d{1,38}$/.test(minor)) throw new MoneyParseError(minor, 'format');
    return new Money(BigInt(minor), currency);
  }

  /** Σ of amounts of one currency (zero for an empty list). */
  static sum(items: readonly Money[], currency: Currency = 'USDT'): Money {
    return items.reduce((acc, m) => acc.add(m), Money.zero(currency));
  }

  static zero(currency: Currency = 'USDT'): Money {
    return new Money(0n, currency);
  }

  /**
   * Parse a plain decimal string ("12", "12.5", "0.000001"). Rejects signs (unless allowNegative),
   * exponents, NaN, spaces inside, and more decimals than the currency (or `maxDecimals`) allows.
   */
  static parse(input: string, currency: Currency = 'USDT', opts: { maxDecimals?: number; allowNegative?: boolean } = {}): Money {
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
    return new Money(m[1] ? -minor : minor, currency);
  }

  /** "12.500000" with all decimals, or `decimals` digits rounded down (display). */
  format(decimals = DECIMALS[this.currency]): string {
    const d = DECIMALS[this.currency];
    const v = decimals < d ? divRound(this.minor, 10n ** BigInt(d - decimals), 'down') : this.minor;
    const places = Math.min(decimals, d);
    const neg = v < 0n;
    const abs = neg ? -v : v;
    const base = 10n ** BigInt(places);
    const whole = abs / base;
    const frac = (abs % base).toString().padStart(places, '0');
    return `${neg ? '-' : ''}${whole}${places > 0 ? '.' + frac : ''}`;
  }

  add(o: Money): Money {
    this.same(o);
    return new Money(this.minor + o.minor, this.currency);
  }

  sub(o: Money): Money {
    this.same(o);
    return new Money(this.minor - o.minor, this.currency);
  }

  /** Multiply by num/den (e.g. a fee fraction "0.015" as 15/1000) with explicit rounding. */
  mulRatio(num: bigint, den: bigint, rounding: Rounding): Money {
    if (den <= 0n) throw new RangeError('denominator must be positive');
    return new Money(divRound(this.minor * num, den, rounding), this.currency);
  }

  /** Multiply by a decimal string ratio ("0.015"), exactly. */
  mulDecimal(ratio: string, rounding: Rounding): Money {
    const m = /^(\d{1,12})(?:\.(\d{1,18}))?$/.exec(ratio.trim());
    if (!m) throw new MoneyParseError(ratio, 'format');
    const frac = m[2] ?? '';
    return this.mulRatio(BigInt(m[1] + frac), 10n ** BigInt(frac.length), rounding);
  }

  negate(): Money {
    return new Money(-this.minor, this.currency);
  }

  abs(): Money {
    return this.minor < 0n ? this.negate() : this;
  }

  cmp(o: Money): -1 | 0 | 1 {
    this.same(o);
    return this.minor < o.minor ? -1 : this.minor > o.minor ? 1 : 0;
  }

  isZero(): boolean {
    return this.minor === 0n;
  }

  isNegative(): boolean {
    return this.minor < 0n;
  }

  isPositive(): boolean {
    return this.minor > 0n;
  }

  equals(o: Money): boolean {
    return o.currency === this.currency && o.minor === this.minor;
  }

  toJSON(): string {
    return this.format();
  }

  private same(o: Money): void {
    if (o.currency !== this.currency) throw new TypeError(`currency mismatch ${this.currency}/${o.currency}`);
  }
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
