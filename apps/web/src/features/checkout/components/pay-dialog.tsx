import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useSetSafeword } from '@/features/account/api/set-safeword';
import { useUser } from '@/features/account/api/get-user';
import { useBalance } from '@/features/wallet/api/get-usdt';
import { numberToMicro } from '@/features/wallet/money-math';
import { useCardCheckout } from '@/features/checkout/api/card-checkout';
import { useCardAvailable } from '@/features/checkout/api/get-providers';
import { usePayOrders } from '@/features/checkout/api/pay-order';
import '@/features/checkout/checkout.css';

export type PayMethod = 'balance' | 'card';

export interface PayDialogProps {
  /** the unpaid orders to pay (one per store) */
  orderIds: string[];
  /** what they cost together (prizeReal + fees + tax), USDT */
  total: number;
  /** after a successful balance payment (the dialog then opens the success page) */
  onPaid?: (orderIds: string[]) => void;
  /** closed without paying: the orders stay unpaid */
  onClose: () => void;
  /** the method chosen on the settlement page, if any */
  method?: PayMethod;
}

const digits = (s: string) => s.replace(/\D/g, '').slice(0, 6);
const SIX = /^\d{6}$/;
const message = (e: unknown) => (e instanceof Error && e.message ? e.message : '');

/** First the fund password, when the user has none yet (legacy-api §5: `safeword` 0). */
function CreateSafeword({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const create = useSetSafeword();
  const [pw, setPw] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ pw?: string; again?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      pw: SIX.test(pw) ? undefined : t('pay.passwordInvalid'),
      again: !again ? t('pay.passwordInvalid') : again !== pw ? t('pay.mismatch') : undefined,
    };
    setErrors(next);
    if (next.pw || next.again) return;
    create.mutate(
      { safeword: pw, confirmSafeword: again },
      {
        onSuccess: () => {
          toast.success(t('pay.created'));
          onDone();
        },
      },
    );
  };
  const pin = {
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    autoComplete: 'new-password',
    maxLength: 6,
    dir: 'ltr' as const,
    className: 'input--pin',
  };
  return (
    <form className="pay-form" onSubmit={submit} noValidate data-testid="pay-create-safeword">
      <p className="pay-dialog__intro">{t('pay.createIntro')}</p>
      <PasswordField
        label={t('pay.newPassword')}
        name="newSafeword"
        value={pw}
        onChange={(e) => setPw(digits(e.target.value))}
        error={errors.pw}
        hint={t('pay.passwordHint')}
        autoFocus
        {...pin}
      />
      <PasswordField
        label={t('pay.confirmPassword')}
        name="confirmSafeword"
        value={again}
        onChange={(e) => setAgain(digits(e.target.value))}
        error={errors.again}
        {...pin}
      />
      <Button type="submit" block pending={create.isPending} data-testid="pay-create-submit">
        {t('pay.create')}
      </Button>
    </form>
  );
}

/**
 * Pay unpaid orders (docs/orders.md): from the balance with the 6-digit fund password (created first
 * when the user has none), or by card on the provider's page when one is configured. Server answers
 * (wrong fund password, insufficient balance, …) are shown in the dialog. Mounted = open.
 */
export function PayDialog(props: PayDialogProps) {
  // its texts (and the password field's) load with it, e.g. from the order pages
  const { ready } = useTranslation(['checkout', 'account']);
  return ready ? <PayDialogOpen {...props} /> : null;
}

