import type { SearchSort } from '../domain/sort';
import { type IndexedGoods, type QueryNode, type SearchIndex, SearchIndexBuilder, parseTsquery } from './search-index';

// Math's functions, looked up once: a lookup on the test environment's global is slow (~0.2 µs)
const { floor, imul, min } = Math;

const SORTS: SearchSort[] = ['hot_desc', 'hot_asc', 'price_asc', 'price_desc', 'new_desc', 'new_asc', 'rec_desc', 'rec_asc'];

// ---------------------------------------------------------------------------------------------------
// the oracle: filter, then sort everything, written plainly from the order definitions

const byIdAsc = (a: IndexedGoods, b: IndexedGoods) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byIdDesc = (a: IndexedGoods, b: IndexedGoods) => -byIdAsc(a, b);

const ORACLE_ORDER: Record<SearchSort, (a: IndexedGoods, b: IndexedGoods) => number> = {
  hot_desc: (a, b) => (a.soldNum !== b.soldNum ? b.soldNum - a.soldNum : byIdDesc(a, b)),
  hot_asc: (a, b) => (a.soldNum !== b.soldNum ? a.soldNum - b.soldNum : byIdAsc(a, b)),
  price_asc: (a, b) => (a.priceEff !== b.priceEff ? a.priceEff - b.priceEff : byIdAsc(a, b)),
  price_desc: (a, b) => (a.priceEff !== b.priceEff ? b.priceEff - a.priceEff : byIdDesc(a, b)),
  new_desc: (a, b) => (a.createdAt !== b.createdAt ? b.createdAt - a.createdAt : byIdDesc(a, b)),
  new_asc: (a, b) => (a.createdAt !== b.createdAt ? a.createdAt - b.createdAt : byIdAsc(a, b)),
  rec_desc: (a, b) => {
    if (a.isRec !== b.isRec) return a.isRec ? -1 : 1; // true first
    if (a.recTime !== b.recTime) {
      if (a.recTime === null) return 1; // nulls last
      if (b.recTime === null) return -1;
      return b.recTime - a.recTime;
    }
    return byIdDesc(a, b);
  },
  rec_asc: (a, b) => {
    if (a.isRec !== b.isRec) return a.isRec ? 1 : -1; // false first
    if (a.recTime !== b.recTime) {
      if (a.recTime === null) return 1; // nulls last here too
      if (b.recTime === null) return -1;
      return a.recTime - b.recTime;
    }
    return byIdAsc(a, b);
  },
};

function holds(q: QueryNode, terms: readonly string[]): boolean {
  if ('term' in q) return terms.includes(q.term);
  if ('and' in q) return q.and.every((c) => holds(c, terms));
  return q.or.some((c) => holds(c, terms));
}

/** Every matching goods' id, in the order. */
function oracleAll(goods: readonly IndexedGoods[], q: QueryNode, sort: SearchSort, sellerId?: string): string[] {
  const hits: IndexedGoods[] = [];
  for (const g of goods) if ((sellerId === undefined || g.sellerId === sellerId) && holds(q, g.terms)) hits.push(g);
  return hits.sort(ORACLE_ORDER[sort]).map((g) => g.id);
}

/** What search_goods_page answers, given every match in the order. */
const expected = (all: string[], o: { limit: number; offset: number; cap: number }) => ({
  matches: min(all.length, o.cap + 1),
  ids: o.offset >= o.cap ? [] : all.slice(o.offset, o.offset + o.limit),
});

const CAPS = [1, 4, 200, 10_000];
const OFFSETS = [0, 20, 190, 200, 250];
const LIMITS = [1, 20, 100];

/**
 * page() against the oracle for every query × sort × seller × cap × offset × limit; fails on the
 * first difference (compared by hand first: tens of thousands of expect() calls are slow).
 */
function checkAgainstOracle(index: SearchIndex, goods: readonly IndexedGoods[], queries: QueryNode[], sellers: (string | undefined)[]) {
  let compared = 0;
  let nonEmpty = 0;
  for (const q of queries)
    for (const sort of SORTS)
      for (const sellerId of sellers) {
        const all = oracleAll(goods, q, sort, sellerId);
        if (all.length > 0) nonEmpty++;
        for (const cap of CAPS)
          for (const offset of OFFSETS)
            for (const limit of LIMITS) {
              const o = { sort, sellerId, cap, offset, limit };
              const got = index.page(q, o);
              const want = expected(all, o);
              compared++;
              if (got.matches !== want.matches || got.ids.length !== want.ids.length || got.ids.some((id, i) => id !== want.ids[i]))
                expect({ q, o, got }).toEqual({ q, o, got: want });
            }
      }
  return { compared, nonEmpty };
}

