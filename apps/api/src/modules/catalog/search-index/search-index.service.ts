import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { PgNotifications } from '../../../core/database/pg-notifications';
import { SEARCH_CHANGED_CHANNEL } from '../search/search-changed';
import { CatalogRepository, type SearchTerms } from '../catalog.repository';
import { GoodsSearchFeed } from './goods-search-feed';
import { type PageOptions, type QueryNode, type SearchIndex, SearchIndexBuilder, parseTsquery } from './search-index';

/** Changes read per follow; more at once (a bulk load) → load the whole index again instead. */
const FOLLOW_MAX = 20_000;
/**
 * Read changes at least this often between searches: sales counts are not announced, and a reader
 * must not fall behind the day of removals goods_search_removed keeps.
 */
const FOLLOW_EVERY_MS = 1000;
/** Load again once this share of the goods changed since the load (they sit in the index's slower tail). */
const RELOAD_SHARE = 0.02;
/** A failed or abandoned load is tried again after this long. */
const RELOAD_RETRY_MS = 10_000;
/** Queries kept per keyword (they never change: the text search dictionaries are fixed). */
const QUERY_MEMO = 10_000;

/** `off`: SEARCH_INDEX=postgres; `loading`: Postgres answers meanwhile; `serving`: pages come from memory. */
export interface SearchIndexStatus {
  state: 'off' | 'loading' | 'serving';
  /** listed goods in the index while serving */
  goods: number | null;
}

/** An index and the snapshot of goods_search it holds: replaced together, moved on together. */
interface Indexed {
  index: SearchIndex;
  snapshot: string;
}

/**
 * Search pages answered from an in-memory index of goods_search (search-index.ts) held by each API
 * process: a page takes well under a millisecond instead of milliseconds of Postgres work. Postgres
 * stays the source of truth and the text engine: it turns the words into lexemes (search_tsquery():
 * per-language stemming, stop words) and the index holds the lexemes Postgres stored.
 * - Loaded at start-up in the background; until then, and whenever the index cannot be made current,
 *   `page()` answers null and search runs in Postgres (search_goods_page()).
 * - Current for every search: `page()` first reads what changed since the snapshot the index holds
 *   (GoodsSearchFeed, one indexed query; concurrent searches share one read); CatalogService asks
 *   `pageAsHeld()` and checks for changes in the read of the page's cards, reading them first only
 *   when there were some. Either way a search sees every change committed before it, as it would in
 *   Postgres. `search_changed` announcements and a one-second timer read changes between searches
 *   too, so that searches seldom find any.
 * - Loaded again when many goods changed (they sit in the index's slower tail), on a bulk change too
 *   large to read as changes, or on `reset` (a truncate).
 * `SEARCH_INDEX=postgres` turns it off.
 */
