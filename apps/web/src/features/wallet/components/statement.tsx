import { WALLET_STATEMENT_TYPES, type WalletStatementReference, type WalletStatementRow, type WalletStatementType } from '@mall/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/dates';
import { useStatement, type StatementQuery } from '@/features/wallet/api/get-statement';
import '@/features/wallet/statement.css';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a reference opens (the desktop site and /wap have their own order and loan pages). */
export interface StatementLinks {
  order: (orderId: string) => string;
  loan: string;
}

/** Local midnight of a `YYYY-MM-DD` day (plus `days`), as an ISO instant: the reader's days, in the reader's time zone. */
function dayStart(day: string, days = 0): string {
  if (!DAY.test(day)) return '';
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(y, m - 1, d + days);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

function Reference({ r, links }: { r: WalletStatementReference | null; links: StatementLinks }) {
  const { t } = useTranslation('wallet');
  if (!r) return null;
  // a chain transaction hash is long: its start and end identify it (the whole hash in the tooltip)
  const id = r.kind === 'tx' && r.id.length > 20 ? `${r.id.slice(0, 10)}…${r.id.slice(-6)}` : r.id;
  // the number runs left to right inside the sentence of any language (U+2066 … U+2069 isolate it)
  const text = t(`statement.refs.${r.kind}`, { id: `\u2066${id}\u2069` });
  if (r.kind === 'order')
    return (
      <Link to={links.order(r.id)} className="statement__ref" data-testid="statement-order-link">
        {text}
      </Link>
    );
  if (r.kind === 'loan')
    return (
      <Link to={links.loan} className="statement__ref">
        {text}
      </Link>
    );
  return (
    <span className="statement__ref muted" title={r.id}>
      {text}
    </span>
  );
}

function Amount({ value }: { value: number }) {
  return (
    <bdi dir="ltr" className={value < 0 ? 'statement__amount statement__amount--out' : 'statement__amount statement__amount--in'}>
      {value > 0 ? '+' : null}
      <Money value={value} exact />
    </bdi>
  );
}

function Rows({ rows, links }: { rows: WalletStatementRow[]; links: StatementLinks }) {
  const { t } = useTranslation('wallet');
  return (
    <ol className="surface-card statement__list" aria-label={t('statement.title')}>
      {rows.map((r) => (
        <li key={r.id} className="statement__row" data-testid="statement-row" data-type={r.type}>
          <span className="statement__purpose">{t(`statement.purposes.${r.purpose}`)}</span>
          <Amount value={r.amount} />
          <Reference r={r.reference} links={links} />
          <time className="statement__time muted" dateTime={r.time}>
            {formatDateTime(r.time)}
          </time>
          <span className="statement__after muted">
            {t('statement.balanceAfter')} <Money value={r.balanceAfter} exact />
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The wallet statement: every posting on the reader's available (or frozen) balance, newest first, with
 * what it was for, a link to its order or loan, the signed amount and the balance after it. Filters and
 * the page live in the address (`type`, `account`, `from`, `to` as the reader's days, `page`).
 */
export function Statement({ links }: { links: StatementLinks }) {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type') ?? '';
  const type = (WALLET_STATEMENT_TYPES as readonly string[]).includes(rawType) ? (rawType as WalletStatementType) : '';
  const account = params.get('account') === 'frozen' ? 'frozen' : 'available';
  const fromDay = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  const toDay = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const query: StatementQuery = {
    account,
    type,
    from: dayStart(fromDay),
    to: dayStart(toDay, 1),
    pageNum: page,
    pageSize: PAGE_SIZE,
  };
  const q = useStatement(query);
  const filtered = Boolean(type || fromDay || toDay);

  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of ['type', 'from', 'to', 'page']) next.delete(k);
        return next;
      },
      { replace: true },
    );
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  let body;
  if (q.isPending)
    body = (
      <div className="statement__skeleton" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="56px" />
        ))}
      </div>
    );
  else if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data.pageList.length)
    body = (
      <EmptyState title={filtered ? t('statement.emptyFiltered') : t('statement.empty')}>
        {filtered ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={clear}>
            {t('statement.clear')}
          </button>
        ) : null}
      </EmptyState>
    );
  else
    body = (
      <>
        <Rows rows={q.data.pageList} links={links} />
        <Pagination pageInfo={q.data.pageInfo} hrefFor={hrefFor} />
      </>
    );

  return (
    <section className="statement" data-testid="wallet-statement" aria-busy={q.isFetching || undefined}>
      <form className="statement__filters" aria-label={t('statement.filters')} onSubmit={(e) => e.preventDefault()}>
        <label className="statement__filter">
          <span>{t('statement.account')}</span>
          <select className="input" value={account} onChange={(e) => set('account', e.target.value === 'frozen' ? 'frozen' : '')}>
            <option value="available">{t('balance.available')}</option>
            <option value="frozen">{t('balance.frozen')}</option>
          </select>
        </label>
        <label className="statement__filter">
          <span>{t('statement.type')}</span>
          <select className="input" value={type} onChange={(e) => set('type', e.target.value)} data-testid="statement-type">
            <option value="">{t('statement.all')}</option>
            {WALLET_STATEMENT_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`statement.types.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="statement__filter">
          <span>{t('statement.from')}</span>
          <input className="input" type="date" value={fromDay} max={toDay || undefined} onChange={(e) => set('from', e.target.value)} />
        </label>
        <label className="statement__filter">
          <span>{t('statement.to')}</span>
          <input className="input" type="date" value={toDay} min={fromDay || undefined} onChange={(e) => set('to', e.target.value)} />
        </label>
        {filtered ? (
          <button type="button" className="link-button statement__clear" onClick={clear}>
            {t('statement.clear')}
          </button>
        ) : null}
      </form>
      {body}
    </section>
  );
}
