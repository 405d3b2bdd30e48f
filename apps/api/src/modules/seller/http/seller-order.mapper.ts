import type { LangCode, SellerOrderDetail as SellerOrderDetailWire } from '@mall/contracts';
import { localized } from '../../catalog';
import { renderOrderLog, type SellerOrderDetail } from '../../order';
import { toWire } from './wire';

/**
 * One order for the console in the reader's language: goods names and SKU attributes picked from
 * their snapshots (reader's language, else English, else the store's; `nameLang`/`valueLang`: which), each log row rendered (`ORDER_LOG_<state>`), a line's goods total = paid price × qty.
 */
export function sellerOrderDetailWire(o: SellerOrderDetail, lang: LangCode): SellerOrderDetailWire {
  return toWire({
    ...o,
    items: o.items.map((i) => ({
      goodsId: i.goodsId,
      skuId: i.skuId,
      ...localized('name', i.name, lang, i.sellerLang),
      icon: i.icon,
      qty: i.qty,
      unitPrice: i.paidPrice,
      listPrice: i.listPrice,
      lineTotal: i.paidPrice.mulRatio(BigInt(i.qty), 1n, 'down'),
      freight: i.freight.mulRatio(BigInt(i.qty), 1n, 'down'),
      tax: i.tax.mulRatio(BigInt(i.qty), 1n, 'down'),
      attributes: i.attributes.map((a) => ({
        ...localized('name', a.attrName_i18n, lang, i.sellerLang),
        ...localized('value', a.attrValue_i18n, lang, i.sellerLang),
      })),
    })),
    logs: o.logs.map((l) => ({ state: l.state, actor: l.actor, text: renderOrderLog(l.state, l.params, lang), createdAt: l.createdAt })),
  });
}