// ---------------------------------------------------------------------------------------------------
// a random catalogue

/** mulberry32: a small seeded PRNG, [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r: () => number, n: number) => floor(r() * n);

function uuid(r: () => number): string {
  let h = '';
  for (let i = 0; i < 32; i++) h += '0123456789abcdef'[pick(r, 16)];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Zipf-ish: t0 in ~60 % of goods, t3 in ~30 %, t10 in ~6 %, t25 in ~0.2 %, t39 in ~0.01 %; and some odd lexemes. */
const VOCAB = [
  ...Array.from({ length: 40 }, (_, i) => ({ term: `t${i}`, p: 0.6 * 0.8 ** i })),
  ...[
    { term: '衬衫', p: 0.05 },
    { term: '衫子', p: 0.04 },
    { term: "it's", p: 0.02 },
    { term: 'a\\b', p: 0.01 },
  ],
];
/** Terms in exactly 3 goods each. */
const RARE = ['r0', 'r1', 'r2', 'r3', 'r4'];
/**
 * Pairs of terms that mostly go together (like the CJK bigrams of a word), each in ~60 goods: below
 * 1/64 of the goods, so the index keeps them as lists only (no bitmap), and their AND is not empty.
 */
const PAIRS = [0, 1, 2].map((i) => [`pa${i}`, `pb${i}`] as const);

interface Catalogue {
  goods: IndexedGoods[];
  sellers: string[];
}

function randomGoods(r: () => number, sellers: string[], id = uuid(r)): IndexedGoods {
  return {
    id,
    // a power skews them to the first sellers: a few big stores, many small ones
    sellerId: sellers[floor(sellers.length * r() ** 3)]!,
    // few distinct values: many ties, broken by id
    soldNum: pick(r, 25),
    priceEff: 100 * (1 + pick(r, 40)),
    createdAt: 1_700_000_000_000_000 + 1_000_000 * pick(r, 60),
    isRec: r() < 0.2,
    recTime: r() < 0.3 ? null : 1_700_000_000_000_000 + 1_000_000 * pick(r, 30),
    terms: VOCAB.filter((v) => r() < v.p).map((v) => v.term),
  };
}

function randomCatalogue(seed: number, n: number): Catalogue {
  const r = prng(seed);
  const sellers = Array.from({ length: 60 }, () => uuid(r));
  const goods = Array.from({ length: n }, () => randomGoods(r, sellers));
  const give = (term: string, count: number) => {
    for (let c = 0; c < count;) {
      const g = goods[pick(r, n)]!;
      if (g.terms.includes(term)) continue;
      g.terms = [...g.terms, term];
      c++;
    }
  };
  for (const term of RARE) give(term, 3);
  for (const [a, b] of PAIRS) {
    for (const g of goods.filter(() => r() < 60 / n)) g.terms = [...g.terms, a, ...(r() < 0.75 ? [b] : [])];
    give(b, 15);
  }
  return { goods, sellers };
}

function build(goods: IndexedGoods[]): SearchIndex {
  const b = new SearchIndexBuilder();
  for (const g of [...goods].sort(ORACLE_ORDER.hot_desc)) b.add(g);
  return b.finish();
}

/** 1–3 terms, ANDs of ORs, sometimes a term nobody has; mostly common terms. */
function randomQuery(r: () => number): QueryNode {
  const term = (): QueryNode => {
    const x = r();
    if (x < 0.06) return { term: `nobody${pick(r, 3)}` };
    if (x < 0.14) return { term: RARE[pick(r, RARE.length)]! };
    if (x < 0.24) return { term: PAIRS[pick(r, PAIRS.length)]![pick(r, 2)]! };
    return { term: VOCAB[floor(VOCAB.length * r() ** 2.5)]!.term };
  };
  switch (pick(r, 8)) {
    case 0:
    case 1:
      return term();
    case 2:
      return { and: [term(), term()] };
    case 3:
      return { and: [term(), term(), term()] };
    case 4:
      return { or: [term(), term()] };
    case 5:
      return { or: [{ and: [term(), term()] }, term()] };
    case 6:
      return { and: [term(), { or: [{ and: [term(), term()] }, term()] }] };
    default:
      return { and: [term(), { or: [term(), term()] }] };
  }
}

