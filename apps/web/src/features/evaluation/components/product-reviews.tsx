import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { PhotoStrip } from '@/components/ui/photo-strip';
import { ErrorState } from '@/components/ui/error-state';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import { useEvaluationCounts } from '@/features/evaluation/api/count-evaluations';
import { useEvaluations } from '@/features/evaluation/api/list-evaluations';
import { REVIEW_FILTERS, REVIEWS_PAGE_SIZE, filterCount, photosOf, type ReviewFilterKey } from '@/features/evaluation/rules';
import type { ReviewRow } from '@/features/evaluation/types';
import { Stars } from '@/components/ui/stars';
import { AttrList } from '@/components/ui/attr-list';
import '@/features/evaluation/evaluation.css';

function Review({ row }: { row: ReviewRow }) {
  const { t } = useTranslation('evaluation');
  const photos = photosOf(row);
  return (
    <li className="review" data-testid="review" data-default={row.isDefault ? '1' : '0'}>
      <div className="review__head">
        <span className="review__avatar" aria-hidden="true">
          {(row.userName || '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="review__who">
          <bdi className="review__name">{row.userName || t('list.anonymous')}</bdi>
          {row.countryName ? <span className="muted"> · {row.countryName}</span> : null}
        </span>
        <Stars value={row.rating} />
        {row.evaluationTime ? (
          <time className="muted review__time" dateTime={serverDateIso(row.evaluationTime)}>
            {formatServerDate(row.evaluationTime)}
          </time>
        ) : null}
      </div>
      <AttrList attributes={row.attributes} className="muted review__attrs" />
      {row.isDefault ? (
        <p className="review__default" data-testid="review-default">
          <span className="badge">{t('list.defaultBadge')}</span> <span className="muted">{t('list.defaultText')}</span>
        </p>
      ) : row.content ? (
        <p className="review__text plain-text" dir="auto" data-testid="review-text">
          {row.content}
        </p>
      ) : (
        <p className="muted review__text">{t('list.noText')}</p>
      )}
      <PhotoStrip photos={photos} title={t('list.photosOf', { name: row.userName })} size={64} testId="review-photos" />
    </li>
  );
}

/**
 * The reviews of a goods (product page, desktop and /wap): filter chips all / good / medium / bad /
 * with pictures with their counts (`evaluation!countType`), the paged list (`evaluation!list`), photos
 * opening in the lazy photo viewer; default reviews labelled as the system's. Texts: `evaluation`
 * (loaded here; `aftersale` for the photo labels).
 */
export default function ProductReviews({ goodsId, compact = false }: { goodsId: string; compact?: boolean }) {
  const { t, ready } = useTranslation(['evaluation', 'aftersale']);
  const [filter, setFilter] = useState<ReviewFilterKey>('all');
  const [page, setPage] = useState(1);
  const type = REVIEW_FILTERS.find((f) => f.key === filter)!.type;
  const counts = useEvaluationCounts(goodsId);
  const list = useEvaluations(goodsId, type, page, REVIEWS_PAGE_SIZE);
  if (!ready) return <Skeleton height="120px" />;
  const info = list.data?.pageInfo;
  const pages = info ? Math.max(1, info.totalPage || Math.ceil(info.totalElements / REVIEWS_PAGE_SIZE)) : 1;
  const avg = Number(counts.data?.averageRating ?? 0);
  return (
    <div className={`product-reviews${compact ? ' product-reviews--compact' : ''}`} data-testid="product-reviews">
      {avg > 0 ? (
        <p className="product-reviews__avg">
          <Stars value={avg} size={18} /> <bdi dir="ltr">{avg.toFixed(1)}</bdi> <span className="muted">{t('list.average')}</span>
        </p>
      ) : null}
      <div className="review-chips" role="group" aria-label={t('filters.label')}>
        {REVIEW_FILTERS.map((f) => {
          const n = filterCount(f.key, counts.data);
          return (
            <button
              key={f.key}
              type="button"
              className={`review-chip${filter === f.key ? ' is-active' : ''}`}
              aria-pressed={filter === f.key}
              onClick={() => {
                setFilter(f.key);
                setPage(1);
              }}
              data-testid={`review-filter-${f.key}`}
            >
              {t(`filters.${f.key}`)}
              {n !== null ? (
                <>
                  {' '}
                  (<Count value={n} />)
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {list.isPending ? (
        <div aria-busy="true">
          <Skeleton height="72px" />
          <Skeleton height="72px" />
        </div>
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : !list.data.pageList.length ? (
        <p className="muted product-reviews__empty" data-testid="reviews-empty">
          {filter === 'all' ? t('list.empty') : t('list.emptyFilter')}
        </p>
      ) : (
        <>
          <ul className="review-list" aria-busy={list.isPlaceholderData || undefined}>
            {list.data.pageList.map((r) => (
              <Review key={r.id} row={r} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="review-pager" aria-label={t('list.pager')}>
              <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <span>{t('list.previous')}</span>
              </button>
              <span aria-live="polite">{t('list.page', { page, pages })}</span>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                data-testid="reviews-next"
              >
                <span>{t('list.next')}</span>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
