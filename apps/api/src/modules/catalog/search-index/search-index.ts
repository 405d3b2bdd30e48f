/**
 * An in-memory full-text index of the listed goods that answers search pages exactly as the
 * Postgres function search_goods_page() does (same matches, same orders, same cap), in well under a
 * millisecond for a million goods. Pure: no I/O; search-index.service.ts loads it and keeps it current.
 * By job: text-query.ts (text analysis), column-store.ts (storage), this file (planning: page()).
 *
 * Layout: goods get ordinals in hot_desc order (the order they are added in), so every posting list
 * (the ordinals having a term, one Int32Array for all terms) is sorted and already in hot_desc order;
 * the commonest terms also get a bitmap (O(1) membership). Per-goods values live in typed-array
 * columns, and each other order is one array of ordinals sorted once at finish(), with its inverse
 * (each goods' rank in it) and a copy grouped by seller.
 *
 * A page in a hot order reads the matches in ordinal order (forwards or backwards) until it has the
 * page and the count. In another order it either collects all matches, keeping the first ones by
 * rank, or walks the order's array testing each goods, whichever the density of the matches seen so
 * far says is cheaper (see collectOrWalk).
 *
 * Changes after the build mark the old ordinal dead and keep the new version in a small "tail" that
 * every page evaluates directly; the caller rebuilds once the tail grows (changedSinceBuild).
 */
import type { SearchSort } from '../domain/sort';
import { type Base, COMPARE, ColumnStoreBuilder, type IndexedGoods, type OrderArrays, type SortKeys, checkGoods } from './column-store';
import { AndCursor, type Cursor, ForwardList, MirroredList, OrCursor, READ, SellerCursor, TopKeys } from './posting';
import { type QueryNode, checkQuery } from './text-query';

export type { IndexedGoods } from './column-store';
export { parseTsquery, type QueryNode } from './text-query';

/** What page() is asked. */
export interface PageOptions {
  sort: SearchSort;
  /** only this seller's goods */
  sellerId?: string;
  /** ids wanted, ≥ 1 */
  limit: number;
  /** ids skipped, ≥ 0 */
  offset: number;
  /** matches are counted up to cap + 1; pages from offset cap on are not served. ≥ 1 */
  cap: number;
}

/** A page: the matches (up to cap + 1) and the ids at [offset, offset + limit) of the order. */
export interface PageResult {
  matches: number;
  ids: string[];
}

/**
 * How the base goods are read in an order: `arrays` sorted by it (null: the ordinals themselves,
 * hot_desc), read from their start or from their end (`backward`).
 */
interface OrderPlan {
  arrays: OrderArrays | null;
  backward: boolean;
}

/**
 * Builds a SearchIndex from the goods in hot_desc order (sold_num desc, id desc), as the load reads
 * them: add() each, then finish() once.
 */
export class SearchIndexBuilder {
  private readonly columns = new ColumnStoreBuilder();

  /** Adds the next goods; throws when it is not after the previous one in hot_desc order, or a duplicate. */
  add(g: IndexedGoods): void {
    this.columns.add(g);
  }

  /** The index of the goods added; the builder can not be used afterwards. */
  finish(): SearchIndex {
    return new SearchIndex(this.columns.finish());
  }
}

// ---------------------------------------------------------------------------------------------------
// the index

/** A goods changed after the build, evaluated directly by every page. */
interface TailGoods extends SortKeys {
  readonly sellerId: string;
  readonly terms: ReadonlySet<string>;
  /** the last page() that saw it as a candidate (dedupes candidates from several term sets) */
  seen: number;
}

/** The base goods' part of a page: matches (up to cap + 1) and the first k in the order. */
interface BasePart {
  count: number;
  top: ArrayLike<number>;
}

/** A scan first decides whether a walk is cheaper after this many matches (and after cap + 1). */
const FIRST_CHECKPOINT = 64;
/** What a match costs a collecting scan (its dead flag, its rank, the heap), as Cursor.work counts. */
const MATCH_COST = 3 * READ;
/** Matches a scan takes from the cursors at once. */
const BATCH = 256;

/**
 * The listed goods, searchable: built by SearchIndexBuilder, then kept current with upsert/remove.
 * page() answers what search_goods_page() answers for the same formula, order, seller, page and cap.
 */
