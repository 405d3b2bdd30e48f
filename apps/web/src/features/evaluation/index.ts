/** Reviews (issue 11): the review page of a received order, the product page's reviews, the seller's view. */
export { useEvaluations, getEvaluationsQueryOptions, listEvaluations } from './api/list-evaluations';
export { useEvaluationCounts, getEvaluationCountsQueryOptions, countEvaluations } from './api/count-evaluations';
export { useAddEvaluation, addEvaluation, type ReviewInput } from './api/add-evaluation';
export { useSellerReviews, listSellerReviews, SELLER_REVIEWS_PAGE_SIZE } from './api/list-seller-reviews';
export { evaluationKeys } from './api/query-keys';
export {
  REVIEW_FILTERS,
  REVIEW_PHOTOS_MAX,
  REVIEW_CONTENT_MAX,
  REVIEWS_PAGE_SIZE,
  typeOfRating,
  filterCount,
  photosOf,
  type ReviewFilterKey,
} from './rules';
export type { ReviewRow, ReviewPage, ReviewCounts, SellerReview, SellerReviewPage, EvaluationType } from './types';
