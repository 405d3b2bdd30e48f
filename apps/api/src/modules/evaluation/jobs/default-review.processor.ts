import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../core/queue/jobs';
import { EvaluationService } from '../evaluation.service';

export const EVALUATION_DEFAULT_REVIEW_JOB = 'evaluation.defaultReview';
const EVERY_MS = 5 * 60_000;

/** The default good-review timer, every 5 minutes (in-process, or BullMQ with Redis). */
@Injectable()
export class DefaultReviewProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly reviews: EvaluationService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(EVALUATION_DEFAULT_REVIEW_JOB, async () => void (await this.reviews.defaultReviews()), { everyMs: EVERY_MS });
  }
}
