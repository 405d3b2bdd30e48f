import type { RechargeChannelData } from '@mall/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useBalance } from '@/lib/balance';
import { useRechargeChannels } from '@/features/wallet/api/list-channels';
import { useConfirmingDeposits } from '@/features/wallet/api/list-confirming';
import { useRecharge } from '@/features/wallet/api/recharge';
import { uploadImage } from '@/features/wallet/api/upload-image';
import { AmountField } from '@/features/wallet/components/amount-field';
import { CodeField } from '@/features/wallet/components/code-field';
import { ConfirmingDeposits } from '@/features/wallet/components/confirming-deposits';
import { DepositQr } from '@/features/wallet/components/deposit-qr';
import { NetworkPicker } from '@/features/wallet/components/network-picker';
import { copyText } from '@/lib/copy-text';
import { isValidCents, numberToMicro, parseMicro } from '@/lib/money-math';
import { usePageTitle } from '@/lib/use-page-title';
import { DetailRow } from '@/components/ui/detail-row';
import { DESKTOP_WALLET_PATHS, type WalletPaths } from '@/features/wallet/wallet-links';
import '@/styles/wallet.css';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Spec §2: after a failed recharge call the user is sent back to the wallet after 2.5 s. */
const BACK_AFTER_FAILURE_MS = 2500;
/** While waiting for a transfer, look for one this often (faster once one is confirming). */
const WATCH_MS = 5000;

function ProofForm({ channel, paths }: { channel: RechargeChannelData; paths: WalletPaths }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const recharge = useRecharge();
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState('');
  const [tx, setTx] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const min = numberToMicro(Number(channel.recharge_limit_min) || 0);
  const max = numberToMicro(Number(channel.recharge_limit_max) || 0);
  const micro = parseMicro(amount);
  const amountError = !isValidCents(amount)
    ? t('recharge.amountInvalid')
    : micro !== null && ((min > 0n && micro < min) || (max > 0n && micro > max))
      ? t('recharge.amountRange')
      : null;
  const fromError = from.trim() ? null : t('recharge.fromRequired');
  const fileError = !file
    ? t('recharge.imageRequired')
    : !file.type.startsWith('image/') || file.size > MAX_IMAGE_BYTES
      ? t('recharge.imageTooBig')
      : null;

  const backLater = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(paths.wallet), BACK_AFTER_FAILURE_MS);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (amountError || fromError || fileError || !file) return;
    let img: string;
    setUploading(true);
    try {
      img = await uploadImage(file, 'recharge');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
      backLater();
      return;
    } finally {
      setUploading(false);
    }
    recharge.mutate(
      {
        amount: amount.trim(),
        coin: channel.coin,
        blockchain_name: channel.blockchain_name,
        channel_address: channel.address,
        img,
        from: from.trim(),
        tx: tx.trim() || undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('recharge.submitted'));
          void navigate(`${paths.wallet}?tab=deposits`);
        },
        onError: backLater, // the toast comes from the mutation cache
      },
    );
  };

  return (
    <form className="form-card wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="recharge-form">
      <h2 className="section-title">{t('recharge.proofTitle')}</h2>
      <p className="muted">{t('recharge.proofHint')}</p>
      <AmountField label={t('recharge.amount')} value={amount} onChange={setAmount} error={submitted ? amountError : null} />
      <CodeField
        label={t('recharge.from')}
        name="from"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={submitted ? fromError : null}
      />
      <CodeField label={t('recharge.txOptional')} name="tx" value={tx} onChange={(e) => setTx(e.target.value)} />
      <TextField
        label={t('recharge.image')}
        type="file"
        accept="image/*"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        error={submitted ? fileError : null}
      />
      <Button type="submit" pending={uploading || recharge.isPending}>
        {t('recharge.submit')}
      </Button>
    </form>
  );
}

/** Deposit; the mobile site (/wap/wallet/deposit) shows it under its own top bar (`head={false}`). */
export default function RechargePage({ paths = DESKTOP_WALLET_PATHS, head = true }: { paths?: WalletPaths; head?: boolean }) {
  const { t } = useTranslation('wallet');
  usePageTitle(t('recharge.title'));
  const channels = useRechargeChannels();
  const balance = useBalance();
  const confirming = useConfirmingDeposits(channels.data?.length ? WATCH_MS : false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((c) => String(c.id) === selectedId) ?? list[0];

  const copy = async () => {
    if (!channel) return;
    if (await copyText(channel.address)) toast.success(t('actions.copied'));
    else toast.error(t('actions.copyFailed'));
  };

  return (
    <div className="wallet">
      {head ? (
        <header className="page-head">
          <h1 className="page-title">{t('recharge.title')}</h1>
          <Link to={paths.wallet}>{t('actions.back')}</Link>
        </header>
      ) : null}
      <p className="wallet-available">
        <span className="muted">{t('withdraw.available')}</span>{' '}
        <span data-testid="recharge-available">
          {balance.data ? <Money value={Number(balance.data.money)} /> : balance.isError ? '—' : <Skeleton width="90px" height="18px" />}
        </span>
      </p>
      {channels.isPending ? (
        <Skeleton height="160px" />
      ) : channels.isError ? (
        <ErrorState onRetry={() => void channels.refetch()} />
      ) : !channel ? (
        <EmptyState title={t('recharge.notOpen')} text={t('recharge.notOpenText')}>
          <Link to={paths.wallet}>{t('actions.back')}</Link>
        </EmptyState>
      ) : (
        <>
          <NetworkPicker channels={list} value={channel} onChange={(c) => setSelectedId(String(c.id))} keyOf={(c) => c.id} />

          <section className="form-card wallet-address" aria-labelledby="deposit-address">
            <h2 id="deposit-address" className="section-title">
              {t('recharge.yourAddress')}
            </h2>
            <div className="wallet-address__body">
              <DepositQr value={channel.address} label={t('recharge.qrLabel', { network: channel.blockchain_name })} />
              <div className="wallet-address__text">
                <p className="wallet-address__value">
                  <bdi dir="ltr" className="wallet-code" data-testid="deposit-address">
                    {channel.address}
                  </bdi>
                </p>
                <Button variant="secondary" size="sm" onClick={() => void copy()} data-testid="copy-address">
                  {t('actions.copy')}
                </Button>
                <p className="muted">{t('recharge.watching')}</p>
              </div>
            </div>
            <p className="notice">{t('recharge.addressHint', { coin: channel.coin, network: channel.blockchain_name })}</p>
            <dl className="wallet-detail">
              <DetailRow label={t('recharge.min')}>
                <Money value={Number(channel.recharge_limit_min) || 0} />
              </DetailRow>
              {Number(channel.recharge_limit_max) > 0 ? (
                <DetailRow label={t('recharge.max')}>
                  <Money value={Number(channel.recharge_limit_max)} />
                </DetailRow>
              ) : null}
            </dl>
            <p className="muted">{t('recharge.limitsHint')}</p>
          </section>

          <ConfirmingDeposits deposits={confirming.data ?? []} />

          <ProofForm key={channel.id} channel={channel} paths={paths} />
        </>
      )}
    </div>
  );
}
