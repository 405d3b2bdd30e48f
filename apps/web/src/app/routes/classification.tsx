import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '@/features/catalog/api/get-category-tree';
import { CategoryNav, topOf } from '@/features/catalog/components/category-nav';
import { GoodsListing } from '@/features/catalog/components/goods-listing';
import { useListParams } from '@/features/catalog/list-params';
import { usePageTitle } from '@/lib/use-page-title';

/** Category tree beside the goods of the selected category (`?categoryId=`), sortable and paged. */
export default function ClassificationPage() {
  const { t } = useTranslation('catalog');
  const { params, hrefWith } = useListParams();
  // `?categoryId=`; banners of the demo data link with `?id=`, which means the same.
  const categoryId = params.get('categoryId')?.trim() || params.get('id')?.trim() || null;
  const tree = useCategoryTree();
  const top = topOf(tree.data, categoryId);
  const sub = top?.subList.find((s) => s.categoryId === categoryId);
  const current = sub ?? top;
  const title = current?.name ?? t('common:pages.classification');
  usePageTitle(title);
  const hrefFor = (id: string | null) => hrefWith({ categoryId: id, id: null, isNew: null, isPrice: null, isHot: null });

  return (
    <div className="container page-pad">
      <nav className="breadcrumb" aria-label={t('common:pages.classification')}>
        <Link to="/index">{t('common:nav.home')}</Link>
        <span className="breadcrumb__sep" aria-hidden="true" />
        <Link to="/classification">{t('common:pages.classification')}</Link>
        {top ? (
          <>
            <span className="breadcrumb__sep" aria-hidden="true" />
            <Link to={hrefFor(top.categoryId)}>
              <bdi>{top.name}</bdi>
            </Link>
          </>
        ) : null}
        {sub ? (
          <>
            <span className="breadcrumb__sep" aria-hidden="true" />
            <bdi>{sub.name}</bdi>
          </>
        ) : null}
      </nav>
      <div className="listing">
        <aside className="listing__aside">
          <CategoryNav tree={tree.data} pending={tree.isPending} activeId={categoryId} hrefFor={hrefFor} title={t('category.title')} />
        </aside>
        <div>
          <header className="page-head listing__head">
            <h1 className="page-title">
              <bdi>{title}</bdi>
            </h1>
            {top?.des && !sub ? <p className="muted">{top.des}</p> : null}
            {top && top.subList.length ? (
              <ul className="chips" aria-label={t('category.subcategories')}>
                <li>
                  <Link to={hrefFor(top.categoryId)} className={`chip${!sub ? ' is-active' : ''}`} aria-current={!sub ? 'true' : undefined}>
                    {t('category.all')}
                  </Link>
                </li>
                {top.subList.map((s) => (
                  <li key={s.categoryId}>
                    <Link
                      to={hrefFor(s.categoryId)}
                      className={`chip${s.categoryId === categoryId ? ' is-active' : ''}`}
                      aria-current={s.categoryId === categoryId ? 'true' : undefined}
                    >
                      <bdi>{s.name}</bdi>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </header>
          <GoodsListing filter={{ categoryId: categoryId ?? undefined }} columns={4} label={title} />
        </div>
      </div>
    </div>
  );
}
