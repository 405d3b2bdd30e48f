import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { useSellerNotices } from '@/features/seller/api/list-notices';
import { Code, When } from '@/components/console/console-ui';
import { ConsoleList } from '@/components/console/list-state';

const KINDS = new Set(['new_order', 'paid', 'remind', 'received', 'cancelled']);
const PAGE_SIZE = 20;

/** The store's notices, newest first. */
export function NoticesView() {
  const { t } = useTranslation('seller');
  const [page, setPage] = useState(1);
  const query = useSellerNotices(page);
  return (
    <section className="seller-card" aria-labelledby="seller-notices-title">
      <h1 id="seller-notices-title" className="seller-card__title">
        {t('notices.title')}
      </h1>
      <ConsoleList query={query} empty={t('notices.empty')}>
        {(data) => (
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
            <ConsolePager page={page} pages={pageCount(data.total, PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </ConsoleList>
    </section>
  );
}
