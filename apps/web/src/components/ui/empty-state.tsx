import type { ReactNode } from 'react';

/** "Nothing here" panel with an optional action (link or button). */
export function EmptyState({ title, text, children }: { title: ReactNode; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <span className="empty-state__art" aria-hidden="true" />
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children}
    </div>
  );
}
