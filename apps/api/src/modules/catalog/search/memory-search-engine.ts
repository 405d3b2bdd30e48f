import type { CatalogRepository, SearchPageOptions, SearchTerms } from '../catalog.repository';
import type { SearchIndexService } from '../search-index/search-index.service';
import { SearchEngine, type SearchEngineState, type SearchPage, type SearchSuggestion } from './search-engine';

/**
 * SearchEngine answered from the in-memory index of each API process (SEARCH_INDEX=memory:
 * SearchIndexService), with Postgres answering whatever the index cannot (not loaded yet, not current,
 * prefix matching, a query form it does not evaluate). Suggestions (prefix matching) come from Postgres.
 */
export class MemorySearchEngine extends SearchEngine {
  readonly kind = 'memory' as const;

  constructor(
    private readonly index: SearchIndexService,
    private readonly catalog: CatalogRepository,
  ) {
    super();
  }

  state(): SearchEngineState {
    return this.index.status();
  }

  ready(): Promise<boolean> {
    return this.index.ready();
  }

  async applyChanges(): Promise<void> {
    await this.index.applyChanges();
  }

  /**
   * The index's page as it holds it is checked in the cards' read (one round trip): when goods changed
   * since its snapshot, the index reads the changes and the page is made again.
   */
  async page(terms: SearchTerms, opts: SearchPageOptions): Promise<SearchPage> {
    if (opts.prefix) return this.catalog.searchCards(terms, opts);
    const held = await this.index.pageAsHeld(terms, opts);
    if (held) {
      const { changed, cards } = await this.catalog.goodsCardsIfUnchanged(held.ids, held.snapshot);
      if (!changed) return { matches: held.matches, cards };
    }
    const found = await this.index.page(terms, opts);
    if (!found) return this.catalog.searchCards(terms, opts);
    return { matches: found.matches, cards: await this.catalog.goodsCards(found.ids) };
  }

  suggest(terms: SearchTerms, limit: number): Promise<SearchSuggestion[]> {
    return this.catalog.suggestGoods(terms, limit);
  }
}
