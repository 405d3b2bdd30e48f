import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { useOrderGoods } from '@/features/order/api/list-order-goods';
import { orderTotal } from '@/features/order/money';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import type { OrderRow } from '@/features/order/types';
import { OrderActions } from './order-actions';
import { OrderImage } from '@/components/ui/order-image';
import { OrderStatusBadge, ReturnStatusBadge } from './order-status';
import { useTextLang } from '@/lib/text-lang';

/** The first goods of an order: from the row when the server sends it, else its first line. */
function FirstGoods({ row }: { row: OrderRow }) {
  const { t } = useTranslation('order');
  const textLang = useTextLang();
  const inRow = !!row.goodsName;
  const lines = useOrderGoods(row.id, 1, 1, { enabled: !inRow });
  const first = lines.data?.pageList?.[0];
  const name = row.goodsName ?? first?.goodsName;
  const nameLang = row.goodsName ? row.goodsNameLang : first?.goodsNameLang;
  const icon = row.goodsIcon ?? first?.goodsIcon;
  return (
    <div className="order-card__goods">
      {name === undefined && lines.isPending ? (
        <Skeleton width="64px" height="64px" />
      ) : (
        <OrderImage url={icon} size={64} className="order-card__pic" />
      )}
      <div className="order-card__goods-text">
        <p className="order-card__goods-name" dir="auto" lang={name ? textLang(nameLang) : undefined} data-testid="order-goods-name">
          {name ?? (lines.isPending ? <Skeleton width="12em" /> : '—')}
        </p>
        <p className="muted">{t('list.items', { n: Number(row.goodsCount) || 0 })}</p>
      </div>
    </div>
  );
}

/** One order of the list: store, number, date, status, first goods, total, and its buttons. */
export function OrderCard({ row, detailHref }: { row: OrderRow; detailHref: string }) {
  const { t } = useTranslation('order');
  const total = orderTotal(row);
  return (
    <article className="surface-card order-card" data-testid={`order-card-${row.id}`} aria-labelledby={`order-${row.id}-title`}>
      <header className="order-card__head">
        <h2 className="order-card__store" id={`order-${row.id}-title`}>
          <bdi>{row.goodsFrom || t('detail.store')}</bdi>
        </h2>
        <span className="order-card__meta muted">
          {t('list.orderNo')} <bdi dir="ltr">{row.id}</bdi>
        </span>
        {row.createTime ? (
          <time className="order-card__meta muted" dateTime={serverDateIso(row.createTime)}>
            {formatServerDate(row.createTime)}
          </time>
        ) : null}
        {Number(row.status) === 0 && row.payBefore ? (
          <span className="order-card__meta" data-testid="order-pay-before">
            {t('list.payBefore', { time: formatServerDate(row.payBefore) })}
          </span>
        ) : null}
        <span className="order-card__badges">
          <ReturnStatusBadge returnStatus={row.returnStatus} />
          <OrderStatusBadge status={row.status} />
        </span>
      </header>
      <Link to={detailHref} className="order-card__body" aria-label={t('list.viewDetail', { id: row.id })}>
        <FirstGoods row={row} />
        <div className="order-card__total">
          <span className="muted">{t('list.total')}</span>
          <strong data-testid="order-total">
            <Money value={total} exact />
          </strong>
        </div>
      </Link>
      <footer className="order-card__foot">
        <Link to={detailHref} className="link-button order-card__detail" data-testid="order-detail-link">
          {t('list.detail')}
        </Link>
        <OrderActions
          order={{ id: row.id, status: row.status, total, reminded: Number(row.reminded) === 1, buttons: row.buttons }}
          logisticsHref={`${detailHref}#logistics`}
        />
      </footer>
    </article>
  );
}
