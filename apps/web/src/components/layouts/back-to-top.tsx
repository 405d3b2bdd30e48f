import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '@/lib/use-scroll';

export function BackToTop() {
  const { t } = useTranslation();
  const shown = useScrolledPast(100);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="fab back-to-top"
      aria-label={t('actions.backToTop')}
      title={t('actions.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" />
      </svg>
    </button>
  );
}
