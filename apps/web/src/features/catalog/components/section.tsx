import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface SectionProps {
  id: string;
  title: ReactNode;
  moreHref?: string;
  /** the mobile site's block (`wap-section` classes, ids and test ids) */
  mobile?: boolean;
  children: ReactNode;
}

/** A titled block of a page ("Hot deals" … "See all"), on the desktop or the mobile site. */
export function Section({ id, title, moreHref, mobile = false, children }: SectionProps) {
  const { t } = useTranslation('catalog');
  const block = mobile ? 'wap-section' : 'section';
  return (
    <section className={block} aria-labelledby={`${block}-${id}`} data-testid={`${block}-${id}`}>
      <div className={`${block}__head`}>
        <h2 id={`${block}-${id}`} className={mobile ? 'wap-section__title' : 'section-title'}>
          {title}
        </h2>
        {moreHref ? (
          <Link to={moreHref} className={`${block}__more`}>
            {t('home.seeAll')}
            <span className="chevron" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
