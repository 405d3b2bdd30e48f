import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { useFollowedStores } from '@/features/catalog/api/get-followed-stores';
import { useToggleFollow } from '@/features/catalog/api/toggle-follow';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Rating } from '@/features/catalog/components/rating';
import { useOverride } from '@/features/catalog/favourites-store';
import { useListParams } from '@/features/catalog/list-params';
import type { FollowedStore } from '@/features/catalog/types';
import { formatCount } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { StatList } from '@/components/ui/stat-list';

const PAGE_SIZE = 10;

function FollowedRow({ row }: { row: FollowedStore }) {
  const { t } = useTranslation('catalog');
  const following = useOverride('followed', row.sellerId);
  const unfollow = useToggleFollow();
  if (following === false) return null; // unfollowed (optimistically); comes back if the server refuses
  const s = row.sellerVo;
  const href = `/store?id=${encodeURIComponent(row.sellerId)}`;
  return (
    <li className="surface-card followed-row" data-testid="followed-store">
      <Link to={href} className="followed-row__head">
        <CatalogImage url={s.avatar} width={240} boxWidth={56} alt="" className="followed-row__avatar" />
        <span className="followed-row__name">
          <bdi>{s.name}</bdi>
        </span>
      </Link>
      <StatList
        className="followed-row__stats"
        items={[
          { label: t('store.goodReviews'), value: <Rating value={s.highOpinion} /> },
          { label: t('store.sales'), value: <Count value={s.soldNum} /> },
          { label: t('store.views'), value: <Count value={s.viewsNum} /> },
          { label: t('store.followers'), value: <Count value={s.focusNum} /> },
        ]}
      />
      <div className="followed-row__actions">
        <Link to={href} className="btn btn--secondary btn--sm">
          {t('product.visitStore')}
        </Link>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={unfollow.isPending}
          onClick={() => unfollow.mutate({ sellerId: row.sellerId, follow: false })}
          data-testid="unfollow"
        >
          {t('store.unfollow')}
        </button>
      </div>
    </li>
  );
}

/** User centre → followed stores (`focusSeller!list`), with unfollow. */
export default function CollectShopPage() {
  const { t } = useTranslation('usercentre');
  const { t: tc } = useTranslation('catalog');
  const title = t('userCenter.collectShop');
  usePageTitle(title);
  const { page, pageHref } = useListParams();
  const q = useFollowedStores(page, PAGE_SIZE);
  const total = q.data?.pageInfo.totalElements;
  return (
    <section className="uc-page" aria-labelledby="collect-shop-title">
      <header className="uc-page__head">
        <h1 id="collect-shop-title" className="page-title">
          {title}
        </h1>
        {total !== undefined ? (
          <span className="badge">{tc('store.followedCount', { total: formatCount(total), count: total })}</span>
        ) : null}
      </header>
      {q.isError && !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <ul className="followed-list" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="surface-card followed-row" aria-hidden="true">
              <span className="followed-row__head">
                <span className="followed-row__avatar skeleton" />
                <Skeleton width="10em" />
              </span>
            </li>
          ))}
        </ul>
      ) : q.data?.pageList.length ? (
        <>
          <ul className={`followed-list${q.isPlaceholderData ? ' is-stale' : ''}`}>
            {q.data.pageList.map((r) => (
              <FollowedRow key={r.sellerId} row={r} />
            ))}
          </ul>
          <Pagination pageInfo={q.data.pageInfo} hrefFor={pageHref} />
        </>
      ) : (
        <EmptyState title={tc('store.followedEmpty')} text={tc('store.followedEmptyText')}>
          <Link to="/index" className="btn btn--primary">
            {tc('store.discover')}
          </Link>
        </EmptyState>
      )}
    </section>
  );
}
