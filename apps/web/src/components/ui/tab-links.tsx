import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TabLinksProps<K extends string> {
  tabs: readonly K[];
  active: K;
  /** the accessible name of the tab bar */
  label: string;
  /** `tabs` plus this page's own classes */
  className: string;
  /** `data-testid` of a tab: this prefix and its key */
  testIdPrefix: string;
  children: (tab: K) => ReactNode;
}

/** Tabs kept in the address (`?tab=<key>`, replacing the entry; other parameters such as the page are dropped). */
export function TabLinks<K extends string>({ tabs, active, label, className, testIdPrefix, children }: TabLinksProps<K>) {
  return (
    <nav className={`tabs ${className}`} aria-label={label}>
      {tabs.map((k) => (
        <Link
          key={k}
          to={`?tab=${k}`}
          replace
          className={`tabs__tab${active === k ? ' tabs__tab--active' : ''}`}
          aria-current={active === k ? 'page' : undefined}
          data-testid={`${testIdPrefix}${k}`}
        >
          {children(k)}
        </Link>
      ))}
    </nav>
  );
}
