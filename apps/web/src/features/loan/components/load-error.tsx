import { useTranslation } from 'react-i18next';

/** A loan screen that failed to load, with "Try again" (common texts only). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{t('errors.server')}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
