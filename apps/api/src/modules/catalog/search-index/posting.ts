/**
 * Cursors over sorted sets of goods ordinals (posting lists), combined into a query: the evaluation
 * engine of search-index.ts. A cursor moves in "scan space": ordinals themselves (forward), or
 * mirrored ones, `last - ordinal` (backward), so that AND/OR see increasing values either way and the
 * last goods can be found first without a second implementation of AND/OR.
 */

/** What `seek` answers when no member is left: above every ordinal. */
export const END = 0x7fffffff;

/** A set of goods ordinals, read in increasing scan order and asked about any ordinal. */
export interface Cursor {
  /** The smallest member ≥ x in scan space (x never decreases between calls), or END. */
  seek(x: number): number;
  /**
   * The next members ≥ x, at most `max` (fewer only at the end), into `out`; answers how many. The
   * same as seeking them one by one, but one call for a batch: a posting list copies them.
   */
  fill(x: number, out: Int32Array, max: number): number;
  /**
   * Keeps, in place, the members among vals[0, n) (increasing, and from where the cursor is on:
   * as seeks would ask them); answers how many. One call for a batch of an AND's candidates.
   */
  keep(vals: Int32Array, n: number): number;
  /** Whether the goods `ord` (an ordinal, not mirrored) is a member; does not move the cursor. */
  has(ord: number): boolean;
  /** An upper bound of the members: orders the operands of AND/OR and estimates costs. */
  readonly est: number;
  /** The expected cost of one `has` of a random ordinal (in ~ns: READ a memory read). */
  readonly hasCost: number;
  /** `has` is O(1) (a bitmap or a column): an AND tests such operands instead of seeking them. */
  readonly cheap: boolean;
  /** The cost of the seeks so far (in ~ns, as hasCost): a scan's, to compare with a walk's. */
  work(): number;
}

/** Costs, roughly in ns (only their ratios matter): a read somewhere in memory (a bitmap, a probe of
 * a binary search, a column), and a step along a posting list (the next entry, likely cached). */
export const READ = 2;
const STEP = 1;

/** fill() by seeks: for the cursors that have nothing faster. */
function fillBySeeks(c: Cursor, x: number, out: Int32Array, max: number): number {
  let n = 0;
  while (n < max) {
    const v = c.seek(x);
    if (v === END) break;
    out[n++] = v;
    x = v + 1;
  }
  return n;
}

/** keep() by seeks: for the cursors that have nothing faster. */
function keepBySeeks(c: Cursor, vals: Int32Array, n: number): number {
  let m = 0;
  for (let i = 0; i < n; i++) {
    const v = vals[i]!;
    if (c.seek(v) === v) vals[m++] = v;
  }
  return m;
}

/**
 * The first i in [from, hi) with a[i] ≥ x (hi if none), `a` increasing and a[from - 1] < x: gallop
 * from `from`, then binary search the last gap. Walking a dense list costs O(1) a step, skipping far
 * O(log distance). Small enough for the compiler to inline into the loops that call it per candidate.
 */
function gallopUp(a: Int32Array, from: number, hi: number, x: number): number {
  let lo = from;
  let probe = lo;
  let step = 1;
  while (probe < hi && a[probe]! < x) {
    lo = probe + 1;
    probe = lo + step;
    step *= 2;
  }
  let r = probe < hi ? probe : hi;
  while (lo < r) {
    const m = (lo + r) >>> 1;
    if (a[m]! < x) lo = m + 1;
    else r = m;
  }
  return lo;
}

/** The mirror image of gallopUp: the last i in [lo, from] with a[i] ≤ y (lo - 1 if none), a[from + 1] > y. */
function gallopDown(a: Int32Array, from: number, lo: number, y: number): number {
  let hiI = from;
  let probe = hiI;
  let step = 1;
  while (probe >= lo && a[probe]! > y) {
    hiI = probe - 1;
    probe = hiI - step;
    step *= 2;
  }
  let l = probe >= lo ? probe : lo - 1;
  while (l < hiI) {
    const m = (l + hiI + 1) >>> 1;
    if (a[m]! <= y) l = m;
    else hiI = m - 1;
  }
  return l;
}

