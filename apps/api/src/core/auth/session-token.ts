import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (43 chars). Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Cheap shape check before any database work. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,128}$/.test(token);
}
