import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

const MARK = '\u0001';

/**
 * Translate `key` and put React nodes where its `{{name}}` placeholders are, so numbers can be
 * wrapped in <bdi> inside a translated sentence ("Freight {{freight}}, tax {{tax}} per unit").
 */
export function tNodes(t: TFunction, key: string, nodes: Record<string, ReactNode>): ReactNode {
  const vars = Object.fromEntries(Object.keys(nodes).map((k) => [k, `${MARK}${k}${MARK}`]));
  const text = String(t(key, vars));
  return text.split(MARK).map((part, i) => <Fragment key={i}>{i % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>);
}
