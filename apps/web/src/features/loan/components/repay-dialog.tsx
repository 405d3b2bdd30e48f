import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/account/api/get-user';
import { DetailRow } from '@/components/ui/detail-row';
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
            <DetailRow label={t('repay.principal')}>
              <Money value={q.applyAmount} />
            </DetailRow>
            <DetailRow label={t('repay.days')}>{<bdi dir="ltr">{q.alreadyCreditDays}</bdi>}</DetailRow>
            <DetailRow label={t('repay.interest')}>
              <Money exact value={q.interest} />
            </DetailRow>
            <DetailRow label={t('repay.total')} testId="repay-total">
              <Money exact value={q.estimatePayment} />
            </DetailRow>
            <DetailRow label={t('repay.balance')}>
              <Money exact value={q.accountAmount} />
            </DetailRow>
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
            <PasswordField
              label={t('repay.pin')}
              name="safeword"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              dir="ltr"
              className="input--pin"
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
              error={tried ? pinError : null}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
