import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Panel shown by pages that later slices will build. */
export function ComingSoon({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="coming-soon" aria-labelledby={id}>
      <svg className="coming-soon__art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="var(--brand-primary-soft)" />
        <path d="M30 62h36l-4-22H34z" fill="var(--brand-primary)" opacity=".85" />
        <path d="M40 40v-6a8 8 0 0116 0v6" stroke="var(--brand-primary)" strokeWidth="4" fill="none" />
        <circle cx="66" cy="30" r="8" fill="var(--brand-accent)" />
      </svg>
      {title ? (
        <h1 className="coming-soon__title" id={id}>
          {title}
        </h1>
      ) : null}
      <p className="badge" id={title ? undefined : id}>
        {t('comingSoon.title')}
      </p>
      <p className="coming-soon__text">{t('comingSoon.text')}</p>
      {children}
    </section>
  );
}
