import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** Unknown `/wap/…` addresses. */
export default function WapNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="wap-page">
      <PageBar title={t('notFound.title')} heading={false} />
      <section className="not-found wap-pad">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.text')}</p>
        <Link to="/wap" className="btn btn--primary">
          {t('actions.goHome')}
        </Link>
      </section>
    </div>
  );
}
