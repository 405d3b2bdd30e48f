import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useSellerMe } from '@/features/seller/api/get-me';
import { useSellerOrder } from '@/features/seller/api/get-order';
import { useFulfilOrder } from '@/features/seller/api/fulfil-order';
import { isOverdue, mayConfirm, mayShip, shipErrors, type SellerOrderDetail } from '@/features/seller/types';
import { imageSources } from '@/lib/image';
import { Amount } from '@/components/console/amount';
import { Code, When } from '@/components/console/console-ui';
import { ErrorBox } from '@/components/console/list-state';
import { StatusBadge } from './seller-ui';

/** Where the buyer's payment is: not paid, held in escrow, settled to the store, or in a refund case. */
function moneyState(o: SellerOrderDetail): 'unpaid' | 'escrow' | 'released' | 'refund' | 'cancelled' {
  if (o.status === -1) return 'cancelled';
  if (o.status === 0) return 'unpaid';
  if (o.status === 6) return 'refund';
  return o.receivedAt || o.status === 4 || o.status === 5 ? 'released' : 'escrow';
}

function ShipForm({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation('seller');
  const fulfil = useFulfilOrder();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [tried, setTried] = useState(false);
  const errors = shipErrors(carrier, trackingNo);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.carrier || errors.trackingNo) return;
    fulfil.mutate(
      { orderId: order.id, action: 'ship', carrier, trackingNo },
      {
        onSuccess: () => toast.success(t('ship.done')),
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <form className="seller-ship" onSubmit={onSubmit} noValidate aria-labelledby="seller-ship-title">
      <h2 id="seller-ship-title" className="seller-card__title">
        {t('ship.title')}
      </h2>
      <div className="seller-ship__fields">
        <TextField
          label={t('ship.carrier')}
          value={carrier}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => setCarrier(e.target.value)}
          error={tried && errors.carrier ? t(`ship.errors.${errors.carrier}`) : null}
          data-testid="seller-ship-carrier"
        />
        <TextField
          label={t('ship.trackingNo')}
          value={trackingNo}
          maxLength={64}
          dir="ltr"
          autoComplete="off"
          onChange={(e) => setTrackingNo(e.target.value)}
          hint={t('ship.trackingHint')}
          error={tried && errors.trackingNo ? t('ship.errors.invalid') : null}
          data-testid="seller-ship-tracking"
        />
      </div>
      <Button type="submit" pending={fulfil.isPending} data-testid="seller-ship-submit">
        {t('ship.submit')}
      </Button>
    </form>
  );
}