// ---------------------------------------------------------------------------------------------------

describe('parseTsquery', () => {
  const t = (term: string) => ({ term });

  it('reads the canonical output of Postgres', () => {
    expect(parseTsquery("'shirt'")).toEqual(t('shirt'));
    expect(parseTsquery("'black' & ( 'shirts' | 'shirt' ) & '衬衫' & '衫子'")).toEqual({
      and: [t('black'), { or: [t('shirts'), t('shirt')] }, t('衬衫'), t('衫子')],
    });
    expect(parseTsquery("'a'&'b'|'c'")).toEqual({ or: [{ and: [t('a'), t('b')] }, t('c')] });
    expect(parseTsquery(" \t'a'\n&\r'b' ")).toEqual({ and: [t('a'), t('b')] });
  });

  it('unescapes doubled quotes and backslashes', () => {
    expect(parseTsquery("'it''s'")).toEqual(t("it's"));
    expect(parseTsquery("'a\\'b'")).toEqual(t("a'b"));
    expect(parseTsquery("'a\\\\b'")).toEqual(t('a\\b'));
    expect(parseTsquery("''''")).toEqual(t("'"));
    expect(parseTsquery("'x''' & 'y'")).toEqual({ and: [t("x'"), t('y')] });
    expect(parseTsquery("'a&b|(c)'")).toEqual(t('a&b|(c)'));
  });

  it('binds & tighter than |, and reads parentheses', () => {
    expect(parseTsquery("'a' | 'b' & 'c'")).toEqual({ or: [t('a'), { and: [t('b'), t('c')] }] });
    expect(parseTsquery("'a' & 'b' | 'c' & 'd'")).toEqual({ or: [{ and: [t('a'), t('b')] }, { and: [t('c'), t('d')] }] });
    expect(parseTsquery("( 'a' | 'b' ) & 'c'")).toEqual({ and: [{ or: [t('a'), t('b')] }, t('c')] });
    expect(parseTsquery("((('a')))")).toEqual(t('a'));
    expect(parseTsquery(`${'('.repeat(20)}'a'${')'.repeat(20)}`)).toEqual(t('a'));
  });

  it('flattens nested and/or of the same kind', () => {
    expect(parseTsquery("'a' & ( 'b' & 'c' ) & 'd'")).toEqual({ and: [t('a'), t('b'), t('c'), t('d')] });
    expect(parseTsquery("( 'a' | 'b' ) | ( 'c' | 'd' )")).toEqual({ or: [t('a'), t('b'), t('c'), t('d')] });
    expect(parseTsquery("'a' & ( 'b' | ( 'c' | 'd' ) )")).toEqual({ and: [t('a'), { or: [t('b'), t('c'), t('d')] }] });
  });

  it.each([
    ['negation', "!'a'"],
    ['negation inside', "'a' & !'b'"],
    ['negated group', "!( 'a' | 'b' )"],
    ['phrase', "'a' <-> 'b'"],
    ['phrase with distance', "'a' <2> 'b'"],
    ['prefix', "'a':*"],
    ['weight', "'a':A"],
    ['weights and prefix', "'a':*AB & 'b'"],
    ['empty', ''],
    ['blank', '   '],
    ['unquoted word', 'shirt'],
    ['unquoted word beside a lexeme', "'a' & b"],
    ['dangling operator', "'a' &"],
    ['leading operator', "& 'a'"],
    ['double operator', "'a' || 'b'"],
    ['missing operator', "'a' 'b'"],
    ['unclosed parenthesis', "( 'a' | 'b'"],
    ['unopened parenthesis', "'a' )"],
    ['empty parentheses', '()'],
    ['unterminated lexeme', "'abc"],
    ['backslash at the end', "'abc\\"],
    ['empty lexeme', "''"],
    ['nested too deep', `${'('.repeat(40)}'a'${')'.repeat(40)}`],
  ])('answers null for %s', (_, text) => {
    expect(parseTsquery(text)).toBeNull();
  });
});

