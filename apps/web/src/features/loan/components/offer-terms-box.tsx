import type { CreditConfigData } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { microToNumber } from '@/lib/money-math';
import { offerTerms } from '@/features/loan/loan-math';
import { TermsBox } from './terms-box';

/**
 * The terms of a loan not taken yet (the intro's example, the application's offer): `offerTerms` of a
 * whole-USDT amount over `termDays` at the configured rates, due that many days after the payout.
 */
export function OfferTermsBox({ amountWhole, termDays, config }: { amountWhole: bigint; termDays: number; config: CreditConfigData }) {
  const { t } = useTranslation('loan');
  const offer = offerTerms(amountWhole, termDays, config.rate, config.defaultRate);
  return (
    <TermsBox
      amount={microToNumber(offer.amount)}
      termDays={termDays}
      dailyRate={config.rate}
      overdueRate={config.defaultRate}
      apr={config.apr}
      totalInterest={microToNumber(offer.totalInterest)}
      totalRepayment={microToNumber(offer.totalRepayment)}
      lateFeePerDay={microToNumber(offer.lateFeePerDay)}
      due={t('terms.dueAfter', { n: termDays, count: termDays })}
    />
  );
}
