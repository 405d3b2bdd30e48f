import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  error: boolean;
  onMore: () => void;
}

/**
 * The end of a growing list: loads the next page by itself when it scrolls into view (a "Load more"
 * button stays for keyboards, screen readers and browsers that never report it visible), says
 * when everything is shown.
 */
export function LoadMore({ hasMore, loading, error, onMore }: LoadMoreProps) {
  const { t } = useTranslation('wap');
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, error]);
  return (
    <div ref={ref} className="wap-more" data-testid="load-more">
      {loading ? (
        <Spinner label={t('list.loading')} />
      ) : hasMore ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={onMore}>
          {error ? t('common:actions.retry') : t('list.more')}
        </button>
      ) : (
        <p className="wap-more__end">{t('list.end')}</p>
      )}
    </div>
  );
}
