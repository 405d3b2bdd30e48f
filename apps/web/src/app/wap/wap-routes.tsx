import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { i18n } from '@/lib/i18n';
import type { WapHandle } from './wap-layout';
import { RequireAuth, requireAuthLoader } from '@/app/require-auth';

/**
 * A lazily loaded component that renders at once, without suspending, once its module is in: its route
 * loader awaits `ready()` (the module is preloaded by index.html on a first visit, so that costs nothing).
 * React.lazy alone suspends on every first render, even of a module already loaded, which shows the
 * Suspense fallback and then holds the page back: React reveals content that replaces a fallback no
 * sooner than 300 ms after the fallback appeared, so a page whose answers and pictures were in at once
 * still painted them 300 ms later.
 */
function loadedLazy<M extends { default: ComponentType }>(load: () => Promise<M>) {
  let loaded: ComponentType | undefined;
  const ready = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(ready);
  function Loaded() {
    const C = loaded;
    return C ? <C /> : <Lazy />;
  }
  return { element: <Loaded />, ready };
}

// The mobile site: its own lazy chunks (and stylesheet), nothing of it in the desktop pages.
const wapLayout = loadedLazy(() => import('./wap-layout'));
const WapCategoryPage = lazy(() => import('./wap-category'));
const WapListPage = lazy(() => import('./wap-list'));
const WapNotFoundPage = lazy(() => import('./wap-not-found'));
const WapCartPage = lazy(() => import('./wap-cart'));
const WapSettlementPage = lazy(() => import('./wap-settlement'));
const WapPaySuccessPage = lazy(() => import('./wap-pay-success'));
const WapOrdersPage = lazy(() => import('./wap-orders'));
const WapOrderPage = lazy(() => import('./wap-order'));
const WapOrderReturnPage = lazy(() => import('./wap-order-return'));
const WapOrderEvaluationPage = lazy(() => import('./wap-order-evaluation'));
const WapMePage = lazy(() => import('./wap-me'));
const WapAddressPage = lazy(() => import('./wap-address'));
const WapAddressEditPage = lazy(() => import('./wap-address-edit'));
const WapCreditPage = lazy(() => import('./wap-credit'));
const WapCreditApplicationPage = lazy(() => import('./wap-credit-application'));
const WapCreditMyLoanPage = lazy(() => import('./wap-credit-my-loan'));
const WapWalletPage = lazy(() => import('./wap-wallet'));
const WapWalletDepositPage = lazy(() => import('./wap-wallet-deposit'));
const WapWalletWithdrawPage = lazy(() => import('./wap-wallet-withdraw'));
// Sign-in, sign-up and password reset; "my account" and its settings (issue 26: no desktop pages from /wap).
const WapAuthPage = lazy(() => import('./wap-auth'));
const WapAccountPage = lazy(() => import('./wap-account'));
const WapSetupPage = lazy(() => import('./wap-setup'));
// Customer-service chat (issue 13); guests may chat too.
const WapChatPage = lazy(() => import('@/features/chat/chat-page'));
const chatTexts = async () => {
  await i18n.loadNamespaces(['chat', 'chat-buyer']);
  return null;
};

const el = (C: LazyExoticComponent<ComponentType>) => <C />;

/** The `wap` texts load with the first mobile page (then follow language changes like the others). */
async function wapLoader() {
  await Promise.all([i18n.loadNamespaces('wap'), wapLayout.ready()]);
  return null;
}

/**
 * A route loader that loads the page's own texts (and, with `auth`, sends visitors who are not signed in
 * to /wap/login first: the mobile cart, orders, settlement… are for signed-in visitors only).
 */
function texts(ns: string | string[], auth = false) {
  return async (args: LoaderFunctionArgs) => {
    if (auth) requireAuthLoader(args);
    await i18n.loadNamespaces(ns);
    return null;
  };
}
/** The address pages. */
const addressTexts = texts('address', true);
/** The order pages. */
const orderTexts = texts('order', true);
/** "Me", with its order shortcuts and the wallet and loan links. */
const meTexts = texts(['order', 'wallet', 'loan'], true);
/** The wallet: balance and statement. */
const walletTexts = texts('wallet', true);
/** The refund / return and review pages, with the order's texts (the review form's photo uploader brings `aftersale`). */
const returnTexts = texts(['order', 'aftersale'], true);
const reviewTexts = texts(['order', 'evaluation'], true);
/** The cart ("cart view appears only when logged in"). */
const cartTexts = texts('cart', true);
/** Settlement, with the address book's texts (the pay dialog brings `account` itself). */
const settlementTexts = texts(['checkout', 'address'], true);
/** Sign-in, sign-up and password reset. */
const authTexts = texts('account');
/** "My account" and its settings forms (`account`: the descriptions, the forms, the sign-out message). */
const accountTexts = texts(['usercentre', 'account'], true);
/** The loan pages: the intro open to all; application and my loan signed in. */
const loanTexts = texts('loan');
const loanAuthTexts = texts('loan', true);
const paySuccessTexts = texts('checkout');
/** The shop pages (home, category, list, goods, shop, search): `catalog`. */
const shopTexts = texts('catalog');

