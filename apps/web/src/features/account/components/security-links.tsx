import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/user';

const ITEMS = [
  ['login-password', 'usercentre:setup.loginPassword', 'setup.loginPasswordDesc'],
  ['transaction-password', 'usercentre:setup.transactionPassword', 'setup.transactionPasswordDesc'],
  ['shipping-address', 'usercentre:setup.shippingAddress', 'setup.shippingAddressDesc'],
  ['account-cancellation', 'usercentre:setup.accountCancellation', 'setup.accountCancellationDesc'],
] as const;

export type SecurityItem = (typeof ITEMS)[number][0];
const desktopHref = (item: SecurityItem) => `/userInfo/setup/${item}`;

/**
 * The account's security settings (user centre home and `/userInfo/setup`; /wap/account with the
 * mobile pages' `href`), the fund password marked set or not.
 */
export function SecurityLinks({ href = desktopHref }: { href?: (item: SecurityItem) => string }) {
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  return (
    <ul className="surface-card setting-list">
      {ITEMS.map(([path, title, desc]) => (
        <li key={path}>
          <Link to={href(path)} className="setting-list__item" data-testid={`security-${path}`}>
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
  );
}
