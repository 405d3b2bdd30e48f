import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { AlertText } from '@/components/ui/alert-text';
import { mayConfigure, useAdminMe } from '@/features/admin/api/get-me';
import type { Errors, FieldError } from '@/features/admin/config-form';
import { ServiceBadge } from './config-fields';

/** A configuration section of the console (`networks`, `rules`, `settings`): its i18n keys and element ids start with it. */
export type ConfigSection = 'networks' | 'rules' | 'settings';

/**
 * A configuration page: spinner, load error, then the title, the intro, the read-only notice for
 * operators who may not change it, and the forms. Only a superadmin edits; others read.
 */
export function ConfigPage<D>({
  section,
  query,
  children,
}: {
  section: ConfigSection;
  query: UseQueryResult<D, Error>;
  children: (data: D, editable: boolean) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  if (query.isPending || me.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p className="notice notice--warning" role="alert">
        {query.error.message}
      </p>
    );
  const editable = mayConfigure(me.data);
  return (
    <section className="admin-config" aria-labelledby={`${section}-title`}>
      <h1 id={`${section}-title`} className="admin-config__title">
        {t(`${section}.title`)}
      </h1>
      <p className="admin-config__intro">{t(`${section}.intro`)}</p>
      {!editable ? <p className="notice">{t('config.readOnly')}</p> : null}
      {children(query.data, editable)}
    </section>
  );
}

/**
 * The frame of one configuration form: titled card, an optional notice, the fields (disabled while
 * read-only or saving), the save error, and the save (and undo) buttons for those who may edit.
 */
export function ConfigCardFrame({
  id,
  title,
  meta,
  inService,
  notice,
  editable,
  pending,
  error,
  errorTestId,
  noValidate,
  onSubmit,
  onReset,
  children,
}: {
  /** `data-testid` of the form; `${id}-title` labels it */
  id: string;
  title: ReactNode;
  meta?: string;
  /** shows the in service / off badge (`${id}-status`) */
  inService?: boolean;
  notice?: ReactNode;
  editable: boolean;
  pending: boolean;
  error: Error | null;
  errorTestId?: string;
  noValidate?: boolean;
  onSubmit: (e: FormEvent) => void;
  /** shows an undo button */
  onReset?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form className="admin-card" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate={noValidate} data-testid={id}>
      <header className="admin-card__head">
        <h2 id={`${id}-title`} className="admin-card__title">
          {title}
        </h2>
        {meta !== undefined ? (
          <span className="admin-card__meta">
            <bdi dir="ltr">{meta}</bdi>
          </span>
        ) : null}
        {inService !== undefined ? <ServiceBadge on={inService} testId={`${id}-status`} /> : null}
      </header>
      {notice}
      <fieldset className="admin-card__fields" disabled={!editable || pending}>
        {children}
      </fieldset>
      <AlertText message={error?.message} className="notice notice--warning" testId={errorTestId} />
      {editable ? (
        <div className="admin-card__actions">
          <Button type="submit" pending={pending}>
            {t('config.save')}
          </Button>
          {onReset ? (
            <Button variant="ghost" onClick={onReset}>
              {t('config.reset')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F] & string;

/** Props that bind a field of the form: label `${section}.${name}`, value, change, error once tried. */
export interface FieldBinder<F> {
  text: (name: KeysOf<F, string>) => { label: string; name: string; value: string; onChange: (v: string) => void; error?: FieldError };
  check: (name: KeysOf<F, boolean>) => { label: string; name: string; checked: boolean; onChange: (v: boolean) => void };
}

/**
 * A configuration form of one item (a network, a network's withdrawal rules): the values as typed,
 * checked on submit and then as they change; only the changed fields are sent; the answer becomes
 * the form again. Nothing changed: a notice instead of a request.
 */
export function ConfigCard<T extends { inService: boolean }, F extends object, P extends object, V>({
  section,
  id,
  item,
  name,
  meta,
  notice,
  editable,
  update,
  variables,
  toForm,
  validate,
  toPatch,
  children,
}: {
  section: ConfigSection;
  id: string;
  item: T;
  /** the item's display name (title, "saved" notice) */
  name: (item: T) => string;
  meta: string;
  notice?: ReactNode;
  editable: boolean;
  update: UseMutationResult<T, Error, V>;
  variables: (patch: P) => V;
  toForm: (item: T) => F;
  validate: (item: T, form: F) => Errors<keyof F & string>;
  toPatch: (item: T, form: F) => P;
  children: (field: FieldBinder<F>) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<F>(() => toForm(item));
  const [tried, setTried] = useState(false);
  const errors: Errors<keyof F & string> = tried ? validate(item, form) : {};
  const set =
    <K extends keyof F>(k: K) =>
    (v: F[K]) =>
      setForm((f) => ({ ...f, [k]: v }));
  const field: FieldBinder<F> = {
    text: (k) => ({
      label: t(`${section}.${k}`),
      name: k,
      value: form[k] as string,
      onChange: set(k) as (v: string) => void,
      error: errors[k],
    }),
    check: (k) => ({ label: t(`${section}.${k}`), name: k, checked: form[k] as boolean, onChange: set(k) as (v: boolean) => void }),
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validate(item, form)).length) return;
    const patch = toPatch(item, form);
    if (!Object.keys(patch).length) {
      toast.info(t('config.noChanges'));
      return;
    }
    update.mutate(variables(patch), {
      onSuccess: (saved) => {
        setForm(toForm(saved));
        setTried(false);
        toast.success(t('config.saved', { name: name(saved) }));
      },
    });
  };

  return (
    <ConfigCardFrame
      id={id}
      title={<bdi>{name(item)}</bdi>}
      meta={meta}
      inService={item.inService}
      notice={notice}
      editable={editable}
      pending={update.isPending}
      error={update.error}
      errorTestId={`${id}-error`}
      noValidate
      onSubmit={onSubmit}
      onReset={() => {
        setForm(toForm(item));
        setTried(false);
        update.reset();
      }}
    >
      {children(field)}
    </ConfigCardFrame>
  );
}
