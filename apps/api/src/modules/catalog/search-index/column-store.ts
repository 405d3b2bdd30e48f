/**
 * Storage of the in-memory search index (search-index.ts): the listed goods as typed-array columns
 * by ordinal (hot_desc order), the posting lists of terms and sellers, and each other order sorted
 * once with its ranks; the order comparators as Postgres sorts. Built once by ColumnStoreBuilder
 * (SearchIndexBuilder), immutable afterwards. Pure.
 */
import type { SearchSort } from '../domain/sort';

/** One listed goods, as goods_search holds it. */
export interface IndexedGoods {
  /** lowercase uuid */
  id: string;
  /** lowercase uuid */
  sellerId: string;
  /** integer ≥ 0 */
  soldNum: number;
  /** integer, minor units */
  priceEff: number;
  /** integer epoch microseconds */
  createdAt: number;
  isRec: boolean;
  /** integer epoch microseconds, or null */
  recTime: number | null;
  /** the goods' lexemes (tsvector_to_array of its tsv) */
  terms: readonly string[];
}

// ---------------------------------------------------------------------------------------------------
// orders

/** The values the orders read. */
export type SortKeys = Pick<IndexedGoods, 'id' | 'soldNum' | 'priceEff' | 'createdAt' | 'isRec' | 'recTime'>;

