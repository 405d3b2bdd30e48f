import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PhotoStrip } from '@/features/after-sale/components/photo-strip';
import { SELLER_REVIEWS_PAGE_SIZE, useSellerReviews } from '@/features/evaluation/api/list-seller-reviews';
import { Stars } from '@/features/evaluation/components/stars';
import { Code, ErrorBox, When } from './seller-ui';
import '@/features/after-sale/components/photo.css';
import './seller-after-sale.css';

/** `/seller/reviews`: the reviews of the store's goods, newest first; the system's default reviews marked. */
export function ReviewsView() {
  const { t, ready } = useTranslation(['evaluation', 'aftersale', 'seller']);
  const [page, setPage] = useState(1);
  const query = useSellerReviews(page);
  if (!ready) return <Spinner />;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / SELLER_REVIEWS_PAGE_SIZE)) : 1;
  return (
    <section className="seller-card" aria-labelledby="seller-reviews-title" data-testid="seller-reviews">
      <h1 id="seller-reviews-title" className="seller-card__title">
        {t('seller.title')}
      </h1>
      {query.isPending ? (
        <div className="seller-empty">
          <Spinner label={t('common:actions.loading')} />
        </div>
      ) : query.isError ? (
        <ErrorBox error={query.error} onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        <p className="seller-empty">{t('seller.empty')}</p>
      ) : data ? (
        <>
          <ul className="seller-reviews" aria-busy={query.isFetching || undefined}>
            {data.items.map((r) => (
              <li key={r.id} className="seller-review" data-testid="seller-review">
                <div className="seller-review__head">
                  <Stars value={r.rating} />
                  <span className="seller-strong" dir="auto">
                    {r.goodsName}
                  </span>
                  <bdi className="seller-muted">{r.userName}</bdi>
                  <span className="seller-muted seller-review__time">
                    <When iso={r.createdAt} />
                  </span>
                </div>
                {r.isDefault ? (
                  <p>
                    <span className="badge">{t('list.defaultBadge')}</span> <span className="seller-muted">{t('list.defaultText')}</span>
                  </p>
                ) : r.content ? (
                  <p className="plain-text" dir="auto">
                    {r.content}
                  </p>
                ) : (
                  <p className="seller-muted">{t('list.noText')}</p>
                )}
                <PhotoStrip photos={r.images} title={t('list.photosOf', { name: r.userName })} size={64} />
                <p className="seller-muted">
                  {t('seller.order')}{' '}
                  <Link to={`/seller/orders/${encodeURIComponent(r.orderId)}`}>
                    <Code>{r.orderId}</Code>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="admin-pager" aria-label={t('seller:pager.label')}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('seller:pager.prev')}
              </Button>
              <span>{t('seller:pager.page', { page, pages })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('seller:pager.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
