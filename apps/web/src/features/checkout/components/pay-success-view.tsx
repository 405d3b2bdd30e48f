import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Ids from `?orderId=a,b` (order ids are letters and digits). */
function orderIdsOf(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s));
}

/**
 * Payment success (desktop /paySuccess and /wap/paySuccess; also where the card provider returns):
 * the orders, a link to each order's detail and one to continue shopping.
 */
export function PaySuccessView({
  shopHref,
  ordersHref,
  orderHref,
}: {
  shopHref: string;
  ordersHref: string;
  orderHref: (id: string) => string;
}) {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const ids = orderIdsOf(params.get('orderId'));
  return (
    <section className="pay-success" data-testid="pay-success" aria-labelledby="pay-success-title">
      <svg className="pay-success__icon" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="34" fill="var(--brand-primary-soft)" />
        <path d="M22 37l9 9 19-20" fill="none" stroke="var(--brand-primary)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="pay-success-title" className="pay-success__title">
        {t('success.title')}
      </h1>
      <p className="pay-success__text">{t('success.text')}</p>
      {ids.length ? (
        <ul className="pay-success__orders" aria-label={t('success.orders')}>
          {ids.map((id) => (
            <li key={id}>
              <span className="muted">{t('success.order')}</span> <bdi dir="ltr">{id}</bdi>
              <Link to={orderHref(id)} className="pay-success__link" data-testid="pay-success-order">
                {t('success.view')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="pay-success__actions">
        <Link to={shopHref} className="btn btn--primary" data-testid="pay-success-continue">
          {t('success.continue')}
        </Link>
        <Link to={ordersHref} className="btn btn--secondary">
          {t('pay.myOrders')}
        </Link>
      </div>
    </section>
  );
}
