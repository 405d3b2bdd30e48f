import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../core/queue/jobs';
import { CatalogService } from './catalog.service';

/** Hourly: rebuild the search vocabulary used for typo correction; forget old search removals. */
@Injectable()
export class CatalogJobs implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly catalog: CatalogService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('catalog.refreshSearchVocabulary', () => this.catalog.refreshSearchVocabulary(), { everyMs: 3600_000 });
    this.jobs.register('catalog.pruneSearchRemovals', () => this.catalog.pruneSearchRemovals(), { everyMs: 3600_000 });
  }
}