export class SearchIndex {
  /** bit o: the base goods o was changed or removed (a bitmap: 1/8 of a byte array, it stays in cache) */
  private readonly dead: Uint32Array;
  private deadCount = 0;
  private readonly tail = new Map<string, TailGoods>();
  private readonly tailTerms = new Map<string, Set<TailGoods>>();
  private readonly tailSellers = new Map<string, Set<TailGoods>>();
  private readonly touched = new Set<string>();
  private pages = 0;
  /** scratch of the scans (page() runs to its end before another starts) */
  private readonly batch = new Int32Array(BATCH);
  private readonly batchKeys = new Int32Array(BATCH);

  /** @internal (SearchIndexBuilder.finish makes it) */
  constructor(private readonly base: Base) {
    this.dead = new Uint32Array((base.n + 31) >>> 5);
  }

  /** Live goods. */
  get size(): number {
    return this.base.n - this.deadCount + this.tail.size;
  }

  /** Goods upserted or removed since the build (each counted once): the caller rebuilds when it gets large. */
  get changedSinceBuild(): number {
    return this.touched.size;
  }

  has(id: string): boolean {
    if (this.tail.has(id)) return true;
    const o = this.base.ordOf.get(id);
    return o !== undefined && !isSet(this.dead, o);
  }

  /** Inserts a goods, or replaces the goods with its id. */
  upsert(g: IndexedGoods): void {
    checkGoods(g);
    this.killBase(g.id);
    this.unlinkTail(g.id);
    const t: TailGoods = {
      id: g.id,
      sellerId: g.sellerId,
      soldNum: g.soldNum,
      priceEff: g.priceEff,
      createdAt: g.createdAt,
      isRec: g.isRec,
      recTime: g.recTime,
      terms: new Set(g.terms),
      seen: 0,
    };
    this.tail.set(t.id, t);
    for (const term of t.terms) addTo(this.tailTerms, term, t);
    addTo(this.tailSellers, t.sellerId, t);
    this.touched.add(t.id);
  }

  /** Removes a goods; an unknown id is a no-op. */
  remove(id: string): void {
    const killed = this.killBase(id);
    const unlinked = this.unlinkTail(id);
    if (killed || unlinked) this.touched.add(id);
  }

  /**
   * The live goods matching `q` (and of `sellerId`, if given) in `sort` order: `matches` =
   * min(their number, cap + 1); `ids` = those at [offset, offset + limit), none when offset ≥ cap.
   */
  page(q: QueryNode, o: PageOptions): PageResult {
    checkQuery(q);
    if (!Object.hasOwn(COMPARE, o.sort)) throw new RangeError(`unknown sort ${String(o.sort)}`);
    const cmp = COMPARE[o.sort];
    const { limit, offset, cap } = o;
    if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be an integer ≥ 1');
    if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError('offset must be an integer ≥ 0');
    if (!Number.isSafeInteger(cap) || cap < 1) throw new RangeError('cap must be an integer ≥ 1');

    // the first k goods of the order are needed to serve the page; none past the cap
    const k = offset < cap ? offset + limit : 0;
    const base = this.basePart(q, o.sort, o.sellerId, k, cap + 1);
    const tail = this.tailPart(q, cmp, o.sellerId, k);
    const matches = Math.min(base.count + tail.count, cap + 1);
    if (k === 0) return { matches, ids: [] };

    const ids: string[] = [];
    const bt = base.top;
    const tt = tail.top;
    let i = 0;
    let j = 0;
    // merge the two sorted parts (the tail ones compared by value with the base ones they meet)
    while (ids.length < k && (i < bt.length || j < tt.length)) {
      if (j >= tt.length || (i < bt.length && cmp(this.keysOf(bt[i]!), tt[j]!) < 0)) ids.push(this.base.ids[bt[i++]!]!);
      else ids.push(tt[j++]!.id);
    }
    return { matches, ids: ids.slice(offset) };
  }

  /** Marks the base version of `id` dead; whether there was a live one. */
  private killBase(id: string): boolean {
    const o = this.base.ordOf.get(id);
    if (o === undefined || isSet(this.dead, o)) return false;
    this.dead[o >>> 5]! |= 1 << (o & 31);
    this.deadCount++;
    return true;
  }