describe('SearchIndexBuilder', () => {
  const g = (id: string, soldNum: number): IndexedGoods => ({
    id,
    sellerId: 'seller',
    soldNum,
    priceEff: 1,
    createdAt: 1,
    isRec: false,
    recTime: null,
    terms: ['x'],
  });

  it('takes goods in hot_desc order only, each once', () => {
    const b = new SearchIndexBuilder();
    b.add(g('c', 9));
    b.add(g('b', 9)); // same sales: id desc
    b.add(g('z', 3));
    expect(() => b.add(g('a', 4))).toThrow(/hot_desc/); // more sold than the previous
    expect(() => b.add(g('zz', 3))).toThrow(/hot_desc/); // same sales, greater id
    expect(() => b.add(g('z', 3))).toThrow(/twice/);
    expect(() => b.add(g('c', 1))).toThrow(/twice/); // in order, but a duplicate
    expect(() => b.add({ ...g('q', 1), soldNum: 1.5 })).toThrow(TypeError);
    b.add({ ...g('y', 3), terms: ['x', 'x', 'w'] }); // a term listed twice counts once
    const index = b.finish();
    expect(index.size).toBe(4);
    expect(index.page({ term: 'x' }, { sort: 'hot_desc', limit: 10, offset: 0, cap: 200 })).toEqual({
      matches: 4,
      ids: ['c', 'b', 'z', 'y'],
    });
    expect(index.page({ term: 'w' }, { sort: 'price_asc', limit: 10, offset: 0, cap: 200 })).toEqual({ matches: 1, ids: ['y'] });
    expect(() => b.add(g('a', 0))).toThrow(/finished/);
    expect(() => b.finish()).toThrow(/finished/);
  });

  it('builds an empty index', () => {
    const index = new SearchIndexBuilder().finish();
    expect(index.size).toBe(0);
    for (const sort of SORTS) expect(index.page({ term: 'x' }, { sort, limit: 10, offset: 0, cap: 200 })).toEqual({ matches: 0, ids: [] });
    index.upsert(g('a', 1));
    expect(index.page({ term: 'x' }, { sort: 'price_asc', limit: 10, offset: 0, cap: 200 })).toEqual({ matches: 1, ids: ['a'] });
  });
});

