import type { FastifyRequest } from 'fastify';
import { resolveLang, type LangCode } from '@mall/contracts';

/** The reader's language of a REST request: `?lang=`, else the first of Accept-Language, else the default. */
export function requestLang(req: FastifyRequest): LangCode {
  const q = (req.query ?? {}) as Record<string, unknown>;
  return resolveLang(typeof q.lang === 'string' ? q.lang : (req.headers['accept-language'] ?? '').split(/[,;]/)[0]);
}
