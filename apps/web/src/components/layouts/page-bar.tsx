import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** `history.state.idx` is react-router's position in this tab's history (0 = the first page opened). */
function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * Sticky top bar of an inner mobile page: back (to the previous page, or the mobile home when this
 * page was opened first), the page's title, and an optional action at the end.
 */
export function PageBar({
  title,
  end,
  fallback = '/wap',
  heading = true,
}: {
  title: ReactNode;
  end?: ReactNode;
  fallback?: string;
  /** false when the page has its own main heading (goods and store names) */
  heading?: boolean;
}) {
  const { t } = useTranslation('wap');
  const navigate = useNavigate();
  return (
    <div className="wap-bar">
      <button
        type="button"
        className="wap-bar__icon"
        aria-label={t('nav.back')}
        data-testid="wap-back"
        onClick={() => void (canGoBack() ? navigate(-1) : navigate(fallback))}
      >
        <span className="chevron chevron--back" aria-hidden="true" />
      </button>
      {/* dir="auto": a store or category name keeps its own direction (and its ellipsis on its end) */}
      {heading ? (
        <h1 className="wap-bar__title" dir="auto">
          {title}
        </h1>
      ) : (
        <p className="wap-bar__title" dir="auto">
          {title}
        </p>
      )}
      <span className="wap-bar__end">{end}</span>
    </div>
  );
}
