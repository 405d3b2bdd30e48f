/** Desktop addresses (banner links are written for the desktop site) as mobile ones. */
import { wapGoods, wapList, wapSearch, wapShop } from './links';

/**
 * A banner's link (written for the desktop site) as a mobile address: goods, stores, categories and
 * search open their mobile pages; other site paths stay as they are; external links pass through.
 */
export function wapHref(link: string): string {
  const href = link.trim();
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://x');
  const p = url.searchParams;
  const id = p.get('id') ?? '';
  switch (url.pathname) {
    case '/productDetails':
      return id ? wapGoods(id) : '/wap';
    case '/store':
      return id || p.get('storeId') ? wapShop(id || p.get('storeId')!) : '/wap';
    case '/classification':
    case '/commodity':
    case '/information': {
      const categoryId = p.get('categoryId') ?? id;
      return categoryId ? wapList({ categoryId }) : '/wap/category';
    }
    case '/discounted':
      return wapList({ discount: '1' });
    case '/searchResult':
    case '/searchGoods':
    case '/searchStore':
      return p.get('k') ? wapSearch(p.get('k')!, url.pathname === '/searchStore' ? 'stores' : undefined) : '/wap/search';
    case '/':
    case '/index':
      return '/wap';
    default:
      return href;
  }
}
