import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '@mall/contracts';
import { callAction } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';

/** A cart line as the store sells it now (`sellerGoods!cartLines`), in the reader's language. */
export interface CartLineNow {
  goodsId: string;
  /** '-1' when the goods has no SKUs */
  skuId: string;
  name: string;
  /** the language `name` is in (the reader's, else English, else the store's); absent from older servers */
  nameLang?: string | null;
  attributes: { attrName: string; attrValue: string }[];
  /** units left of the goods, or of its SKU */
  stock: number;
  isShelf: 0 | 1;
}

/** `sellerGoods!cartLines` (ours): the lines of `keys` (`<goodsId>:<skuId or ->`) as they are now; lines no longer sold are left out. */
export function getCartLines(keys: readonly string[], signal?: AbortSignal): Promise<CartLineNow[]> {
  return callAction<CartLineNow[]>('sellerGoods!cartLines', { lines: keys.join(',') }, { signal });
}

export function cartLinesQueryOptions(lang: LangCode, keys: readonly string[]) {
  return queryOptions({
    queryKey: ['cart', 'lines', lang, keys] as const,
    queryFn: ({ signal }) => getCartLines(keys, signal),
    enabled: keys.length > 0,
    staleTime: 30_000,
    meta: { silent: true }, // the cart shows what it stored until the answer is in
  });
}

/** The cart's lines as they are now, in the interface language (refetched when it changes). */
export function useCartLinesNow(keys: readonly string[]) {
  return useQuery(cartLinesQueryOptions(useLang(), keys));
}
