import type { Provider } from '@nestjs/common';
import { CatalogRepository } from '../catalog.repository';
import { SearchIndexService } from '../search-index/search-index.service';
import { MemorySearchEngine } from './memory-search-engine';
import { PostgresSearchEngine } from './postgres-search-engine';
import { SearchEngine } from './search-engine';

/** The SearchEngine SEARCH_INDEX chooses: `memory` (with a database) the in-memory index, else Postgres alone. */
export const searchEngineProvider: Provider = {
  provide: SearchEngine,
  inject: [CatalogRepository, SearchIndexService],
  useFactory: (catalog: CatalogRepository, index: SearchIndexService): SearchEngine =>
    index.enabled ? new MemorySearchEngine(index, catalog) : new PostgresSearchEngine(catalog),
};