/** A posting list `a[lo, hi)` (strictly increasing ordinals), and maybe its bitmap: membership and size. */
abstract class ListCursor implements Cursor {
  protected moved = 0;
  readonly est: number;
  readonly hasCost: number;
  readonly cheap: boolean;

  /** `bits`: bit `ord` of the words from `bitsAt` on is set iff `ord` is in the list (null: no bitmap). */
  constructor(
    protected readonly a: Int32Array,
    protected readonly lo: number,
    protected readonly hi: number,
    private readonly bits: Uint32Array | null,
    private readonly bitsAt: number,
  ) {
    this.est = hi - lo;
    this.cheap = bits !== null;
    this.hasCost = bits ? READ : READ * Math.ceil(Math.log2(hi - lo + 1));
  }

  abstract seek(x: number): number;
  abstract fill(x: number, out: Int32Array, max: number): number;
  abstract keep(vals: Int32Array, n: number): number;

  has(ord: number): boolean {
    if (this.bits) return ((this.bits[this.bitsAt + (ord >>> 5)]! >>> (ord & 31)) & 1) === 1;
    const a = this.a;
    let lo = this.lo;
    let r = this.hi;
    while (lo < r) {
      const m = (lo + r) >>> 1;
      const v = a[m]!;
      if (v === ord) return true;
      if (v < ord) lo = m + 1;
      else r = m;
    }
    return false;
  }

  work(): number {
    return this.moved * STEP;
  }
}

/** A posting list read forwards. */
export class ForwardList extends ListCursor {
  private pos: number;
  private cur: number;

  constructor(a: Int32Array, lo: number, hi: number, bits: Uint32Array | null, bitsAt: number) {
    super(a, lo, hi, bits, bitsAt);
    this.pos = lo;
    this.cur = lo < hi ? a[lo]! : END;
  }

  seek(x: number): number {
    if (this.cur >= x) return this.cur;
    this.moved++;
    const hi = this.hi;
    const i = gallopUp(this.a, this.pos + 1, hi, x);
    this.pos = i;
    return (this.cur = i < hi ? this.a[i]! : END);
  }

  fill(x: number, out: Int32Array, max: number): number {
    if (this.seek(x) === END) return 0;
    const a = this.a;
    const from = this.pos;
    const to = Math.min(this.hi, from + max);
    for (let j = from; j < to; j++) out[j - from] = a[j]!;
    // the cursor stays on the last one given
    this.pos = to - 1;
    this.cur = a[to - 1]!;
    this.moved += to - from;
    return to - from;
  }

  keep(vals: Int32Array, n: number): number {
    // a merge with the cursor's state in locals (a seek() per candidate would cost more than the
    // merge): the candidates and the list both go forwards, galloping over long gaps as seek() does
    const a = this.a;
    const hi = this.hi;
    let pos = this.pos;
    let cur = this.cur;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const v = vals[i]!;
      if (cur < v) {
        pos = gallopUp(a, pos + 1, hi, v);
        cur = pos < hi ? a[pos]! : END;
        this.moved++;
      }
      if (cur === v) vals[m++] = v;
    }
    this.pos = pos;
    this.cur = cur;
    return m;
  }
}

/** A posting list read backwards, as mirrored ordinals `last - a[i]` (increasing). */
export class MirroredList extends ListCursor {
  private pos: number;
  private cur: number;

  constructor(
    a: Int32Array,
    lo: number,
    hi: number,
    private readonly last: number,
    bits: Uint32Array | null,
    bitsAt: number,
  ) {
    super(a, lo, hi, bits, bitsAt);
    this.pos = hi - 1;
    this.cur = lo < hi ? last - a[hi - 1]! : END;
  }

  seek(x: number): number {
    if (this.cur >= x) return this.cur;
    this.moved++;
    // the mirror image of ForwardList.seek: the largest i < pos with a[i] ≤ y
    const a = this.a;
    const lo = this.lo;
    const l = gallopDown(a, this.pos - 1, lo, this.last - x);
    this.pos = l;
    return (this.cur = l >= lo ? this.last - a[l]! : END);
  }

