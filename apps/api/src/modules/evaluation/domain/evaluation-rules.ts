/** Review rules (legacy-behaviour §2, with the checks the legacy lacked). */
export const REVIEW_CONTENT_MAX = 1000;
/** `evaluation!add` reads imgUrl1..9 (legacy); `evaluation!addList` imgUrl1..8 per item (contract). */
export const ADD_IMAGES_MAX = 9;
export const ADD_LIST_IMAGES_MAX = 8;

/** Type from the rating: 1 → bad (3), 2–3 → medium (2), 4–5 → good (1). The stored type always follows the rating. */
export function typeOfRating(rating: number): 1 | 2 | 3 {
  if (rating >= 4) return 1;
  if (rating >= 2) return 2;
  return 3;
}
