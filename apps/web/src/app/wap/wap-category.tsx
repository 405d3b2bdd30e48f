import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { useCategoryTree } from '@/features/catalog/api/get-category-tree';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import { wapList } from './links';

/** `/wap/category?id=<top category>`: top categories in a rail, the chosen one's subcategories beside it. */
export default function WapCategoryPage() {
  const { t } = useTranslation('wap');
  usePageTitle(t('category.title'));
  const [params, setParams] = useSearchParams();
  const q = useCategoryTree();
  const tree = q.data;
  const activeId = params.get('id');
  const active = tree?.find((c) => c.categoryId === activeId) ?? tree?.[0];

  let body;
  if (q.isError && !tree) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (tree && !tree.length) body = <EmptyState title={t('catalog:state.noCategories')} />;
  else
    body = (
      <div className="wap-cat">
        <nav className="wap-cat__rail" aria-label={t('category.top')}>
          {!tree ? (
            <ul aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="wap-cat__top">
                  <Skeleton width="70%" />
                </li>
              ))}
            </ul>
          ) : (
            <ul>
              {tree.map((c) => (
                <li key={c.categoryId}>
                  <button
                    type="button"
                    className={`wap-cat__top${c === active ? ' is-active' : ''}`}
                    aria-current={c === active ? 'true' : undefined}
                    data-testid="wap-top-category"
                    onClick={() => setParams({ id: c.categoryId }, { replace: true, preventScrollReset: true })}
                  >
                    <bdi>{c.name}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="wap-cat__panel" aria-labelledby="wap-cat-name">
          {!active ? (
            <div className="wap-cat__subs" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <span key={i} className="wap-cat__sub">
                  <span className="wap-cat__icon skeleton" />
                  <Skeleton width="80%" height="0.8em" />
                </span>
              ))}
            </div>
          ) : (
            <>
              <div className="wap-cat__head">
                <h2 id="wap-cat-name" className="wap-cat__name">
                  <bdi>{active.name}</bdi>
                </h2>
                <Link to={wapList({ categoryId: active.categoryId })} className="wap-section__more" data-testid="wap-category-all">
                  {t('category.all')}
                  <span className="chevron" aria-hidden="true" />
                </Link>
              </div>
              {active.des ? <p className="wap-cat__des">{active.des}</p> : null}
              <ul className="wap-cat__subs">
                {active.subList.map((s) => (
                  <li key={s.categoryId}>
                    <Link to={wapList({ categoryId: s.categoryId })} className="wap-cat__sub" data-testid="wap-subcategory">
                      <CatalogImage url={s.iconImg} width={240} boxWidth={56} alt="" className="wap-cat__icon" />
                      <span className="wap-cat__sub-name">
                        <bdi>{s.name}</bdi>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    );

  return (
    <div className="wap-page">
      <PageBar title={t('category.title')} />
      {body}
    </div>
  );
}
