const q = (v: string) => encodeURIComponent(v);

/** The desktop page showing what a mobile page shows ("desktop site" link). */
export function desktopHref(pathname: string, search: string): string {
  const p = new URLSearchParams(search);
  const id = p.get('id');
  const k = p.get('k');
  switch (pathname.replace(/\/+$/, '')) {
    case '/wap/goods':
      return id ? `/productDetails?id=${q(id)}` : '/index';
    case '/wap/shop':
      return id ? `/store?id=${q(id)}` : '/index';
    case '/wap/search':
      return k ? `/${p.get('tab') === 'stores' ? 'searchStore' : 'searchResult'}?k=${q(k)}` : '/index';
    case '/wap/settlement':
      return '/settlement';
    case '/wap/paySuccess':
      return p.get('orderId') ? `/paySuccess?orderId=${q(p.get('orderId')!)}` : '/index';
    case '/wap/category':
      return '/classification';
    case '/wap/list': {
      if (p.get('discount')) return '/discounted';
      const categoryId = p.get('categoryId');
      return categoryId ? `/classification?categoryId=${q(categoryId)}` : '/commodity';
    }
    default:
      return '/index';
  }
}
