import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { Spinner } from '@/components/ui/spinner';
import { PhotoStrip } from '@/components/ui/photo-strip';
import { SELLER_REVIEWS_PAGE_SIZE, useSellerReviews } from '@/features/evaluation/api/list-seller-reviews';
import { Stars } from '@/components/ui/stars';
import { Code, When } from '@/components/console/console-ui';
import { ConsoleList } from '@/components/console/list-state';
import '@/components/ui/photo.css';
import './seller-reviews.css';

/** `/seller/reviews`: the reviews of the store's goods, newest first; the system's default reviews marked. */
export function ReviewsView() {
  const { t, ready } = useTranslation(['evaluation', 'aftersale', 'seller']);
  const [page, setPage] = useState(1);
  const query = useSellerReviews(page);
  if (!ready) return <Spinner />;
  return (
    <section className="seller-card" aria-labelledby="seller-reviews-title" data-testid="seller-reviews">
      <h1 id="seller-reviews-title" className="seller-card__title">
        {t('seller.title')}
      </h1>
      <ConsoleList query={query} empty={t('seller.empty')}>
        {(data) => (
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
            <ConsolePager page={page} pages={pageCount(data.total, SELLER_REVIEWS_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </ConsoleList>
    </section>
  );
}