@Injectable()
export class SearchIndexService implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('SearchIndex');
  private readonly feed: GoodsSearchFeed;
  private current: Indexed | null = null;
  private tail: Promise<void> = Promise.resolve();
  private queuedFollow: Promise<boolean> | null = null;
  private loading: Promise<void> | null = null;
  private loadStartedAt = 0;
  private timer?: NodeJS.Timeout;
  private closed = false;
  private readonly queries = new Map<string, QueryNode | null>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: PgNotifications,
    private readonly catalog: CatalogRepository,
  ) {
    this.feed = new GoodsSearchFeed(config.DATABASE_URL ?? '');
  }

  get enabled(): boolean {
    return this.config.SEARCH_INDEX === 'memory' && !!this.config.DATABASE_URL;
  }

  status(): SearchIndexStatus {
    if (!this.enabled) return { state: 'off', goods: null };
    return this.current ? { state: 'serving', goods: this.current.index.size } : { state: 'loading', goods: null };
  }

  async onModuleInit(): Promise<void> {
    if (!this.enabled) return;
    await this.notifications.subscribe(SEARCH_CHANGED_CHANNEL, {
      // every search reads the changes first; announcements and the timer keep the index warm between searches
      notify: (payload) => void (payload === 'reset' ? this.reload() : this.follow()),
      live: () => void this.follow(),
      lost: () => undefined,
    });
    void this.reload();
    this.timer = setInterval(() => this.tick(), FOLLOW_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await Promise.allSettled([this.loading, this.tail]);
    await this.feed.close();
  }

  /** Wait until the index serves (tests, benchmarks); false when it is off or could not load. */
  async ready(): Promise<boolean> {
    if (!this.enabled) return false;
    await (this.loading ?? this.reload());
    await this.follow();
    return this.current !== null;
  }

  /** Read every change committed before this call into the serving index; false when it is off or not serving. */
  applyChanges(): Promise<boolean> {
    return this.follow();
  }

  /**
   * The page of goods matching every word in an order, and the matches up to cap + 1, exactly as
   * search_goods_page() would answer without its prefix mode; null when the index cannot answer (not
   * loaded, not current, or a query form it does not evaluate): ask Postgres.
   */
  async page(terms: SearchTerms, o: PageOptions): Promise<{ matches: number; ids: string[] } | null> {
    if (!this.current) return null;
    const q = await this.query(terms);
    // every change committed before this search: one read of changes serves every search waiting for it
    if (q === undefined || !(await this.follow()) || !this.current) return null;
    if (q === null) return { matches: 0, ids: [] }; // only stop words
    try {
      return this.current.index.page(q, o);
    } catch (e) {
      this.log.error(`search index page failed (Postgres answers): ${(e as Error).message}`);
      return null;
    }
  }

  /**
   * The page as the index holds it now, with the snapshot of goods_search it is current as of,
   * without reading changes first: for a caller that checks in its next read that nothing changed
   * since that snapshot (CatalogRepository.goodsCardsIfUnchanged), and asks `page()` when something did.
   * Null when the index cannot answer (as `page()`).
   */
  async pageAsHeld(terms: SearchTerms, o: PageOptions): Promise<{ matches: number; ids: string[]; snapshot: string } | null> {
    if (!this.current) return null;
    const q = await this.query(terms);
    const at = this.current;
    if (q === undefined || !at) return null;
    if (q === null) return { matches: 0, ids: [], snapshot: at.snapshot };
    try {
      // one synchronous step: catchUp() changes the index and its snapshot together
      return { ...at.index.page(q, o), snapshot: at.snapshot };
    } catch (e) {
      this.log.error(`search index page failed (Postgres answers): ${(e as Error).message}`);
      return null;
    }
  }

  /** The parsed query of the words (null: only stop words; undefined: a form the index does not evaluate). */
  private async query(terms: SearchTerms): Promise<QueryNode | null | undefined> {
    const key = JSON.stringify([terms.config, terms.words, terms.cjk]);
    if (this.queries.has(key)) return this.queries.get(key) as QueryNode | null;
    const text = await this.catalog.searchTsquery(terms);
    const q = text === null ? null : (parseTsquery(text) ?? undefined);
    if (this.queries.size >= QUERY_MEMO) this.queries.clear();
    if (q !== undefined) this.queries.set(key, q);
    return q;
  }

  /** Every second: follow, or load again a while after a load that failed or was given up. */
  private tick(): void {
    if (this.current) void this.follow();
    else if (!this.loading && Date.now() - this.loadStartedAt > RELOAD_RETRY_MS) void this.reload();
  }

  /** Load the whole index from one snapshot (follows of the serving one go on meanwhile), catch up, swap it in. */
  private reload(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return (this.loading ??= (async () => {
      const started = (this.loadStartedAt = Date.now());
      try {
        const builder = new SearchIndexBuilder();
        const snapshot = await this.feed.load(
          (g) => builder.add(g),
          () => this.closed,
        );
        if (this.closed) return;
        const loaded: Indexed = { index: builder.finish(), snapshot };
        await this.serial(async () => {
          if (await this.catchUp(loaded)) this.current = loaded;
        });
        if (this.current === loaded) this.log.log(`${loaded.index.size} goods indexed in ${Date.now() - started} ms`);
      } catch (e) {
        this.log.warn(`search index not loaded (search runs in Postgres): ${(e as Error).message}`);
      } finally {
        this.loading = null;
      }
    })());
  }

  /**
   * Read what changed into the serving index; true when it is then current as of this call. Callers
   * share a read that has not started yet (it reads everything committed before it starts); one that
   * has started may predate the caller's moment, so a new one queues behind it.
   */
  private follow(): Promise<boolean> {
    if (!this.current || this.closed) return Promise.resolve(false);
    return (this.queuedFollow ??= this.serial(async () => {
      this.queuedFollow = null;
      const at = this.current;
      if (!at) return false;
      const caughtUp = await this.catchUp(at).catch((e: Error) => {
        this.log.warn(`could not read search changes: ${e.message}`);
        return null;
      });
      if (caughtUp === false) {
        this.current = null; // too much changed at once: Postgres answers until the new load is in
        void this.reload();
      } else if (at.index.changedSinceBuild > Math.max(1000, at.index.size * RELOAD_SHARE)) void this.reload();
      return caughtUp === true;
    }));
  }

  /** Runs `fn` after every earlier one has ended: reads of changes and swaps never interleave. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * Apply the changes since its snapshot to `at` and move its snapshot on, in one synchronous step;
   * false (nothing applied) when there were too many.
   */
  private async catchUp(at: Indexed): Promise<boolean> {
    const changes = await this.feed.changes(at.snapshot, FOLLOW_MAX);
    if (!changes) return false;
    for (const id of changes.removed) at.index.remove(id);
    for (const g of changes.upserted) at.index.upsert(g);
    at.snapshot = changes.snapshot;
    return true;
  }
}
