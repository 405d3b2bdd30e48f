import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** Larger replies are compressed as a stream (see the `return reply` note in action-dispatcher.ts). */
export const COMPRESS_SYNC_MAX = 8 * 1024;

/**
 * Text we compress: JSON (`.action` envelopes, `/v1`, OpenAPI), HTML, CSS, JS, SVG, XML, plain text
 * (@fastify/compress also takes what mime-db marks compressible). Never event streams (SSE must
 * flush event by event); the JPEG/PNG routes (`/media/…`, `/uploads/…`) opt out with `compress: false`.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|xml)|application\/(?:javascript|manifest\+json)|image\/svg\+xml)(?:;|$)/i;

/** Whether a reply of this content type is compressed (when large enough and the client accepts it). */
export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.trim());
}

/**
 * Compress replies by Accept-Encoding: brotli (quality 4: fast, still smaller than gzip) or gzip.
 *
 * Registered on the root instance, before the `.action` dispatcher, the static/media routes and
 * Nest's controllers, so its `onRoute` hook reaches every route registered after it. Replies that
 * already carry a `content-encoding` (the web build's pre-compressed `.br`/`.gz` files, served by
 * @fastify/static) are left alone, so nothing is compressed twice. Request bodies are not inflated:
 * a compressed upload could otherwise expand far beyond the body limit.
 * socket.io is attached to the raw HTTP server, outside Fastify's routing, and is not affected.
 */
export async function registerCompression(f: FastifyInstance): Promise<void> {
  await f.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    // Up to this size a reply is compressed in one synchronous call (cheap: ~0.1 ms at brotli 4);
    // larger ones stream through zlib's thread pool. Fixed rather than derived from the core count,
    // so every host behaves alike.
    syncThreshold: COMPRESS_SYNC_MAX,
    customTypes: (type: string) => isCompressibleType(type),
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
