import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store';

const icons = { success: '✓', error: '!', warning: '!', info: 'i' } as const;

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div className="toaster" aria-live="polite" aria-atomic="false">
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
    </div>
  );
}
