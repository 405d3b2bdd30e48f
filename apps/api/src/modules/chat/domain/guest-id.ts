import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Guest identity. A guest's `anonymousId` is a bearer secret: whoever holds it reads that guest's
 * conversation, so it must be unguessable and is never stored or shown (the database keeps only
 * HMAC(secret, id); agents see a short label derived from that hash).
 *
 * Accepted forms:
 * - `g1.<32 base64url chars: 24 random bytes>.<22 base64url chars: HMAC>`: issued by this server
 *   (`GET /v1/chat/guest`), signed with the shared chat secret, so a forged or mistyped id is refused;
 * - a random UUID v4 (122 random bits), as the old clients generate in localStorage.
 * Anything else (short, sequential, a user name…) is refused.
 */
const SIGNED = /^g1\.([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{22})$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`chat-guest:${body}`).digest('base64url').slice(0, 22);
}

export function issueGuestId(secret: string): string {
  const body = randomBytes(24).toString('base64url');
  return `g1.${body}.${sign(secret, body)}`;
}

export function isValidGuestId(secret: string, id: string): boolean {
  if (UUID_V4.test(id)) return true;
  const m = SIGNED.exec(id);
  if (!m) return false;
  const want = Buffer.from(sign(secret, m[1]));
  const got = Buffer.from(m[2]);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The stored key of a guest conversation. */
export function guestKeyOf(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`chat-guest-key:${id.toLowerCase()}`).digest('hex');
}

/** What agents see of a guest: stable, short, not the id. */
export function guestLabel(guestKey: string): string {
  return `Guest ${guestKey.slice(0, 6).toUpperCase()}`;
}
