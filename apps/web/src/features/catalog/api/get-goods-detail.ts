import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsDetailWire, LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useIsLoggedIn } from '@/lib/session';
import type { GoodsDetail } from '@/features/catalog/types';
import { catalogKey, type Viewer } from './query-keys';

/** The answer, read defensively: an older server may leave the options out. */
type WireDetail = Omit<GoodsDetailWire, 'canSelectAttributes'> & { canSelectAttributes?: Partial<GoodsDetailWire['canSelectAttributes']> };

/** `imgUrl1..imgUrl10` ('' when none) → a list. */
export function detailImages(raw: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const v = raw[`imgUrl${i}`];
    if (typeof v === 'string' && v) out.push(v);
  }
  return out;
}

/** `sellerGoods!info` → goods detail (counts one view). */
export async function getGoodsDetail(sellerGoodsId: string, signal?: AbortSignal): Promise<GoodsDetail> {
  const raw = await callAction<WireDetail>('sellerGoods!info', { sellerGoodsId }, { signal });
  const attrs = raw.canSelectAttributes ?? { goodAttrs: [], skus: [] };
  return {
    ...raw,
    images: detailImages(raw),
    buyMin: Math.max(1, Number(raw.buyMin) || 1),
    // A SKU without pictures of its own has `img: null` on the wire (as old clients expect).
    canSelectAttributes: { goodAttrs: attrs.goodAttrs ?? [], skus: (attrs.skus ?? []).map((k) => ({ ...k, img: k.img ?? [] })) },
  };
}

export function goodsDetailQueryOptions(lang: LangCode, id: string, viewer: Viewer) {
  return queryOptions({
    queryKey: catalogKey('goodsDetail', lang, { id }, viewer),
    queryFn: ({ signal }) => getGoodsDetail(id, signal),
    enabled: !!id,
    meta: { silent: true }, // the page shows "not found" / retry itself
  });
}

export function useGoodsDetail(id: string) {
  const viewer: Viewer = useIsLoggedIn() ? 'user' : 'guest';
  return useQuery(goodsDetailQueryOptions(useLang(), id, viewer));
}
