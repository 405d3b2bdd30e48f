import { Injectable } from '@nestjs/common';
import { ScheduledJob } from '../../../core/queue/scheduled-job';
import { EvaluationService } from '../evaluation.service';

export const EVALUATION_DEFAULT_REVIEW_JOB = 'evaluation.defaultReview';

/** The default good-review timer, every 5 minutes (in-process, or BullMQ with Redis). */
@Injectable()
export class DefaultReviewProcessor extends ScheduledJob {
  constructor(private readonly reviews: EvaluationService) {
    super(EVALUATION_DEFAULT_REVIEW_JOB, 5 * 60_000);
  }

  run(): Promise<unknown> {
    return this.reviews.defaultReviews();
  }
}
