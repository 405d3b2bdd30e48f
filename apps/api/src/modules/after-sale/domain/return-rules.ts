import { RETURNABLE_STATUSES } from '../../order';

export const RETURN_DETAIL_MAX = 1000;
export const RETURN_IMAGES_MAX = 9;
export const NOTE_MAX = 500;

/** `returnStatus` of an order: 0 none, 1 refunding (case open), 2 refunded, 3 refund failed / rejected. */
export const ReturnStatus = { None: 0, Open: 1, Refunded: 2, Failed: 3 } as const;

export type ReturnCaseState = 'requested' | 'rejected' | 'escalated' | 'refunded' | 'dismissed';
export const RETURN_CASE_STATES: readonly ReturnCaseState[] = ['requested', 'rejected', 'escalated', 'refunded', 'dismissed'];

export type EscalationRefusal =
  'AFTERSALE_NOT_ESCALATABLE' | 'AFTERSALE_ESCALATE_RECEIVED' | 'AFTERSALE_NOTHING_REFUNDABLE' | 'AFTERSALE_ESCALATE_TOO_LATE';

/** Until when a case refused by the seller may be sent to the platform (null: it was not refused). */
export function escalationDeadline(c: { state: ReturnCaseState; decidedAt: Date | null }, windowHours: number): Date | null {
  if (c.state !== 'rejected' || !c.decidedAt) return null;
  return new Date(new Date(c.decidedAt).getTime() + windowHours * 3_600_000);
}

/**
 * Whether the buyer may send the newest case of an order to the platform (issue 25 item 11): only a
 * case the seller refused, only while the order is not received (a received order is settled: the
 * seller has been paid; from then on only an operator's manual refund helps), only while something
 * is left to refund, and only within `windowHours` of the refusal. The refusal, or null when allowed.
 */
export function escalationRefusal(
  c: { state: ReturnCaseState; decidedAt: Date | null },
  o: { status: number; settledAt: Date | null; refundable: bigint },
  now: Date,
  windowHours: number,
): EscalationRefusal | null {
  const deadline = escalationDeadline(c, windowHours);
  if (!deadline) return 'AFTERSALE_NOT_ESCALATABLE';
  if (!RETURNABLE_STATUSES.includes(o.status) || o.settledAt) return 'AFTERSALE_ESCALATE_RECEIVED';
  if (o.refundable <= 0n) return 'AFTERSALE_NOTHING_REFUNDABLE';
  if (now.getTime() > deadline.getTime()) return 'AFTERSALE_ESCALATE_TOO_LATE';
  return null;
}

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
