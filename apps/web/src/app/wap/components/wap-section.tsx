import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A titled block of a mobile page, with an optional "See all" link. */
export function WapSection({ id, title, moreHref, children }: { id: string; title: ReactNode; moreHref?: string; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="wap-section" aria-labelledby={`wap-section-${id}`} data-testid={`wap-section-${id}`}>
      <div className="wap-section__head">
        <h2 id={`wap-section-${id}`} className="wap-section__title">
          {title}
        </h2>
        {moreHref ? (
          <Link to={moreHref} className="wap-section__more">
            {t('home.seeAll')}
            <span className="chevron" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
