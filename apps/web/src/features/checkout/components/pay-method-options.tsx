import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { useBalance } from '@/lib/balance';
import { useCardAvailable } from '@/features/checkout/api/get-providers';

export type PayMethod = 'balance' | 'card';

interface PayMethodOptionsProps {
  /** `settle` or `pay`: the radio group is `<prefix>-method`, the balance's test id `<prefix>-balance` */
  prefix: string;
  chosen: PayMethod;
  onChoose: (method: PayMethod) => void;
}

/**
 * The payment methods as radio cards (settlement page and pay dialog): the balance (loading, the amount,
 * or nothing when it failed to load), and a card when a provider is configured.
 */
export function PayMethodOptions({ prefix, chosen, onChoose }: PayMethodOptionsProps) {
  const { t } = useTranslation('checkout');
  const balance = useBalance();
  const cardAvailable = useCardAvailable();
  const name = `${prefix}-method`;
  return (
    <>
      <label className={`pay-method${chosen === 'balance' ? ' is-on' : ''}`}>
        <input type="radio" name={name} value="balance" checked={chosen === 'balance'} onChange={() => onChoose('balance')} />
        <span className="pay-method__body">
          <span className="pay-method__name">{t('method.balance')}</span>
          <span className="muted" data-testid={`${prefix}-balance`}>
            {balance.data ? (
              <>
                {t('method.available')} <Money value={balance.data.money} />
              </>
            ) : balance.isError ? null : (
              t('method.balanceLoading')
            )}
          </span>
        </span>
      </label>
      {cardAvailable ? (
        <label className={`pay-method${chosen === 'card' ? ' is-on' : ''}`}>
          <input type="radio" name={name} value="card" checked={chosen === 'card'} onChange={() => onChoose('card')} />
          <span className="pay-method__body">
            <span className="pay-method__name">{t('method.card')}</span>
            <span className="muted">{t('method.cardHint')}</span>
          </span>
        </label>
      ) : null}
    </>
  );
}
