import type { PageA } from './envelope';

/** Reviews as `evaluation!list` / `evaluation!countType` send them (legacy-api §4.3), and the seller console's `GET /v1/seller/reviews`. */

/** 1 good (4–5 stars), 2 medium (2–3), 3 bad (1) */
export type EvaluationType = 1 | 2 | 3;

/** `evaluation!list` row (contract fields, plus `id`, `evaluationType` and `isDefault`). */
export interface ReviewRowData {
  id: string;
  /** masked ("A***b") */
  userName: string;
  avatar: string;
  countryName: string;
  rating: number;
  evaluationType: EvaluationType;
  content: string;
  evaluationTime: string;
  /** the options bought, in the reader's language */
  attributes: { attrName: string; attrNameLang: string | null; attrValue: string; attrValueLang: string | null }[];
  /** the system's default good review (the buyer wrote none) */
  isDefault: boolean;
  /** `imgUrl1..imgUrl9`, '' when none */
  [img: `imgUrl${number}`]: string;
}

export interface ReviewPageData extends PageA<ReviewRowData> {
  /** written reviews of the goods (default ones apart) */
  evaluationNum: number;
}

/** `evaluation!countType` (counts as strings, as the legacy answers them); default reviews apart. */
export interface ReviewCountsData {
  havePicture: string;
  positiveComments: string;
  mediumReview: string;
  negativeComment: string;
  defaultReview: string;
  total: string;
  /** one decimal, "0.0" without reviews */
  averageRating: string;
}

/** `GET /v1/seller/reviews` item: a review of one of the store's goods. */
export interface SellerReviewData {
  id: string;
  orderId: string;
  goodsId: string;
  goodsName: string;
  goodsNameLang: string | null;
  userName: string;
  rating: number;
  evaluationType: EvaluationType;
  content: string;
  images: string[];
  isDefault: boolean;
  createdAt: string;
}

export interface SellerReviewPageData {
  items: SellerReviewData[];
  total: number;
  page: number;
  pageSize: number;
}
