import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { PgNotifications } from '../../core/database/pg-notifications';
import { SEARCH_CHANGED_CHANNEL } from './search/search-changed';
import type { GoodsCardRow } from './catalog.repository';

/** What a search finds for one keyword, sort and page: the page's goods cards and the match count. */
export interface SearchAnswer {
  matches: number;
  /** as anyone sees them (`is_keep` false); shared between callers: never modify */
  cards: readonly GoodsCardRow[];
}

/**
 * Search answers in memory, per keyword, sort and page.
 * Postgres announces every change that can alter an answer (migration search-change-notify) and the
 * cache is dropped then; while that announcement cannot be heard (not connected yet, connection
 * lost), nothing is served from or kept in the cache. An answer computed across a change is not kept.
 * Misses for the same key at the same time share one computation.
 */
@Injectable()
export class SearchCache implements OnModuleInit {
  private readonly answers?: LRUCache<string, SearchAnswer>;
  private readonly pending = new Map<string, Promise<SearchAnswer>>();
  private live = false;
  private generation = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly notifications: PgNotifications,
  ) {
    if (config.SEARCH_CACHE_TTL_MS > 0) {
      this.answers = new LRUCache({
        maxSize: config.SEARCH_CACHE_MB * 1024 * 1024,
        // JSON length in UTF-16 code units, ×2 for the bytes they take in memory (an estimate; bounded either way)
        sizeCalculation: (a) => 2 * JSON.stringify(a).length,
        ttl: config.SEARCH_CACHE_TTL_MS,
      });
    }
  }

  async onModuleInit(): Promise<void> {
    if (!this.answers) return;
    await this.notifications.subscribe(SEARCH_CHANGED_CHANNEL, {
      notify: () => this.drop(),
      live: () => {
        this.drop();
        this.live = true;
      },
      lost: () => {
        this.live = false;
        this.drop();
      },
    });
  }

  /** The kept answer for `key`, or `compute()`'s (kept unless the catalogue changed meanwhile). */
  async get(key: string, compute: () => Promise<SearchAnswer>): Promise<SearchAnswer> {
    if (!this.answers || !this.live) return compute();
    const kept = this.answers.get(key);
    if (kept) return kept;
    const slot = `${this.generation}\u0000${key}`;
    let p = this.pending.get(slot);
    if (!p) {
      const generation = this.generation;
      p = compute().then(
        (answer) => {
          if (this.pending.get(slot) === p) this.pending.delete(slot);
          if (this.live && generation === this.generation) this.answers!.set(key, answer);
          return answer;
        },
        (e: unknown) => {
          if (this.pending.get(slot) === p) this.pending.delete(slot);
          throw e;
        },
      );
      this.pending.set(slot, p);
    }
    return p;
  }

  private drop(): void {
    this.generation += 1;
    this.pending.clear();
    this.answers?.clear();
  }
}
