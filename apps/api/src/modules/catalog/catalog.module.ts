import { Module } from '@nestjs/common';
import { BrandModule } from '../brand';
import { SellerCountersModule } from '../seller/counters';
import { SysparaModule } from '../syspara';
import { CatalogRepository } from './catalog.repository';
import { CatalogController } from './catalog.controller';
import { CatalogJobs } from './catalog.jobs';
import { CatalogService } from './catalog.service';
import { FavouritesRepository } from './favourites.repository';
import { FirstScreenPictures } from './first-screen';
import { SearchCache } from './search-cache';
import { SearchEngine } from './search/search-engine';
import { searchEngineProvider } from './search/search-engine.provider';
import { SearchIndexService } from './search-index/search-index.service';

@Module({
  imports: [BrandModule, SysparaModule, SellerCountersModule],
  controllers: [CatalogController],
  providers: [
    CatalogRepository,
    FavouritesRepository,
    CatalogService,
    CatalogJobs,
    SearchCache,
    SearchIndexService,
    searchEngineProvider,
    FirstScreenPictures,
  ],
  exports: [CatalogService, FirstScreenPictures, SearchEngine],
})
export class CatalogModule {}
