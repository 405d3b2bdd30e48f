import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A list or page that did not load: the error in the user's language, and a retry. */
export function ErrorBox({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="seller-card seller-error" role="alert">
      <p>{error?.message || t('errors.server')}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A console list's states: loading, the error with a retry, the empty text, else `children` with the
 * page of items (the previous page stays while the next one loads).
 */
export function ConsoleList<T extends { items: unknown[] }>({
  query,
  empty,
  emptyTestId,
  children,
}: {
  query: UseQueryResult<T>;
  empty: ReactNode;
  emptyTestId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isPending)
    return (
      <div className="seller-empty">
        <Spinner label={t('actions.loading')} />
      </div>
    );
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return (
      <p className="seller-empty" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  return <>{children(query.data)}</>;
}
