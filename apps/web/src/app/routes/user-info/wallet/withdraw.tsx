import type { WithdrawChannelData } from '@mall/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SafewordPinField } from '@/components/forms/safeword-pin-field';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/lib/user';
import { ErrorState } from '@/components/ui/error-state';
import { useBindWithdrawAddress } from '@/features/wallet/api/bind-withdraw-address';
import { useBalance } from '@/lib/balance';
import { useWithdrawApply } from '@/features/wallet/api/withdraw-apply';
import { useWithdrawFee } from '@/features/wallet/api/withdraw-fee';
import { useWithdrawOpen } from '@/features/wallet/api/withdraw-open';
import { AmountField } from '@/features/wallet/components/amount-field';
import { CodeField } from '@/features/wallet/components/code-field';
import { NetworkPicker } from '@/features/wallet/components/network-picker';
import { isValidCents, microToFixed2, microToNumber, numberToMicro, parseMicro, roundToCents, withdrawPreview } from '@/lib/money-math';
import type { WithdrawOpen } from '@/features/wallet/types';
import { formatServerDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/use-page-title';
import { DetailRow } from '@/components/ui/detail-row';
import { DESKTOP_WALLET_PATHS, type WalletPaths } from '@/features/wallet/wallet-links';
import '@/styles/wallet.css';

const channelKey = (c: Pick<WithdrawChannelData, 'coin' | 'blockchain_name'>) => `${c.coin}|${c.blockchain_name}`;

function BindForm({ channels, paths }: { channels: WithdrawChannelData[]; paths: WalletPaths }) {
  const { t } = useTranslation('wallet');
  const bind = useBindWithdrawAddress();
  const { data: user } = useUser();
  const [key, setKey] = useState(channels[0] ? channelKey(channels[0]) : '');
  const [address, setAddress] = useState('');
  // The fund password confirms the binding (the server verifies it; 5 wrong lock fund actions).
  const [pin, setPin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const channel = channels.find((c) => channelKey(c) === key) ?? channels[0];
  const error = address.trim() ? null : t('withdraw.addressRequired');
  const pinError = /^\d{6}$/.test(pin) ? null : t('withdraw.fundPasswordInvalid');
  const noFundPassword = user ? user.safeword !== 1 : false;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (error || pinError || noFundPassword || !channel) return;
    bind.mutate(
      { blockchain_name: channel.blockchain_name, coin: channel.coin, channel_address: address.trim(), safeword: pin },
      { onSuccess: () => toast.success(t('withdraw.bound')) },
    );
  };

  return (
    <form className="form-card wallet-form" onSubmit={onSubmit} noValidate data-testid="bind-address-form">
      <h2 className="section-title">{t('withdraw.bindTitle')}</h2>
      <p className="notice">{t('withdraw.bindHint')}</p>
      {channel ? (
        <NetworkPicker channels={channels} value={channel} onChange={(c) => setKey(channelKey(c))} keyOf={channelKey} />
      ) : (
        // No network in service (e.g. a development server): the form stays visible but cannot be sent.
        <p className="notice notice--warning" data-testid="withdraw-not-open">
          {t('withdraw.notOpen')}
        </p>
      )}
      <CodeField
        disabled={!channel}
        label={t('withdraw.addressLabel')}
        name="address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={submitted ? error : null}
      />
      {noFundPassword ? (
        <p className="notice notice--warning" role="alert">
          {t('withdraw.noFundPassword')} <Link to={paths.fundPassword}>{t('withdraw.setFundPassword')}</Link>
        </p>
      ) : (
        <SafewordPinField
          disabled={!channel}
          label={t('withdraw.fundPasswordHint')}
          name="bindSafeword"
          value={pin}
          onChange={setPin}
          error={submitted ? pinError : null}
        />
      )}
      <Button type="submit" pending={bind.isPending} disabled={!channel || noFundPassword}>
        {t('withdraw.bind')}
      </Button>
    </form>
  );
}

function Limits({ channel }: { channel: WithdrawChannelData | undefined }) {
  const { t } = useTranslation('wallet');
  if (!channel) return null;
  return (
    <dl className="wallet-detail" data-testid="withdraw-limits">
      <DetailRow label={t('withdraw.min')}>
        <Money value={Number(channel.withdraw_limit_min) || 0} />
      </DetailRow>
      {Number(channel.withdraw_limit_max) > 0 ? (
        <DetailRow label={t('withdraw.max')}>
          <Money value={Number(channel.withdraw_limit_max)} />
        </DetailRow>
      ) : null}
      <DetailRow label={t('withdraw.dailyCount')}>
        {channel.daily_count > 0 ? <bdi dir="ltr">{channel.daily_count}</bdi> : t('withdraw.unlimited')}
      </DetailRow>
      <DetailRow label={t('withdraw.timeWindow')}>
        {channel.time_window ? <bdi dir="ltr">{channel.time_window}</bdi> : t('withdraw.anyTime')}
      </DetailRow>
    </dl>
  );
}

function ApplyForm({ open, paths }: { open: WithdrawOpen; paths: WalletPaths }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const balance = useBalance();
  const { data: user } = useUser();
  const fee = useWithdrawFee(open.coinType);
  const apply = useWithdrawApply();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [pin, setPin] = useState('');
  const [pinTried, setPinTried] = useState(false);

  const channel = open.channels?.find((c) => c.coin === open.coinType && c.blockchain_name === open.chainName);
  const available = balance.data ? numberToMicro(balance.data.money) : 0n;
  const min = numberToMicro(Number(channel?.withdraw_limit_min) || 0);
  const max = numberToMicro(Number(channel?.withdraw_limit_max) || 0);
  const micro = parseMicro(amount);
  const feeFraction = numberToMicro(fee.data ?? Number(channel?.withdraw_fee ?? 0));
  const preview = micro !== null && isValidCents(amount) ? withdrawPreview(micro, feeFraction) : null;

  const amountError = !isValidCents(amount)
    ? t('withdraw.amountInvalid')
    : micro! > available
      ? t('withdraw.amountTooHigh')
      : (min > 0n && micro! < min) || (max > 0n && micro! > max)
        ? t('withdraw.amountRange')
        : null;
  const pinError = /^\d{6}$/.test(pin) ? null : t('withdraw.fundPasswordInvalid');
  const noFundPassword = user ? user.safeword !== 1 : false;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (amountError || noFundPassword) return;
    setPin('');
    setPinTried(false);
    setDialog(true);
  };

  const confirm = () => {
    setPinTried(true);
    if (pinError) return;
    apply.mutate(
      { amount: amount.trim(), from: open.existWithdrawAddress, channel: open.coinType, safeword: pin },
      {
        onSuccess: () => {
          setDialog(false);
          toast.success(t('withdraw.submitted'));
          void navigate(`${paths.wallet}?tab=withdrawals`);
        },
        onError: () => setPin(''), // the toast comes from the mutation cache
      },
    );
  };

  // Fill in the whole available balance, cut to cents (never rounded up).
  const fillAll = () => setAmount(microToFixed2(available));

  return (
    <>
      <section className="form-card wallet-address" aria-labelledby="bound-address">
        <h2 id="bound-address" className="section-title">
          {t('withdraw.boundAddress')}
        </h2>
        <p className="wallet-address__value">
          <bdi dir="ltr" className="wallet-code" data-testid="bound-address">
            {open.existWithdrawAddress}
          </bdi>
        </p>
        <p className="muted">
          <bdi dir="ltr">{`${open.coinType} · ${open.chainName}`}</bdi>
        </p>
        {open.addressUsable === false && open.addressUsableFrom ? (
          <p className="notice notice--warning">
            {t('withdraw.notUsableYet', { time: formatServerDate(open.addressUsableFrom), interpolation: { escapeValue: false } })}
          </p>
        ) : null}
        <Limits channel={channel} />
      </section>

      {noFundPassword ? (
        <p className="notice notice--warning">
          {t('withdraw.noFundPassword')} <Link to={paths.fundPassword}>{t('withdraw.setFundPassword')}</Link>
        </p>
      ) : null}

      <form className="form-card wallet-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
        <p>
          {t('withdraw.available')}:{' '}
          {balance.isPending ? <Skeleton width="80px" /> : <Money value={microToNumber(roundToCents(available, 'down'))} />}
        </p>
        <AmountField
          label={t('withdraw.amount')}
          value={amount}
          onChange={setAmount}
          error={submitted ? amountError : null}
          addon={
            <button type="button" className="link-button wallet-all" onClick={fillAll}>
              {t('withdraw.all')}
            </button>
          }
        />
        <dl className="wallet-detail" data-testid="withdraw-preview">
          <DetailRow label={t('withdraw.fee')} testId="withdraw-fee">
            {/* exact to the micro-unit, as charged: fee + arrival = amount */}
            <Money exact value={microToNumber(preview?.fee ?? 0n)} />
          </DetailRow>
          <DetailRow label={t('withdraw.arrival')} testId="withdraw-arrival">
            <Money exact value={microToNumber(preview?.arrival ?? 0n)} />
          </DetailRow>
        </dl>
        <Button type="submit" disabled={noFundPassword || open.addressUsable === false}>
          {t('withdraw.submit')}
        </Button>
      </form>

      <ConfirmDialog
        open={dialog}
        title={t('withdraw.fundPassword')}
        confirmLabel={t('withdraw.confirm')}
        pending={apply.isPending}
        onConfirm={confirm}
        onCancel={() => setDialog(false)}
      >
        <SafewordPinField
          label={t('withdraw.fundPasswordHint')}
          name="safeword"
          autoFocus
          value={pin}
          onChange={setPin}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirm();
            }
          }}
          error={pinTried ? pinError : null}
        />
      </ConfirmDialog>
    </>
  );
}

/** Withdraw; the mobile site (/wap/wallet/withdraw) shows it under its own top bar (`head={false}`). */
export default function WithdrawPage({ paths = DESKTOP_WALLET_PATHS, head = true }: { paths?: WalletPaths; head?: boolean }) {
  const { t } = useTranslation('wallet');
  usePageTitle(t('withdraw.title'));
  const open = useWithdrawOpen();
  const channels = open.data?.channels ?? [];

  return (
    <div className="wallet">
      {head ? (
        <header className="page-head">
          <h1 className="page-title">{t('withdraw.title')}</h1>
          <Link to={paths.wallet}>{t('actions.back')}</Link>
        </header>
      ) : null}
      {open.isPending ? (
        <Skeleton height="160px" />
      ) : open.isError ? (
        <ErrorState onRetry={() => void open.refetch()} />
      ) : open.data.existWithdrawAddress ? (
        <ApplyForm open={open.data} paths={paths} />
      ) : (
        <BindForm channels={channels} paths={paths} />
      )}
    </div>
  );
}
