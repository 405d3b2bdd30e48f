import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SafewordPinField } from '@/components/forms/safeword-pin-field';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/lib/user';
import { DetailRow } from '@/components/ui/detail-row';
import { MoneyRow } from './money-row';
import { useCreditPay } from '@/features/loan/api/credit-mutations';
import { useBeforePay } from '@/features/loan/api/credit-queries';
import type { LoanPaths } from './loan-links';

/** Repay in full: the quote of this instant, the wallet balance, the fund password; the quoted amount travels with it. */
export default function RepayDialog({ creditId, onClose, paths }: { creditId: string | null; onClose: () => void; paths: LoanPaths }) {
  const { t } = useTranslation('loan');
  const quote = useBeforePay(creditId);
  const pay = useCreditPay();
  const { data: user } = useUser();
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const q = quote.data;
  const pinError = /^\d{6}$/.test(pin) ? null : t('repay.pinInvalid');
  const short = q ? q.accountAmount < q.estimatePayment : false;
  const noFundPassword = user ? user.safeword !== 1 : false;
  const close = () => {
    setPin('');
    setTried(false);
    onClose();
  };
  const confirm = () => {
    setTried(true);
    if (!q || pinError || short || noFundPassword) return;
    pay.mutate(
      { creditId: q.creditId, safeword: pin, amount: q.estimatePaymentText },
      {
        onSuccess: () => {
          toast.success(t('repay.done'));
          close();
        },
        onError: () => {
          setPin('');
          void quote.refetch(); // a changed amount: show the new quote
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={creditId !== null}
      title={t('repay.title')}
      confirmLabel={t('repay.confirm')}
      pending={pay.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {!q ? (
        <Skeleton height="120px" />
      ) : (
        <>
          <dl className="wallet-detail" data-testid="repay-quote">
            <MoneyRow label={t('repay.principal')} value={q.applyAmount} />
            <DetailRow label={t('repay.days')}>{<bdi dir="ltr">{q.alreadyCreditDays}</bdi>}</DetailRow>
            <MoneyRow label={t('repay.interest')} exact value={q.interest} />
            <MoneyRow label={t('repay.total')} testId="repay-total" exact value={q.estimatePayment} />
            <MoneyRow label={t('repay.balance')} exact value={q.accountAmount} />
          </dl>
          {short ? (
            <p className="notice notice--warning">
              {t('repay.short')} <Link to={paths.wallet}>{t('repay.topUp')}</Link>
            </p>
          ) : null}
          {noFundPassword ? (
            <p className="notice notice--warning">
              {t('repay.noFundPassword')} <Link to={paths.fundPassword}>{t('repay.setFundPassword')}</Link>
            </p>
          ) : (
            <SafewordPinField label={t('repay.pin')} name="safeword" value={pin} onChange={setPin} error={tried ? pinError : null} />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