function PayDialogOpen({ orderIds, total, onPaid, onClose, method: initialMethod = 'balance' }: PayDialogProps) {
  const { t } = useTranslation('checkout');
  const ref = useModalDialog(true);
  const titleId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const balance = useBalance();
  const cardAvailable = useCardAvailable();
  const pay = usePayOrders();
  const card = useCardCheckout();
  const [created, setCreated] = useState(false);
  const [method, setMethod] = useState<PayMethod>(initialMethod);
  const [safeword, setSafeword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = pay.isPending || card.isPending;
  const chosen: PayMethod = method === 'card' && cardAvailable ? 'card' : 'balance';
  const needsSafeword = !created && user.data?.safeword === 0;
  const available = balance.data?.money;
  const short = available !== undefined && numberToMicro(available) < numberToMicro(total);
  const wap = location.pathname.startsWith('/wap');
  const successPath = `${wap ? '/wap' : ''}/paySuccess?orderId=${encodeURIComponent(orderIds.join(','))}`;

  const close = () => {
    if (busy) return;
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    if (chosen === 'card') {
      card.mutate(orderIds, {
        onSuccess: (url) => window.location.assign(url),
        onError: (err) => setServerError(message(err) || t('pay.failed')),
      });
      return;
    }
    if (!SIX.test(safeword)) {
      setFieldError(t('pay.passwordInvalid'));
      return;
    }
    setFieldError(null);
    pay.mutate(
      { orderIds, safeword },
      {
        onSuccess: () => {
          onPaid?.(orderIds);
          void navigate(successPath);
        },
        onError: (err) => {
          setSafeword('');
          setServerError(message(err) || t('pay.failed'));
        },
      },
    );
  };

  return (
    <dialog
      ref={ref}
      className="dialog pay-dialog"
      aria-labelledby={titleId}
      data-testid="pay-dialog"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="pay-dialog__head">
        <h2 id={titleId} className="dialog__title">
          {needsSafeword ? t('pay.createTitle') : t('pay.title')}
        </h2>
        <button
          type="button"
          className="pay-dialog__close"
          onClick={close}
          aria-label={t('pay.close')}
          disabled={busy}
          data-testid="pay-close"
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
          </svg>
        </button>
      </div>
      <dl className="pay-dialog__amount">
        <dt>{t('pay.amount')}</dt>
        <dd data-testid="pay-total">
          <Money value={total} exact />
        </dd>
        <dt className="visually-hidden">{t('pay.orders')}</dt>
        <dd className="pay-dialog__orders muted">
          {t('pay.orderCount', { n: orderIds.length })} · <bdi dir="ltr">{orderIds.join(', ')}</bdi>
        </dd>
      </dl>
      {user.isPending && !user.data ? (
        <Spinner />
      ) : needsSafeword ? (
        <CreateSafeword onDone={() => setCreated(true)} />
      ) : (
        <form className="pay-form" onSubmit={submit} noValidate>
          <fieldset className="pay-methods" disabled={busy}>
            <legend className="pay-methods__legend">{t('method.title')}</legend>
            <label className={`pay-method${chosen === 'balance' ? ' is-on' : ''}`}>
              <input type="radio" name="pay-method" value="balance" checked={chosen === 'balance'} onChange={() => setMethod('balance')} />
              <span className="pay-method__body">
                <span className="pay-method__name">{t('method.balance')}</span>
                <span className="muted" data-testid="pay-balance">
                  {balance.isPending ? (
                    t('method.balanceLoading')
                  ) : available !== undefined ? (
                    <>
                      {t('method.available')} <Money value={available} />
                    </>
                  ) : null}
                </span>
              </span>
            </label>
            {cardAvailable ? (
              <label className={`pay-method${chosen === 'card' ? ' is-on' : ''}`}>
                <input type="radio" name="pay-method" value="card" checked={chosen === 'card'} onChange={() => setMethod('card')} />
                <span className="pay-method__body">
                  <span className="pay-method__name">{t('method.card')}</span>
                  <span className="muted">{t('method.cardHint')}</span>
                </span>
              </label>
            ) : null}
          </fieldset>
          {chosen === 'balance' ? (
            <>
              {short ? (
                <p className="notice notice--warning" data-testid="pay-short">
                  {t('method.insufficient')}{' '}
                  <Link to={wap ? '/wap/wallet/deposit' : '/userInfo/money-package/recharge'}>{t('method.topUp')}</Link>
                </p>
              ) : null}
              <PasswordField
                label={t('pay.password')}
                name="safeword"
                value={safeword}
                onChange={(e) => {
                  setSafeword(digits(e.target.value));
                  setFieldError(null);
                }}
                error={fieldError}
                hint={t('pay.passwordHint')}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={6}
                dir="ltr"
                className="input--pin"
                autoFocus
                data-testid="pay-safeword"
              />
            </>
          ) : null}
          {serverError ? (
            <p id={errorId} className="notice notice--warning" role="alert" data-testid="pay-error">
              {serverError}
            </p>
          ) : null}
          <Button type="submit" block pending={busy} data-testid="pay-submit">
            {chosen === 'card' ? t('pay.payCard') : t('pay.submit')}
          </Button>
        </form>
      )}
      <p className="pay-dialog__later muted">
        {t('pay.later')} <Link to={wap ? '/wap/orders' : '/userInfo/my-order'}>{t('pay.myOrders')}</Link>
      </p>
    </dialog>
  );
}
