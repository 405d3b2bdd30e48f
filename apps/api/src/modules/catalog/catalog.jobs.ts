import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../core/queue/jobs';
import { CatalogService } from './catalog.service';

/** Hourly rebuild of the search vocabulary used for typo correction. */
@Injectable()
export class CatalogJobs implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly catalog: CatalogService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('catalog.refreshSearchVocabulary', () => this.catalog.refreshSearchVocabulary(), { everyMs: 3600_000 });
  }
}
