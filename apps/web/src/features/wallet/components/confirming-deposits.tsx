import type { ConfirmingDepositData } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';

/** `0x1234abcd…9f3e`: enough of a transaction hash to recognise it. */
function shortHash(tx: string): string {
  return tx.length > 18 ? `${tx.slice(0, 10)}…${tx.slice(-6)}` : tx;
}

/**
 * Deposits on their way: amount, network and confirmations so far out of the required number, as
 * text and as a progress bar. Announced politely as the numbers grow.
 */
export function ConfirmingDeposits({ deposits }: { deposits: ConfirmingDepositData[] }) {
  const { t } = useTranslation('wallet');
  if (!deposits.length) return null;
  return (
    <section className="form-card wallet-confirming" aria-labelledby="confirming-title" data-testid="confirming-deposits">
      <h2 id="confirming-title" className="section-title">
        {t('recharge.confirmingTitle')}
      </h2>
      <ul className="wallet-confirming__list" aria-live="polite">
        {deposits.map((d) => {
          const done = Math.min(d.confirmations, d.required);
          return (
            <li
              key={`${d.tx}:${d.log_index}`}
              className="wallet-confirming__item"
              data-testid="confirming-deposit"
              data-confirmations={done}
              data-required={d.required}
            >
              <div className="wallet-confirming__head">
                <Money value={Number(d.amount)} className="wallet-confirming__amount" />
                <bdi dir="ltr" className="muted">{`${d.coin} · ${d.blockchain_name}`}</bdi>
              </div>
              <div className="wallet-confirming__progress">
                <span>{t('recharge.confirmations')}</span>
                <bdi dir="ltr" data-testid="confirming-count">{`${done} / ${d.required}`}</bdi>
              </div>
              <progress max={d.required} value={done} aria-label={t('recharge.confirmations')} />
              <p className="muted wallet-confirming__tx">
                {t('records.tx')}{' '}
                <bdi dir="ltr" className="wallet-code" title={d.tx}>
                  {shortHash(d.tx)}
                </bdi>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('recharge.confirmingHint', { required: deposits[0].required })}</p>
    </section>
  );
}
