import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { useBalance } from '@/lib/balance';
import { microToNumber, numberToMicro } from '@/lib/money-math';

/** The wallet's total (available + frozen), its split, and the page's own actions (desktop: deposit, withdraw). */
export function WalletBalance({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const money = balance.data ? numberToMicro(balance.data.money) : 0n;
  const frozen = balance.data ? numberToMicro(balance.data.frozen) : 0n;
  return (
    <section className="surface-card wallet-balance" aria-labelledby="wallet-total" data-testid="wallet-balance">
      <div className="wallet-balance__main">
        <h2 id="wallet-total" className="summary-card__title">
          {t('balance.total')}
        </h2>
        <p className="wallet-balance__value" data-testid="wallet-total">
          {balance.isPending ? <Skeleton width="160px" height="28px" /> : <Money value={microToNumber(money + frozen)} />}
        </p>
        <dl className="wallet-balance__split">
          <div>
            <dt>{t('balance.available')}</dt>
            <dd data-testid="wallet-available">{balance.data ? <Money value={microToNumber(money)} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('balance.frozen')}</dt>
            <dd data-testid="wallet-frozen">{balance.data ? <Money value={microToNumber(frozen)} /> : '—'}</dd>
          </div>
        </dl>
        <p className="muted wallet-balance__hint">{t('balance.frozenHint')}</p>
      </div>
      {actions ? <div className="wallet-balance__actions">{actions}</div> : null}
    </section>
  );
}
