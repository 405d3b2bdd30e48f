import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Rendered before the input inside the same control (e.g. an area-code select). */
  addon?: ReactNode;
}

export function TextField({ label, hint, error, addon, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className={`field__control${addon ? ' field__control--prefixed' : ''}`}>
        {addon}
        <input
          id={id}
          className={`input ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
      </div>
    </FieldShell>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ label, hint, error, className, ...input }: Omit<TextFieldProps, 'type' | 'addon'>) {
  const id = useId();
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="field__control field__control--password">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`input ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t('actions.hidePassword') : t('actions.showPassword')}
          aria-pressed={shown}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d={
                shown
                  ? 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11a4 4 0 110-8 4 4 0 010 8z'
                  : 'M2.3 3.7l1.4-1.4 18 18-1.4 1.4-3.3-3.3A10.6 10.6 0 0112 19c-5 0-9-4.5-10-7a13 13 0 014.1-5.1zM12 5c5 0 9 4.5 10 7a12.6 12.6 0 01-3.2 4.3L15.9 13.4A4 4 0 0010.6 8.1L8.4 5.9A10 10 0 0112 5z'
              }
            />
          </svg>
        </button>
      </div>
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={`input input--area ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
      />
    </FieldShell>
  );
}

interface CountedTextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  /** characters typed (as the server counts them) and the most it takes */
  count: number;
  max: number;
  /** the counter line ("12 / 1000"), shown as the error once `count` is over `max` */
  counter: string;
}

/** A free-text area with a live character counter under it (a return's detail, a review's text). */
export function CountedTextAreaField({ id, label, count, max, counter, className, ...area }: CountedTextAreaFieldProps) {
  const tooLong = count > max;
  return (
    <div className={`field${tooLong ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`input input--area ${className ?? ''}`}
        aria-describedby={`${id}-counter`}
        aria-invalid={tooLong || undefined}
        dir="auto"
        {...area}
      />
      <p className={tooLong ? 'field__error' : 'field__hint'} id={`${id}-counter`}>
        {counter}
      </p>
    </div>
  );
}

interface HintedFieldProps {
  /** the control's id; the line under it is `${id}-hint` */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** replaces the hint (announced) while set */
  error?: string | null;
  /** marks the field invalid without an error text yet (e.g. over a length limit); default: `error` is set */
  invalid?: boolean;
  /** the control: labelled by `id`, described by `${id}-hint` */
  children: ReactNode;
}

/** A field with one line under its control: the hint, or the error once there is one. */
export function HintedField({ id, label, hint, error, invalid = !!error, children }: HintedFieldProps) {
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <p className={error ? 'field__error' : 'field__hint'} id={`${id}-hint`} role={error ? 'alert' : undefined}>
        {error || hint}
      </p>
    </div>
  );
}
