import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code } from '@/components/console/console-ui';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Money } from '@/components/ui/money';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useAdminPayouts } from '@/features/admin/api/list-payouts';
import { useRecordPayment } from '@/features/admin/api/record-payment';
import type { AdminWithdrawal } from '@/features/admin/types';
import { formatUsdt } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';
import { ConfigCheck } from './config-fields';

/** Shown at once (the API's largest page); the oldest first, so none waits unseen for long. */
const PAYOUTS_SHOWN = 100;

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
/** A TRON transaction id: 64 hex digits without 0x. */
const TRON_TX_ID = /^[0-9a-fA-F]{64}$/;

/**
 * Whether the payout goes out on TRON: its destination is a TRON address (base58, `T…`); EVM
 * destinations are `0x…`. The API stores and shows each in its family's own form.
 */
const isTron = (w: AdminWithdrawal) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(w.to);

/** Why the chain watcher refused a recorded payment (codes the API stores in `lastError`). */
const REFUSALS = [
  'WITHDRAW_PAYMENT_TX_NOT_FOUND',
  'WITHDRAW_PAYMENT_TX_REVERTED',
  'WITHDRAW_PAYMENT_TX_TOO_OLD',
  'WITHDRAW_PAYMENT_TX_MISMATCH',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (s: string | null): s is Refusal => (REFUSALS as readonly string[]).includes(s ?? '');

/** Record the hash of the transaction the operator paid with, after confirming what was sent. */
function RecordPaymentDialog({ payout, onClose }: { payout: AdminWithdrawal | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const record = useRecordPayment();
  const [hash, setHash] = useState('');
  const [sent, setSent] = useState(false);
  const [tried, setTried] = useState(false);
  const tron = payout ? isTron(payout) : false;
  const hashError = (tron ? TRON_TX_ID : TX_HASH).test(hash.trim()) ? null : t(tron ? 'payouts.hashInvalidTron' : 'payouts.hashInvalid');
  const close = () => {
    setHash('');
    setSent(false);
    setTried(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={payout !== null}
      title={t('payouts.recordTitle')}
      confirmLabel={t('payouts.record')}
      pending={record.isPending}
      onCancel={close}
      onConfirm={() => {
        setTried(true);
        if (!payout || hashError || !sent) return;
        record.mutate(
          { orderNo: payout.orderNo, txHash: hash.trim() },
          {
            onSuccess: () => {
              toast.success(t('payouts.recorded'));
              close();
            },
            onError: (e) => toast.error(e.message),
          },
        );
      }}
    >
      {payout ? (
        <>
          <p>{t('payouts.recordIntro')}</p>
          <dl className="admin-payout">
            <dt>{t('cols.network')}</dt>
            <dd>
              <bdi>{payout.blockchainName}</bdi>
            </dd>
            <dt>{t('cols.to')}</dt>
            <dd>
              <Code>{payout.to}</Code>
            </dd>
            <dt>{t('payouts.exactAmount')}</dt>
            <dd>
              <Money value={payout.arrival} exact />
            </dd>
          </dl>
          <TextField
            label={t(tron ? 'payouts.hashTron' : 'payouts.hash')}
            name="txHash"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={tron ? '…' : '0x…'}
            value={hash}
            onChange={(e) => setHash(e.target.value)}
            error={tried ? hashError : null}
          />
          <ConfigCheck
            label={t('payouts.confirmSent', { amount: `\u2066${formatUsdt(payout.arrival, true)}\u2069`, network: payout.blockchainName })}
            name="sent"
            checked={sent}
            onChange={setSent}
          />
          {tried && !sent ? (
            <p className="field__error" role="alert">
              {t('payouts.confirmRequired')}
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** Where an approved withdrawal is: to pay (by hand), verifying (the chain watcher), or sent by the signer. */
function PayoutState({ w }: { w: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  if (w.state === 'verifying')
    return (
      <>
        <span className="badge">{t('payouts.verifying')}</span>
        <br />
        <Code>{w.txHash}</Code>
      </>
    );
  if (w.payoutMode === 'automatic') return <span className="badge">{t('payouts.automatic')}</span>;
  return (
    <>
      <span className="badge badge--warn">{t('payouts.toPay')}</span>
      {isRefusal(w.lastError) ? (
        <p className="field__error" data-testid="payout-refused">
          {t(`payouts.refused.${w.lastError}`)}
        </p>
      ) : null}
    </>
  );
}

/** Approved withdrawals being paid: "to pay" by an operator on manual networks, with the record-hash dialog. */
export function PayoutsTable() {
  const { t } = useTranslation('admin');
  const q = useAdminPayouts(1, PAYOUTS_SHOWN);
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  return (
    <section className="admin-payouts" aria-labelledby="admin-payouts-title">
      <h2 id="admin-payouts-title" className="section-title">
        {t('payouts.title')}
      </h2>
      <p className="notice">{t('payouts.intro')}</p>
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <p className="notice notice--warning">{q.error.message}</p>
      ) : !q.data.items.length ? (
        <p className="admin-empty">{t('payouts.empty')}</p>
      ) : (
        <div className="admin-payouts__scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('cols.created')}</th>
                <th scope="col">{t('cols.user')}</th>
                <th scope="col">{t('payouts.exactAmount')}</th>
                <th scope="col">{t('cols.to')}</th>
                <th scope="col">{t('payouts.state')}</th>
                <th scope="col">{t('cols.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.items.map((w) => (
                <tr key={w.orderNo} data-testid="admin-payout">
                  <td>
                    <bdi>
                      <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
                    </bdi>
                    <br />
                    <Code>{w.orderNo}</Code>
                  </td>
                  <td>
                    <bdi>{w.username}</bdi>
                  </td>
                  <td>
                    <Money value={w.arrival} exact />
                  </td>
                  <td className="admin-table__wrap">
                    <Code>{w.to}</Code>
                    <br />
                    <bdi>{w.blockchainName}</bdi>
                  </td>
                  <td className="admin-table__wrap">
                    <PayoutState w={w} />
                  </td>
                  <td>
                    {w.state === 'approved' && w.payoutMode === 'manual' ? (
                      <Button size="sm" onClick={() => setPaying(w)}>
                        {t('payouts.record')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RecordPaymentDialog payout={paying} onClose={() => setPaying(null)} />
    </section>
  );
}
