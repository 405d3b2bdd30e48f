import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import { useRechargeDetail } from '@/features/wallet/api/get-recharge';
import { useWithdrawalDetail } from '@/features/wallet/api/get-withdrawal';
import type { RechargeRecord, WithdrawRecord } from '@/features/wallet/types';
import { DetailRow } from '@/components/ui/detail-row';
import { StateBadge } from './state-badge';

const Ltr = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="wallet-code">
    {children}
  </bdi>
);

/** A row for an address or hash, left out when the record has none. */
function CodeRow({ label, value }: { label: ReactNode; value: string | undefined }) {
  return value ? (
    <DetailRow label={label}>
      <Ltr>{value}</Ltr>
    </DetailRow>
  ) : null;
}

/** The failure reason of a failed record. */
function ReasonRow({ r }: { r: Pick<RechargeRecord | WithdrawRecord, 'state' | 'failure_msg'> }) {
  const { t } = useTranslation('wallet');
  return r.state === 2 && r.failure_msg ? <DetailRow label={t('records.reason')}>{r.failure_msg}</DetailRow> : null;
}

/** The rows every record starts with: order number, time, amount. */
function HeadRows({ r, amount }: { r: Pick<RechargeRecord | WithdrawRecord, 'order_no' | 'createTime'>; amount: number }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <DetailRow label={t('records.orderNo')}>
        <Ltr>{r.order_no}</Ltr>
      </DetailRow>
      <DetailRow label={t('records.time')}>
        <bdi>
          <time dateTime={serverDateIso(r.createTime)}>{formatServerDate(r.createTime)}</time>
        </bdi>
      </DetailRow>
      <DetailRow label={t('records.amount')}>
        <Money value={amount} />
      </DetailRow>
    </>
  );
}

function DepositRows({ r }: { r: RechargeRecord }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <HeadRows r={r} amount={Number(r.volume ?? r.amount)} />
      <DetailRow label={t('records.network')}>
        <Ltr>{`${r.coin} · ${r.blockchain_name}`}</Ltr>
      </DetailRow>
      <DetailRow label={t('records.status')}>
        <StateBadge state={r.state} />
      </DetailRow>
      <CodeRow label={t('records.address')} value={r.channel_address} />
      <CodeRow label={t('recharge.from')} value={r.from} />
      <CodeRow label={t('records.tx')} value={r.tx} />
      <ReasonRow r={r} />
      {r.img ? (
        <DetailRow label={t('records.proof')}>
          <a href={r.img} target="_blank" rel="noreferrer">
            <img src={r.img} alt={t('records.proof')} className="wallet-detail__proof" width={160} height={120} />
          </a>
        </DetailRow>
      ) : null}
    </>
  );
}

function WithdrawRows({ r }: { r: WithdrawRecord }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <HeadRows r={r} amount={Number(r.volume)} />
      <DetailRow label={t('records.fee')}>
        <Money exact value={Number(r.fee)} />
      </DetailRow>
      <DetailRow label={t('records.arrival')}>
        <Money exact value={Number(r.arrivalAmount ?? r.amount)} />
      </DetailRow>
      <DetailRow label={t('records.status')}>
        <StateBadge state={r.state} />
      </DetailRow>
      <CodeRow label={t('records.address')} value={r.to} />
      <CodeRow label={t('records.tx')} value={r.tx} />
      <ReasonRow r={r} />
    </>
  );
}

/** Detail of one record (`rechargeBlockchain!get` / `withdraw!get`) in a modal <dialog>. */
export function RecordDialog({
  kind,
  orderNo,
  onClose,
}: {
  kind: 'deposits' | 'withdrawals';
  orderNo: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const ref = useModalDialog(!!orderNo);
  const titleId = useId();
  const deposit = useRechargeDetail(kind === 'deposits' ? orderNo : null);
  const withdrawal = useWithdrawalDetail(kind === 'withdrawals' ? orderNo : null);
  const q = kind === 'deposits' ? deposit : withdrawal;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} data-testid="record-dialog">
      <h2 className="dialog__title" id={titleId}>
        {t('records.details')}
      </h2>
      {q.isPending && orderNo ? (
        <Spinner />
      ) : (
        <dl className="wallet-detail">
          {kind === 'deposits' && deposit.data ? <DepositRows r={deposit.data} /> : null}
          {kind === 'withdrawals' && withdrawal.data ? <WithdrawRows r={withdrawal.data} /> : null}
        </dl>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </div>
    </dialog>
  );
}
