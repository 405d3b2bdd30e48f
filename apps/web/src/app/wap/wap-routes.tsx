import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { i18n } from '../../lib/i18n';
import type { WapHandle } from './wap-layout';

// The mobile site: its own lazy chunks (and stylesheet), nothing of it in the desktop pages.
const WapLayout = lazy(() => import('./wap-layout'));
const WapCategoryPage = lazy(() => import('./wap-category'));
const WapListPage = lazy(() => import('./wap-list'));
const WapNotFoundPage = lazy(() => import('./wap-not-found'));

const el = (C: LazyExoticComponent<ComponentType>) => <C />;

/** The `wap` texts load with the first mobile page (then follow language changes like the others). */
async function wapLoader() {
  await i18n.loadNamespaces('wap');
  return null;
}

/**
 * A page whose first data is requested by its loader, without waiting: the page module (the same
 * chunk React.lazy loads, preloaded by index.html on a first visit) exports `prefetchPage`.
 */
function page(load: () => Promise<{ default: ComponentType; prefetchPage?: (url: URL) => void }>): Pick<RouteObject, 'element' | 'loader'> {
  const C = lazy(load);
  return {
    element: <C />,
    loader: ({ request }: LoaderFunctionArgs) => {
      void load().then((m) => m.prefetchPage?.(new URL(request.url)));
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
  element: el(WapLayout),
  children: [
    { index: true, ...page(() => import('./wap-home')) },
    { path: 'category', element: el(WapCategoryPage) },
    { path: 'list', element: el(WapListPage) },
    { path: 'goods', ...page(() => import('./wap-goods')), handle: noTabs },
    { path: 'shop', ...page(() => import('./wap-shop')) },
    { path: 'search', ...page(() => import('./wap-search')) },
    { path: 'productDetails', loader: moved('/wap/goods', ['id', 'sellerGoodsId']) },
    { path: 'store', loader: moved('/wap/shop', ['storeId', 'id', 'sellerId']) },
    { path: '*', element: el(WapNotFoundPage) },
  ],
};
