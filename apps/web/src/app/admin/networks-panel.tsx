import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { mayConfigure, useAdminMe } from '../../features/admin/api/get-me';
import { useAdminNetworks, useUpdateNetwork } from '../../features/admin/api/networks';
import {
  networkForm,
  networkPatch,
  validateNetwork,
  type Errors,
  type NetworkField,
  type NetworkForm,
} from '../../features/admin/config-form';
import type { NetworkConfig } from '../../features/admin/types';
import { ConfigCheck, ConfigInput, ServiceBadge } from './config-fields';

function NetworkCard({ network, editable }: { network: NetworkConfig; editable: boolean }) {
  const { t } = useTranslation('admin');
  const update = useUpdateNetwork();
  const [form, setForm] = useState<NetworkForm>(() => networkForm(network));
  const [tried, setTried] = useState(false);
  const errors: Errors<NetworkField> = tried ? validateNetwork(network, form) : {};
  const set =
    <K extends NetworkField>(k: K) =>
    (v: NetworkForm[K]) =>
      setForm((f) => ({ ...f, [k]: v }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateNetwork(network, form)).length) return;
    const patch = networkPatch(network, form);
    if (!Object.keys(patch).length) {
      toast.info(t('config.noChanges'));
      return;
    }
    update.mutate(
      { id: network.id, patch },
      {
        onSuccess: (saved) => {
          setForm(networkForm(saved));
          setTried(false);
          toast.success(t('config.saved', { name: saved.name }));
        },
      },
    );
  };

  const id = `network-${network.id}`;
  return (
    <form className="admin-card" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate data-testid={id}>
      <header className="admin-card__head">
        <h2 id={`${id}-title`} className="admin-card__title">
          <bdi>{network.name}</bdi>
        </h2>
        <span className="admin-card__meta">
          <bdi dir="ltr">{`${network.id} · ${network.family.toUpperCase()} · ${network.coin}`}</bdi>
        </span>
        <ServiceBadge on={network.inService} testId={`${id}-status`} />
      </header>
      {!network.keyConfigured ? (
        <p className="notice notice--warning">{t('networks.noKey', { family: network.family.toUpperCase() })}</p>
      ) : null}
      <fieldset className="admin-card__fields" disabled={!editable || update.isPending}>
        <ConfigCheck label={t('networks.enabled')} name="enabled" checked={form.enabled} onChange={set('enabled')} />
        <div className="admin-grid">
          <ConfigInput label={t('networks.name')} name="name" value={form.name} onChange={set('name')} error={errors.name} />
          <ConfigInput
            label={t('networks.rpcUrl')}
            name="rpcUrl"
            wide
            type="url"
            inputMode="url"
            value={form.rpcUrl}
            onChange={set('rpcUrl')}
            error={errors.rpcUrl}
            placeholder={network.rpcUrl ?? 'https://'}
            hint={network.rpcUrl ? t('networks.rpcUrlKeep') : t('networks.rpcUrlNone')}
          />
          <ConfigInput
            label={t('networks.tokenContract')}
            name="tokenContract"
            wide
            value={form.tokenContract}
            onChange={set('tokenContract')}
            error={errors.tokenContract}
          />
          <ConfigInput
            label={t('networks.tokenDecimals')}
            name="tokenDecimals"
            inputMode="numeric"
            value={form.tokenDecimals}
            onChange={set('tokenDecimals')}
            error={errors.tokenDecimals}
          />
          <ConfigInput
            label={t('networks.confirmations')}
            name="confirmations"
            inputMode="numeric"
            value={form.confirmations}
            onChange={set('confirmations')}
            error={errors.confirmations}
          />
          <ConfigInput
            label={t('networks.minDeposit')}
            name="minDeposit"
            inputMode="decimal"
            value={form.minDeposit}
            onChange={set('minDeposit')}
            error={errors.minDeposit}
            hint={t('networks.minDepositHint')}
          />
          <ConfigInput
            label={t('networks.rechargeMin')}
            name="rechargeMin"
            inputMode="decimal"
            value={form.rechargeMin}
            onChange={set('rechargeMin')}
            error={errors.rechargeMin}
          />
          <ConfigInput
            label={t('networks.rechargeMax')}
            name="rechargeMax"
            inputMode="decimal"
            value={form.rechargeMax}
            onChange={set('rechargeMax')}
            error={errors.rechargeMax}
          />
          <ConfigInput
            label={t('networks.scanCursor')}
            name="scanCursor"
            inputMode="numeric"
            value={form.scanCursor}
            onChange={set('scanCursor')}
            error={errors.scanCursor}
            hint={t('networks.scanCursorHint')}
          />
        </div>
        {network.rpcUrl ? (
          <ConfigCheck label={t('networks.clearRpc')} name="clearRpc" checked={form.clearRpc} onChange={set('clearRpc')} />
        ) : null}
      </fieldset>
      {update.isError ? (
        <p className="notice notice--warning" role="alert" data-testid={`${id}-error`}>
          {update.error.message}
        </p>
      ) : null}
      {editable ? (
        <div className="admin-card__actions">
          <Button type="submit" pending={update.isPending}>
            {t('config.save')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setForm(networkForm(network));
              setTried(false);
              update.reset();
            }}
          >
            {t('config.reset')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** Deposit networks: one form per network (superadmin edits; finance and support read). */
export default function NetworksPanel() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const q = useAdminNetworks();
  if (q.isPending || me.isPending) return <Spinner />;
  if (q.isError)
    return (
      <p className="notice notice--warning" role="alert">
        {q.error.message}
      </p>
    );
  const editable = mayConfigure(me.data);
  return (
    <section className="admin-config" aria-labelledby="networks-title">
      <h1 id="networks-title" className="admin-config__title">
        {t('networks.title')}
      </h1>
      <p className="admin-config__intro">{t('networks.intro')}</p>
      {!editable ? <p className="notice">{t('config.readOnly')}</p> : null}
      {q.data.items.map((n) => (
        <NetworkCard key={n.id} network={n} editable={editable} />
      ))}
    </section>
  );
}
