import { formatMinor } from '@mall/money';
import { paidPrice } from '@/lib/sku';
import { STORAGE_KEYS, readString } from '@/lib/storage';
import { numberToMicro } from '@/lib/money-math';
import type { CartGroup, CartItem } from './types';

/** Default most units of one goods per order when the setting is unknown (spec §9). */
export const MAX_QTY_DEFAULT = 500;

/** The most units of one goods per order: the cached setting (catalog get-max-buy), else 500. */
export function maxBuyNow(): number {
  const n = Number(readString(STORAGE_KEYS.maxBuy));
  return Number.isInteger(n) && n > 0 ? n : MAX_QTY_DEFAULT;
}

/** A quantity as the rules want it (spec §5): an integer from buyMin (at least 1) to max. */
export function clampQty(n: number, buyMin: number, max: number): number {
  const min = Math.max(1, Math.floor(buyMin) || 1);
  const top = Math.max(min, Math.floor(max) || MAX_QTY_DEFAULT);
  const v = Number.isFinite(n) ? Math.trunc(n) : min;
  return Math.min(top, Math.max(min, v));
}

/** How high a line's quantity may go: the stock left when it is below the per-order limit, else that limit. */
export function lineLimit(stock: number | undefined, maxBuy: number): { max: number; limitedBy: 'stock' | 'order' } {
  return stock !== undefined && stock < maxBuy ? { max: Math.max(0, stock), limitedBy: 'stock' } : { max: maxBuy, limitedBy: 'order' };
}

/** Lines grouped per store, in the order the stores were first added. */
export function groupBySeller<T extends CartItem>(items: readonly T[]): CartGroup<T>[] {
  const map = new Map<string, T[]>();
  const sellers = new Map<string, CartItem['seller']>();
  for (const it of items) {
    const list = map.get(it.seller.id);
    if (list) list.push(it);
    else {
      map.set(it.seller.id, [it]);
      sellers.set(it.seller.id, it.seller);
    }
  }
  return [...map.entries()].map(([id, list]) => ({
    seller: sellers.get(id)!,
    items: list,
    allChecked: list.every((i) => i.checked),
    someChecked: list.some((i) => i.checked),
  }));
}

/** Σ unit × count in micro-USDT, exact (JSON numbers are read through their decimal text). */
export function linesTotal(items: readonly Pick<CartItem, 'price' | 'count'>[]): bigint {
  return items.reduce((sum, i) => sum + numberToMicro(i.price) * BigInt(i.count), 0n);
}

/** Micro-USDT as a plain decimal text with 6 decimals ("12.500000"). */
export function microText(micro: bigint): string {
  return formatMinor(micro);
}

export { paidPrice };
