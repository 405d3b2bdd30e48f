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

/**
 * A reviewer's name as others see it: e-mails keep 2 characters and the domain, numbers keep the
 * first 3 and last 2 digits, other names their first and last character.
 */
export function maskName(name: string): string {
  const at = name.indexOf('@');
  if (at > 0) return `${name.slice(0, Math.min(2, at))}***${name.slice(at)}`;
  if (/^\+?\d{6,}$/.test(name)) return `${name.slice(0, 3)}****${name.slice(-2)}`;
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
