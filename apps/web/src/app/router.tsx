import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FeatureSlots, type FeatureSlotsValue } from '@/components/feature-slots';
import { PageSpinner } from '@/components/ui/spinner';
import { brandQueryOptions } from '@/lib/brand/get-brand';
import { NAMESPACES, currentLang, i18n, parseLang, setLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { RequireAuth, requireAuthLoader } from './require-auth';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import { wapRoute } from './wap/wap-routes';

// Route-level code splitting: every page is its own chunk.
const HomePage = lazy(() => import('./routes/home'));
const LoginPage = lazy(() => import('./routes/login'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'));
const RegisterPage = lazy(() => import('./routes/register'));
const SearchResultPage = lazy(() => import('./routes/search-result'));
const ClassificationPage = lazy(() => import('./routes/classification'));
const CommodityPage = lazy(() => import('./routes/commodity'));
const InformationPage = lazy(() => import('./routes/information'));
const ProductDetailsPage = lazy(() => import('./routes/product-details'));
const StorePage = lazy(() => import('./routes/store'));
const DiscountedPage = lazy(() => import('./routes/discounted'));
const CollectGoodsPage = lazy(() => import('./routes/user-info/collect-goods'));
const CollectShopPage = lazy(() => import('./routes/user-info/collect-shop'));
const MoneyPackagePage = lazy(() => import('./routes/user-info/wallet/money-package'));
const RechargePage = lazy(() => import('./routes/user-info/wallet/recharge'));
const WithdrawPage = lazy(() => import('./routes/user-info/wallet/withdraw'));
// The operator console: its own chunk and layout, never part of the storefront's pages.
const AdminConsolePage = lazy(() => import('./admin/admin-page'));
// The seller console: its own chunk and layout too (orders, one order, notices under /seller/*).
const SellerConsolePage = lazy(() => import('./seller/seller-page'));
// The customer-service agent console: its own chunk (issue 13).
const AgentConsolePage = lazy(() => import('./agent/agent-page'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
// "About", "Sell with us" and the mobile site ("Download the app"): short pages of their own (issue 26 defect 11).
const AboutPage = lazy(() => import('./routes/info/about'));
const SellWithUsPage = lazy(() => import('./routes/info/sell-with-us'));
const MobileSitePage = lazy(() => import('./routes/info/mobile-site'));
const DashboardPage = lazy(() => import('./routes/user-info/dashboard'));
const MyOrderPage = lazy(() => import('./routes/user-info/my-order'));
const OrderDetailPage = lazy(() => import('./routes/user-info/order-detail'));
const OrderReturnPage = lazy(() => import('./routes/user-info/order-return'));
const OrderEvaluationPage = lazy(() => import('./routes/user-info/order-evaluation'));
const SetupIndexPage = lazy(() => import('./routes/setup/setup-index'));
const LoginPasswordPage = lazy(() => import('./routes/setup/login-password'));
const TransactionPasswordPage = lazy(() => import('./routes/setup/transaction-password'));
const AccountCancellationPage = lazy(() => import('./routes/setup/account-cancellation'));
const ShippingAddressPage = lazy(() => import('./routes/setup/shipping-address'));
const SettlementPage = lazy(() => import('./routes/settlement'));
const PaySuccessPage = lazy(() => import('./routes/pay-success'));
const CreditIntroPage = lazy(() => import('./routes/credit/credit-intro'));
const CreditApplicationPage = lazy(() => import('./routes/credit/credit-application'));
const CreditMyLoanPage = lazy(() => import('./routes/credit/credit-my-loan'));
// The desktop frame (header, search box, footer) is its own chunk: the mobile site never loads it. As a
// route `lazy`, it loads in parallel with the page's loaders (and index.html preloads it on a first visit).
const mainLayout = () => import('@/app/layouts/main-layout').then((m) => ({ Component: m.MainLayout }));
// What one feature shows in another's page, each loaded when it first renders: checkout's pay dialog on
// the order pages, the address book's picker on the settlement page (desktop and /wap).
const slots: FeatureSlotsValue = {
  PayDialog: lazy(() => import('@/features/checkout').then((m) => ({ default: m.PayDialog }))),
  AddressPicker: lazy(() => import('@/features/address').then((m) => ({ default: m.AddressPicker }))),
};
// Only the user centre needs its side menu: it loads with the first /userInfo page.
const UserCentreLayout = lazy(() => import('@/components/layouts/user-centre-layout').then((m) => ({ default: m.UserCentreLayout })));

type Page = LazyExoticComponent<ComponentType>;
const el = (C: Page) => <C />;

/** Pages that share a loader, as a path → page table (react-router ranks paths, so order is free). */
const pages = (loader: (args: LoaderFunctionArgs) => unknown, table: Record<string, Page>): RouteObject[] =>
  Object.entries(table).map(([path, C]) => ({ path, loader, element: el(C) }));

/** `?lang=` switches the language before the next screen renders (spec §2 "Other behaviour"). */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const lang = parseLang(new URL(request.url).searchParams.get('lang'));
  if (lang) await setLanguage(lang);
  // Every page's frame shows the brand (name, colours, footer): asked for now, beside the page's own code
  // and data, so that it is known when the page first renders (not an answer that renders it again).
  void queryClient.prefetchQuery(brandQueryOptions(currentLang()));
  return null;
}

/** Desktop pages share the start namespaces (the mobile site starts with its own, lib/i18n.ts). */
async function desktopLoader() {
  await i18n.loadNamespaces([...NAMESPACES]);
  return null;
}

/**
 * A route that needs more texts than the start ones (`common`): they load beside its own loader,
 * before it renders. The shop pages need `catalog`; sign-in, the user centre and settings `account`.
 * Mirrored by the per-route namespaces of scripts/check-bundle.mjs.
 */
function withTexts(ns: string[], loader: (args: LoaderFunctionArgs) => unknown = () => null) {
  return async (args: LoaderFunctionArgs) => (await Promise.all([loader(args), i18n.loadNamespaces(ns)]))[0];
}
const shop = withTexts(['catalog']);
const infoTexts = withTexts(['pages', 'usercentre']);
const withAccount = (loader?: (args: LoaderFunctionArgs) => unknown) => withTexts(['account'], loader);
/** The user centre: its side menu's `usercentre` texts (the overview and the account settings add `account`). */
const userCentre = withTexts(['usercentre'], requireAuthLoader);
/** The order pages bring their own `order` texts (they fetch `catalog`, for the pager and error states, after the first render). */
const orderTexts = withTexts(['order']);
/** The refund / return and review pages (issue 11): their own texts and the order's (the review form's photo uploader brings `aftersale`). */
const returnTexts = withTexts(['order', 'aftersale']);
const reviewTexts = withTexts(['order', 'evaluation']);
/** The address book brings its own `address` texts. */
const addressTexts = withTexts(['address']);
/** The settlement (with the address book; the pay dialog brings `account` itself) and payment success pages. */
const settlementTexts = withTexts(['checkout', 'address'], requireAuthLoader);
const paySuccessTexts = withTexts(['checkout']);
/** The loan pages bring their own `loan` texts (the repayment dialog's password field loads `account` when it opens). */
const loanTexts = withTexts(['loan']);
const loanAuthTexts = withTexts(['loan'], requireAuthLoader);

/** The wallet pages bring their own `wallet` texts. */
async function walletLoader() {
  await i18n.loadNamespaces('wallet');
  return null;
}

/** The agent console needs `common` and its `chat` texts. */
async function agentLoader() {
  await i18n.loadNamespaces(['common', 'chat']);
  return null;
}

/** The operator console needs `common` (buttons, errors), `account` (sign-in fields) and its own `admin` texts. */
async function adminLoader() {
  await i18n.loadNamespaces(['common', 'account', 'admin']);
  return null;
}

/**
 * The seller console needs `common`, `account` (the password field), its own `seller` texts and those of
 * its returns (`aftersale-seller`, with the buyers' `aftersale` ones: reasons, states, photos), reviews and chat.
 */
async function sellerLoader() {
  await i18n.loadNamespaces(['common', 'account', 'seller', 'aftersale-seller', 'aftersale', 'evaluation', 'chat']);
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
    element: (
      <FeatureSlots.Provider value={slots}>
        <RootLayout />
      </FeatureSlots.Provider>
    ),
    errorElement: <RootError />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: ({ request }) => redirect(`/index${new URL(request.url).search}`) },
      {
        loader: desktopLoader,
        lazy: mainLayout,
        children: [
          ...pages(shop, {
            index: HomePage,
            classification: ClassificationPage,
            commodity: CommodityPage,
            information: InformationPage,
            productDetails: ProductDetailsPage,
            store: StorePage,
            discounted: DiscountedPage,
          }),
          { path: 'searchStore', loader: shop, element: <SearchResultPage tab="stores" /> },
          { path: 'searchGoods', loader: shop, element: <SearchResultPage tab="goods" /> },
          { path: 'searchResult', loader: shop, element: <SearchResultPage tab="goods" /> },
          { ...protectedPage('settlement', el(SettlementPage)), loader: settlementTexts },
          { path: 'paySuccess', loader: paySuccessTexts, element: el(PaySuccessPage) },
          ...pages(withAccount(), { login: LoginPage, 'forgot-password': ForgotPasswordPage, register: RegisterPage }),
          {
            path: 'userInfo',
            loader: userCentre,
            element: (
              <RequireAuth>
                <UserCentreLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, loader: () => redirect('/userInfo/dashboard') },
              { path: 'dashboard', loader: withAccount(), element: el(DashboardPage) },
              ...pages(orderTexts, { 'my-order': MyOrderPage, 'order-detail': OrderDetailPage }),
              { path: 'order-return', loader: returnTexts, element: el(OrderReturnPage) },
              { path: 'order-evaluation', loader: reviewTexts, element: el(OrderEvaluationPage) },
              { path: 'download', loader: infoTexts, element: el(MobileSitePage) },
              ...pages(shop, { 'collect-goods': CollectGoodsPage, 'collect-shop': CollectShopPage }),
              ...pages(walletLoader, {
                'money-package': MoneyPackagePage,
                'money-package/recharge': RechargePage,
                'money-package/withdraw': WithdrawPage,
              }),
              {
                path: 'setup',
                children: [
                  { index: true, loader: () => redirect('/userInfo/setup/index') },
                  ...pages(withAccount(), {
                    index: SetupIndexPage,
                    'login-password': LoginPasswordPage,
                    'transaction-password': TransactionPasswordPage,
                    'account-cancellation': AccountCancellationPage,
                  }),
                  { path: 'shipping-address', loader: addressTexts, element: el(ShippingAddressPage) },
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
              { index: true, loader: loanTexts, element: el(CreditIntroPage) },
              { path: 'application', loader: loanAuthTexts, element: <RequireAuth>{el(CreditApplicationPage)}</RequireAuth> },
              { path: 'myLoan', loader: loanAuthTexts, element: <RequireAuth>{el(CreditMyLoanPage)}</RequireAuth> },
            ],
          },
          ...pages(infoTexts, { merchantSettled: SellWithUsPage, about: AboutPage, download: MobileSitePage }),
          { path: '*', element: el(NotFoundPage) },
        ],
      },
      { path: 'admin', loader: adminLoader, element: el(AdminConsolePage) },
      { path: 'agent', loader: agentLoader, element: el(AgentConsolePage) },
      { path: 'seller/*', loader: sellerLoader, element: el(SellerConsolePage) },
      wapRoute,
    ],
  },
];

/** Created after the mobile redirect has settled the address (the router reads it at once). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
