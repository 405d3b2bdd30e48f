import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { Spinner } from '@/components/ui/spinner';
import { TabLinks } from '@/components/ui/tab-links';
import { SELLER_RETURNS_PAGE_SIZE, useSellerReturns } from '@/features/after-sale/api/list-seller-returns';
import type { ReturnCaseState } from '@/features/after-sale/types';
import { Amount } from '@/components/console/amount';
import { Code, When } from '@/components/console/console-ui';
import { ConsoleList } from '@/components/console/list-state';
import '@/components/ui/photo.css';
import './seller-returns.css';

const TABS = ['requested', 'escalated', 'rejected', 'refunded', 'all'] as const;
type Tab = (typeof TABS)[number];

/** A case's state as a badge (texts: namespace `aftersale-seller`, `seller.states.*`). */
export function CaseStateBadge({ state }: { state: ReturnCaseState }) {
  const { t } = useTranslation('aftersale-seller');
  const tone =
    state === 'refunded' ? ' badge--ok' : state === 'requested' || state === 'escalated' ? ' badge--warn' : ' seller-badge--danger';
  return <span className={`badge${tone}`}>{t(`seller.states.${state}`)}</span>;
}

/** `/seller/returns`: the store's refund / return requests by state (to decide first), pages of 20. */
export function ReturnsView() {
  const { t, ready } = useTranslation(['aftersale', 'aftersale-seller', 'seller'], { nsMode: 'fallback' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'requested';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const query = useSellerReturns(tab === 'all' ? '' : tab, page);
  if (!ready) return <Spinner />;
  const go = (p: number) => setParams(new URLSearchParams({ tab, ...(p > 1 ? { page: String(p) } : {}) }), { replace: true });
  return (
    <section className="seller-card" aria-labelledby="seller-returns-title" data-testid="seller-returns">
      <div className="seller-card__head">
        <h1 id="seller-returns-title" className="seller-card__title">
          {t('seller.returnsTitle')}
        </h1>
      </div>
      <p className="seller-muted">{t('seller.returnsIntro')}</p>
      <TabLinks tabs={TABS} active={tab} label={t('seller.returnsTitle')} className="seller-tabs" testIdPrefix="seller-returns-tab-">
        {(k) => (k === 'all' ? t('seller.all') : t(`seller.states.${k}`))}
      </TabLinks>
      <ConsoleList query={query} empty={t('seller.returnsEmpty')} emptyTestId="seller-returns-empty">
        {(data) => (
          <>
            <div className="seller-table-wrap" aria-busy={query.isFetching || undefined}>
              <table className="admin-table seller-table">
                <thead>
                  <tr>
                    <th scope="col">{t('seller.cols.order')}</th>
                    <th scope="col">{t('seller.cols.requested')}</th>
                    <th scope="col">{t('seller.cols.reason')}</th>
                    <th scope="col">{t('seller.cols.refundable')}</th>
                    <th scope="col">{t('seller.cols.state')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('seller.open')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((c) => (
                    <tr key={c.id} data-testid={`seller-return-row-${c.orderId}`}>
                      <td data-label={t('seller.cols.order')}>
                        <Code>{c.orderId}</Code>
                        <div className="seller-muted">{c.contacts}</div>
                      </td>
                      <td data-label={t('seller.cols.requested')}>
                        <When iso={c.createdAt} />
                      </td>
                      <td data-label={t('seller.cols.reason')}>
                        {t(`reasons.${c.reason}`, { defaultValue: t('reasons.9') })}
                        {c.images.length ? (
                          <span className="seller-muted"> · {t('seller.photosCount', { n: c.images.length })}</span>
                        ) : null}
                      </td>
                      <td data-label={t('seller.cols.refundable')}>
                        <Amount value={c.refundable} />
                      </td>
                      <td data-label={t('seller.cols.state')}>
                        <CaseStateBadge state={c.state} />
                      </td>
                      <td>
                        <Link
                          to={`/seller/returns/${encodeURIComponent(c.id)}`}
                          className="btn btn--secondary btn--sm"
                          data-testid="seller-return-open"
                        >
                          <span>{t('seller.open')}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ConsolePager page={page} pages={pageCount(data.total, SELLER_RETURNS_PAGE_SIZE)} onPage={go} />
          </>
        )}
      </ConsoleList>
    </section>
  );
}
