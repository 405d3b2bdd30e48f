import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';

const groups = [
  {
    title: 'userCenter.groupShopping',
    links: [
      ['/userInfo/dashboard', 'userCenter.dashboard'],
      ['/userInfo/my-order', 'userCenter.orders'],
      ['/userInfo/collect-goods', 'userCenter.collectGoods'],
      ['/userInfo/collect-shop', 'userCenter.collectShop'],
      ['/userInfo/download', 'userCenter.download'],
    ],
  },
  {
    title: 'userCenter.groupWallet',
    links: [
      ['/userInfo/money-package', 'userCenter.wallet'],
      ['/userInfo/money-package/recharge', 'userCenter.recharge'],
      ['/userInfo/money-package/withdraw', 'userCenter.withdraw'],
    ],
  },
  {
    title: 'userCenter.groupAccount',
    links: [
      ['/userInfo/setup/index', 'setup.title'],
      ['/userInfo/setup/login-password', 'setup.loginPassword'],
      ['/userInfo/setup/transaction-password', 'setup.transactionPassword'],
      ['/userInfo/setup/shipping-address', 'setup.shippingAddress'],
      ['/userInfo/setup/account-cancellation', 'setup.accountCancellation'],
    ],
  },
] as const;

/** User centre: side menu + page. */
export function UserCentreLayout() {
  const { t } = useTranslation('usercentre');
  return (
    <div className="user-centre container">
      <nav className="user-centre__menu" aria-label={t('userCenter.menu')}>
        {groups.map((g) => (
          <div key={g.title} className="user-centre__group">
            <h2 className="user-centre__group-title">{t(g.title)}</h2>
            <ul>
              {g.links.map(([to, key]) => (
                <li key={to}>
                  <NavLink to={to} end className="user-centre__link">
                    {t(key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="user-centre__content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