  /** Takes the tail version of `id` out; whether there was one. */
  private unlinkTail(id: string): boolean {
    const t = this.tail.get(id);
    if (!t) return false;
    this.tail.delete(id);
    for (const term of t.terms) removeFrom(this.tailTerms, term, t);
    removeFrom(this.tailSellers, t.sellerId, t);
    return true;
  }

  private keysOf(o: number): SortKeys {
    const b = this.base;
    const r = b.recTime[o]!;
    return {
      id: b.ids[o]!,
      soldNum: b.sold[o]!,
      priceEff: b.price[o]!,
      createdAt: b.created[o]!,
      isRec: b.isRec[o] === 1,
      recTime: r === r ? r : null,
    };
  }

  private plan(sort: SearchSort): OrderPlan {
    const b = this.base;
    switch (sort) {
      case 'hot_desc':
        return { arrays: null, backward: false };
      case 'hot_asc':
        return { arrays: null, backward: true };
      case 'price_asc':
        return { arrays: b.byPrice, backward: false };
      case 'price_desc':
        return { arrays: b.byPrice, backward: true };
      case 'new_asc':
        return { arrays: b.byCreated, backward: false };
      case 'new_desc':
        return { arrays: b.byCreated, backward: true };
      case 'rec_desc':
        return { arrays: b.byRecDesc, backward: false };
      case 'rec_asc':
        return { arrays: b.byRecAsc, backward: false };
    }
  }

  /** The cursor of `q` (AND the seller `s`) over the base goods; null when nothing can match. */
  private compile(q: QueryNode, s: number | null, mirrored: boolean): Cursor | null {
    const b = this.base;
    const n = b.n;
    const last = mirrored ? n - 1 : -1;
    const list = (a: Int32Array, lo: number, hi: number, bitsAt = -1): Cursor => {
      const bits = bitsAt < 0 ? null : b.bits;
      return mirrored ? new MirroredList(a, lo, hi, last, bits, bitsAt) : new ForwardList(a, lo, hi, bits, bitsAt);
    };
    const and = (parts: Cursor[]): Cursor => {
      const flat: Cursor[] = [];
      for (const p of parts) flat.push(...(p instanceof AndCursor ? p.operands : [p]));
      return new AndCursor(flat, n, last);
    };
    // depth is bounded by checkQuery
    const rec = (node: QueryNode): Cursor | null => {
      if ('term' in node) {
        const t = b.termIds.get(node.term);
        return t === undefined ? null : list(b.postings, b.termStart[t]!, b.termStart[t + 1]!, b.bitsAt[t]!);
      }
      const parts: Cursor[] = [];
      if ('and' in node) {
        for (const c of node.and) {
          const p = rec(c);
          if (!p) return null; // a term nobody has
          parts.push(p);
        }
        return parts.length === 1 ? parts[0]! : and(parts);
      }
      for (const c of node.or) {
        const p = rec(c);
        if (p) parts.push(p);
      }
      if (parts.length <= 1) return parts[0] ?? null;
      return new OrCursor(parts, n);
    };
    const root = rec(q);
    if (!root || s === null) return root;
    return and([root, new SellerCursor(list(b.sellerPostings, b.sellerStart[s]!, b.sellerStart[s + 1]!), b.sellerOf, s)]);
  }

  /** The base goods' matches (up to `need`) and first `k` in the order. */
  private basePart(q: QueryNode, sort: SearchSort, sellerId: string | undefined, k: number, need: number): BasePart {
    const none = { count: 0, top: [] };
    let seller: number | null = null;
    if (sellerId !== undefined) {
      const s = this.base.sellerIds.get(sellerId);
      if (s === undefined) return none;
      seller = s;
    }
    const plan = this.plan(sort);
    // hot_asc is hot_desc backwards: read the posting lists from their ends
    const mirrored = plan.arrays === null && plan.backward;
    const root = this.compile(q, seller, mirrored);
    if (!root) return none;
    if (plan.arrays === null || k === 0) return this.scanInOrder(root, mirrored, k, need);
    return this.collectOrWalk(root, plan.arrays, plan.backward, seller, k, need);
  }

