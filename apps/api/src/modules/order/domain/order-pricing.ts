/**
 * Order pricing, the one rounding rule (docs/orders.md): every amount is exact micro-USDT (bigint);
 * unit prices are the catalogue's as they are at submit; a line is unit × qty; order totals are
 * exact sums of lines; nothing is rounded anywhere. The commission is the one division:
 * floor(total × bp / 10000), rounding in the seller's favour.
 */

export interface UnitPrices {
  /** the catalogue's selling price of the SKU (or of the goods without SKUs) */
  sellingPrice: bigint;
  /** its discount price, when set */
  discountPrice: bigint | null;
  /** per unit */
  freight: bigint;
  /** per unit */
  tax: bigint;
}

export interface PricedLine {
  qty: number;
  listPrice: bigint;
  paidPrice: bigint;
  freight: bigint;
  tax: bigint;
}

export interface OrderTotals {
  prizeOriginal: bigint;
  prizeReal: bigint;
  fees: bigint;
  tax: bigint;
  goodsCount: number;
}

/** The price paid per unit: the discount price when set and non-zero, else the selling price. */
export function paidUnitPrice(p: Pick<UnitPrices, 'sellingPrice' | 'discountPrice'>): bigint {
  return p.discountPrice !== null && p.discountPrice > 0n ? p.discountPrice : p.sellingPrice;
}

export function priceLine(p: UnitPrices, qty: number): PricedLine {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new RangeError(`bad quantity ${qty}`);
  return { qty, listPrice: p.sellingPrice, paidPrice: paidUnitPrice(p), freight: p.freight, tax: p.tax };
}

export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const t: OrderTotals = { prizeOriginal: 0n, prizeReal: 0n, fees: 0n, tax: 0n, goodsCount: 0 };
  for (const l of lines) {
    const q = BigInt(l.qty);
    t.prizeOriginal += l.listPrice * q;
    t.prizeReal += l.paidPrice * q;
    t.fees += l.freight * q;
    t.tax += l.tax * q;
    t.goodsCount += l.qty;
  }
  return t;
}

/** What the buyer pays for an order: goods + freight + tax. */
export function payable(o: { prizeReal: bigint; fees: bigint; tax: bigint }): bigint {
  return o.prizeReal + o.fees + o.tax;
}

/** The platform's commission on `total` at `bp` basis points, rounded down (in the seller's favour). */
export function commission(total: bigint, bp: number): bigint {
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw new RangeError(`bad commission ${bp}`);
  if (total < 0n) throw new RangeError('negative total');
  return (total * BigInt(bp)) / 10_000n;
}

/** Settlement split of an order total: the seller's payout and the platform's commission. */
export function settlementSplit(total: bigint, bp: number): { payout: bigint; commission: bigint } {
  const c = commission(total, bp);
  return { payout: total - c, commission: c };
}
