import type { ReactNode } from 'react';

/**
 * A console's page: its own minimal layout (no storefront header or footer), the title and what the
 * signed-in console shows beside it in the bar, then the page. `kind` adds the seller console's own
 * classes (`seller-shell`, `seller-bar`, `seller-main`) to the shared ones.
 */
export function ConsoleFrame({ title, bar, kind, children }: { title: string; bar?: ReactNode; kind?: 'seller'; children: ReactNode }) {
  const own = (part: string) => (kind ? `admin-${part} ${kind}-${part}` : `admin-${part}`);
  return (
    <div className={own('shell')}>
      <header className={own('bar')}>
        <strong>{title}</strong>
        {bar}
      </header>
      <main className={own('main')}>{children}</main>
    </div>
  );
}