  fill(x: number, out: Int32Array, max: number): number {
    if (this.seek(x) === END) return 0;
    const a = this.a;
    const last = this.last;
    const from = this.pos;
    const to = Math.max(this.lo - 1, from - max);
    for (let j = from; j > to; j--) out[from - j] = last - a[j]!;
    this.pos = to + 1;
    this.cur = last - a[to + 1]!;
    this.moved += from - to;
    return from - to;
  }

  keep(vals: Int32Array, n: number): number {
    // the mirror image of ForwardList.keep
    const a = this.a;
    const lo = this.lo;
    const last = this.last;
    let pos = this.pos;
    let cur = this.cur;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const v = vals[i]!;
      if (cur < v) {
        pos = gallopDown(a, pos - 1, lo, last - v);
        cur = pos >= lo ? last - a[pos]! : END;
        this.moved++;
      }
      if (cur === v) vals[m++] = v;
    }
    this.pos = pos;
    this.cur = cur;
    return m;
  }
}

/** A seller's goods: its posting list, whose membership is one look at the per-goods seller column. */
export class SellerCursor implements Cursor {
  readonly est: number;
  readonly hasCost = READ;
  readonly cheap = true;

  constructor(
    private readonly list: Cursor,
    private readonly sellerOf: Int32Array,
    private readonly seller: number,
  ) {
    this.est = list.est;
  }

  seek(x: number): number {
    return this.list.seek(x);
  }

  fill(x: number, out: Int32Array, max: number): number {
    return this.list.fill(x, out, max);
  }

  keep(vals: Int32Array, n: number): number {
    return this.list.keep(vals, n);
  }

  has(ord: number): boolean {
    return this.sellerOf[ord] === this.seller;
  }

  work(): number {
    return this.list.work();
  }
}

/**
 * Members of every operand. The rarest operand leads: each of its members is a candidate, which
 * the other operands that can only be sought confirm by seeking it (galloping forwards, so a list
 * is read at most once), and the ones with an O(1) `has` by answering it, most selective first.
 */
export class AndCursor implements Cursor {
  readonly est: number;
  readonly hasCost: number;
  readonly cheap: boolean;
  /** rarest first */
  readonly operands: Cursor[];
  private readonly lead: Cursor;
  private readonly seekers: Cursor[];
  private readonly testers: Cursor[];
  private tests = 0;
  private buf: Int32Array | null = null;

  /**
   * `universe`: the number of goods (turns sizes into the chance that a `has` passes); `last`:
   * mirrored space (the last ordinal), or -1 when the values are ordinals.
   */
  constructor(
    parts: Cursor[],
    universe: number,
    private readonly last: number,
  ) {
    this.operands = [...parts].sort((a, b) => a.est - b.est);
    this.lead = this.operands[0]!;
    this.seekers = this.operands.filter((p, i) => i > 0 && !p.cheap);
    this.testers = this.operands.filter((p, i) => i > 0 && p.cheap);
    this.est = this.lead.est;
    this.cheap = this.operands.every((p) => p.cheap);
    // `has` asks the rarest first: the likeliest to fail at once
    let cost = 0;
    let reach = 1;
    for (const p of this.operands) {
      cost += reach * p.hasCost;
      reach *= Math.min(1, p.est / universe);
    }
    this.hasCost = cost;
  }

  /**
   * Whether the lead's member v is a member: 1; else the next value worth trying (a seeker's next
   * member above v, or v + 1), negated, or END when nothing is left.
   */
  private confirm(v: number): number {
    const seekers = this.seekers;
    for (let i = 0; i < seekers.length; i++) {
      const w = seekers[i]!.seek(v);
      if (w !== v) return w === END ? END : -w;
    }
    const testers = this.testers;
    const ord = this.last < 0 ? v : this.last - v;
    let j = 0;
    while (j < testers.length && testers[j]!.has(ord)) j++;
    this.tests += j + 1;
    return j === testers.length ? 1 : -(v + 1);
  }

