import { carried, withQuery } from '@mall/contracts';

/**
 * The old mobile client's hash routes (legacy-api §3), still found in shared links:
 * `/wap/#/CommodityDetails?sellerGoodsId=X` → `/wap/goods?id=X`, `/wap/#/shop?sellerId=Y` →
 * `/wap/shop?id=Y`; any other `#/…` under /wap → `/wap`. `lang` (in the hash or the address) is kept.
 * Returns null when the address has no such hash.
 */
export function legacyWapTarget(loc: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  if (!(loc.pathname === '/wap' || loc.pathname.startsWith('/wap/'))) return null;
  const m = /^#\/([^?]*)(?:\?(.*))?$/.exec(loc.hash);
  if (!m) return null;
  const route = m[1]!.replace(/\/+$/, '');
  const params = new URLSearchParams(m[2] ?? '');
  const out = carried(new URLSearchParams(loc.search));
  for (const [k, v] of carried(params)) out.set(k, v);
  const goodsId = (params.get('sellerGoodsId') ?? params.get('id'))?.trim();
  const sellerId = (params.get('sellerId') ?? params.get('id'))?.trim();
  if (/^CommodityDetails$/i.test(route) && goodsId) {
    out.set('id', goodsId);
    return withQuery('/wap/goods', out);
  }
  if (/^shop$/i.test(route) && sellerId) {
    out.set('id', sellerId);
    return withQuery('/wap/shop', out);
  }
  return withQuery('/wap', out);
}