describe('SearchIndex.page against a brute-force oracle', () => {
  const cat = randomCatalogue(1, 5000);
  const index = build(cat.goods);
  const r = prng(2);
  const queries = [
    { term: 't0' },
    { term: 't1' },
    { term: 'r0' },
    { term: 'nobody' },
    { and: [{ term: 't0' }, { term: 't1' }] },
    { and: [{ term: '衬衫' }, { term: '衫子' }] },
    { or: [{ term: 'r1' }, { term: 'r2' }, { term: 'nobody' }] },
    { and: [{ term: 't0' }, { term: 'nobody' }] },
    { and: [{ term: 'pa0' }, { term: 'pb0' }] },
    { or: [{ and: [{ term: 'pa1' }, { term: 'pb1' }] }, { and: [{ term: 't0' }, { term: 'r2' }] }] },
    { and: [{ term: 't0' }, { or: [{ and: [{ term: 'pa2' }, { term: 'pb2' }] }, { term: 't5' }] }] },
    { and: [{ term: 't2' }] },
    ...Array.from({ length: 36 }, () => randomQuery(r)),
  ];

  it('has a catalogue with common, rare and tied goods', () => {
    const share = (term: string) => cat.goods.filter((g) => g.terms.includes(term)).length / cat.goods.length;
    expect(share('t0')).toBeGreaterThan(0.5);
    expect(share('t3')).toBeGreaterThan(0.25);
    expect(cat.goods.filter((g) => g.terms.includes('r3'))).toHaveLength(3);
    expect(new Set(cat.goods.map((g) => g.priceEff)).size).toBeLessThan(50);
    expect(cat.goods.filter((g) => g.recTime === null).length).toBeGreaterThan(1000);
    expect(index.size).toBe(5000);
  });

  it('answers every query, order, page and cap exactly, with and without a seller', () => {
    const sellers = [undefined, cat.sellers[0], cat.sellers[7], cat.sellers[59], 'no-such-seller'];
    const { compared, nonEmpty } = checkAgainstOracle(index, cat.goods, queries, sellers);
    expect(compared).toBe(queries.length * SORTS.length * sellers.length * 60);
    expect(nonEmpty).toBeGreaterThan(queries.length * SORTS.length);
  });

  it('stays exact through upserts and removes', () => {
    const current = new Map(cat.goods.map((g) => [g.id, g]));
    const live = build(cat.goods);
    const ops = prng(3);
    const ids = () => [...current.keys()];
    const removed: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 150; i++) {
        const x = ops();
        const some = ids();
        const old = current.get(some[pick(ops, some.length)]!)!;
        let next: IndexedGoods | null = null;
        if (x < 0.2)
          next = randomGoods(ops, cat.sellers); // a new goods
        else if (x < 0.35)
          next = { ...old, soldNum: old.soldNum + 1 + pick(ops, 5) }; // sales
        else if (x < 0.45) next = { ...old, priceEff: 100 * (1 + pick(ops, 40)) };
        else if (x < 0.5) next = { ...old, terms: randomGoods(ops, cat.sellers).terms };
        else if (x < 0.55) next = { ...old, terms: [...old.terms.filter((t) => !t.startsWith('p')), ...PAIRS[pick(ops, 3)]!] };
        else if (x < 0.6) next = { ...old, sellerId: cat.sellers[pick(ops, 3)]! };
        else if (x < 0.65) next = { ...old, isRec: !old.isRec, recTime: old.recTime === null ? 1_700_000_000_000_000 : null };
        else if (x < 0.75 && removed.length) {
          // back after a remove, changed
          const id = removed.splice(pick(ops, removed.length), 1)[0]!;
          next = { ...randomGoods(ops, cat.sellers, id), terms: ['t0', 't1', 'r0'] };
        } else if (x < 0.9) {
          live.remove(old.id);
          current.delete(old.id);
          removed.push(old.id);
        } else {
          live.remove(uuid(ops)); // unknown: nothing happens
        }
        if (next) {
          live.upsert(next);
          current.set(next.id, next);
        }
        // the same goods upserted twice in a row (a tail goods replaced)
        if (x < 0.03 && next) {
          next = { ...next, soldNum: next.soldNum + 7 };
          live.upsert(next);
          current.set(next.id, next);
        }
      }
      expect(live.size).toBe(current.size);
      expect(live.changedSinceBuild).toBeGreaterThan(100 * (round + 1));
      for (const id of removed) expect(live.has(id)).toBe(false);
      for (const id of ids().slice(0, 50)) expect(live.has(id)).toBe(true);
      const changedQueries: QueryNode[] = [
        { or: [{ term: 't0' }, { term: 't1' }] }, // goods back after a remove have both: seen twice in the tail
        { and: [{ term: 't2' }, { or: [{ term: 't1' }, { term: 'r0' }] }] },
        ...queries.slice(0, 20),
      ];
      checkAgainstOracle(live, [...current.values()], changedQueries, [undefined, cat.sellers[0], cat.sellers[1]]);
    }
  });

  it('refuses a malformed goods without changing anything', () => {
    const live = build(cat.goods.slice(0, 100));
    const g = cat.goods[0]!;
    const q = { term: 't0' };
    const before = live.page(q, { sort: 'price_asc', limit: 100, offset: 0, cap: 200 });
    expect(() => live.upsert({ ...g, soldNum: 2.5 })).toThrow(TypeError);
    expect(() => live.upsert({ ...g, recTime: Number.NaN })).toThrow(TypeError);
    expect(() => live.upsert({ ...g, terms: ['t0', 7 as unknown as string] })).toThrow(TypeError);
    expect(live.has(g.id)).toBe(true);
    expect(live.size).toBe(100);
    expect(live.changedSinceBuild).toBe(0);
    expect(live.page(q, { sort: 'price_asc', limit: 100, offset: 0, cap: 200 })).toEqual(before);
  });

  it('counts each changed goods once', () => {
    const live = build(cat.goods.slice(0, 100));
    const g = cat.goods[0]!;
    live.upsert({ ...g, soldNum: 1000 });
    live.upsert({ ...g, soldNum: 1001 });
    live.remove(g.id);
    live.remove(g.id);
    live.remove('nobody');
    expect(live.changedSinceBuild).toBe(1);
    expect(live.has(g.id)).toBe(false);
    expect(live.size).toBe(99);
    live.upsert({ ...g, soldNum: 5 });
    expect(live.has(g.id)).toBe(true);
    expect(live.size).toBe(100);
  });

  it('orders ids that are not uuids as text', () => {
    const goods = cat.goods.slice(0, 400).map((g, i) => ({ ...g, id: `goods-${(i * 7919) % 400}` }));
    checkAgainstOracle(build(goods), goods, queries.slice(0, 8), [undefined]);
  });

  it('refuses malformed pages and queries', () => {
    const o = { sort: 'hot_desc' as const, limit: 10, offset: 0, cap: 200 };
    expect(() => index.page({ term: 't0' }, { ...o, limit: 0 })).toThrow(RangeError);
    expect(() => index.page({ term: 't0' }, { ...o, offset: -1 })).toThrow(RangeError);
    expect(() => index.page({ term: 't0' }, { ...o, cap: 0 })).toThrow(RangeError);
    expect(() => index.page({ term: 't0' }, { ...o, sort: 'best' as SearchSort })).toThrow(RangeError);
    expect(() => index.page({ term: 't0' }, { ...o, sort: 'constructor' as SearchSort })).toThrow(RangeError);
    expect(() => index.page({ and: [] }, o)).toThrow(RangeError);
    let deep: QueryNode = { term: 't0' };
    for (let i = 0; i < 1000; i++) deep = i % 2 ? { and: [deep, { term: 't1' }] } : { or: [deep, { term: 't1' }] };
    expect(() => index.page(deep, o)).toThrow(/deeper/);
  });
});

