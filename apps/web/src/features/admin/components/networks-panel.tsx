import type { AdminNetworkView } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminNetworks, useUpdateNetwork } from '@/features/admin/api/networks';
import { networkForm, networkPatch, validateNetwork } from '@/features/admin/config-form';
import { ConfigCard, ConfigPage } from './config-card';
import { ConfigCheck, ConfigInput } from './config-fields';

function NetworkCard({ network, editable }: { network: AdminNetworkView; editable: boolean }) {
  const { t } = useTranslation('admin');
  const family = network.family.toUpperCase();
  return (
    <ConfigCard
      section="networks"
      id={`network-${network.id}`}
      item={network}
      name={(n) => n.name}
      meta={`${network.id} · ${family} · ${network.coin}`}
      notice={!network.keyConfigured ? <p className="notice notice--warning">{t('networks.noKey', { family })}</p> : null}
      editable={editable}
      update={useUpdateNetwork()}
      variables={(patch) => ({ id: network.id, patch })}
      toForm={networkForm}
      validate={validateNetwork}
      toPatch={networkPatch}
    >
      {(field) => (
        <>
          <ConfigCheck {...field.check('enabled')} />
          <div className="admin-grid">
            <ConfigInput {...field.text('name')} />
            <ConfigInput
              {...field.text('rpcUrl')}
              wide
              type="url"
              inputMode="url"
              placeholder={network.rpcUrl ?? 'https://'}
              hint={network.rpcUrl ? t('networks.rpcUrlKeep') : t('networks.rpcUrlNone')}
            />
            <ConfigInput {...field.text('tokenContract')} wide />
            <ConfigInput {...field.text('tokenDecimals')} inputMode="numeric" />
            <ConfigInput {...field.text('confirmations')} inputMode="numeric" />
            <ConfigInput {...field.text('minDeposit')} inputMode="decimal" hint={t('networks.minDepositHint')} />
            <ConfigInput {...field.text('rechargeMin')} inputMode="decimal" />
            <ConfigInput {...field.text('rechargeMax')} inputMode="decimal" />
            <ConfigInput {...field.text('claimTwoApprovalThreshold')} inputMode="decimal" hint={t('networks.claimTwoApprovalHint')} />
            <ConfigInput {...field.text('scanCursor')} inputMode="numeric" hint={t('networks.scanCursorHint')} />
          </div>
          {network.rpcUrl ? <ConfigCheck {...field.check('clearRpc')} /> : null}
        </>
      )}
    </ConfigCard>
  );
}

/** Deposit networks: one form per network (superadmin edits; finance and support read). */
export default function NetworksPanel() {
  return (
    <ConfigPage section="networks" query={useAdminNetworks()}>
      {(data, editable) => data.items.map((n) => <NetworkCard key={n.id} network={n} editable={editable} />)}
    </ConfigPage>
  );
}
