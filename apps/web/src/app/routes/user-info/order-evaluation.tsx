import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReviewPageView } from '@/features/evaluation/components/review-page';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/order.css';
import '@/features/after-sale/after-sale.css';

const goodsHref = (id: string) => `/productDetails?id=${encodeURIComponent(id)}`;

/** /userInfo/order-evaluation?orderId=: review the goods of a received order (stars, text, photos). */
export default function OrderEvaluationPage() {
  const { t } = useTranslation('evaluation');
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
      <ReviewPageView orderId={orderId} orderHref={orderHref} listHref="/userInfo/my-order" goodsHref={goodsHref} />
    </div>
  );
}
