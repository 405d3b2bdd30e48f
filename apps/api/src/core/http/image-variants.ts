import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { allowedWidth, type ImageKind } from '@mall/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';

/**
 * `?w=` to one of `kind`'s widths (IMAGE_WIDTHS_BY_KIND, @mall/contracts: a
 * bounded set, so a client can make us render and keep at most `pictures × widths` files, never one
 * per integer): absent or empty → `fallback`; a whole number → allowedWidth() (the smallest allowed
 * width at least as large, else the largest); anything else (`abc`, `1.5`, `-3`, `1e3`, repeated `w`) → null, which
 * the routes answer with 400.
 */
export function snapWidth(v: unknown, kind: ImageKind, fallback: number): number | null {
  if (v === undefined || v === '') return fallback;
  if (typeof v !== 'string' || !/^[0-9]{1,5}$/.test(v)) return null;
  const n = Number(v);
  if (n === 0) return null;
  return allowedWidth(kind, n);
}

/**
 * The format a resized picture goes out in: WebP when the request says it takes it (every current
 * browser does, for images and image preloads), else the picture's own. Its replies carry
 * `Vary: Accept` (VARY_ACCEPT) so that caches keep the two apart.
 */
export function variantFormat(req: FastifyRequest, own: 'jpeg' | 'png'): ImageFormat {
  return /(^|[\s,])image\/webp(\s*[;,]|\s*$)/i.test(String(req.headers.accept ?? '')) ? 'webp' : own;
}

export const VARY_ACCEPT = { vary: 'Accept' } as const;
export const IMAGE_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type ImageFormat = keyof typeof IMAGE_TYPES;

/**
 * A variant's bytes in `format`: WebP (the demo art and photos at about half the bytes of JPEG q82),
 * PNG at full compression, or JPEG q82 (`mozjpeg`: smaller, slower to encode).
 */
export function encodeVariant(img: Sharp, format: ImageFormat, jpeg: { mozjpeg?: boolean } = {}): Promise<Buffer> {
  if (format === 'webp') return img.webp({ quality: 80, effort: 4 }).toBuffer();
  if (format === 'png') return img.png({ compressionLevel: 9 }).toBuffer();
  return img.jpeg({ quality: 82, ...jpeg }).toBuffer();
}

/** A strong validator from the bytes (the files are small: hashing is cheaper than a round trip). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names `etag` (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** Send image bytes with a content type, cache headers and an ETag; a matching `If-None-Match` gets 304. */
export function sendImage(
  req: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  opts: { contentType: string; cacheControl: string; headers?: Record<string, string> },
): FastifyReply {
  const etag = etagOf(body);
  void reply.header('cache-control', opts.cacheControl).header('etag', etag);
  for (const [k, v] of Object.entries(opts.headers ?? {})) void reply.header(k, v);
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.header('content-type', opts.contentType).send(body);
}

/** `root/rel` when `rel` stays inside `root`, else null. */
export function inside(root: string, rel: string): string | null {
  const base = resolve(root);
  const full = resolve(base, rel);
  return full.startsWith(base + sep) ? full : null;
}

/**
 * Rendered images on disk: read the file if it is there (and not older than `notBefore`), else
 * render it once (concurrent requests for the same file share one render; at most a few renders
 * run at a time, the rest wait), write it atomically (temp file + rename) and answer it.
 */
export class VariantCache {
  private readonly inflight = new Map<string, Promise<Buffer | null>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly root: string,
    private readonly maxConcurrent = Math.max(2, Math.min(8, Math.floor(availableParallelism() / 2))),
  ) {}

  /** `rel` must be built from validated parts; it is checked to stay under the root all the same. */
  async get(
    rel: string,
    render: () => Promise<Buffer | null>,
    opts: { notBefore?: number } = {},
  ): Promise<{ body: Buffer; hit: boolean } | null> {
    const file = inside(this.root, rel);
    if (!file) return null;
    const cached = await this.read(file, opts.notBefore);
    if (cached) return { body: cached, hit: true };
    let job = this.inflight.get(file);
    if (!job) {
      job = this.limited(async () => {
        const body = await render();
        if (body) await writeAtomic(file, body);
        return body;
      }).finally(() => this.inflight.delete(file));
      this.inflight.set(file, job);
    }
    const body = await job;
    return body ? { body, hit: false } : null;
  }

  /** The path a variant is kept at (for tests and tooling). */
  pathOf(rel: string): string | null {
    return inside(this.root, rel);
  }

  private async read(file: string, notBefore?: number): Promise<Buffer | null> {
    if (notBefore !== undefined) {
      const s = await stat(file).catch(() => null);
      if (!s || s.mtimeMs < notBefore) return null;
    }
    return readFile(file).catch(() => null);
  }

  private async limited<T>(fn: () => Promise<T>): Promise<T> {
    while (this.running >= this.maxConcurrent) await new Promise<void>((ok) => this.waiting.push(ok));
    this.running++;
    try {
      return await fn();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

async function writeAtomic(file: string, body: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, body);
    await rename(tmp, file);
  } catch (e) {
    await unlink(tmp).catch(() => undefined);
    throw e;
  }
}
