import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { ApiError, NetworkError, SessionExpiredError } from './api-client';
import { i18n } from './i18n';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Errors become toasts: the server's localized `msg`, or the translated network message. */
export function notifyError(err: unknown): void {
  if (err instanceof SessionExpiredError) return; // the session handler already told the user
  if (err instanceof ApiError || err instanceof NetworkError) toast.error(err.message);
  else if (err instanceof DOMException && err.name === 'AbortError') return;
  else toast.error(i18n.t('common:errors.server'));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      if (!query.meta?.silent) notifyError(err);
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _vars, _ctx, mutation) => {
      if (!mutation.meta?.silent) notifyError(err);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => err instanceof NetworkError && count < 1,
    },
    mutations: { retry: false },
  },
});
