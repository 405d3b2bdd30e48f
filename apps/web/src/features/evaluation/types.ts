import type { PageA } from '@mall/contracts';

/** Reviews as `evaluation!list` / `evaluation!countType` send them (legacy-api §4.3), and the seller console's `GET /v1/seller/reviews`. */

/** 1 good (4–5 stars), 2 medium (2–3), 3 bad (1) */
export type EvaluationType = 1 | 2 | 3;

export interface ReviewRow {
  id: string;
  /** masked ("A***b") */
  userName: string;
  avatar: string;
  countryName: string;
  rating: number;
  evaluationType: EvaluationType;
  content: string;
  evaluationTime: string;
  attributes: { attrName: string; attrValue: string }[];
  /** the system's default good review (the buyer wrote none) */
  isDefault: boolean;
  [img: `imgUrl${number}`]: string;
}

export interface ReviewPage extends PageA<ReviewRow> {
  evaluationNum: number;
}

/** `evaluation!countType` (counts as strings, as the legacy answers them); default reviews apart. */
export interface ReviewCounts {
  havePicture: string;
  positiveComments: string;
  mediumReview: string;
  negativeComment: string;
  defaultReview?: string;
  total?: string;
  averageRating?: string | number;
}

export interface SellerReview {
  id: string;
  orderId: string;
  goodsId: string;
  goodsName: string;
  userName: string;
  rating: number;
  evaluationType: EvaluationType;
  content: string;
  images: string[];
  isDefault: boolean;
  createdAt: string;
}

export interface SellerReviewPage {
  items: SellerReview[];
  total: number;
  page: number;
  pageSize: number;
}
