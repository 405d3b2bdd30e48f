import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from './transport-security';

/**
 * The device cookie of our web app (issue 14 item 1): a random id, httpOnly, kept a year. Sign-in
 * failures are counted per (account, client); a device that has signed in to an account before is
 * its own client, so failures from other devices behind the same IP never lock it out.
 */
export const DEVICE_COOKIE = 'mall_device';
const SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE_S = 365 * 24 * 3600;

/** The request's device id, if it sends a well-formed one. */
export function readDevice(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === DEVICE_COOKIE) {
      const v = part.slice(i + 1).trim();
      return SHAPE.test(v) ? v : undefined;
    }
  }
  return undefined;
}

/** The device id of a request; a new one (with its Set-Cookie) for our web app when it has none. */
export function clientDevice(req: FastifyRequest, reply: FastifyReply, issue: boolean): string | undefined {
  const known = readDevice(req.headers.cookie);
  if (known || !issue) return known;
  const id = randomBytes(32).toString('base64url');
  const secure = isHttps(req) ? '; Secure' : '';
  reply.header('set-cookie', `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
  return id;
}
