import { useState, type FormEvent } from 'react';
import type { AdminMallSettingCode, AdminMallSettingView } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { useMallSettings, useUpdateMallSettings } from '@/features/admin/api/mall-settings';
import { settingsForm, settingsPatch, validateSettings, type SettingsForm } from '@/features/admin/config-form';
import { ConfigCardFrame, ConfigPage } from './config-card';
import { ConfigInput } from './config-fields';

/** The commission, then the timers in the order of an order's life, then the limits; any other after them. */
const ORDER: readonly AdminMallSettingCode[] = [
  'mall_commission_bp',
  'mall_unpaid_hold_minutes',
  'mall_ship_within_hours',
  'mall_autoReceipt_timeout',
  'mall_returnTimeOut',
  'mall_return_escalate_hours',
  'mall_AutoComment',
  'mall_max_goods_number_in_order',
  'mall_max_unpaid_orders',
  'mall_max_unpaid_units_per_sku',
  'mall_unpaid_allowance_usdt',
];
const rank = (code: AdminMallSettingCode) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);

/**
 * All the order settings in one form: each one labelled and with its range below; checked with
 * those ranges on submit and then as they change; only the changed ones are sent.
 */
function SettingsCard({ items, editable }: { items: AdminMallSettingView[]; editable: boolean }) {
  const { t } = useTranslation('admin');
  const update = useUpdateMallSettings();
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(items));
  const [tried, setTried] = useState(false);
  const errors = tried ? validateSettings(items, form) : {};

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateSettings(items, form)).length) return;
    const patch = settingsPatch(items, form);
    if (!Object.keys(patch).length) {
      toast.info(t('config.noChanges'));
      return;
    }
    update.mutate(patch, {
      onSuccess: (saved) => {
        setForm(settingsForm(saved.items));
        setTried(false);
        toast.success(t('settings.saved'));
      },
    });
  };

  return (
    <ConfigCardFrame
      id="settings-orders"
      title={t('settings.cardTitle')}
      editable={editable}
      pending={update.isPending}
      error={update.error}
      errorTestId="settings-orders-error"
      noValidate
      onSubmit={onSubmit}
      onReset={() => {
        setForm(settingsForm(items));
        setTried(false);
        update.reset();
      }}
    >
      <div className="admin-grid admin-grid--rows">
        {[...items]
          .sort((x, y) => rank(x.code) - rank(y.code))
          .map((s) => (
            <ConfigInput
              key={s.code}
              // a setting this console does not know yet shows the API's (English) description
              label={t(`settings.${s.code}`, { defaultValue: `${s.about} (${s.unit})` })}
              name={s.code}
              value={form[s.code] ?? ''}
              onChange={(v) => setForm((f) => ({ ...f, [s.code]: v }))}
              error={errors[s.code]}
              hint={t('settings.range', { min: s.min, max: s.max })}
              inputMode="numeric"
            />
          ))}
      </div>
    </ConfigCardFrame>
  );
}

/** Order settings: commission, timers and limits (superadmin edits). */
export default function MallSettingsPanel() {
  return (
    <ConfigPage section="settings" query={useMallSettings()}>
      {(data, editable) => <SettingsCard items={data.items} editable={editable} />}
    </ConfigPage>
  );
}
