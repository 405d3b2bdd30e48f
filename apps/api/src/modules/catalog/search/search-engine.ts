import type { GoodsCardRow, SearchPageOptions, SearchTerms } from '../catalog.repository';
import type { I18nText } from '../domain/i18n-text';

/** What a search finds for one keyword, order and page: the page's goods cards and the matches up to cap + 1. */
export interface SearchPage {
  matches: number;
  /** in the page's order, as anyone sees them (`is_keep` false) */
  cards: GoodsCardRow[];
}

/** A goods name suggested while typing. */
export interface SearchSuggestion {
  id: string;
  name_i18n: I18nText;
  seller_lang: string;
}

/**
 * `off`: the engine has no index of its own (Postgres answers every page); `loading`: its index is
 * being loaded and Postgres answers meanwhile; `serving`: pages come from its index (`goods` listed).
 * The answer of GET /v1/search/index.
 */
export interface SearchEngineState {
  state: 'off' | 'loading' | 'serving';
  goods: number | null;
}

/**
 * The catalogue's goods search, whatever answers it (chosen by SEARCH_INDEX: search-engine.provider.ts).
 * goods_search (kept by triggers on goods, stores and sales) is the source of truth of every adapter:
 * an adapter with an index of its own takes in the goods changed and removed there before it answers.
 * - `page`: every listed goods matching all words (stemmed; CJK by bigrams), filtered (`sellerId`), in
 *   the listing order, one page of `limit` from `offset`, with the matches counted up to `cap` + 1
 *   (none served at or beyond `cap`); `prefix` makes the last word match as a prefix.
 * - `suggest`: goods whose words start with what was typed, best sellers first, ≤ limit.
 * - `applyChanges`: take in every goods change and removal committed before the call (nothing to do
 *   for an adapter that reads goods_search itself); `page` does it too before it answers.
 * - `ready`: wait until the engine answers from its own index (tests, benchmarks); false when it
 *   could not, or has none.
 */
export abstract class SearchEngine {
  abstract readonly kind: 'memory' | 'postgres';
  abstract state(): SearchEngineState;
  abstract ready(): Promise<boolean>;
  abstract applyChanges(): Promise<void>;
  abstract page(terms: SearchTerms, opts: SearchPageOptions): Promise<SearchPage>;
  abstract suggest(terms: SearchTerms, limit: number): Promise<SearchSuggestion[]>;
}
