import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** Largest request body (forms, multipart fields): what the old clients may send. */
export const BODY_LIMIT = 1024 * 1024;
/** Largest JSON body: our JSON calls (the consoles' REST, a few old-client calls) send a few KiB at most. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Deepest nesting of arrays and objects in a JSON body (ours nest 3 levels). */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether JSON text nests arrays/objects deeper than `max`: one pass over the characters, brackets
 * inside strings ignored, so that a body of `[[[[…` is refused before JSON.parse and every walk of
 * the parsed value pay for its depth. (Invalid JSON may answer anything: JSON.parse refuses it next.)
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

const JSON_TYPE = /^\s*application\/json\s*(?:;|$)/i;

/** The body limit a request was held to, in KiB (for the "request too large" message). */
export function bodyLimitKb(req: Pick<FastifyRequest, 'headers'>): number {
  return (JSON_TYPE.test(req.headers['content-type'] ?? '') ? JSON_BODY_LIMIT : BODY_LIMIT) / 1024;
}

/**
 * The JSON body parser of every route (registered on the root instance before any plugin, so that
 * every scope inherits it): at most JSON_BODY_LIMIT bytes (413) and JSON_MAX_DEPTH levels (400
 * `COMMON_JSON_TOO_DEEP`, before parsing), then Fastify's own parser (prototype poisoning refused).
 * A request for no route is answered 404 without its body being parsed.
 */
export function registerJsonParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (req, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (req.is404) return done(null, undefined);
    if (jsonDeeperThan(text, JSON_MAX_DEPTH)) return done(new AppError('COMMON_JSON_TOO_DEEP', { max: JSON_MAX_DEPTH }), undefined);
    void parse(req, text, done);
  });
}
