import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../features/account/api/get-user';
import { usePageTitle } from '../../../lib/use-page-title';

const ITEMS = [
  ['login-password', 'setup.loginPassword', 'setup.loginPasswordDesc'],
  ['transaction-password', 'setup.transactionPassword', 'setup.transactionPasswordDesc'],
  ['shipping-address', 'setup.shippingAddress', 'setup.shippingAddressDesc'],
  ['account-cancellation', 'setup.accountCancellation', 'setup.accountCancellationDesc'],
] as const;

export default function SetupIndexPage() {
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  usePageTitle(t('setup.title'));
  return (
    <div>
      <h1 className="page-title">{t('setup.title')}</h1>
      <ul className="setting-list">
        {ITEMS.map(([path, title, desc]) => (
          <li key={path}>
            <Link to={`/userInfo/setup/${path}`} className="setting-list__item">
              <span className="setting-list__text">
                <span className="setting-list__title">{t(title)}</span>
                <span className="muted">{t(desc)}</span>
              </span>
              {path === 'transaction-password' && user ? (
                <span className={`badge ${user.safeword === 1 ? 'badge--ok' : 'badge--warn'}`}>
                  {user.safeword === 1 ? t('setup.set') : t('setup.notSet')}
                </span>
              ) : null}
              <span className="chevron" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
