import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from './focus-first-error';

/**
 * The validation cycle every account form shares: nothing is flagged until the first submit; from
 * then on the errors follow the input. A submit with errors focuses the first invalid field and
 * stops; a clean one calls `onValid`.
 *
 * `check` returns the failing fields (`validation.validate(…)`) as `account:validation.*` keys;
 * `error(field)` is that field's translated message, or null.
 */
export function useAccountForm<K extends string>(check: () => Partial<Record<K, string>>) {
  const { t } = useTranslation('account');
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const errors: Partial<Record<K, string>> = submitted ? check() : {};

  return {
    formRef,
    error: (field: K): string | null => {
      const key = errors[field];
      return key ? t(key) : null;
    },
    /** The form's `onSubmit`. */
    handleSubmit:
      (onValid: () => void) =>
      (e: FormEvent): void => {
        e.preventDefault();
        setSubmitted(true);
        if (Object.keys(check()).length) {
          focusFirstError(formRef.current);
          return;
        }
        onValid();
      },
    /** Back to the pristine state (after a successful change: the fields are emptied). */
    reset: (): void => setSubmitted(false),
  };
}
