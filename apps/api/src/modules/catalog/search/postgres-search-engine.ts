import type { CatalogRepository, SearchPageOptions, SearchTerms } from '../catalog.repository';
import { SearchEngine, type SearchEngineState, type SearchPage, type SearchSuggestion } from './search-engine';

/**
 * SearchEngine answered by Postgres alone (SEARCH_INDEX=postgres): search_goods_page() over
 * goods_search, cards in the same round trip. Always current: it reads goods_search itself.
 */
export class PostgresSearchEngine extends SearchEngine {
  readonly kind = 'postgres' as const;

  constructor(private readonly catalog: CatalogRepository) {
    super();
  }

  state(): SearchEngineState {
    return { state: 'off', goods: null };
  }

  async ready(): Promise<boolean> {
    return false;
  }

  async applyChanges(): Promise<void> {}

  page(terms: SearchTerms, opts: SearchPageOptions): Promise<SearchPage> {
    return this.catalog.searchCards(terms, opts);
  }

  suggest(terms: SearchTerms, limit: number): Promise<SearchSuggestion[]> {
    return this.catalog.suggestGoods(terms, limit);
  }
}
