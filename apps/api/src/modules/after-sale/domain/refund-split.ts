/**
 * Refund arithmetic (docs/orders.md "After-sales"), pure bigint micro-units.
 *
 * Before settlement a refund comes out of escrow whole. After settlement it comes out of the
 * seller's payable and the platform's commission in proportion: the commission part is computed
 * cumulatively (floor of the share of everything refunded after settlement so far, minus what was
 * already returned), so partial refunds never return more than the commission taken and a full
 * refund returns exactly all of it.
 */
export interface SettledRefundSplit {
  fromSeller: bigint;
  fromFees: bigint;
}

export function settledRefundSplit(p: {
  /** what was settled: total − refunded before settlement */
  settled: bigint;
  /** commission taken at settlement: floor(settled × bp / 10000) */
  commission: bigint;
  /** refunded after settlement before this refund */
  refundedAfter: bigint;
  amount: bigint;
}): SettledRefundSplit {
  if (p.amount <= 0n || p.refundedAfter < 0n || p.refundedAfter + p.amount > p.settled)
    throw new RangeError('refund outside the settled amount');
  const before = (p.commission * p.refundedAfter) / p.settled;
  const after = (p.commission * (p.refundedAfter + p.amount)) / p.settled;
  const fromFees = after - before;
  return { fromSeller: p.amount - fromFees, fromFees };
}

/** Commission at `bp` basis points, rounded down (the order core's rule). */
export function commissionOf(total: bigint, bp: number): bigint {
  return (total * BigInt(bp)) / 10_000n;
}