  /**
   * Matches in ordinal order (mirrored: from the last), stopping once there are both `k` (the page,
   * kept) and `need` (the count); the whole page of a hot order, or the count of any order.
   */
  private scanInOrder(root: Cursor, mirrored: boolean, k: number, need: number): BasePart {
    const dead = this.dead;
    const last = this.base.n - 1;
    const stop = Math.max(k, need);
    const buf = this.batch;
    const top: number[] = [];
    let count = 0;
    for (let x = 0; count < stop;) {
      // a batch of at most the matches still wanted (some may be dead: then another batch)
      const got = root.fill(x, buf, Math.min(buf.length, stop - count));
      for (let i = 0; i < got; i++) {
        const v = buf[i]!;
        const ord = mirrored ? last - v : v;
        if (isSet(dead, ord)) continue;
        if (count < k) top.push(ord);
        count++;
      }
      if (got === 0) break;
      x = buf[got - 1]! + 1;
    }
    return { count: Math.min(count, need), top };
  }

  /**
   * A page in an order other than hot: collect the matches in ordinal order (counting them, keeping
   * the k first in the order by their rank), unless walking the order's array (the seller's part of
   * it, with a seller), testing each goods, finds the k first sooner. That is decided once `need`
   * matches are counted (a walk does not count) and the share of the goods scanned so far tells how
   * dense the matches are. A walk may cost up to the collecting left; if it runs out of that budget,
   * the collecting goes on where it was: at worst twice the work of collecting.
   */
  private collectOrWalk(root: Cursor, arrays: OrderArrays, backward: boolean, seller: number | null, k: number, need: number): BasePart {
    const b = this.base;
    const dead = this.dead;
    const n = b.n;
    const rank = arrays.rank;
    // the goods a walk reads, in the order: all of them, or the seller's
    const from = seller === null ? 0 : b.sellerStart[seller]!;
    const to = seller === null ? n : b.sellerStart[seller + 1]!;
    const universe = to - from;
    const top = new TopKeys(k);
    const buf = this.batch;
    const keys = this.batchKeys;
    let count = 0;
    let checkpoint = Math.max(need, FIRST_CHECKPOINT);
    let walked = false;
    for (let x = 0; ;) {
      const got = root.fill(x, buf, buf.length);
      // the ranks first, all at once: independent reads that miss the cache together, not one by one
      for (let i = 0; i < got; i++) keys[i] = rank[buf[i]!]!;
      for (let i = 0; i < got; i++) {
        if (isSet(dead, buf[i]!)) continue;
        count++;
        top.push(backward ? n - 1 - keys[i]! : keys[i]!);
      }
      if (got === 0) break;
      x = buf[got - 1]! + 1;
      if (count < checkpoint || walked) continue;
      checkpoint = count * 2;
      // the universe's goods below x: its share scanned
      const scanned = seller === null ? x : lowerBound(b.sellerPostings, from, to, x) - from;
      const est = (count * universe) / scanned;
      const collectLeft = ((root.work() + count * MATCH_COST) * (universe - scanned)) / scanned;
      const stepCost = root.hasCost + 2 * READ;
      if (((k * universe) / est) * stepCost >= collectLeft) continue;
      walked = true;
      const order = seller === null ? arrays.order : arrays.bySeller;
      const walk = this.walk(root, order, from, to, backward, k, Math.ceil(collectLeft / stepCost));
      if (walk) return { count: need, top: walk };
    }
    const firsts = top.sorted();
    const order = arrays.order;
    const ords = new Int32Array(firsts.length);
    for (let i = 0; i < firsts.length; i++) ords[i] = order[backward ? n - 1 - firsts[i]! : firsts[i]!]!;
    return { count: Math.min(count, need), top: ords };
  }

  /**
   * The first k matches among order[from, to) (read backwards if so) by testing each goods; null
   * after `budget` goods without them.
   */
  private walk(root: Cursor, order: Int32Array, from: number, to: number, backward: boolean, k: number, budget: number): number[] | null {
    const dead = this.dead;
    const stop = Math.min(to - from, budget);
    const got: number[] = [];
    for (let p = 0; p < stop; p++) {
      const ord = order[backward ? to - 1 - p : from + p]!;
      if (root.has(ord) && !isSet(dead, ord)) {
        got.push(ord);
        if (got.length === k) return got;
      }
    }
    return stop === to - from ? got : null; // all of them, fewer than k
  }

