import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { DetailRow } from '@/components/ui/detail-row';
import { MoneyRow } from './money-row';
import { ratePercent } from '@/features/loan/loan-math';

export interface TermsBoxProps {
  /** USDT (JSON numbers from exact decimal text) */
  amount: number;
  termDays: number;
  dailyRate: number;
  overdueRate: number;
  apr: string;
  totalInterest: number;
  totalRepayment: number;
  lateFeePerDay: number;
  /** the due date as formatted by `lib/dates.ts` (the reader's zone and language), or a hint ("30 days after the money arrives") */
  due: string;
  testId?: string;
}

/**
 * The honest terms, stated on every screen that offers or shows a loan: amount, term, daily rate, the
 * APR it implies, total interest and total to repay at term, due date, what lateness costs a day,
 * and that there is no upfront fee.
 */
export function TermsBox(p: TermsBoxProps) {
  const { t } = useTranslation('loan');
  return (
    <section className="form-card loan-terms" aria-labelledby="loan-terms-title" data-testid={p.testId ?? 'loan-terms'}>
      <h2 id="loan-terms-title" className="section-title">
        {t('terms.title')}
      </h2>
      <dl className="wallet-detail">
        <MoneyRow label={t('terms.amount')} testId="terms-amount" value={p.amount} />
        <DetailRow label={t('terms.term')} testId="terms-term">
          {t('terms.dayCount', { n: p.termDays, count: p.termDays })}
        </DetailRow>
        <DetailRow label={t('terms.dailyRate')} testId="terms-rate">
          <bdi dir="ltr">{`${ratePercent(p.dailyRate)}%`}</bdi>
        </DetailRow>
        <DetailRow label={t('terms.apr')} testId="terms-apr">
          <bdi dir="ltr">{`${p.apr}%`}</bdi>
        </DetailRow>
        <MoneyRow label={t('terms.totalInterest')} testId="terms-interest" exact value={p.totalInterest} />
        <MoneyRow label={t('terms.totalRepayment')} testId="terms-total" exact value={p.totalRepayment} />
        <DetailRow label={t('terms.due')} testId="terms-due">
          <bdi>{p.due}</bdi>
        </DetailRow>
        <DetailRow label={t('terms.lateFee')} testId="terms-late">
          <Money exact value={p.lateFeePerDay} /> <span className="muted">{t('terms.lateRate', { rate: ratePercent(p.overdueRate) })}</span>
        </DetailRow>
        <DetailRow label={t('terms.upfrontFee')} testId="terms-fee">
          {t('terms.noFee')}
        </DetailRow>
      </dl>
      <p className="muted loan-terms__note">{t('terms.note')}</p>
    </section>
  );
}
