import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@mall/contracts';
import { Count, Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { BidiList } from '@/components/ui/bidi-list';
import { ErrorState } from '@/components/ui/error-state';
import { useOrderGoods } from '@/features/order/api/list-order-goods';
import { lineAmount, orderTotal } from '@/features/order/money';
import { statusKey } from '@/features/order/rules';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import type { OrderGoodsLine, OrderInfo } from '@/features/order/types';
import { OrderActions } from './order-actions';
import { OrderImage } from '@/components/ui/order-image';
import { OrderStatusBadge, ReturnStatusBadge } from './order-status';
import { useTextLang } from '@/lib/text-lang';
import { AttrList } from '@/components/ui/attr-list';

const GOODS_PAGE = 100;

// The history and logistics sit below the goods: their code loads right after the first render.
const OrderTimeline = lazy(() => import('./order-timeline').then((m) => ({ default: m.OrderTimeline })));

function Line({ line, goodsHref }: { line: OrderGoodsLine; goodsHref?: (id: string) => string }) {
  const { t } = useTranslation('order');
  const textLang = useTextLang();
  const name = (
    <span dir="auto" className="order-line__name" lang={textLang(line.goodsNameLang)}>
      {line.goodsName}
    </span>
  );
  return (
    <li className="order-line" data-testid="order-line">
      <OrderImage url={line.goodsIcon} size={72} className="order-line__pic" />
      <div className="order-line__info">
        {goodsHref && line.goodsId ? <Link to={goodsHref(line.goodsId)}>{name}</Link> : name}
        <AttrList attributes={line.attributes} className="order-line__attrs muted" />
        <dl className="order-line__nums">
          <div>
            <dt>{t('detail.unitPrice')}</dt>
            <dd>
              <Money value={Number(line.goodsReal)} exact />
            </dd>
          </div>
          <div>
            <dt>{t('detail.qty')}</dt>
            <dd data-testid="order-line-qty">
              <Count value={Number(line.goodsNum)} />
            </dd>
          </div>
          <div>
            <dt>{t('detail.freight')}</dt>
            <dd>
              <Money value={Number(line.fees)} exact />
            </dd>
          </div>
          <div>
            <dt>{t('detail.tax')}</dt>
            <dd>
              <Money value={Number(line.tax)} exact />
            </dd>
          </div>
        </dl>
      </div>
      <strong className="order-line__amount">
        <Money value={lineAmount(line.goodsReal, line.goodsNum)} exact />
      </strong>
    </li>
  );
}

function Goods({ orderId, goodsHref }: { orderId: string; goodsHref?: (id: string) => string }) {
  const { t } = useTranslation('order');
  const goods = useOrderGoods(orderId, 1, GOODS_PAGE);
  return (
    <section className="order-section" aria-labelledby="order-goods-title">
      <h2 className="order-section__title" id="order-goods-title">
        {t('detail.goods')}
      </h2>
      {goods.isPending ? (
        <Skeleton height="72px" />
      ) : goods.isError ? (
        <ErrorState message={goods.error.message || undefined} onRetry={() => void goods.refetch()} />
      ) : (
        <>
          <ul className="order-lines">
            {goods.data.pageList.map((l, i) => (
              <Line key={`${l.goodsId}-${l.skuId ?? ''}-${i}`} line={l} goodsHref={goodsHref} />
            ))}
          </ul>
          {goods.data.pageInfo.totalElements > goods.data.pageList.length ? (
            <p className="muted">{t('detail.moreLines', { n: goods.data.pageInfo.totalElements - goods.data.pageList.length })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Summary({ o }: { o: OrderInfo }) {
  const { t } = useTranslation('order');
  const rows: [string, number, string?][] = [
    ['detail.goodsAmount', Number(o.prizeOriginal ?? o.prizeReal)],
    ['detail.discount', Number(o.discount ?? 0), 'discount'],
    ['detail.freight', Number(o.fees)],
    ['detail.tax', Number(o.tax)],
  ];
  return (
    <section className="order-section" aria-labelledby="order-summary-title">
      <h2 className="order-section__title" id="order-summary-title">
        {t('detail.summary')}
      </h2>
      <dl className="order-sums">
        {rows.map(([k, v, kind]) => (
          <div key={k}>
            <dt>{t(k)}</dt>
            <dd>
              {/* one left-to-right run: "−5.25 USDT", the sign before the number in RTL too */}
              <bdi dir="ltr">
                {kind === 'discount' && v > 0 ? <span aria-hidden="true">−</span> : null}
                <Money value={v} exact />
              </bdi>
            </dd>
          </div>
        ))}
        <div className="order-sums__total">
          <dt>{t('detail.total')}</dt>
          <dd data-testid="order-detail-total">
            <Money value={orderTotal(o)} exact />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Address({ o }: { o: OrderInfo }) {
  const { t } = useTranslation('order');
  return (
    <section className="order-section" aria-labelledby="order-address-title">
      <h2 className="order-section__title" id="order-address-title">
        {t('detail.address')}
      </h2>
      {o.contacts || o.address ? (
        <address className="order-address" data-testid="order-address">
          <p>
            <strong>
              <bdi>{o.contacts}</bdi>
            </strong>{' '}
            <bdi dir="ltr">{displayPhone(o.phone)}</bdi>
          </p>
          {o.email ? (
            <p>
              <bdi dir="ltr">{o.email}</bdi>
            </p>
          ) : null}
          <p>
            <bdi>{o.address}</bdi>
          </p>
          <p data-testid="order-address-area">
            <BidiList parts={[o.city, o.province, o.country]} />
            {o.postcode ? (
              <>
                {' '}
                <bdi dir="ltr">{o.postcode}</bdi>
              </>
            ) : null}
          </p>
        </address>
      ) : (
        <p className="muted">—</p>
      )}
    </section>
  );
}

function Facts({ o }: { o: OrderInfo }) {
  const { t } = useTranslation('order');
  const pay = Number(o.payStatus);
  return (
    <section className="order-section" aria-labelledby="order-facts-title">
      <h2 className="order-section__title" id="order-facts-title">
        {t('detail.info')}
      </h2>
      <dl className="order-facts">
        <div>
          <dt>{t('detail.orderNo')}</dt>
          <dd data-testid="order-detail-id">
            <bdi dir="ltr">{o.id}</bdi>
          </dd>
        </div>
        {o.goodsFrom ? (
          <div>
            <dt>{t('detail.store')}</dt>
            <dd>
              <bdi>{o.goodsFrom}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.created')}</dt>
          <dd>
            <time dateTime={serverDateIso(o.createTime)}>{formatServerDate(o.createTime)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('detail.payStatus')}</dt>
          <dd data-testid="order-pay-status">{t(`payStatus.${pay === 1 ? 'paid' : pay === -1 ? 'cancelled' : 'unpaid'}`)}</dd>
        </div>
        {o.payTime ? (
          <div>
            <dt>{t('detail.paidAt')}</dt>
            <dd>
              <time dateTime={serverDateIso(o.payTime)}>{formatServerDate(o.payTime)}</time>
            </dd>
          </div>
        ) : null}
        {o.paymentMethod ? (
          <div>
            <dt>{t('detail.payMethod')}</dt>
            <dd>{t(`payMethod.${o.paymentMethod === 'stripe' ? 'card' : 'balance'}`)}</dd>
          </div>
        ) : null}
        {Number(o.status) === -1 && o.cancelReason !== null && o.cancelReason !== undefined && String(o.cancelReason) !== '' ? (
          <div>
            <dt>{t('detail.cancelReason')}</dt>
            <dd>{t(`cancelReasons.${o.cancelReason}`, { defaultValue: String(o.cancelReason) })}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The order once loaded (see order-detail-view.tsx): status and next step, buttons, address, goods, money, history. */
export function OrderDetailBody({ o, listHref, goodsHref }: { o: OrderInfo; listHref: string; goodsHref?: (goodsId: string) => string }) {
  const { t } = useTranslation('order');
  // "Logistics" jumps to the timeline on this page: keep the page's query (`?orderId=`) in the link
  const { search } = useLocation();
  const key = statusKey(o.status);
  return (
    <div className="order-detail" data-testid="order-detail" data-status={o.status}>
      <section className={`order-hero order-hero--${key}`} aria-labelledby="order-hero-title">
        <div className="order-hero__text">
          <h2 className="order-hero__title" id="order-hero-title">
            <OrderStatusBadge status={o.status} /> <ReturnStatusBadge returnStatus={o.returnStatus} />
          </h2>
          <p className="order-hero__next" data-testid="order-next-step">
            {key === 'toPay' && o.payBefore ? t('next.toPayBefore', { time: formatServerDate(o.payBefore) }) : t(`next.${key}`)}
          </p>
        </div>
        <div className="order-hero__side">
          <p className="order-hero__total">
            <span className="muted">{t('detail.total')}</span> <Money value={orderTotal(o)} exact />
          </p>
          <OrderActions
            order={{ id: o.id, status: o.status, total: orderTotal(o), reminded: Number(o.reminded) === 1, buttons: o.buttons }}
            logisticsHref={`${search}#logistics`}
            size="md"
          />
          {Number(o.returnStatus ?? 0) > 0 ? (
            <Link
              className="order-hero__refund"
              to={`${listHref.startsWith('/wap') ? '/wap' : '/userInfo'}/order-return?orderId=${encodeURIComponent(o.id)}`}
              data-testid="order-refund-link"
            >
              {t('returnStatus.details')}
            </Link>
          ) : null}
        </div>
      </section>
      <div className="order-detail__grid">
        <div className="order-detail__main">
          <Goods orderId={o.id} goodsHref={goodsHref} />
          <Suspense fallback={<Skeleton height="120px" />}>
            <OrderTimeline orderId={o.id} carrier={o.carrier} trackingNo={o.trackingNo} />
          </Suspense>
        </div>
        <div className="order-detail__side">
          <Summary o={o} />
          <Address o={o} />
          <Facts o={o} />
        </div>
      </div>
    </div>
  );
}
