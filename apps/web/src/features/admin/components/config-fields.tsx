import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import type { FieldError } from '@/features/admin/config-form';

/** A text input of a configuration form: LTR content (URLs, addresses, numbers), error or hint below. */
export function ConfigInput({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  placeholder,
  inputMode,
  type = 'text',
  wide,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: FieldError | null;
  hint?: ReactNode;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'url' | 'text';
  type?: 'text' | 'time' | 'url';
  /** spans two grid columns (long values: URLs, contract addresses) */
  wide?: boolean;
}) {
  const { t } = useTranslation('admin');
  const field = (
    <TextField
      label={label}
      name={name}
      type={type}
      dir="ltr"
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ? t(error.key, error.values) : null}
      hint={hint}
    />
  );
  return wide ? <div className="admin-grid__wide">{field}</div> : field;
}

/** A labelled checkbox (switches such as "enabled"). */
export function ConfigCheck({
  label,
  name,
  checked,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="admin-check">
      <input id={id} type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}

/** In service / off badge. */
export function ServiceBadge({ on, testId }: { on: boolean; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`badge ${on ? 'badge--ok' : 'badge--warn'}`} data-testid={testId}>
      {on ? t('config.inService') : t('config.outOfService')}
    </span>
  );
}
