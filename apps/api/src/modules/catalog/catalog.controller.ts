import { Controller, Get, Query } from '@nestjs/common';
import { resolveLang } from '@mall/contracts';
import { CatalogService } from './catalog.service';
import { localized } from './domain/i18n-text';
import { SearchEngine, type SearchEngineState } from './search/search-engine';

/** REST for our own web client: search suggestions as you type (≤ 10, stores first); the search index's state (operators, benchmarks). */
@Controller('v1/search')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly searchEngine: SearchEngine,
  ) {}

  @Get('index')
  index(): SearchEngineState {
    return this.searchEngine.state();
  }

  @Get('suggest')
  async suggest(@Query('q') q: string | undefined, @Query('lang') langRaw: string | undefined) {
    const lang = resolveLang(langRaw);
    const r = await this.catalog.searchKeyword(typeof q === 'string' ? q : '', lang);
    const stores = r.sellerList.slice(0, 3).map((s) => ({ type: 'store' as const, id: s.id, name: s.name }));
    const goods = r.goodsList.map((g) => ({ type: 'goods' as const, id: g.id, ...localized('name', g.name_i18n, lang, g.seller_lang) }));
    return { items: [...stores, ...goods].slice(0, 10) };
  }
}
