/** Return reasons 1–9 (contract §5): not received, don't want, wrong item, counterfeit, missing, damaged, quality, agreed, other. */
export const RETURN_REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const RETURN_DETAIL_MAX = 1000;
export const RETURN_IMAGES_MAX = 9;
export const NOTE_MAX = 500;

/** `returnStatus` of an order: 0 none, 1 refunding (case open), 2 refunded, 3 refund failed / rejected. */
export const ReturnStatus = { None: 0, Open: 1, Refunded: 2, Failed: 3 } as const;

export type ReturnCaseState = 'requested' | 'rejected' | 'escalated' | 'refunded' | 'dismissed';
export const RETURN_CASE_STATES: readonly ReturnCaseState[] = ['requested', 'rejected', 'escalated', 'refunded', 'dismissed'];

/** Statuses from which a buyer may ask for a refund: paid, confirmed, shipped (within the return window). */
export const RETURNABLE_STATUSES: readonly number[] = [1, 2, 3];

// C0/C1 controls except tab and line feed, DEL, zero-width and bidi overrides.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const TAG = /<[^>]*>/g;

/**
 * User text made inert: markup removed (tags, then stray angle brackets), control characters
 * dropped, spaces collapsed per line, at most two line breaks in a row, trimmed. Stored this way and
 * rendered as text, never as HTML.
 */
export function inertText(v: string | undefined | null): string {
  if (!v) return '';
  return v
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, ' ')
    .replace(TAG, ' ')
    .replace(/[<>]/g, ' ')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Length as a person counts it (code points). */
export const charLength = (s: string): number => [...s].length;
