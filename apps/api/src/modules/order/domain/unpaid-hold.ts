import type { OrderLineRequest } from './order-info';

/**
 * Stock is reserved at submit (the contract), so an unpaid order holds it: for
 * `mall_unpaid_hold_minutes` only (then the auto-cancel gives it back), and within per-buyer caps
 * (`mall_max_unpaid_units_per_sku` units of one stock, `mall_max_unpaid_orders` orders, a total the
 * buyer can pay). One rule for the deadline the buyer is shown and the one the timer applies.
 */
const MINUTE = 60_000;

/** When an unpaid order placed at `createdAt` is cancelled unless paid. */
export function payBefore(createdAt: Date, holdMinutes: number): Date {
  return new Date(createdAt.getTime() + holdMinutes * MINUTE);
}

/** At `now`, unpaid orders placed before this instant are past their pay-before time. */
export function unpaidCutoff(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() - holdMinutes * MINUTE);
}

/** One stock: a SKU, or a goods without SKUs (`goods.stock`). */
export function stockKey(line: Pick<OrderLineRequest, 'goodsId' | 'skuId'>): string {
  return line.skuId ? `sku:${line.skuId}` : `goods:${line.goodsId}`;
}

/**
 * The units of one stock the buyer would hold unpaid with `lines` on top of `held` (units per
 * `stockKey` in their unpaid orders), for the first stock that goes above `max`; null when none does.
 */
export function unitsOverCap(lines: readonly OrderLineRequest[], held: ReadonlyMap<string, number>, max: number): number | null {
  for (const l of lines) {
    const units = (held.get(stockKey(l)) ?? 0) + l.qty;
    if (units > max) return units;
  }
  return null;
}
