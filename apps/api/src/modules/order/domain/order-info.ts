import type { ErrorCode } from '../../../core/i18n/error-codes';

/** One requested line: a goods, its SKU (null: the goods has none) and a quantity. */
export interface OrderLineRequest {
  goodsId: string;
  skuId: string | null;
  qty: number;
}

export type OrderInfoResult = { ok: true; lines: OrderLineRequest[] } | { ok: false; code: ErrorCode };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most distinct lines one submit may carry. */
export const MAX_ORDER_LINES = 100;
/** A quantity above this is refused as "above the maximum" whatever the setting (keeps sums exact). */
const HUGE_QTY = 999_999_999;

/**
 * `order!submit`'s `orderInfo`: a flat comma list of triplets `goodsId,skuId,qty` (skuId `-1` = none).
 * Empty items are dropped; repeated (goods, sku) pairs are summed. Refusals follow the old texts:
 * missing, not triplets, malformed ids, zero or negative quantities → `非法请求`; a quantity that is
 * not an integer (`1.5`, `abc`) → `提交失败`; an absurd one → `大于最大采购数量`.
 */
export function parseOrderInfo(raw: string | undefined): OrderInfoResult {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0 || items.length % 3 !== 0) return { ok: false, code: 'COMMON_ILLEGAL_REQUEST' };
  const byKey = new Map<string, OrderLineRequest>();
  for (let i = 0; i < items.length; i += 3) {
    const [goodsId, sku, qtyText] = [items[i], items[i + 1], items[i + 2]];
    if (!UUID.test(goodsId)) return { ok: false, code: 'COMMON_ILLEGAL_REQUEST' };
    if (sku !== '-1' && !UUID.test(sku)) return { ok: false, code: 'COMMON_ILLEGAL_REQUEST' };
    if (!/^[+-]?\d+$/.test(qtyText)) return { ok: false, code: 'ORDER_SUBMIT_FAILED' };
    const digits = qtyText.replace(/^\+/, '');
    if (digits.startsWith('-') || /^0+$/.test(digits)) return { ok: false, code: 'COMMON_ILLEGAL_REQUEST' };
    const trimmed = digits.replace(/^0+/, '');
    if (trimmed.length > 9) return { ok: false, code: 'ORDER_ABOVE_MAX' };
    const qty = +trimmed;
    const skuId = sku === '-1' ? null : sku.toLowerCase();
    const key = `${goodsId.toLowerCase()}:${skuId ?? '-'}`;
    const prev = byKey.get(key);
    if (prev) {
      prev.qty += qty;
      if (prev.qty > HUGE_QTY) return { ok: false, code: 'ORDER_ABOVE_MAX' };
    } else {
      if (byKey.size >= MAX_ORDER_LINES) return { ok: false, code: 'COMMON_ILLEGAL_REQUEST' };
      byKey.set(key, { goodsId: goodsId.toLowerCase(), skuId, qty });
    }
  }
  return { ok: true, lines: [...byKey.values()] };
}

/** Sum of quantities per goods (the minimum and maximum apply to a goods across its SKUs). */
export function qtyPerGoods(lines: readonly OrderLineRequest[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.goodsId, (out.get(l.goodsId) ?? 0) + l.qty);
  return out;
}

/** An order id as issued here: `SC` + 17 digits of time + 6 digits of a sequence. */
export const ORDER_ID_PATTERN = /^SC\d{23}$/;

/**
 * `orderId` of pay/cancel/…: one id or a comma list. The old rule: a raw string shorter than 5 or
 * longer than 1000 characters is "order not found". Answers the distinct ids, or null (not found).
 */
export function parseOrderIds(raw: string | undefined, max = 50): string[] | null {
  const s = (raw ?? '').trim();
  if (s.length < 5 || s.length > 1000) return null;
  const ids = [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > max || !ids.every((id) => ORDER_ID_PATTERN.test(id))) return null;
  return ids;
}
