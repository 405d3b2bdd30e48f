export { EvaluationModule } from './evaluation.module';
export { EvaluationService, LOG_DEFAULT_REVIEW, LOG_REVIEWED, type ReviewInput, type ReviewPage } from './evaluation.service';
export { EVALUATION_DEFAULT_REVIEW_JOB } from './jobs/default-review.processor';
export { ADD_IMAGES_MAX, ADD_LIST_IMAGES_MAX, typeOfRating } from './domain/evaluation-rules';
export type { ReviewFilter, ReviewRow } from './evaluation.repository';
