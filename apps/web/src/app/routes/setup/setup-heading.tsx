import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function SetupHeading({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation('usercentre');
  return (
    <div className="page-head">
      <nav aria-label={t('common:nav.breadcrumb')} className="breadcrumb">
        <Link to="/userInfo/setup/index">{t('setup.title')}</Link>
        <span aria-hidden="true" className="breadcrumb__sep" />
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="page-title">{title}</h1>
      {text ? <p className="muted">{text}</p> : null}
    </div>
  );
}
