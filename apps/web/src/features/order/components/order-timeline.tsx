import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { useOrderLogs } from '@/features/order/api/list-order-logs';
import { LOG_SHIPPED } from '@/features/order/rules';
import { formatServerDate, serverDateIso } from '@/lib/dates';

interface OrderTimelineProps {
  orderId: string;
  carrier?: string | null;
  trackingNo?: string | null;
}

/**
 * The order's history and logistics (`orderLog!list`), oldest first, the latest step highlighted;
 * the carrier and tracking number once the order shipped.
 */
export function OrderTimeline({ orderId, carrier, trackingNo }: OrderTimelineProps) {
  const { t } = useTranslation('order');
  const logs = useOrderLogs(orderId);
  const { hash, key } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const ready = logs.isSuccess;
  // "Logistics" leads here (`#logistics`): once the history is in, scroll to it and move the focus.
  useEffect(() => {
    if (hash !== '#logistics' || !ready || !ref.current) return;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [hash, key, ready]);
  const shipped = !!(carrier || trackingNo) || !!logs.data?.some((l) => Number(l.state) === LOG_SHIPPED);
  return (
    <section
      ref={ref}
      className="order-section"
      id="logistics"
      aria-labelledby="order-logistics-title"
      tabIndex={-1}
      data-testid="order-timeline"
    >
      <h2 className="order-section__title" id="order-logistics-title">
        {t('detail.logistics')}
      </h2>
      {shipped && (carrier || trackingNo) ? (
        <dl className="order-tracking" data-testid="order-tracking">
          <div>
            <dt>{t('detail.carrier')}</dt>
            <dd dir="auto" data-testid="order-carrier">
              {carrier || '—'}
            </dd>
          </div>
          <div>
            <dt>{t('detail.trackingNo')}</dt>
            <dd data-testid="order-tracking-no">
              <bdi dir="ltr">{trackingNo || '—'}</bdi>
            </dd>
          </div>
        </dl>
      ) : null}
      {logs.isPending ? (
        <div aria-hidden="true">
          <Skeleton height="40px" />
        </div>
      ) : logs.isError ? (
        <ErrorState message={logs.error.message || undefined} onRetry={() => void logs.refetch()} />
      ) : !logs.data.length ? (
        <p className="muted">{t('detail.noLogs')}</p>
      ) : (
        <ol className="order-timeline">
          {logs.data.map((l, i) => (
            <li
              key={l.id}
              className={`order-timeline__step${i === logs.data.length - 1 ? ' order-timeline__step--last' : ''}`}
              data-testid="order-log"
              data-state={l.state}
              aria-current={i === logs.data.length - 1 ? 'step' : undefined}
            >
              <span className="order-timeline__dot" aria-hidden="true" />
              <p className="order-timeline__text" dir="auto">
                {l.log}
              </p>
              <time className="order-timeline__time muted" dateTime={serverDateIso(l.createTime)}>
                {formatServerDate(l.createTime)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
