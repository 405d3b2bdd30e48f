import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReturnPageView } from '@/features/after-sale/components/return-page';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

/** /userInfo/order-return?orderId=: ask for a refund (reason, detail, photos), then follow its state. */
export default function OrderReturnPage() {
  const { t } = useTranslation('aftersale');
  usePageTitle(t('page.title'));
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  const orderHref = `/userInfo/order-detail?orderId=${encodeURIComponent(orderId)}`;
  return (
    <div className="orders-page">
      <header className="page-head">
        <nav className="breadcrumb" aria-label={t('common:nav.breadcrumb')}>
          <Link to="/userInfo/my-order">{t('order:list.title')}</Link>
          <span className="breadcrumb__sep" aria-hidden="true" />
          {orderId ? (
            <>
              <Link to={orderHref}>{t('order:detail.title')}</Link>
              <span className="breadcrumb__sep" aria-hidden="true" />
            </>
          ) : null}
          <span aria-current="page">{t('page.title')}</span>
        </nav>
        <h1 className="page-title">{t('page.title')}</h1>
      </header>
      <ReturnPageView orderId={orderId} orderHref={orderHref} listHref="/userInfo/my-order" />
    </div>
  );
}
