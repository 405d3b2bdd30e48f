import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

/** Where a page about one order (its review, its refund) links back to: the order and the order list. */
export interface OrderPageLinks {
  orderId: string;
  orderHref: string;
  listHref: string;
}

/** The `?orderId=` of the page and its links on the desktop site (/userInfo) or the mobile one (/wap). */
export function useOrderPageLinks(site: 'desktop' | 'wap'): OrderPageLinks {
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  const id = encodeURIComponent(orderId);
  return site === 'wap'
    ? { orderId, orderHref: `/wap/order?orderId=${id}`, listHref: '/wap/orders' }
    : { orderId, orderHref: `/userInfo/order-detail?orderId=${id}`, listHref: '/userInfo/my-order' };
}

export interface OrderPageFrameProps {
  title: string;
  /** The page's body, given the order's links. */
  children: (links: OrderPageLinks) => ReactNode;
}

/**
 * The desktop frame of a page about one order: the page title and a breadcrumb back to the order list
 * and the order. The mobile site's twin is WapOrderPageFrame (wap-order-page-frame.tsx), a module of its
 * own so the desktop pages do not load the mobile page bar.
 */
export function OrderPageFrame({ title, children }: OrderPageFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const links = useOrderPageLinks('desktop');
  return (
    <div className="orders-page">
      <header className="page-head">
        <nav className="breadcrumb" aria-label={t('common:nav.breadcrumb')}>
          <Link to={links.listHref}>{t('order:list.title')}</Link>
          <span className="breadcrumb__sep" aria-hidden="true" />
          {links.orderId ? (
            <>
              <Link to={links.orderHref}>{t('order:detail.title')}</Link>
              <span className="breadcrumb__sep" aria-hidden="true" />
            </>
          ) : null}
          <span aria-current="page">{title}</span>
        </nav>
        <h1 className="page-title">{title}</h1>
      </header>
      {children(links)}
    </div>
  );
}
