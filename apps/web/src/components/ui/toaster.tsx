import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dismissToast, type Toast } from './toast-store';

const icons = { success: '✓', error: '!', warning: '!', info: 'i' } as const;

/**
 * The toasts, inside the page's live region (app/root-layout.tsx keeps that region from the start and
 * loads this chunk with the first toast).
 */
export function ToastItems({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  return (
    <>
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span className="toast__icon" aria-hidden="true">
            {icons[item.kind]}
          </span>
          <span className="toast__msg">{item.message}</span>
          {item.action ? (
            <Link className="toast__action" to={item.action.href} onClick={() => dismissToast(item.id)}>
              {item.action.label}
            </Link>
          ) : null}
          <button type="button" className="toast__close" onClick={() => dismissToast(item.id)} aria-label={t('actions.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </>
  );
}
