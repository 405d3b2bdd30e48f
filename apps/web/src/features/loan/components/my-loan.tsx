import type { CreditHistoryRow, LoanStatusCode } from '@mall/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import { LoadError } from './load-error';
import { DetailRow } from '@/components/ui/detail-row';
import { MoneyRow } from './money-row';
import { useCreditBill, useCreditHistory } from '@/features/loan/api/credit-queries';
import { ratePercent } from '@/features/loan/loan-math';
import type { LoanPaths } from './loan-links';
import { TermsBox } from './terms-box';
import '@/features/loan/loan.css';

// The repayment dialog (fund password field, quote) loads when the buyer opens it.
const RepayDialog = lazy(() => import('./repay-dialog'));

const STATUS_KEY: Record<LoanStatusCode, string> = { 1: 'review', 2: 'active', 3: 'overdue', 4: 'rejected', 5: 'repaid' };

function HistoryTable({ rows, paths }: { rows: CreditHistoryRow[]; paths: LoanPaths }) {
  const { t } = useTranslation('loan');
  if (rows.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <div className="loan-table__wrap">
      <table className="loan-table" data-testid="credit-history">
        <thead>
          <tr>
            <th>{t('history.submitted')}</th>
            <th>{t('terms.amount')}</th>
            <th>{t('terms.term')}</th>
            <th>{t('terms.dailyRate')}</th>
            <th>{t('terms.totalRepayment')}</th>
            <th>{t('terms.due')}</th>
            <th>{t('history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="credit-history-row" data-status={r.status}>
              <td data-label={t('history.submitted')}>
                <bdi>
                  <time dateTime={serverDateIso(r.customerSubmitTime)}>{formatServerDate(r.customerSubmitTime)}</time>
                </bdi>
              </td>
              <td data-label={t('terms.amount')}>
                <Money value={r.applyAmount} />
              </td>
              <td data-label={t('terms.term')}>{t('terms.dayCount', { n: r.creditPeriod, count: Number(r.creditPeriod) })}</td>
              <td data-label={t('terms.dailyRate')}>
                <bdi dir="ltr">{`${ratePercent(r.creditRate)}%`}</bdi>{' '}
                <span className="muted">{t('intro.aprShort', { apr: r.terms.apr })}</span>
              </td>
              <td data-label={t('terms.totalRepayment')}>
                <Money exact value={r.terms.totalRepayment} />
              </td>
              <td data-label={t('terms.due')}>
                <bdi>{r.dueTime ? <time dateTime={serverDateIso(r.dueTime)}>{formatServerDate(r.dueTime)}</time> : '—'}</bdi>
              </td>
              <td data-label={t('history.status')}>
                <span className={`loan-status loan-status--${r.status}`}>{t(`status.${STATUS_KEY[r.status]}`)}</span>
                {r.status === 4 ? (
                  <>
                    {r.rejectReason ? <p className="muted">{r.rejectReason}</p> : null}
                    <Link to={`${paths.application}?creditId=${encodeURIComponent(r.id)}`}>{t('history.reapply')}</Link>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/credit/myLoan`: the active loan with what settles it now, the repayment dialog, and every loan. */
export function MyLoan({ paths }: { paths: LoanPaths }) {
  const { t } = useTranslation('loan');
  const bill = useCreditBill();
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  const [paying, setPaying] = useState<string | null>(null);
  const b = bill.data;

  return (
    <div className="loan" data-testid="credit-my-loan">
      {bill.isPending ? (
        <Skeleton height="200px" />
      ) : bill.isError ? (
        <LoadError onRetry={() => void bill.refetch()} />
      ) : b && b.status && b.terms ? (
        <section className="form-card loan-active" data-testid="credit-active" data-status={b.status}>
          <h2 className="section-title">
            {t('myLoan.active')} <span className={`loan-status loan-status--${b.status}`}>{t(`status.${STATUS_KEY[b.status]}`)}</span>
          </h2>
          {b.overdue ? (
            <p className="notice notice--warning">
              {t('myLoan.overdueNotice', { due: formatServerDate(b.dueTime), rate: ratePercent(b.terms.defaultRate) })}
            </p>
          ) : null}
          <dl className="wallet-detail">
            <DetailRow label={t('repay.days')}>{<bdi dir="ltr">{b.alreadyCreditDays}</bdi>}</DetailRow>
            <MoneyRow label={t('repay.interest')} testId="bill-interest" exact value={b.interest} />
            <MoneyRow label={t('myLoan.settleNow')} testId="bill-total" exact value={b.estimatePayment} />
          </dl>
          <Button type="button" onClick={() => setPaying(b.creditId)} data-testid="credit-repay">
            {t('myLoan.repay')}
          </Button>
          <TermsBox
            amount={b.terms.applyAmount}
            termDays={b.terms.creditPeriod}
            dailyRate={b.terms.creditRate}
            overdueRate={b.terms.defaultRate}
            apr={b.terms.apr}
            totalInterest={b.terms.totalInterest}
            totalRepayment={b.terms.totalRepayment}
            lateFeePerDay={b.terms.lateFeePerDay}
            due={formatServerDate(b.dueTime)}
          />
        </section>
      ) : history.data?.elements.some((r) => r.status === 1) ? (
        <p className="notice" data-testid="credit-under-review">
          {t('apply.submitted')}
        </p>
      ) : (
        <p className="notice">
          {t('myLoan.none')} <Link to={paths.intro}>{t('myLoan.see')}</Link>
        </p>
      )}
      <h2 className="section-title">{t('history.title')}</h2>
      {history.isPending ? (
        <Skeleton height="120px" />
      ) : history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : (
        <>
          <HistoryTable rows={history.data.elements} paths={paths} />
          {history.data.totalElements > history.data.pageSize ? (
            <p className="loan-pager">
              <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('history.prev')}
              </Button>{' '}
              <Button
                type="button"
                variant="secondary"
                disabled={page * history.data.pageSize >= history.data.totalElements}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('history.next')}
              </Button>
            </p>
          ) : null}
        </>
      )}
      {paying ? (
        <Suspense fallback={null}>
          <RepayDialog creditId={paying} onClose={() => setPaying(null)} paths={paths} />
        </Suspense>
      ) : null}
    </div>
  );
}
