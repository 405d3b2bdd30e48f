import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

/** Last-resort error screen (e.g. a lazy chunk failed to load after a deploy). */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageTitle(t('errors.server'));
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="container page-pad">
      <section className="not-found" role="alert">
        <h1>{t('errors.server')}</h1>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </button>
      </section>
    </div>
  );
}
