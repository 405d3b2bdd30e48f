import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSellerNotices } from '@/features/seller/api/list-notices';
import { Code, ErrorBox, When } from './seller-ui';

const KINDS = new Set(['new_order', 'paid', 'remind', 'received', 'cancelled']);
const PAGE_SIZE = 20;

/** The store's notices, newest first. */
export function NoticesView() {
  const { t } = useTranslation('seller');
  const [page, setPage] = useState(1);
  const query = useSellerNotices(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section className="seller-card" aria-labelledby="seller-notices-title">
      <h1 id="seller-notices-title" className="seller-card__title">
        {t('notices.title')}
      </h1>
      {query.isPending ? (
        <div className="seller-empty">
          <Spinner label={t('common:actions.loading')} />
        </div>
      ) : query.isError ? (
        <ErrorBox error={query.error} onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        <p className="seller-empty">{t('notices.empty')}</p>
      ) : data ? (
        <>
          <ul className="seller-notices" data-testid="seller-notices">
            {data.items.map((n) => (
              <li key={n.id} className={`seller-notice${n.read ? '' : ' seller-notice--unread'}`}>
                <span className="seller-notice__text">
                  {!n.read ? <span className="visually-hidden">{t('notices.unread')} </span> : null}
                  {t(`notices.kinds.${KINDS.has(n.kind) ? n.kind : 'other'}`)}
                  {n.orderId ? (
                    <>
                      {' '}
                      <Link to={`/seller/orders/${encodeURIComponent(n.orderId)}`}>
                        <Code>{n.orderId}</Code>
                      </Link>
                    </>
                  ) : null}
                </span>
                <span className="seller-muted">
                  <When iso={n.createdAt} />
                </span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="admin-pager" aria-label={t('pager.label')}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('pager.prev')}
              </Button>
              <span>{t('pager.page', { page, pages })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('pager.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
