import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import './info-pages.css';

/** The frame of an information page (about, app, sell with us): its title, as the tab's too, and the text. */
export function InfoPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="container page-pad">
      <article className="info-page" data-testid={testId}>
        <h1 className="info-page__title">
          <bdi>{title}</bdi>
        </h1>
        {children}
      </article>
    </div>
  );
}
