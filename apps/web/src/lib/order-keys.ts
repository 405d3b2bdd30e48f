/**
 * Query keys of the order feature: everything under ['order'], so one invalidation refreshes lists,
 * details and counts. Shared code, since the after-sale and review calls change an order too and
 * refresh it by these keys.
 */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => ['order', 'list'] as const,
  list: (status: string, pageNum: number, pageSize: number) => ['order', 'list', status, pageNum, pageSize] as const,
  detail: (orderId: string) => ['order', 'detail', orderId] as const,
  goods: (orderId: string, pageNum: number, pageSize: number) => ['order', 'goods', orderId, pageNum, pageSize] as const,
  logs: (orderId: string) => ['order', 'logs', orderId] as const,
  counts: () => ['order', 'counts'] as const,
};
