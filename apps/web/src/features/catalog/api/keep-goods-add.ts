import { callAction } from '@/lib/api-client';

/** `keepGoods!add`: save a goods to the viewer's favourites. */
export function addKeptGoods(sellerGoodsId: string): Promise<unknown> {
  return callAction('keepGoods!add', { sellerGoodsId });
}
