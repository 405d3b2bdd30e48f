import { useTranslation } from 'react-i18next';

/** A list or page that failed to load, with "Try again". */
export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{message ?? t('state.loadFailed')}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}
