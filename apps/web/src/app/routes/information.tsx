import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { useRecommendedCategories } from '@/features/catalog/api/get-recommended-categories';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { usePageTitle } from '@/lib/use-page-title';

/** Category information: the recommended categories with their descriptions. */
export default function InformationPage() {
  const { t } = useTranslation('catalog');
  const title = t('information.title');
  usePageTitle(title);
  const q = useRecommendedCategories();
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
        <p className="muted">{t('information.intro')}</p>
      </header>
      {q.isError && !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <div className="info-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="info-card" aria-hidden="true">
              <span className="info-card__icon skeleton" />
              <span className="info-card__body">
                <Skeleton width="50%" height="1.2em" />
                <Skeleton width="90%" />
                <Skeleton width="70%" />
              </span>
            </div>
          ))}
        </div>
      ) : q.data?.length ? (
        <ul className="info-grid">
          {q.data.map((c) => (
            <li key={c.categoryId}>
              <Link to={`/classification?categoryId=${encodeURIComponent(c.categoryId)}`} className="info-card">
                <CatalogImage url={c.iconImg} width={240} boxWidth={88} alt="" className="info-card__icon" />
                <span className="info-card__body">
                  <span className="info-card__name">
                    <bdi>{c.name}</bdi>
                  </span>
                  <span className="info-card__des">{c.des || t('information.noDescription')}</span>
                  <span className="info-card__more">
                    {t('information.browse')}
                    <span className="chevron" aria-hidden="true" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('state.noCategories')} />
      )}
    </div>
  );
}
