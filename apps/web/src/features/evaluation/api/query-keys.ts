/** Query keys of reviews: the product page's under ['evaluation'], the seller console's under ['seller', 'reviews']. */
export const evaluationKeys = {
  all: ['evaluation'] as const,
  list: (goodsId: string, type: string, page: number, pageSize: number) => ['evaluation', 'list', goodsId, type, page, pageSize] as const,
  counts: (goodsId: string) => ['evaluation', 'counts', goodsId] as const,
  seller: (page: number) => ['seller', 'reviews', page] as const,
};
