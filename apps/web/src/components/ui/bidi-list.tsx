import { Fragment } from 'react';
import { useLang } from '@/lib/use-lang';

/** Languages written in Arabic script: their comma is "،". */
const ARABIC_COMMA = new Set(['ar', 'fa', 'ur', 'pr']);

/** The separator of an address's parts (city, state, country) in the interface language. */
export function listSeparator(lang: string): string {
  return ARABIC_COMMA.has(lang) ? '\u060C ' : ', ';
}

/**
 * Parts of one line (an address's city, state and country), each isolated (`<bdi>`: a Latin city name
 * inside Arabic text keeps its own direction and does not drag the separators along), joined by the
 * interface language's separator. Empty parts are left out.
 */
export function BidiList({ parts, className }: { parts: readonly (string | null | undefined)[]; className?: string }) {
  const sep = listSeparator(useLang());
  const shown = parts.filter((p): p is string => !!p && p.trim() !== '');
  return (
    <span className={className} data-testid="bidi-list">
      {shown.map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? sep : null}
          <bdi>{p}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
