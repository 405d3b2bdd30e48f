import { Module } from '@nestjs/common';
import { BrandModule } from '../brand';
import { SysparaModule } from '../syspara';
import { CatalogRepository } from './catalog.repository';
import { CatalogController } from './catalog.controller';
import { CatalogJobs } from './catalog.jobs';
import { CatalogService } from './catalog.service';
import { FavouritesRepository } from './favourites.repository';
import { FirstScreenPictures } from './first-screen';
import { SearchCache } from './search-cache';
import { SearchIndexService } from './search-index/search-index.service';

@Module({
  imports: [BrandModule, SysparaModule],
  controllers: [CatalogController],
  providers: [CatalogRepository, FavouritesRepository, CatalogService, CatalogJobs, SearchCache, SearchIndexService, FirstScreenPictures],
  exports: [CatalogService, FirstScreenPictures, SearchIndexService],
})
export class CatalogModule {}
