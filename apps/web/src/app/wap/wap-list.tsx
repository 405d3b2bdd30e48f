import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '@/features/catalog/api/get-category-tree';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import { SortedGoods } from './components/sorted-goods';

/** The name of a category of the tree (top or sub). */
function useCategoryName(id: string): string | undefined {
  const tree = useCategoryTree();
  if (!id) return undefined;
  for (const c of tree.data ?? []) {
    if (c.categoryId === id) return c.name;
    const s = c.subList.find((x) => x.categoryId === id);
    if (s) return s.name;
  }
  return undefined;
}

/** `/wap/list?categoryId=&discount=1&isNew=1…`: goods of a category (or all, or deals), sortable, growing. */
export default function WapListPage() {
  const { t } = useTranslation('wap');
  const [params] = useSearchParams();
  const categoryId = params.get('categoryId')?.trim() ?? '';
  const discount = params.get('discount') === '1';
  const categoryName = useCategoryName(categoryId);
  const title = categoryId ? (categoryName ?? t('list.category')) : discount ? t('common:nav.discounted') : t('list.all');
  usePageTitle(title);
  return (
    <div className="wap-page">
      <PageBar title={title} fallback="/wap/category" />
      {/* the cards' names are h3: their list is a section of the page */}
      <h2 className="visually-hidden">{t('catalog:search.goodsTab')}</h2>
      <SortedGoods
        filter={{ categoryId: categoryId || undefined, discount: discount || undefined }}
        skeletons={6}
        eagerCount={2}
        label={title}
        testId="wap-list"
      />
    </div>
  );
}
