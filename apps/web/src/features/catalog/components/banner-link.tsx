import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A banner's link: site paths stay in the app, http(s) opens a new tab, anything else is not a link. */
export function BannerLink({
  link,
  className,
  label,
  children,
}: {
  link: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const href = link.trim();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
