import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NewSafewordFields, SafewordPinField } from '@/components/forms/safeword-pin-field';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { CloseIcon, ModalDialog } from '@/components/modal-dialog';
import { useSetSafeword } from '@/lib/safeword';
import { useUser } from '@/lib/user';
import { useBalance } from '@/lib/balance';
import { numberToMicro } from '@/lib/money-math';
import { useCardCheckout } from '@/features/checkout/api/card-checkout';
import { useCardAvailable } from '@/features/checkout/api/get-providers';
import { usePayOrders } from '@/features/checkout/api/pay-order';
import { PayMethodOptions, type PayMethod } from './pay-method-options';
import '@/features/checkout/checkout.css';

export type { PayMethod };

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
  return (
    <form className="pay-form" onSubmit={submit} noValidate data-testid="pay-create-safeword">
      <p className="pay-dialog__intro">{t('pay.createIntro')}</p>
      <NewSafewordFields
        names={{ safeword: 'newSafeword', confirm: 'confirmSafeword' }}
        labels={{ safeword: t('pay.newPassword'), confirm: t('pay.confirmPassword') }}
        hint={t('pay.passwordHint')}
        safeword={{ value: pw, onChange: setPw, error: errors.pw }}
        confirm={{ value: again, onChange: setAgain, error: errors.again }}
        autoComplete="new-password"
        autoFocus
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
    <ModalDialog open onClose={close} className="dialog pay-dialog" aria-labelledby={titleId} data-testid="pay-dialog">
      <div className="pay-dialog__head">
        <h2 id={titleId} className="dialog__title">
          {needsSafeword ? t('pay.createTitle') : t('pay.title')}
        </h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('pay.close')} disabled={busy} data-testid="pay-close">
          <CloseIcon />
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
            <PayMethodOptions prefix="pay" chosen={chosen} onChoose={setMethod} />
          </fieldset>
          {chosen === 'balance' ? (
            <>
              {short ? (
                <p className="notice notice--warning" data-testid="pay-short">
                  {t('method.insufficient')}{' '}
                  <Link to={wap ? '/wap/wallet/deposit' : '/userInfo/money-package/recharge'}>{t('method.topUp')}</Link>
                </p>
              ) : null}
              <SafewordPinField
                label={t('pay.password')}
                name="safeword"
                value={safeword}
                onChange={(value) => {
                  setSafeword(value);
                  setFieldError(null);
                }}
                error={fieldError}
                hint={t('pay.passwordHint')}
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
    </ModalDialog>
  );
}
