import type { ReviewCounts, ReviewRow } from './types';

/** Filter chips of the product page → `evaluationType` ('' all, 1 good, 2 medium, 3 bad, -2 with pictures). */
export const REVIEW_FILTERS = [
  { key: 'all', type: '' },
  { key: 'good', type: '1' },
  { key: 'medium', type: '2' },
  { key: 'bad', type: '3' },
  { key: 'pictures', type: '-2' },
] as const;
export type ReviewFilterKey = (typeof REVIEW_FILTERS)[number]['key'];

/** Photos per review through `evaluation!add` (the server refuses a 10th). */
export const REVIEW_PHOTOS_MAX = 9;
export const REVIEW_CONTENT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

/** The type a rating gives (the server decides it the same way): 1 → bad, 2–3 → medium, 4–5 → good. */
export function typeOfRating(rating: number): 1 | 2 | 3 {
  return rating >= 4 ? 1 : rating >= 2 ? 2 : 3;
}

/** The count of a chip; "all" counts the written reviews and the default ones. */
export function filterCount(key: ReviewFilterKey, c: ReviewCounts | undefined): number | null {
  if (!c) return null;
  const n = (v: string | undefined) => Number(v ?? 0) || 0;
  switch (key) {
    case 'good':
      return n(c.positiveComments);
    case 'medium':
      return n(c.mediumReview);
    case 'bad':
      return n(c.negativeComment);
    case 'pictures':
      return n(c.havePicture);
    default:
      return n(c.positiveComments) + n(c.mediumReview) + n(c.negativeComment) + n(c.defaultReview);
  }
}

/** imgUrl1..imgUrlN of a row, without the empty ones. */
export function photosOf(row: ReviewRow): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const v = row[`imgUrl${i}`];
    if (typeof v === 'string' && v) out.push(v);
  }
  return out;
}
