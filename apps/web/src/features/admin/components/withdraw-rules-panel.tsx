import { useState, type FormEvent } from 'react';
import type { AdminWithdrawRuleView } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { useUpdateWithdrawRule, useUpdateWithdrawSettings, useWithdrawRules } from '@/features/admin/api/withdraw-rules';
import { ruleForm, rulePatch, validateRule } from '@/features/admin/config-form';
import { ConfigCard, ConfigCardFrame, ConfigPage } from './config-card';
import { ConfigCheck, ConfigInput } from './config-fields';

function RuleCard({ rule, editable }: { rule: AdminWithdrawRuleView; editable: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <ConfigCard
      section="rules"
      id={`rule-${rule.chain}`}
      item={rule}
      name={(r) => r.blockchainName}
      meta={`${rule.chain} · ${rule.coin}`}
      editable={editable}
      update={useUpdateWithdrawRule()}
      variables={(patch) => ({ chain: rule.chain, patch })}
      toForm={ruleForm}
      validate={(_, form) => validateRule(form)}
      toPatch={rulePatch}
    >
      {(field) => (
        <>
          <ConfigCheck {...field.check('enabled')} />
          <div className="admin-grid">
            <ConfigInput {...field.text('minAmount')} inputMode="decimal" />
            <ConfigInput {...field.text('maxAmount')} inputMode="decimal" />
            <ConfigInput {...field.text('feeRate')} inputMode="decimal" hint={t('rules.feeRateHint')} />
            <ConfigInput {...field.text('dailyCount')} inputMode="numeric" hint={t('rules.dailyCountHint')} />
            <ConfigInput {...field.text('windowStart')} inputMode="numeric" placeholder="09:00" hint={t('rules.windowHint')} />
            <ConfigInput {...field.text('windowEnd')} inputMode="numeric" placeholder="21:00" />
            <ConfigInput {...field.text('twoApprovalThreshold')} inputMode="decimal" hint={t('rules.twoApprovalHint')} />
            <ConfigInput {...field.text('addressCooldownMinutes')} inputMode="numeric" hint={t('rules.cooldownHint')} />
          </div>
        </>
      )}
    </ConfigCard>
  );
}

function GlobalSettings({ onlyOne, payoutsConfigured, editable }: { onlyOne: boolean; payoutsConfigured: boolean; editable: boolean }) {
  const { t } = useTranslation('admin');
  const update = useUpdateWithdrawSettings();
  const [value, setValue] = useState(onlyOne);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (value === onlyOne) {
      toast.info(t('config.noChanges'));
      return;
    }
    update.mutate({ onlyOne: value }, { onSuccess: () => toast.success(t('rules.settingsSaved')) });
  };
  return (
    <ConfigCardFrame
      id="rules-global"
      title={t('rules.globalTitle')}
      notice={!payoutsConfigured ? <p className="notice notice--warning">{t('rules.noSigner')}</p> : null}
      editable={editable}
      pending={update.isPending}
      error={update.error}
      onSubmit={onSubmit}
    >
      <ConfigCheck label={t('rules.onlyOne')} name="onlyOne" checked={value} onChange={setValue} />
    </ConfigCardFrame>
  );
}

/** Withdrawal rules: the global settings, then one form per network (superadmin edits). */
export default function WithdrawRulesPanel() {
  return (
    <ConfigPage section="rules" query={useWithdrawRules()}>
      {(data, editable) => (
        <>
          <GlobalSettings onlyOne={data.onlyOne} payoutsConfigured={data.payoutsConfigured} editable={editable} />
          {data.items.map((r) => (
            <RuleCard key={r.chain} rule={r} editable={editable} />
          ))}
        </>
      )}
    </ConfigPage>
  );
}