/**
 * A shop page whose first data is requested by its loader, without waiting: the page module (the same
 * chunk React.lazy loads, preloaded by index.html on a first visit) exports `prefetchPage`. The page
 * renders once its code and its `catalog` texts are in (no Suspense fallback first: loadedLazy).
 */
function page(load: () => Promise<{ default: ComponentType; prefetchPage?: (url: URL) => void }>): Pick<RouteObject, 'element' | 'loader'> {
  const { element, ready } = loadedLazy(load);
  return {
    element,
    loader: async (args: LoaderFunctionArgs) => {
      const mod = ready();
      void mod.then((m) => m.prefetchPage?.(new URL(args.request.url)));
      await Promise.all([mod, shopTexts(args)]);
      return null;
    },
  };
}

/** Earlier mobile addresses (`/wap/productDetails?id=`, `/wap/store?storeId=`) → the current ones, `lang` kept. */
function moved(to: string, idKeys: string[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const from = new URL(request.url).searchParams;
    const out = new URLSearchParams();
    const id = idKeys.map((k) => from.get(k)).find(Boolean);
    if (id) out.set('id', id);
    const lang = from.get('lang');
    if (lang) out.set('lang', lang);
    return redirect(`${to}?${out.toString()}`);
  };
}

const noTabs: WapHandle = { wapTabs: false };

export const wapRoute: RouteObject = {
  path: 'wap',
  loader: wapLoader,
  element: wapLayout.element,
  children: [
    { index: true, ...page(() => import('./wap-home')) },
    { path: 'category', loader: shopTexts, element: el(WapCategoryPage) },
    { path: 'list', loader: shopTexts, element: el(WapListPage) },
    { path: 'goods', ...page(() => import('./wap-goods')), handle: noTabs },
    { path: 'shop', ...page(() => import('./wap-shop')) },
    { path: 'search', ...page(() => import('./wap-search')) },
    { path: 'productDetails', loader: moved('/wap/goods', ['id', 'sellerGoodsId']) },
    { path: 'store', loader: moved('/wap/shop', ['storeId', 'id', 'sellerId']) },
    { path: 'orders', loader: orderTexts, element: <RequireAuth>{el(WapOrdersPage)}</RequireAuth> },
    { path: 'order', loader: orderTexts, element: <RequireAuth>{el(WapOrderPage)}</RequireAuth> },
    { path: 'order-return', loader: returnTexts, element: <RequireAuth>{el(WapOrderReturnPage)}</RequireAuth>, handle: noTabs },
    {
      path: 'order-evaluation',
      loader: reviewTexts,
      element: <RequireAuth>{el(WapOrderEvaluationPage)}</RequireAuth>,
      handle: noTabs,
    },
    { path: 'me', loader: meTexts, element: <RequireAuth>{el(WapMePage)}</RequireAuth> },
    { path: 'wallet', loader: walletTexts, element: <RequireAuth>{el(WapWalletPage)}</RequireAuth>, handle: noTabs },
    { path: 'wallet/deposit', loader: walletTexts, element: <RequireAuth>{el(WapWalletDepositPage)}</RequireAuth>, handle: noTabs },
    { path: 'wallet/withdraw', loader: walletTexts, element: <RequireAuth>{el(WapWalletWithdrawPage)}</RequireAuth>, handle: noTabs },
    { path: 'login', loader: authTexts, element: <WapAuthPage kind="login" /> },
    { path: 'register', loader: authTexts, element: <WapAuthPage kind="register" /> },
    { path: 'forgot-password', loader: authTexts, element: <WapAuthPage kind="forgot" /> },
    { path: 'account', loader: accountTexts, element: <RequireAuth>{el(WapAccountPage)}</RequireAuth> },
    // login-password, transaction-password, account-cancellation (others: the mobile "not found")
    { path: 'setup/:page', loader: accountTexts, element: <RequireAuth>{el(WapSetupPage)}</RequireAuth>, handle: noTabs },
    { path: 'address', loader: addressTexts, element: <RequireAuth>{el(WapAddressPage)}</RequireAuth>, handle: noTabs },
    { path: 'address/edit', loader: addressTexts, element: <RequireAuth>{el(WapAddressEditPage)}</RequireAuth>, handle: noTabs },
    { path: 'cart', loader: cartTexts, element: <RequireAuth>{el(WapCartPage)}</RequireAuth>, handle: noTabs },
    { path: 'settlement', loader: settlementTexts, element: <RequireAuth>{el(WapSettlementPage)}</RequireAuth>, handle: noTabs },
    { path: 'paySuccess', loader: paySuccessTexts, element: el(WapPaySuccessPage) },
    { path: 'chat', loader: chatTexts, element: el(WapChatPage), handle: noTabs },
    { path: 'credit', loader: loanTexts, element: el(WapCreditPage) },
    {
      path: 'credit/application',
      loader: loanAuthTexts,
      element: <RequireAuth>{el(WapCreditApplicationPage)}</RequireAuth>,
      handle: noTabs,
    },
    { path: 'credit/myLoan', loader: loanAuthTexts, element: <RequireAuth>{el(WapCreditMyLoanPage)}</RequireAuth> },
    { path: '*', element: el(WapNotFoundPage) },
  ],
};
