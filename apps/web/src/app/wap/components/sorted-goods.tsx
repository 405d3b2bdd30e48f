import { useGoodsList, type GoodsListParams } from '@/features/catalog/api/get-goods-list';
import type { SortKey } from '@/features/catalog/types';
import { WAP_PAGE_SIZE, fromPageA } from '@/features/catalog/api/goods-pages';
import { PagedGoods } from './paged-goods';
import { SortTabs, useWapSort } from './sort-tabs';

interface SortedGoodsProps {
  /** fixed filters of this list (category, store, discount) */
  filter: Omit<GoodsListParams, 'pageNum' | 'pageSize' | SortKey>;
  /** skeleton tiles of the first page */
  skeletons: number;
  eagerCount?: number;
  label?: string;
  testId?: string;
}

/**
 * `sellerGoods!list` on the mobile site: the sort tabs (kept in the address), stuck under the bar,
 * over a growing two-column list that starts again from one page when the sort changes.
 */
export function SortedGoods({ filter, ...list }: SortedGoodsProps) {
  const [sort, setSort] = useWapSort();
  const params = { ...sort, ...filter };
  const usePage = (pageNum: number) => fromPageA(useGoodsList({ ...params, pageNum, pageSize: WAP_PAGE_SIZE }), pageNum);
  return (
    <>
      <div className="wap-sticky">
        <SortTabs value={sort} onChange={setSort} />
      </div>
      <div className="wap-pad">
        <PagedGoods usePage={usePage} resetKey={JSON.stringify(params)} {...list} />
      </div>
    </>
  );
}
