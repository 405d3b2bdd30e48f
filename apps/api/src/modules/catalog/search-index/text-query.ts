/**
 * Text analysis of the in-memory search index (search-index.ts): the tsquery text Postgres makes of
 * the words (search_tsquery(), per-language stemming and stop words) parsed into a formula over
 * lexemes, and the check that a formula is one page() evaluates. Pure.
 */

/** A boolean formula over lexemes: a goods matches `{ term }` when the term is one of its terms. */
export type QueryNode = { term: string } | { and: QueryNode[] } | { or: QueryNode[] };

/** Parentheses nested deeper than this: not a query search_tsquery() makes (ask Postgres). */
const MAX_PARENS = 32;
/** and/or nested deeper than this: refused by page() (keeps the recursive evaluation shallow). */
const MAX_QUERY_DEPTH = 100;

type Token = '&' | '|' | '(' | ')' | { term: string };

/** The tokens of tsquery text, or null for anything but quoted lexemes, & | ( ) and whitespace. */
function tokenize(text: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '&' || c === '|' || c === '(' || c === ')') {
      out.push(c);
      i++;
    } else if (c === "'") {
      // Postgres writes a quote in a lexeme doubled and a backslash escaped; it reads both escapes
      let term = '';
      i++;
      for (;;) {
        if (i >= text.length) return null; // unterminated
        const d = text[i]!;
        if (d === "'") {
          if (text[i + 1] !== "'") break;
          term += "'";
          i += 2;
        } else if (d === '\\') {
          if (i + 1 >= text.length) return null;
          term += text[i + 1];
          i += 2;
        } else {
          term += d;
          i++;
        }
      }
      i++; // the closing quote
      if (term === '') return null;
      out.push({ term });
      // a weight or prefix marker (`'x':*`, `'x':A`) falls to the last branch: not supported
    } else {
      return null; // `!`, `<->`, `<2>`, `:`, unquoted words, anything else
    }
  }
  return out;
}

/** `kind` of `parts`, nested ones of the same kind flattened; one part stands alone. */
function combine(kind: 'and' | 'or', parts: QueryNode[]): QueryNode {
  if (parts.length === 1) return parts[0]!;
  const flat: QueryNode[] = [];
  for (const p of parts) {
    if (kind === 'and' && 'and' in p) flat.push(...p.and);
    else if (kind === 'or' && 'or' in p) flat.push(...p.or);
    else flat.push(p);
  }
  return kind === 'and' ? { and: flat } : { or: flat };
}

/**
 * The formula of a tsquery as Postgres writes it (`'black' & ( 'shirts' | 'shirt' )`): quoted
 * lexemes, `&` binding tighter than `|`, parentheses. Null for what the index does not evaluate or
 * for malformed text: negation, phrase operators, weight/prefix markers, empty text. Nested and/or
 * of one kind are flattened.
 */
export function parseTsquery(text: string): QueryNode | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  let i = 0;
  // recursive descent; the recursion is bounded by MAX_PARENS
  const primary = (depth: number): QueryNode | null => {
    const t = tokens[i];
    if (t === '(') {
      if (depth >= MAX_PARENS) return null;
      i++;
      const inner = or(depth + 1);
      if (!inner || tokens[i] !== ')') return null;
      i++;
      return inner;
    }
    if (typeof t === 'object') {
      i++;
      return t;
    }
    return null;
  };
  const and = (depth: number): QueryNode | null => {
    const parts: QueryNode[] = [];
    for (;;) {
      const p = primary(depth);
      if (!p) return null;
      parts.push(p);
      if (tokens[i] !== '&') return combine('and', parts);
      i++;
    }
  };
  const or = (depth: number): QueryNode | null => {
    const parts: QueryNode[] = [];
    for (;;) {
      const p = and(depth);
      if (!p) return null;
      parts.push(p);
      if (tokens[i] !== '|') return combine('or', parts);
      i++;
    }
  };
  const q = or(0);
  return q && i === tokens.length ? q : null;
}

/** Throws unless `q` is a formula page() evaluates: non-empty and/or, string terms, bounded depth. */
export function checkQuery(q: QueryNode): void {
  // iterative: a hostile depth must not overflow the stack here, only be refused
  const stack: [QueryNode, number][] = [[q, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_QUERY_DEPTH) throw new RangeError(`search query nested deeper than ${MAX_QUERY_DEPTH}`);
    if ('term' in node) {
      if (typeof node.term !== 'string') throw new TypeError('search query term is not a string');
      continue;
    }
    const parts = 'and' in node ? node.and : node.or;
    if (!Array.isArray(parts) || parts.length === 0) throw new RangeError('search query and/or without operands');
    for (const p of parts) stack.push([p, depth + 1]);
  }
}
