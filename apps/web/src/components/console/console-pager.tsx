import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The consoles' pager (operator queues, the seller's orders, notices, returns and reviews): previous,
 * "page n of m", next; nothing when everything fits on one page. The page lives where the caller keeps
 * it (the address or state): `onPage` is told the page asked for.
 */
export function ConsolePager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </Button>
      <span>{t('pager.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}

/** How many pages `total` items fill, at least one. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
