import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS_BY_KIND } from '@mall/contracts';
import {
  IMAGE_TYPES,
  type ImageFormat,
  VARY_ACCEPT,
  VariantCache,
  encodeVariant,
  inside,
  sendImage,
  snapWidth,
  variantFormat,
} from './image-variants';

/** Uploaded files never change (a fresh random key per upload): clients may keep them a month. */
const CACHE_CONTROL = 'public, max-age=2592000, immutable';
/** A stored key: safe segments, one image extension; the only shape that is ever resized. */
const KEY_RE = /^[a-z0-9_-]{1,64}(?:\/[a-z0-9_-]{1,64}){0,6}\.(jpg|jpeg|png)$/i;
const MAX_PIXELS = 40_000_000;
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

/**
 * Uploaded files (`/uploads/<key>`), from FileStorage's local disk (`uploadDir`):
 * - as stored (byte ranges, Last-Modified/ETag by @fastify/static), when there is no `?w=`;
 * - `?w=` resized to the next width of IMAGE_WIDTHS_BY_KIND.upload (never enlarged, same format), rendered
 *   once into <dataDir>/media/uploads/<key without extension>.<w>.<ext> and then served from there
 *   (rendered again only if the original is newer).
 * Never compressed on the fly: JPEG/PNG gain nothing.
 */
export async function registerUploads(f: FastifyInstance, opts: { uploadDir: string; dataDir: string }): Promise<void> {
  const cache = new VariantCache(join(opts.dataDir, 'media', 'uploads'));
  await f.register(async (scope) => {
    // `reply.sendFile` for this scope only (the web app's static plugin decorates its own).
    await scope.register(fastifyStatic, {
      root: opts.uploadDir,
      serve: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '30d',
      immutable: true,
    });
    scope.get('/uploads/*', { compress: false }, async (req, reply) => {
      const w = (req.query as Record<string, unknown> | undefined)?.w;
      if (w === undefined || w === '') {
        // The raw (still encoded) path, as @fastify/static's own route hands it to `send`.
        const raw = (req.raw.url ?? '').split('?')[0].slice('/uploads'.length);
        return reply.sendFile(raw);
      }
      const key = (req.params as Record<string, string | undefined>)['*'] ?? '';
      if (!KEY_RE.test(key)) return reply.status(404).send(NOT_FOUND);
      const width = snapWidth(w, 'upload', IMAGE_WIDTHS_BY_KIND.upload[IMAGE_WIDTHS_BY_KIND.upload.length - 1]);
      if (width === null) {
        return reply
          .status(400)
          .send({ error: { code: 'BAD_REQUEST', message: `w must be a width in pixels (${IMAGE_WIDTHS_BY_KIND.upload.join(', ')})` } });
      }
      const source = inside(opts.uploadDir, key);
      const info = source ? await stat(source).catch(() => null) : null;
      if (!source || !info?.isFile()) return reply.status(404).send(NOT_FOUND);
      const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      const format = variantFormat(req, ext === 'png' ? 'png' : 'jpeg');
      const rel = `${key.slice(0, key.lastIndexOf('.'))}.${width}.${format === 'jpeg' ? ext : format}`;
      const got = await cache.get(rel, () => resize(source, width, format), { notBefore: info.mtimeMs }).catch(() => null);
      if (!got) return reply.status(404).send(NOT_FOUND);
      return sendImage(req, reply, got.body, {
        contentType: IMAGE_TYPES[format],
        cacheControl: CACHE_CONTROL,
        headers: { 'x-image-variant': got.hit ? 'hit' : 'miss', ...VARY_ACCEPT },
      });
    });
  });
}

/** The stored image at most `width` wide, in `format` (WebP or its own); null when it does not decode as one. */
async function resize(source: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  try {
    const img = sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
    return await encodeVariant(img, format, { mozjpeg: true });
  } catch {
    return null;
  }
}
