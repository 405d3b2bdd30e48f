import { Money } from '@mall/money';

/**
 * Money → JS number, for the `.action` wire only (never inside money modules): the old clients read
 * amounts as JSON numbers and add them (`money + frozen`). The number is parsed from the exact
 * 6-decimal string, and JSON prints the shortest digits that read back as the same double, so an
 * amount with at most 15 significant digits (anything below 10^9 USDT) arrives digit-for-digit;
 * larger ones arrive as the nearest double. Lint forbids `Number(` in libs/money, ledger and wallet.
 */
export function moneyToWireNumber(m: Money): number {
  return Number(m.format());
}

/** Minor units as read from Postgres (bigint text) → wire number. */
export function wireAmount(minor: string | bigint): number {
  return moneyToWireNumber(Money.ofMinor(BigInt(minor)));
}

export function wireAmountOrNull(minor: string | bigint | null | undefined): number | null {
  return minor === null || minor === undefined ? null : wireAmount(minor);
}

/** (selling − discount) / selling, as a fraction with 2 decimals (rounded down); 0 without a discount. */
export function discountRatio(selling: string, discount: string | null): number {
  if (discount === null) return 0;
  const s = BigInt(selling);
  const d = BigInt(discount);
  if (s <= 0n || d >= s) return 0;
  return Number(((s - d) * 100n) / s) / 100;
}