  seek(x: number): number {
    for (let target = x; ;) {
      const v = this.lead.seek(target);
      if (v === END) return END;
      const c = this.confirm(v);
      if (c === 1) return v;
      if (c === END) return END;
      target = -c;
    }
  }

  /**
   * The lead's members come in batches, each as long as the matches still wanted (never past the
   * last one given, so the next call goes on from there); each other operand keeps its members.
   */
  fill(x: number, out: Int32Array, max: number): number {
    const lead = this.lead;
    const seekers = this.seekers;
    const testers = this.testers;
    const last = this.last;
    const buf = (this.buf ??= new Int32Array(out.length));
    let n = 0;
    let tests = 0;
    while (n < max) {
      let got = lead.fill(x, buf, Math.min(buf.length, max - n));
      if (got === 0) break;
      x = buf[got - 1]! + 1;
      for (let i = 0; i < seekers.length && got > 0; i++) got = seekers[i]!.keep(buf, got);
      for (let i = 0; i < got; i++) {
        const v = buf[i]!;
        const ord = last < 0 ? v : last - v;
        let j = 0;
        while (j < testers.length && testers[j]!.has(ord)) j++;
        tests += j + 1;
        if (j === testers.length) out[n++] = v;
      }
      // an operand with nothing left: neither has the AND
      for (let i = 0; i < seekers.length; i++) if (seekers[i]!.seek(x) === END) x = END;
      if (x === END) break;
    }
    this.tests += tests;
    return n;
  }

  keep(vals: Int32Array, n: number): number {
    return keepBySeeks(this, vals, n);
  }

  has(ord: number): boolean {
    for (const p of this.operands) if (!p.has(ord)) return false;
    return true;
  }

  work(): number {
    let s = this.tests * READ;
    for (const p of this.operands) s += p.work();
    return s;
  }
}

/** Members of any operand: the least of the operands' next members. */
export class OrCursor implements Cursor {
  readonly est: number;
  readonly hasCost: number;
  readonly cheap: boolean;
  private readonly parts: Cursor[];

  constructor(parts: Cursor[], universe: number) {
    // the commonest first: the likeliest to end a `has` at once
    this.parts = [...parts].sort((a, b) => b.est - a.est);
    this.cheap = parts.every((p) => p.cheap);
    let est = 0;
    let cost = 0;
    let reach = 1;
    for (const p of this.parts) {
      est += p.est;
      cost += reach * p.hasCost;
      reach *= 1 - Math.min(1, p.est / universe);
    }
    this.est = Math.min(est, universe);
    this.hasCost = cost;
  }

  seek(x: number): number {
    let min = END;
    for (const p of this.parts) {
      const v = p.seek(x);
      if (v < min) min = v;
    }
    return min;
  }

  fill(x: number, out: Int32Array, max: number): number {
    return fillBySeeks(this, x, out, max);
  }

  keep(vals: Int32Array, n: number): number {
    return keepBySeeks(this, vals, n);
  }

  has(ord: number): boolean {
    for (const p of this.parts) if (p.has(ord)) return true;
    return false;
  }

  work(): number {
    let s = 0;
    for (const p of this.parts) s += p.work();
    return s;
  }
}

/**
 * The smallest `k` keys pushed, kept in a max-heap (a page of a sparse query's matches, by their
 * position in the sort order): O(log k) a key that enters, O(1) one that does not.
 */
export class TopKeys {
  private readonly heap: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.heap = new Int32Array(k);
  }

  push(key: number): void {
    const h = this.heap;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (h[p]! >= key) break;
        h[i] = h[p]!;
        i = p;
      }
      h[i] = key;
    } else if (key < h[0]!) {
      const n = this.size;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && h[c + 1]! > h[c]!) c++;
        if (h[c]! <= key) break;
        h[i] = h[c]!;
        i = c;
      }
      h[i] = key;
    }
  }

  /** The keys kept, ascending. */
  sorted(): Int32Array {
    return this.heap.slice(0, this.size).sort();
  }
}
