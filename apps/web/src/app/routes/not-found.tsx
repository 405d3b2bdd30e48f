import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="container page-pad">
      <section className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.text')}</p>
        <Link to="/index" className="btn btn--primary">
          {t('actions.goHome')}
        </Link>
      </section>
    </div>
  );
}
