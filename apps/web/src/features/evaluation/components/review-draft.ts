import type { OrderGoodsLine } from '@mall/contracts';

/** What one goods' form reports to the review page, and where its sending stands. */
export interface LineDraft {
  rating: number;
  content: string;
  photos: string[];
  uploading: boolean;
}

export type LineState = { state: 'idle' } | { state: 'sending' } | { state: 'done' } | { state: 'error'; message: string };

/** A goods line's key in the drafts and states. */
export const lineKey = (l: OrderGoodsLine) => `${l.goodsId}:${l.skuId ?? ''}`;
