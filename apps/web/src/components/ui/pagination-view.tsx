import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import type { PageInfo } from '@mall/contracts';

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export interface PaginationProps {
  pageInfo: PageInfo | undefined;
  /** address of a page (links, so pages can be opened in a new tab and Back works) */
  hrefFor: (page: number) => string;
}

/** Pagination from the server's pageInfo; hidden when everything fits on one page. */
export default function PaginationView({ pageInfo, hrefFor }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (!pageInfo || pageInfo.totalPage <= 1) return null;
  const { pageNum, totalPage } = pageInfo;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {pageNum > 1 ? (
        <Link to={hrefFor(pageNum - 1)} className="pagination__step" rel="prev">
          <span className="chevron chevron--back" aria-hidden="true" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-disabled="true">
          <span className="chevron chevron--back" aria-hidden="true" />
          {t('pagination.previous')}
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(pageNum, totalPage).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className={`pagination__page${p === pageNum ? ' is-current' : ''}`}
                aria-current={p === pageNum ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatCount(p) })}
              >
                <bdi dir="ltr">{formatCount(p)}</bdi>
              </Link>
            </li>
          ),
        )}
      </ol>
      {pageNum < totalPage ? (
        <Link to={hrefFor(pageNum + 1)} className="pagination__step" rel="next" data-testid="next-page">
          {t('pagination.next')}
          <span className="chevron" aria-hidden="true" />
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-disabled="true">
          {t('pagination.next')}
          <span className="chevron" aria-hidden="true" />
        </span>
      )}
      <span className="pagination__total">
        {t('pagination.total', { total: formatCount(pageInfo.totalElements), count: pageInfo.totalElements })}
      </span>
    </nav>
  );
}
