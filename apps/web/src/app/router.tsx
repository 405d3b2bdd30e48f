import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout';
import { UserCentreLayout } from '../components/layouts/user-centre-layout';
import { PageSpinner } from '../components/ui/spinner';
import { parseLang, setLanguage } from '../lib/i18n';
import { RequireAuth, requireAuthLoader } from './require-auth';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';

// Route-level code splitting: every page is its own chunk.
const HomePage = lazy(() => import('./routes/home'));
const LoginPage = lazy(() => import('./routes/login'));
const RegisterPage = lazy(() => import('./routes/register'));
const SearchResultPage = lazy(() => import('./routes/search-result'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const PlaceholderPage = lazy(() => import('./routes/placeholder'));
const DashboardPage = lazy(() => import('./routes/user-info/dashboard'));
const SetupIndexPage = lazy(() => import('./routes/setup/setup-index'));
const LoginPasswordPage = lazy(() => import('./routes/setup/login-password'));
const TransactionPasswordPage = lazy(() => import('./routes/setup/transaction-password'));
const AccountCancellationPage = lazy(() => import('./routes/setup/account-cancellation'));
const WapLayout = lazy(() => import('./wap/wap-layout'));
const WapHomePage = lazy(() => import('./wap/wap-home'));

const el = (C: LazyExoticComponent<ComponentType>) => <C />;
const soon = (titleKey: string, ns: 'common' | 'account' = 'common') => <PlaceholderPage titleKey={titleKey} ns={ns} />;

/** `?lang=` switches the language before the next screen renders (spec §2 "Other behaviour"). */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const lang = parseLang(new URL(request.url).searchParams.get('lang'));
  if (lang) await setLanguage(lang);
  return null;
}

const protectedPage = (path: string, element: ReactNode): RouteObject => ({
  path,
  loader: requireAuthLoader,
  element: <RequireAuth>{element}</RequireAuth>,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    element: <RootLayout />,
    errorElement: <RootError />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: ({ request }) => redirect(`/index${new URL(request.url).search}`) },
      {
        element: <MainLayout />,
        children: [
          { path: 'index', element: el(HomePage) },
          { path: 'classification', element: soon('pages.classification') },
          { path: 'commodity', element: soon('pages.commodity') },
          { path: 'information', element: soon('pages.information') },
          { path: 'productDetails', element: soon('pages.productDetails') },
          { path: 'store', element: soon('pages.store') },
          { path: 'searchStore', element: soon('pages.searchStore') },
          { path: 'searchGoods', element: soon('pages.searchGoods') },
          { path: 'searchResult', element: el(SearchResultPage) },
          { path: 'discounted', element: soon('pages.discounted') },
          protectedPage('settlement', soon('pages.settlement')),
          { path: 'paySuccess', element: soon('pages.paySuccess') },
          { path: 'login', element: el(LoginPage) },
          { path: 'register', element: el(RegisterPage) },
          {
            path: 'userInfo',
            loader: requireAuthLoader,
            element: (
              <RequireAuth>
                <UserCentreLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, loader: () => redirect('/userInfo/dashboard') },
              { path: 'dashboard', element: el(DashboardPage) },
              { path: 'my-order', element: soon('userCenter.orders', 'account') },
              { path: 'order-detail', element: soon('userCenter.orderDetail', 'account') },
              { path: 'order-return', element: soon('userCenter.orderReturn', 'account') },
              { path: 'order-evaluation', element: soon('userCenter.orderEvaluation', 'account') },
              { path: 'download', element: soon('userCenter.download', 'account') },
              { path: 'collect-goods', element: soon('userCenter.collectGoods', 'account') },
              { path: 'collect-shop', element: soon('userCenter.collectShop', 'account') },
              { path: 'money-package', element: soon('userCenter.wallet', 'account') },
              { path: 'money-package/recharge', element: soon('userCenter.recharge', 'account') },
              { path: 'money-package/withdraw', element: soon('userCenter.withdraw', 'account') },
              {
                path: 'setup',
                children: [
                  { index: true, loader: () => redirect('/userInfo/setup/index') },
                  { path: 'index', element: el(SetupIndexPage) },
                  { path: 'login-password', element: el(LoginPasswordPage) },
                  { path: 'transaction-password', element: el(TransactionPasswordPage) },
                  { path: 'shipping-address', element: soon('setup.shippingAddress', 'account') },
                  { path: 'account-cancellation', element: el(AccountCancellationPage) },
                ],
              },
              { path: '*', element: el(NotFoundPage) },
            ],
          },
          // Short aliases for the setup pages.
          { path: 'setup', loader: () => redirect('/userInfo/setup/index') },
          { path: 'setup/:page', loader: ({ params }) => redirect(`/userInfo/setup/${params.page ?? 'index'}`) },
          {
            path: 'credit',
            children: [
              { index: true, element: soon('pages.credit') },
              { path: 'application', element: soon('pages.creditApplication') },
              { path: 'myLoan', element: soon('pages.creditMyLoan') },
            ],
          },
          { path: 'merchantSettled', element: soon('pages.merchantSettled') },
          { path: '*', element: el(NotFoundPage) },
        ],
      },
      {
        path: 'wap',
        element: el(WapLayout),
        children: [
          { index: true, element: el(WapHomePage) },
          { path: 'productDetails', element: el(WapHomePage) },
          { path: 'store', element: el(WapHomePage) },
          { path: '*', element: el(NotFoundPage) },
        ],
      },
    ],
  },
];

/** Created after the mobile redirect has settled the address (the router reads it at once). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
