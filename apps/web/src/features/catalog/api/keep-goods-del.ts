import { callAction } from '@/lib/api-client';

/** `keepGoods!del`: remove a goods from the viewer's favourites. */
export function removeKeptGoods(sellerGoodsId: string): Promise<unknown> {
  return callAction('keepGoods!del', { sellerGoodsId });
}
