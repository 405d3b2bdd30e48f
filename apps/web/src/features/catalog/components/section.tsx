import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A titled block of a page ("Hot deals" … "See all"). */
export function Section({ id, title, moreHref, children }: { id: string; title: ReactNode; moreHref?: string; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="section" aria-labelledby={`section-${id}`} data-testid={`section-${id}`}>
      <div className="section__head">
        <h2 id={`section-${id}`} className="section-title">
          {title}
        </h2>
        {moreHref ? (
          <Link to={moreHref} className="section__more">
            {t('home.seeAll')}
            <span className="chevron" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
