import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { useSellerMe } from '@/features/seller/api/get-me';
import { Amount } from '@/components/console/amount';
import { ErrorBox } from '@/components/console/list-state';

/** Payable (settled to the store), in escrow (paid, not yet received), commission paid. */
export function BalanceCard() {
  const { t } = useTranslation('seller');
  const me = useSellerMe();
  if (me.isError) return <ErrorBox error={me.error} onRetry={() => void me.refetch()} />;
  const b = me.data?.balances;
  const cell = (label: string, value: string | undefined, testId: string, hint: string) => (
    <div className="seller-balance__cell">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value !== undefined ? <Amount value={value} /> : <Skeleton width="6em" />}</dd>
      <dd className="seller-muted seller-balance__hint">{hint}</dd>
    </div>
  );
  return (
    <section className="seller-card" aria-labelledby="seller-balance-title">
      <h2 id="seller-balance-title" className="seller-card__title">
        {t('balance.title')}
      </h2>
      {me.data?.seller.status === 'suspended' ? (
        <p className="seller-alert" role="status" data-testid="seller-suspended">
          {t('suspended')}
        </p>
      ) : null}
      <dl className="seller-balance">
        {cell(t('balance.payable'), b?.payable, 'seller-balance-payable', t('balance.payableHint'))}
        {cell(t('balance.inEscrow'), b?.inEscrow, 'seller-balance-escrow', t('balance.inEscrowHint'))}
        {cell(t('balance.commissionPaid'), b?.commissionPaid, 'seller-balance-commission', t('balance.commissionHint'))}
      </dl>
    </section>
  );
}