  /** The tail goods' part of a page: all its matches and the first k, by value. */
  private tailPart(q: QueryNode, cmp: (a: SortKeys, b: SortKeys) => number, sellerId: string | undefined, k: number) {
    const top: TailGoods[] = [];
    let count = 0;
    if (this.tail.size === 0) return { count, top };
    const tq = this.tailQuery(q);
    // candidates: the tail goods of the rarest operand of each AND, of every operand of an OR; when
    // that is the query itself (a term, an OR of terms), each candidate matches without a test
    let { sets, exact } = tailCandidates(tq);
    if (sellerId !== undefined) {
      const mine = this.tailSellers.get(sellerId);
      if (!mine) return { count, top };
      if (mine.size < sets.reduce((n, c) => n + c.size, 0)) [sets, exact] = [[mine], false];
    }
    const stamp = ++this.pages;
    for (const set of sets)
      for (const g of set) {
        if (sets.length > 1) {
          if (g.seen === stamp) continue;
          g.seen = stamp;
        }
        if ((sellerId !== undefined && g.sellerId !== sellerId) || (!exact && !tailHolds(tq, g))) continue;
        count++;
        if (k === 0 || (top.length === k && cmp(g, top[k - 1]!) >= 0)) continue;
        let lo = 0;
        let hi = top.length;
        while (lo < hi) {
          const m = (lo + hi) >>> 1;
          if (cmp(top[m]!, g) < 0) lo = m + 1;
          else hi = m;
        }
        top.splice(lo, 0, g);
        if (top.length > k) top.pop();
      }
    return { count, top };
  }

  /** `q` over the tail: each term as the set of tail goods having it (depth bounded by checkQuery). */
  private tailQuery(q: QueryNode): TailQuery {
    if ('term' in q) return { set: this.tailTerms.get(q.term) ?? NOBODY };
    if ('and' in q) return { and: q.and.map((c) => this.tailQuery(c)) };
    return { or: q.or.map((c) => this.tailQuery(c)) };
  }
}

/** A query over the tail goods (see SearchIndex.tailQuery). */
type TailQuery = { set: ReadonlySet<TailGoods> } | { and: TailQuery[] } | { or: TailQuery[] };

const NOBODY: ReadonlySet<TailGoods> = new Set();

/** Sets that together hold every tail goods matching `q`; `exact`: only those. */
function tailCandidates(q: TailQuery): { sets: ReadonlySet<TailGoods>[]; exact: boolean } {
  if ('set' in q) return { sets: q.set.size ? [q.set] : [], exact: true };
  if ('or' in q) {
    const parts = q.or.map(tailCandidates);
    return { sets: parts.flatMap((p) => p.sets), exact: parts.every((p) => p.exact) };
  }
  let best: { sets: ReadonlySet<TailGoods>[]; exact: boolean } | null = null;
  let bestSize = Infinity;
  for (const c of q.and) {
    const part = tailCandidates(c);
    const size = part.sets.reduce((n, x) => n + x.size, 0);
    if (size < bestSize) [best, bestSize] = [part, size];
    if (size === 0) break;
  }
  return { sets: best!.sets, exact: best!.exact && q.and.length === 1 };
}

/** Whether the tail goods `g` matches `q`. */
function tailHolds(q: TailQuery, g: TailGoods): boolean {
  if ('set' in q) return q.set.has(g);
  if ('and' in q) {
    for (const c of q.and) if (!tailHolds(c, g)) return false;
    return true;
  }
  for (const c of q.or) if (tailHolds(c, g)) return true;
  return false;
}

/** Whether bit i of a bitmap is set. */
function isSet(bits: Uint32Array, i: number): boolean {
  return ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

/** The first i in [lo, hi) with a[i] ≥ x (a sorted), or hi. */
function lowerBound(a: Int32Array, lo: number, hi: number, x: number): number {
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (a[m]! < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}

function addTo<K, V>(m: Map<K, Set<V>>, key: K, v: V): void {
  let s = m.get(key);
  if (!s) m.set(key, (s = new Set()));
  s.add(v);
}

function removeFrom<K, V>(m: Map<K, Set<V>>, key: K, v: V): void {
  const s = m.get(key);
  if (!s) return;
  s.delete(v);
  if (s.size === 0) m.delete(key);
}
