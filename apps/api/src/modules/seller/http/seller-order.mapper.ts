import type { LangCode } from '@mall/contracts';
import { pickText } from '../../catalog';
import { renderOrderLog, type SellerOrderDetail } from '../../order';
import { toWire } from './wire';

/**
 * One order for the console in the reader's language: goods names and SKU attributes picked from
 * their snapshots, each log row rendered (`ORDER_LOG_<state>`), a line's goods total = paid price × qty.
 */
export function sellerOrderDetailWire(o: SellerOrderDetail, lang: LangCode) {
  return toWire({
    ...o,
    items: o.items.map((i) => ({
      goodsId: i.goodsId,
      skuId: i.skuId,
      name: pickText(i.name, lang),
      icon: i.icon,
      qty: i.qty,
      unitPrice: i.paidPrice,
      listPrice: i.listPrice,
      lineTotal: i.paidPrice.mulRatio(BigInt(i.qty), 1n, 'down'),
      freight: i.freight.mulRatio(BigInt(i.qty), 1n, 'down'),
      tax: i.tax.mulRatio(BigInt(i.qty), 1n, 'down'),
      attributes: i.attributes.map((a) => ({ name: pickText(a.attrName_i18n, lang), value: pickText(a.attrValue_i18n, lang) })),
    })),
    logs: o.logs.map((l) => ({ state: l.state, actor: l.actor, text: renderOrderLog(l.state, l.params, lang), createdAt: l.createdAt })),
  });
}
