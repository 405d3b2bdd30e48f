/** Query keys of after-sales: the buyer's under ['aftersale'], the seller console's under ['seller', 'returns'] (its sign-out clears ['seller']). */
export const afterSaleKeys = {
  all: ['aftersale'] as const,
  info: (orderId: string) => ['aftersale', 'info', orderId] as const,
  seller: ['seller', 'returns'] as const,
  sellerList: (state: string, page: number) => ['seller', 'returns', 'list', state, page] as const,
  sellerCase: (id: string) => ['seller', 'returns', 'case', id] as const,
};