const cmpNum = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const cmpStr = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Nulls after every value whichever the direction (Postgres' NULLS LAST). */
const cmpNullsLast = (a: number | null, b: number | null, dir: 1 | -1) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : dir * cmpNum(a, b);

/** The eight orders as Postgres sorts them (uuid order is the order of the lowercase text). */
export const COMPARE: Record<SearchSort, (a: SortKeys, b: SortKeys) => number> = {
  hot_desc: (a, b) => cmpNum(b.soldNum, a.soldNum) || cmpStr(b.id, a.id),
  hot_asc: (a, b) => cmpNum(a.soldNum, b.soldNum) || cmpStr(a.id, b.id),
  price_asc: (a, b) => cmpNum(a.priceEff, b.priceEff) || cmpStr(a.id, b.id),
  price_desc: (a, b) => cmpNum(b.priceEff, a.priceEff) || cmpStr(b.id, a.id),
  new_desc: (a, b) => cmpNum(b.createdAt, a.createdAt) || cmpStr(b.id, a.id),
  new_asc: (a, b) => cmpNum(a.createdAt, b.createdAt) || cmpStr(a.id, b.id),
  rec_desc: (a, b) => cmpNum(+b.isRec, +a.isRec) || cmpNullsLast(a.recTime, b.recTime, -1) || cmpStr(b.id, a.id),
  rec_asc: (a, b) => cmpNum(+a.isRec, +b.isRec) || cmpNullsLast(a.recTime, b.recTime, 1) || cmpStr(a.id, b.id),
};

/**
 * Throws unless `g` has the shape and value kinds the orders rely on (before anything is changed:
 * a refused goods leaves the builder or index as it was).
 */
export function checkGoods(g: IndexedGoods): void {
  const int = Number.isSafeInteger;
  if (typeof g.id !== 'string' || typeof g.sellerId !== 'string') throw new TypeError('goods id and sellerId must be strings');
  if (!int(g.soldNum) || !int(g.priceEff) || !int(g.createdAt) || typeof g.isRec !== 'boolean' || !(g.recTime === null || int(g.recTime)))
    throw new TypeError(`goods ${g.id}: soldNum, priceEff, createdAt, recTime must be safe integers (recTime or null), isRec a boolean`);
  const terms: unknown = g.terms;
  if (!Array.isArray(terms)) throw new TypeError(`goods ${g.id}: terms must be an array`);
  for (let i = 0; i < terms.length; i++) if (typeof terms[i] !== 'string') throw new TypeError(`goods ${g.id}: terms must be strings`);
}

// ---------------------------------------------------------------------------------------------------
// build

/** Everything finish() computes: the immutable part of a SearchIndex. */
export interface Base {
  n: number;
  ids: string[];
  ordOf: Map<string, number>;
  sold: Float64Array;
  price: Float64Array;
  created: Float64Array;
  /** NaN: null */
  recTime: Float64Array;
  isRec: Uint8Array;
  sellerOf: Int32Array;
  sellerIds: Map<string, number>;
  /** the ordinals of seller s: sellerPostings[sellerStart[s], sellerStart[s + 1]) */
  sellerStart: Int32Array;
  sellerPostings: Int32Array;
  termIds: Map<string, number>;
  /** the ordinals having term t: postings[termStart[t], termStart[t + 1]) */
  termStart: Int32Array;
  postings: Int32Array;
  /** the common terms' bitmaps: term t's from word bitsAt[t] of bits on (-1: none) */
  bitsAt: Int32Array;
  bits: Uint32Array;
  byPrice: OrderArrays;
  byCreated: OrderArrays;
  byRecDesc: OrderArrays;
  byRecAsc: OrderArrays;
}

/** Ordinals sorted by an order, each ordinal's position in it, and each seller's goods in it. */
export interface OrderArrays {
  order: Int32Array;
  rank: Int32Array;
  /** seller s's ordinals in the order at [sellerStart[s], sellerStart[s + 1]) */
  bySeller: Int32Array;
}

/** `a` copied into a longer array (doubling: amortised O(1) an element). */
function grownI32(a: Int32Array, need: number): Int32Array {
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
function grownF64(a: Float64Array, need: number): Float64Array {
  const b = new Float64Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
function grownU8(a: Uint8Array, need: number): Uint8Array {
  const b = new Uint8Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/**
 * The 48-bit number of a uuid's first 12 hex digits, for every id, when all are lowercase uuid
 * text (else zeros): sorting ids by it and then by text is their text order, with (almost) no
 * string comparisons; a plain string sort of a million ids takes seconds.
 */
function idPrefixKeys(ids: readonly string[]): Float64Array {
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id.length < 13 || id.charCodeAt(8) !== 45 /* - */) return keys.fill(0);
    let k = 0;
    for (let j = 0; j < 13; j++) {
      if (j === 8) continue;
      const c = id.charCodeAt(j);
      const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
      if (d < 0) return keys.fill(0);
      k = k * 16 + d;
    }
    keys[i] = k;
  }
  return keys;
}

/** The ordinals 0 … n-1 sorted by `cmp`, and each one's position in that order. */
function sortOrdinals(n: number, cmp: (a: number, b: number) => number): { order: Int32Array; rank: Int32Array } {
  // a plain array of small integers sorts several times faster with a comparator than a typed array
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(i);
  a.sort(cmp);
  const order = Int32Array.from(a);
  const rank = new Int32Array(n);
  for (let i = 0; i < n; i++) rank[order[i]!] = i;
  return { order, rank };
}

/** An order's arrays: sorted by `cmp`, and then grouped by seller (`sellerStart` as the seller postings). */
function orderArrays(n: number, cmp: (a: number, b: number) => number, sellerOf: Int32Array, sellerStart: Int32Array): OrderArrays {
  const { order, rank } = sortOrdinals(n, cmp);
  // appended in the order, each seller's goods are in the order
  const fill = sellerStart.slice(0, sellerStart.length - 1);
  const bySeller = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const o = order[i]!;
    bySeller[fill[sellerOf[o]!]!++] = o;
  }
  return { order, rank, bySeller };
}

/**
 * Bitmaps of the commonest terms (each in at least 1/64 of the goods, so a bitmap is at most half
 * the size of its list), within a quarter of the postings' memory: they answer `has` in O(1), which
 * makes AND of a common term and walks of an order cheap.
 */
function termBitmaps(n: number, termStart: Int32Array, postings: Int32Array): { bitsAt: Int32Array; bits: Uint32Array } {
  const terms = termStart.length - 1;
  const words = (n + 31) >>> 5;
  const df = (t: number) => termStart[t + 1]! - termStart[t]!;
  const common: number[] = [];
  for (let t = 0; t < terms; t++) if (df(t) * 64 >= n && df(t) > 0) common.push(t);
  common.sort((a, b) => df(b) - df(a));
  common.length = Math.min(common.length, Math.floor(postings.length / 4 / Math.max(words, 1)));
  const bitsAt = new Int32Array(terms).fill(-1);
  const bits = new Uint32Array(common.length * words);
  common.forEach((t, i) => {
    const at = (bitsAt[t] = i * words);
    for (let j = termStart[t]!, e = termStart[t + 1]!; j < e; j++) {
      const o = postings[j]!;
      bits[at + (o >>> 5)]! |= 1 << (o & 31);
    }
  });
  return { bitsAt, bits };
}

/**
 * Builds a SearchIndex from the goods in hot_desc order (sold_num desc, id desc), as the load reads
 * them: add() each, then finish() once.
 */
export class ColumnStoreBuilder {
  private n = 0;
  private ids: string[] = [];
  private ordOf = new Map<string, number>();
  private sold: Float64Array = new Float64Array(1024);
  private price: Float64Array = new Float64Array(1024);
  private created: Float64Array = new Float64Array(1024);
  private recTime: Float64Array = new Float64Array(1024);
  private isRec: Uint8Array = new Uint8Array(1024);
  private sellerOf: Int32Array = new Int32Array(1024);
  private sellerIds = new Map<string, number>();
  private termIds = new Map<string, number>();
  /** goods per term */
  private df: Int32Array = new Int32Array(1024);
  /** per term: 1 + the ordinal of the last goods that had it (drops a term listed twice in one goods) */
  private lastDoc: Int32Array = new Int32Array(1024);
  /** every goods' term ids, one after the other; goods d's end at docEnd[d] */
  private docTerms: Int32Array = new Int32Array(1 << 16);
  private docTermCount = 0;
  private docEnd: Int32Array = new Int32Array(1024);
  private finished = false;

  /** Adds the next goods; throws when it is not after the previous one in hot_desc order, or a duplicate. */
  add(g: IndexedGoods): void {
    if (this.finished) throw new Error('SearchIndexBuilder: already finished');
    checkGoods(g);
    const n = this.n;
    const id = g.id;
    if (n > 0) {
      const ps = this.sold[n - 1]!;
      const pid = this.ids[n - 1]!;
      if (id === pid) throw new RangeError(`SearchIndexBuilder: goods ${id} added twice`);
      if (!(g.soldNum < ps || (g.soldNum === ps && id < pid)))
        throw new RangeError(`SearchIndexBuilder: goods ${id} is not after ${pid} in hot_desc order (sold_num desc, id desc)`);
    }
    if (n === this.sold.length) this.growColumns();
    // one lookup for the duplicate check and the insert (a million goods: it shows)
    const ordOf = this.ordOf;
    const size = ordOf.size;
    ordOf.set(id, n);
    if (ordOf.size === size) {
      ordOf.set(id, this.ids.indexOf(id));
      throw new RangeError(`SearchIndexBuilder: goods ${id} added twice`);
    }
    this.ids.push(id);
    this.sold[n] = g.soldNum;
    this.price[n] = g.priceEff;
    this.created[n] = g.createdAt;
    this.recTime[n] = g.recTime ?? NaN;
    this.isRec[n] = g.isRec ? 1 : 0;
    let s = this.sellerIds.get(g.sellerId);
    if (s === undefined) this.sellerIds.set(g.sellerId, (s = this.sellerIds.size));
    this.sellerOf[n] = s;

    const terms = g.terms;
    let count = this.docTermCount;
    if (count + terms.length > this.docTerms.length) this.docTerms = grownI32(this.docTerms, count + terms.length);
    const termIds = this.termIds;
    const docTerms = this.docTerms;
    const mark = n + 1;
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!;
      let t = termIds.get(term);
      if (t === undefined) {
        t = termIds.size;
        termIds.set(term, t);
        if (t === this.df.length) {
          this.df = grownI32(this.df, t + 1);
          this.lastDoc = grownI32(this.lastDoc, t + 1);
        }
      }
      const lastDoc = this.lastDoc;
      if (lastDoc[t] === mark) continue;
      lastDoc[t] = mark;
      this.df[t]!++;
      docTerms[count++] = t;
    }
    this.docTermCount = count;
    this.docEnd[n] = count;
    this.n = mark;
  }

  private growColumns(): void {
    const need = this.n + 1;
    this.sold = grownF64(this.sold, need);
    this.price = grownF64(this.price, need);
    this.created = grownF64(this.created, need);
    this.recTime = grownF64(this.recTime, need);
    this.isRec = grownU8(this.isRec, need);
    this.sellerOf = grownI32(this.sellerOf, need);
    this.docEnd = grownI32(this.docEnd, need);
  }

  /** The columns of the goods added; the builder can not be used afterwards. */
  finish(): Base {
    if (this.finished) throw new Error('SearchIndexBuilder: already finished');
    this.finished = true;
    const n = this.n;
    const terms = this.termIds.size;

    // postings: counts are known (df), so one pass over the goods fills each list in ordinal order
    const termStart = new Int32Array(terms + 1);
    for (let t = 0; t < terms; t++) termStart[t + 1] = termStart[t]! + this.df[t]!;
    const fill = termStart.slice(0, terms);
    const postings = new Int32Array(this.docTermCount);
    const docTerms = this.docTerms;
    for (let d = 0, j = 0; d < n; d++) for (const e = this.docEnd[d]!; j < e; j++) postings[fill[docTerms[j]!]!++] = d;

    // the same for sellers (a seller filter is one more posting list ANDed with the query)
    const sellerOf = this.sellerOf.slice(0, n);
    const sellers = this.sellerIds.size;
    const sellerStart = new Int32Array(sellers + 1);
    for (let d = 0; d < n; d++) sellerStart[sellerOf[d]! + 1]!++;
    for (let s = 0; s < sellers; s++) sellerStart[s + 1]! += sellerStart[s]!;
    const sfill = sellerStart.slice(0, sellers);
    const sellerPostings = new Int32Array(n);
    for (let d = 0; d < n; d++) sellerPostings[sfill[sellerOf[d]!]!++] = d;

    const ids = this.ids;
    const price = this.price.slice(0, n);
    const created = this.created.slice(0, n);
    const recTime = this.recTime.slice(0, n);
    const isRec = this.isRec.slice(0, n);

    // the other orders break ties by id: rank the ids once, then every comparator is numeric
    const keys = idPrefixKeys(ids);
    const idRank = sortOrdinals(n, (a, b) => keys[a]! - keys[b]! || cmpStr(ids[a]!, ids[b]!)).rank;
    // price and created_at differences of safe integers keep their sign (and zero only when equal)
    const byPrice = orderArrays(n, (a, b) => price[a]! - price[b]! || idRank[a]! - idRank[b]!, sellerOf, sellerStart);
    const byCreated = orderArrays(n, (a, b) => created[a]! - created[b]! || idRank[a]! - idRank[b]!, sellerOf, sellerStart);
    /** rec_time, NaN (null) after every value in both directions */
    const rec = (a: number, b: number, dir: number) => {
      const x = recTime[a]!;
      const y = recTime[b]!;
      if (x !== x || y !== y) return x !== x ? (y !== y ? 0 : 1) : -1;
      return dir * (x - y);
    };
    const byRecDesc = orderArrays(n, (a, b) => isRec[b]! - isRec[a]! || rec(a, b, -1) || idRank[b]! - idRank[a]!, sellerOf, sellerStart);
    const byRecAsc = orderArrays(n, (a, b) => isRec[a]! - isRec[b]! || rec(a, b, 1) || idRank[a]! - idRank[b]!, sellerOf, sellerStart);

    const base: Base = {
      n,
      ids,
      ordOf: this.ordOf,
      sold: this.sold.slice(0, n),
      price,
      created,
      recTime,
      isRec,
      sellerOf,
      sellerIds: this.sellerIds,
      sellerStart,
      sellerPostings,
      termIds: this.termIds,
      termStart,
      postings,
      ...termBitmaps(n, termStart, postings),
      byPrice,
      byCreated,
      byRecDesc,
      byRecAsc,
    };
    // let go of everything (a caller may keep the builder)
    this.ids = [];
    this.ordOf = new Map();
    this.sellerIds = new Map();
    this.termIds = new Map();
    this.sold = this.price = this.created = this.recTime = new Float64Array(0);
    this.isRec = new Uint8Array(0);
    this.sellerOf = this.df = this.lastDoc = this.docTerms = this.docEnd = new Int32Array(0);
    return base;
  }
}
