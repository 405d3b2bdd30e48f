import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { mayConfigure, useAdminMe } from '../../features/admin/api/get-me';
import { useUpdateWithdrawRule, useUpdateWithdrawSettings, useWithdrawRules } from '../../features/admin/api/withdraw-rules';
import { ruleForm, rulePatch, validateRule, type Errors, type RuleField, type RuleForm } from '../../features/admin/config-form';
import type { WithdrawRule } from '../../features/admin/types';
import { ConfigCheck, ConfigInput, ServiceBadge } from './config-fields';

function RuleCard({ rule, editable }: { rule: WithdrawRule; editable: boolean }) {
  const { t } = useTranslation('admin');
  const update = useUpdateWithdrawRule();
  const [form, setForm] = useState<RuleForm>(() => ruleForm(rule));
  const [tried, setTried] = useState(false);
  const errors: Errors<RuleField> = tried ? validateRule(form) : {};
  const set =
    <K extends RuleField>(k: K) =>
    (v: RuleForm[K]) =>
      setForm((f) => ({ ...f, [k]: v }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateRule(form)).length) return;
    const patch = rulePatch(rule, form);
    if (!Object.keys(patch).length) {
      toast.info(t('config.noChanges'));
      return;
    }
    update.mutate(
      { chain: rule.chain, patch },
      {
        onSuccess: (saved) => {
          setForm(ruleForm(saved));
          setTried(false);
          toast.success(t('config.saved', { name: saved.blockchainName }));
        },
      },
    );
  };

  const id = `rule-${rule.chain}`;
  return (
    <form className="admin-card" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate data-testid={id}>
      <header className="admin-card__head">
        <h2 id={`${id}-title`} className="admin-card__title">
          <bdi>{rule.blockchainName}</bdi>
        </h2>
        <span className="admin-card__meta">
          <bdi dir="ltr">{`${rule.chain} · ${rule.coin}`}</bdi>
        </span>
        <ServiceBadge on={rule.inService} testId={`${id}-status`} />
      </header>
      <fieldset className="admin-card__fields" disabled={!editable || update.isPending}>
        <ConfigCheck label={t('rules.enabled')} name="enabled" checked={form.enabled} onChange={set('enabled')} />
        <div className="admin-grid">
          <ConfigInput
            label={t('rules.minAmount')}
            name="minAmount"
            inputMode="decimal"
            value={form.minAmount}
            onChange={set('minAmount')}
            error={errors.minAmount}
          />
          <ConfigInput
            label={t('rules.maxAmount')}
            name="maxAmount"
            inputMode="decimal"
            value={form.maxAmount}
            onChange={set('maxAmount')}
            error={errors.maxAmount}
          />
          <ConfigInput
            label={t('rules.feeRate')}
            name="feeRate"
            inputMode="decimal"
            value={form.feeRate}
            onChange={set('feeRate')}
            error={errors.feeRate}
            hint={t('rules.feeRateHint')}
          />
          <ConfigInput
            label={t('rules.dailyCount')}
            name="dailyCount"
            inputMode="numeric"
            value={form.dailyCount}
            onChange={set('dailyCount')}
            error={errors.dailyCount}
            hint={t('rules.dailyCountHint')}
          />
          <ConfigInput
            label={t('rules.windowStart')}
            name="windowStart"
            inputMode="numeric"
            placeholder="09:00"
            value={form.windowStart}
            onChange={set('windowStart')}
            error={errors.windowStart}
            hint={t('rules.windowHint')}
          />
          <ConfigInput
            label={t('rules.windowEnd')}
            name="windowEnd"
            inputMode="numeric"
            placeholder="21:00"
            value={form.windowEnd}
            onChange={set('windowEnd')}
            error={errors.windowEnd}
          />
          <ConfigInput
            label={t('rules.twoApprovalThreshold')}
            name="twoApprovalThreshold"
            inputMode="decimal"
            value={form.twoApprovalThreshold}
            onChange={set('twoApprovalThreshold')}
            error={errors.twoApprovalThreshold}
            hint={t('rules.twoApprovalHint')}
          />
          <ConfigInput
            label={t('rules.addressCooldownMinutes')}
            name="addressCooldownMinutes"
            inputMode="numeric"
            value={form.addressCooldownMinutes}
            onChange={set('addressCooldownMinutes')}
            error={errors.addressCooldownMinutes}
            hint={t('rules.cooldownHint')}
          />
        </div>
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
              setForm(ruleForm(rule));
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
    <form className="admin-card" aria-labelledby="rules-global-title" onSubmit={onSubmit} data-testid="rules-global">
      <header className="admin-card__head">
        <h2 id="rules-global-title" className="admin-card__title">
          {t('rules.globalTitle')}
        </h2>
      </header>
      {!payoutsConfigured ? <p className="notice notice--warning">{t('rules.noSigner')}</p> : null}
      <fieldset className="admin-card__fields" disabled={!editable || update.isPending}>
        <ConfigCheck label={t('rules.onlyOne')} name="onlyOne" checked={value} onChange={setValue} />
      </fieldset>
      {update.isError ? (
        <p className="notice notice--warning" role="alert">
          {update.error.message}
        </p>
      ) : null}
      {editable ? (
        <div className="admin-card__actions">
          <Button type="submit" pending={update.isPending}>
            {t('config.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** Withdrawal rules: the global settings, then one form per network (superadmin edits). */
export default function WithdrawRulesPanel() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const q = useWithdrawRules();
  if (q.isPending || me.isPending) return <Spinner />;
  if (q.isError)
    return (
      <p className="notice notice--warning" role="alert">
        {q.error.message}
      </p>
    );
  const editable = mayConfigure(me.data);
  return (
    <section className="admin-config" aria-labelledby="rules-title">
      <h1 id="rules-title" className="admin-config__title">
        {t('rules.title')}
      </h1>
      <p className="admin-config__intro">{t('rules.intro')}</p>
      {!editable ? <p className="notice">{t('config.readOnly')}</p> : null}
      <GlobalSettings onlyOne={q.data.onlyOne} payoutsConfigured={q.data.payoutsConfigured} editable={editable} />
      {q.data.items.map((r) => (
        <RuleCard key={r.chain} rule={r} editable={editable} />
      ))}
    </section>
  );
}