function Actions({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation('seller');
  const me = useSellerMe();
  const fulfil = useFulfilOrder();
  if (!mayShip(order.status)) return null;
  if (me.data?.seller.status === 'suspended')
    return (
      <p className="seller-alert" role="status">
        {t('suspended')}
      </p>
    );
  return (
    <section className="seller-card" aria-label={t('detail.actions')}>
      {mayConfirm(order.status) ? (
        <div className="seller-confirm">
          <p className="seller-muted">{t('confirm.hint')}</p>
          <Button
            variant="secondary"
            pending={fulfil.isPending}
            onClick={() =>
              fulfil.mutate(
                { orderId: order.id, action: 'confirm' },
                { onSuccess: () => toast.success(t('confirm.done')), onError: (err) => toast.error(err.message) },
              )
            }
            data-testid="seller-confirm"
          >
            {t('confirm.button')}
          </Button>
        </div>
      ) : null}
      <ShipForm order={order} />
    </section>
  );
}

/** One order of the store: lines, address and contact, money, log; confirm and ship. */
export function OrderDetailView() {
  const { t } = useTranslation('seller');
  const { orderId = '' } = useParams();
  const query = useSellerOrder(orderId);
  const back = (
    <Link to="/seller" className="seller-back">
      {t('detail.back')}
    </Link>
  );
  if (query.isPending)
    return (
      <div className="seller-empty">
        <Spinner label={t('common:actions.loading')} />
      </div>
    );
  if (query.isError)
    return (
      <>
        {back}
        <ErrorBox error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  const o = query.data;
  const state = moneyState(o);
  const overdue = isOverdue(o);
  return (
    <div className="seller-detail" data-testid="seller-order-detail">
      {back}
      <header className="seller-card seller-detail__head">
        <h1 className="seller-card__title">
          {t('detail.title')} <Code>{o.id}</Code>
        </h1>
        <span data-testid="seller-order-status" data-status={o.status}>
          <StatusBadge status={o.status} />
        </span>
        {o.remindedAt && (o.status === 1 || o.status === 2) ? (
          <span className="badge badge--warn" data-testid="seller-reminded">
            {t('orders.reminded')}
          </span>
        ) : null}
        <dl className="seller-facts">
          <div>
            <dt>{t('cols.date')}</dt>
            <dd>
              <When iso={o.createdAt} />
            </dd>
          </div>
          <div>
            <dt>{t('detail.paidAt')}</dt>
            <dd>
              <When iso={o.paidAt} />
            </dd>
          </div>
          {mayShip(o.status) && o.shipBy ? (
            <div className={overdue ? 'seller-overdue' : undefined}>
              <dt>{t('cols.shipBy')}</dt>
              <dd>
                <When iso={o.shipBy} /> {overdue ? <span className="badge seller-badge--danger">{t('orders.overdue')}</span> : null}
              </dd>
            </div>
          ) : null}
          {o.carrier ? (
            <div>
              <dt>{t('detail.shipment')}</dt>
              <dd data-testid="seller-shipment">
                {o.carrier} · <Code>{o.trackingNo}</Code>
              </dd>
            </div>
          ) : null}
        </dl>
      </header>

      <Actions order={o} />

      <div className="seller-detail__grid">
        <section className="seller-card" aria-labelledby="seller-items-title">
          <h2 id="seller-items-title" className="seller-card__title">
            {t('detail.items', { n: o.goodsCount })}
          </h2>
          <ul className="seller-items">
            {o.items.map((it) => {
              const img = imageSources(it.icon, 72);
              return (
                <li key={`${it.goodsId}:${it.skuId ?? '-'}`} className="seller-item">
                  {it.icon ? (
                    <img src={img.src} srcSet={img.srcSet} alt="" width={72} height={72} loading="lazy" className="seller-item__img" />
                  ) : (
                    <span className="seller-item__img" />
                  )}
                  <div className="seller-item__body">
                    <div className="seller-item__name">{it.name}</div>
                    {it.attributes.length ? (
                      <div className="seller-muted">{it.attributes.map((a) => `${a.name}: ${a.value}`).join(' · ')}</div>
                    ) : null}
                    <div className="seller-muted">
                      <bdi dir="ltr">× {it.qty}</bdi> · <Amount value={it.unitPrice} />
                    </div>
                  </div>
                  <Amount value={it.lineTotal} className="seller-strong" />
                </li>
              );
            })}
          </ul>
        </section>

        <section className="seller-card seller-money" aria-labelledby="seller-money-title" data-testid="seller-money">
          <h2 id="seller-money-title" className="seller-card__title">
            {t('money.title')}
          </h2>
          <dl className="seller-money__list">
            <div>
              <dt>{t('money.goods')}</dt>
              <dd>
                <Amount value={o.prizeReal} />
              </dd>
            </div>
            <div>
              <dt>{t('money.freight')}</dt>
              <dd>
                <Amount value={o.fees} />
              </dd>
            </div>
            <div>
              <dt>{t('money.tax')}</dt>
              <dd>
                <Amount value={o.tax} />
              </dd>
            </div>
            <div className="seller-money__total">
              <dt>{t('money.total')}</dt>
              <dd>
                <Amount value={o.total} />
              </dd>
            </div>
            <div>
              <dt>{t('money.commission')}</dt>
              <dd>
                <Amount value={o.commission} />
              </dd>
            </div>
            <div className="seller-money__payout">
              <dt>{t('money.payout')}</dt>
              <dd>
                <Amount value={o.payout} className="seller-strong" />
              </dd>
            </div>
          </dl>
          <p className={`seller-money__state seller-money__state--${state}`} data-testid="seller-money-state" data-state={state}>
            {t(`money.state.${state}`)}
          </p>
        </section>

        <section className="seller-card" aria-labelledby="seller-address-title">
          <h2 id="seller-address-title" className="seller-card__title">
            {t('detail.address')}
          </h2>
          <address className="seller-address">
            {/* the buyer's own text: each line isolated, in its own direction */}
            <strong>
              <bdi>{o.address.contacts}</bdi>
            </strong>
            <bdi>{o.address.address}</bdi>
            <bdi>{[o.address.city, o.address.province, o.address.postcode].filter(Boolean).join(', ')}</bdi>
            <bdi>{o.address.country}</bdi>
          </address>
          <h3 className="seller-subtitle">{t('detail.contact')}</h3>
          <dl className="seller-facts">
            {o.address.phone ? (
              <div>
                <dt>{t('detail.phone')}</dt>
                <dd>
                  <bdi dir="ltr">{o.address.phone}</bdi>
                </dd>
              </div>
            ) : null}
            {o.address.email ? (
              <div>
                <dt>{t('detail.email')}</dt>
                <dd>
                  <bdi dir="ltr">{o.address.email}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section className="seller-card" aria-labelledby="seller-log-title">
          <h2 id="seller-log-title" className="seller-card__title">
            {t('detail.log')}
          </h2>
          {o.logs.length === 0 ? (
            <p className="seller-muted">—</p>
          ) : (
            <ol className="seller-log">
              {o.logs.map((l, i) => (
                <li key={i} className="seller-log__entry">
                  <When iso={l.createdAt} />
                  <span>{l.text}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
