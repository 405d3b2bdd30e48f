import { DECIMALS, MoneyParseError, divRound, formatMinor, parseMinor, type Currency, type Rounding } from './minor-units';

export { DECIMALS, MoneyParseError, divRound, formatMinor, parseMinor, type Currency, type Rounding };

/**
 * Exact money: integer minor units in a bigint, with its currency. USDT has 6 decimals. No floats anywhere.
 */
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
    return new Money(parseMinor(input, currency, opts), currency);
  }

  /** "12.500000" with all decimals, or `decimals` digits rounded down (display). */
  format(decimals = DECIMALS[this.currency]): string {
    return formatMinor(this.minor, this.currency, decimals);
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
