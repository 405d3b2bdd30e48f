import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { TabLinks } from '@/components/ui/tab-links';
import { useSellerOrders } from '@/features/seller/api/list-orders';
import { ORDER_TABS, TAB_STATUS, isOverdue, type OrderTab } from '@/features/seller/types';
import { BalanceCard } from './balance-card';
import { Amount } from '@/components/console/amount';
import { Code, When } from '@/components/console/console-ui';
import { ConsoleList } from '@/components/console/list-state';
import { StatusBadge } from './seller-ui';

const PAGE_SIZE = 20;

/** The orders queue: status tabs, search by order id or buyer contact, pages of 20. */
export function OrdersView() {
  const { t } = useTranslation('seller');
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = ORDER_TABS.find((k) => k === params.get('tab')) ?? 'toConfirm';
  const q = (params.get('q') ?? '').trim().slice(0, 64);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const query = useSellerOrders({ status: TAB_STATUS[tab], q: q || undefined, page, pageSize: PAGE_SIZE });

  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams({ tab });
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim().slice(0, 64), page: 1 });
  };

  const now = Date.now();

  return (
    <>
      <BalanceCard />
      <section className="seller-card" aria-labelledby="seller-orders-title">
        <div className="seller-card__head">
          <h1 id="seller-orders-title" className="seller-card__title">
            {t('orders.title')}
          </h1>
          <form className="seller-search" role="search" onSubmit={onSearch}>
            <label className="visually-hidden" htmlFor="seller-q">
              {t('orders.searchLabel')}
            </label>
            <input
              id="seller-q"
              className="input"
              type="search"
              maxLength={64}
              value={text}
              placeholder={t('orders.searchPlaceholder')}
              onChange={(e) => setText(e.target.value)}
              data-testid="seller-search"
            />
            <Button type="submit" variant="secondary" size="sm">
              {t('orders.search')}
            </Button>
          </form>
        </div>
        <TabLinks tabs={ORDER_TABS} active={tab} label={t('orders.title')} className="seller-tabs" testIdPrefix="seller-tab-">
          {(k) => t(`tabs.${k}`)}
        </TabLinks>
        <ConsoleList query={query} empty={q ? t('orders.noMatch') : t('orders.empty')} emptyTestId="seller-orders-empty">
          {(data) => (
            <div className="seller-table-wrap" aria-busy={query.isFetching || undefined}>
              <table className="admin-table seller-table">
                <thead>
                  <tr>
                    <th scope="col">{t('cols.order')}</th>
                    <th scope="col">{t('cols.date')}</th>
                    <th scope="col">{t('cols.goods')}</th>
                    <th scope="col">{t('cols.total')}</th>
                    <th scope="col">{t('cols.commission')}</th>
                    <th scope="col">{t('cols.payout')}</th>
                    <th scope="col">{t('cols.shipBy')}</th>
                    <th scope="col">{t('cols.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((o) => {
                    const overdue = isOverdue(o, now);
                    return (
                      <tr key={o.id} data-testid={`seller-order-row-${o.id}`} className={overdue ? 'seller-row--overdue' : undefined}>
                        <td data-label={t('cols.order')}>
                          <Link to={`/seller/orders/${encodeURIComponent(o.id)}`} className="seller-order-link">
                            <Code>{o.id}</Code>
                          </Link>
                          <div className="seller-muted">
                            {o.buyer.contacts}
                            {o.buyer.country ? ` · ${o.buyer.country}` : ''}
                          </div>
                        </td>
                        <td data-label={t('cols.date')}>
                          <When iso={o.createdAt} />
                        </td>
                        <td data-label={t('cols.goods')}>
                          <bdi dir="ltr">{o.goodsCount}</bdi>
                        </td>
                        <td data-label={t('cols.total')}>
                          <Amount value={o.total} />
                        </td>
                        <td data-label={t('cols.commission')}>
                          <Amount value={o.commission} />
                        </td>
                        <td data-label={t('cols.payout')}>
                          <Amount value={o.payout} className="seller-strong" />
                        </td>
                        <td data-label={t('cols.shipBy')}>
                          {o.shipBy && (o.status === 1 || o.status === 2) ? (
                            <span className={overdue ? 'seller-overdue' : undefined}>
                              <When iso={o.shipBy} />
                              {overdue ? <span className="badge seller-badge--danger">{t('orders.overdue')}</span> : null}
                            </span>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td data-label={t('cols.status')}>
                          <span className="seller-badges">
                            <StatusBadge status={o.status} />
                            {/* A reminder to ship is answered by shipping: shown only while the order waits for it. */}
                            {o.remindedAt && (o.status === 1 || o.status === 2) ? (
                              <span
                                className="badge badge--warn seller-reminded"
                                title={t('orders.remindedAt')}
                                data-testid="seller-reminded"
                              >
                                {t('orders.reminded')}
                              </span>
                            ) : null}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <ConsolePager page={page} pages={pageCount(data.total, PAGE_SIZE)} onPage={(p) => go({ page: p })} />
            </div>
          )}
        </ConsoleList>
      </section>
    </>
  );
}
