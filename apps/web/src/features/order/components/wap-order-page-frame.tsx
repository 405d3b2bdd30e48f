import { PageBar } from '@/components/layouts/page-bar';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrderPageLinks, type OrderPageFrameProps } from './order-page-frame';

/** The mobile variant of OrderPageFrame: the page bar (back to the order, else the list) over the body. */
export function WapOrderPageFrame({ title, children }: OrderPageFrameProps) {
  usePageTitle(title);
  const links = useOrderPageLinks('wap');
  return (
    <div className="wap-page orders-page orders-page--wap">
      <PageBar title={title} fallback={links.orderId ? links.orderHref : links.listHref} />
      <div className="wap-pad">{children(links)}</div>
    </div>
  );
}
