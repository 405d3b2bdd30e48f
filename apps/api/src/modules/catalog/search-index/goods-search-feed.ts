import { Client } from 'pg';
import type { IndexedGoods } from './search-index';

/** One goods row of goods_search as the index reads it (array row mode, in this column order). */
const GOODS_COLUMNS = `g.id::text, g.seller_id::text, g.sold_num::text, g.price_eff::text,
  (extract(epoch from g.created_at) * 1000000)::bigint::text, g.is_rec, (extract(epoch from g.rec_time) * 1000000)::bigint::text,
  tsvector_to_array(g.tsv)`;
type GoodsRow = [string, string, string, string, string, boolean, string | null, string[]];

const toGoods = (r: GoodsRow): IndexedGoods => ({
  id: r[0],
  sellerId: r[1],
  soldNum: Number(r[2]),
  priceEff: Number(r[3]),
  createdAt: Number(r[4]),
  isRec: r[5],
  recTime: r[6] === null ? null : Number(r[6]),
  terms: r[7],
});

/**
 * The condition that a row of goods_search (or goods_search_removed) under `alias` was written by a
 * transaction the snapshot `snapshot` (an SQL expression of type pg_snapshot) did not see: what the
 * index holding that snapshot has yet to read. Served by the `changed_xid` indexes.
 */
export const notSeenBy = (alias: string, snapshot: string) =>
  `${alias}.changed_xid >= pg_snapshot_xmin(${snapshot}) and not pg_visible_in_snapshot(${alias}.changed_xid, ${snapshot})`;

/**
 * The rows of goods_search written or removed by transactions the snapshot $1 did not see
 * (migration goods-search-changes), at most $2, with the snapshot this statement reads (one
 * statement: one snapshot for both; a first row with only the snapshot when nothing changed). A
 * removed goods (not there now) comes as its id alone. A prepared statement: its plan is made once
 * per connection, and `union all` builds no hash table for the handful of rows it usually finds.
 */
const CHANGES_SQL = `
  with snap as materialized (select pg_current_snapshot() s)
  select snap.s::text, x.* from snap left join lateral (
    (select ${GOODS_COLUMNS} from goods_search g where ${notSeenBy('g', '$1::pg_snapshot')}
     union all
     select r.id::text, null, null, null, null, null, null, null from goods_search_removed r
      where ${notSeenBy('r', '$1::pg_snapshot')} and not exists (select 1 from goods_search g where g.id = r.id))
    limit $2) x on true`;

/** Rows read per round trip while loading. */
const LOAD_BATCH = 5000;

export interface GoodsChanges {
  /** the snapshot read: pass it to the next call */
  snapshot: string;
  /** goods written since, as they are now */
  upserted: IndexedGoods[];
  /** goods removed since */
  removed: string[];
}

/**
 * The listed goods as the in-memory search index reads them from goods_search: all of them from one
 * snapshot, best sellers first, and then what changed since a snapshot. Own connections (not the
 * request pool): a load holds one for seconds, and follows run every second.
 */
export class GoodsSearchFeed {
  private client: Client | null = null;

  constructor(private readonly url: string) {}

  /** Every listed goods in hot order, in batches to `take`; answers the snapshot they were read in. */
  async load(take: (goods: IndexedGoods) => void, stop: () => boolean): Promise<string> {
    const c = new Client({ connectionString: this.url, application_name: 'mall-search-index-load' });
    try {
      await c.connect();
      await c.query('begin isolation level repeatable read read only');
      const snapshot = (await c.query<{ s: string }>('select pg_current_snapshot()::text as s')).rows[0]!.s;
      await c.query(`declare goods no scroll cursor for select ${GOODS_COLUMNS} from goods_search g order by g.sold_num desc, g.id desc`);
      for (;;) {
        const batch = await c.query<GoodsRow>({ text: `fetch ${LOAD_BATCH} from goods`, rowMode: 'array' });
        for (const r of batch.rows) take(toGoods(r));
        if (batch.rows.length < LOAD_BATCH || stop()) break;
      }
      await c.query('commit');
      return snapshot;
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  /** What changed since `snapshot`; null when more than `max` goods did (load again instead). */
  async changes(snapshot: string, max: number): Promise<GoodsChanges | null> {
    const c = await this.connection();
    const res = await c
      .query<[string, ...GoodsRow]>({ name: 'search-index-changes', text: CHANGES_SQL, values: [snapshot, max + 1], rowMode: 'array' })
      .catch(async (e: unknown) => {
        await this.close(); // a fresh connection next time
        throw e;
      });
    const rows = res.rows.filter((r) => r[1] !== null);
    if (rows.length > max) return null;
    const upserted = new Map<string, IndexedGoods>();
    const removed = new Set<string>();
    for (const r of rows) {
      const row = r.slice(1) as GoodsRow;
      if (row[1] === null) removed.add(row[0]);
      else upserted.set(row[0], toGoods(row));
    }
    return { snapshot: res.rows[0]![0], upserted: [...upserted.values()], removed: [...removed] };
  }

  async close(): Promise<void> {
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    // No parallel workers: the planner cannot know how few rows changed since a snapshot (a third of
    // the table, it guesses), and starting workers cost ~4 ms of a 0.1 ms read. A generic plan for the
    // prepared changes read: it is the same index scan (the LIMIT caps it), and planning it again for
    // every snapshot cost ~0.1–0.4 ms of a ~0.03 ms read.
    const c = new Client({
      connectionString: this.url,
      application_name: 'mall-search-index',
      options: '-c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_generic_plan',
    });
    c.on('error', () => {
      if (this.client === c) this.client = null;
    });
    await c.connect();
    this.client = c;
    return c;
  }
}
