import type { SortFlag, SortFlags, SortKey } from '@/features/catalog/types';

/**
 * The sort flags as the listing calls take them (`sellerGoods!list`, `!search`, `!searchSellerGoods`):
 * only the one that is set (0 is left out).
 */
export function sortParams(flags: SortFlags): Record<SortKey, SortFlag | undefined> {
  return { isNew: flags.isNew || undefined, isPrice: flags.isPrice || undefined, isHot: flags.isHot || undefined };
}
