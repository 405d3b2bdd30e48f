import { useMutation } from '@tanstack/react-query';
import { callAction, type ActionParams } from '@/lib/api-client';
import { typeOfRating } from '@/features/evaluation/rules';

export interface ReviewInput {
  orderId: string;
  goodsId: string;
  /** 1–5 stars */
  rating: number;
  content: string;
  /** uploaded pictures (at most 9), sent as imgUrl1..imgUrl9 */
  photos: string[];
}

/**
 * `evaluation!add`: the review of one goods of a received order (the server checks the buyer, the
 * order's state and the goods). The first review moves the order to "reviewed".
 */
export function addEvaluation(r: ReviewInput): Promise<unknown> {
  const params: ActionParams = {
    orderId: r.orderId,
    sellerGoodsId: r.goodsId,
    rating: r.rating,
    evaluationType: typeOfRating(r.rating),
    content: r.content,
  };
  r.photos.forEach((url, i) => {
    params[`imgUrl${i + 1}`] = url;
  });
  return callAction('evaluation!add', params);
}

/** The page invalidates the order and the goods' reviews itself once every line is sent. */
export function useAddEvaluation() {
  return useMutation({ mutationFn: addEvaluation });
}