describe('SearchIndex at scale (no timing assertions)', () => {
  it('answers as the oracle over 200,000 goods × 20 terms', () => {
    const r = prng(7);
    const n = 200_000;
    const sellers = Array.from({ length: 2000 }, () => uuid(r));
    const vocab = Array.from({ length: 5000 }, (_, i) => `w${i}`);
    const goods: IndexedGoods[] = [];
    for (let i = 0; i < n; i++) {
      const soldNum = floor(1000 * r() ** 4);
      const terms = new Set<string>();
      while (terms.size < 20) terms.add(vocab[floor(vocab.length * r() ** 3)]!);
      // the best sellers are the dearest, and only they say "hot": a walk in price_asc guesses wrong
      if (soldNum > 500) terms.add('hot');
      // in ~1.5 % of the goods, mostly together: lists without bitmaps, intersecting
      const x = r();
      if (x < 0.015) terms.add('pairA');
      if (x < 0.011 || (x > 0.5 && x < 0.504)) terms.add('pairB');
      goods.push({
        id: uuid(r),
        sellerId: sellers[floor(sellers.length * r() ** 2)]!,
        soldNum,
        priceEff: soldNum > 500 ? 1_000_000 + pick(r, 1000) : pick(r, 100_000),
        createdAt: 1_700_000_000_000_000 + pick(r, 1_000_000_000),
        isRec: r() < 0.05,
        recTime: r() < 0.5 ? null : 1_700_000_000_000_000 + pick(r, 1_000_000),
        terms: [...terms],
      });
    }
    const index = build(goods);
    expect(index.size).toBe(n);
    const queries: QueryNode[] = [
      { term: 'w0' }, // most goods
      { and: [{ term: 'w1' }, { term: 'w2' }] },
      { and: [{ term: 'w3' }, { or: [{ term: 'w400' }, { term: 'w4000' }] }] },
      { term: 'w4999' },
      { term: 'hot' },
      { and: [{ term: 'pairA' }, { term: 'pairB' }] },
      { or: [{ and: [{ term: 'pairA' }, { term: 'pairB' }] }, { term: 'w4999' }] },
      { and: [{ term: 'w0' }, { term: 'pairB' }] },
    ];
    for (const q of queries) {
      const hits = goods.filter((g) => holds(q, g.terms));
      for (const sort of SORTS) {
        const all = [...hits].sort(ORACLE_ORDER[sort]).map((g) => g.id);
        for (const o of [
          { limit: 20, offset: 0, cap: 200 },
          { limit: 100, offset: 190, cap: 200 },
          { limit: 20, offset: 0, cap: 10_000 },
        ])
          expect([q, sort, o, index.page(q, { sort, ...o })]).toEqual([q, sort, o, expected(all, o)]);
      }
    }
    // the biggest store: its goods in each order are walked, or collected
    const seller = sellers[0]!;
    const mine = goods.filter((g) => g.sellerId === seller);
    expect(mine.length).toBeGreaterThan(3000);
    for (const q of [queries[0]!, queries[1]!, queries[5]!])
      for (const sort of SORTS)
        for (const o of [
          { limit: 20, offset: 0, cap: 200 },
          { limit: 100, offset: 150, cap: 200 },
        ])
          expect([q, sort, o, index.page(q, { sort, sellerId: seller, ...o })]).toEqual([
            q,
            sort,
            o,
            expected(oracleAll(mine, q, sort), o),
          ]);
  });
});
