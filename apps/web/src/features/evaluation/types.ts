/** Reviews as the API sends them: the server's own wire types, in @mall/contracts. */
export type {
  EvaluationType,
  ReviewCountsData as ReviewCounts,
  ReviewPageData as ReviewPage,
  ReviewRowData as ReviewRow,
  SellerReviewData as SellerReview,
  SellerReviewPageData as SellerReviewPage,
} from '@mall/contracts';
