import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ImagePreload } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PATH = /^\/(api|public|wap\/api|wap\/public|v1|uploads|media|healthz)(\/|$)/;
/** Files of the build (Vite's hashed output), never client routes. */
const ASSET_PATH = /^\/assets\//;

/** The largest picture of the first screen of the page a request is for (null: none known). */
export type FirstScreenPicture = (req: FastifyRequest) => Promise<ImagePreload | null>;

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link rel=preload>` of a picture, fetched first (it is the largest paint of the screen). */
export function preloadLink(p: ImagePreload): string {
  const attrs = [`href="${escapeAttr(p.href)}"`];
  if (p.srcSet) attrs.push(`imagesrcset="${escapeAttr(p.srcSet)}"`);
  if (p.sizes) attrs.push(`imagesizes="${escapeAttr(p.sizes)}"`);
  return `<link rel="preload" as="image" ${attrs.join(' ')} fetchpriority="high">`;
}

/**
 * Serves the built web app with an index.html fallback for client routes (uploads: upload-media.ts).
 * index.html is read once; for pages whose first-screen picture is known (`firstScreen`), it goes out
 * with a preload of that picture, so the browser fetches it alongside the scripts. A lookup that
 * fails leaves the page as built: the picture is then found by the page itself.
 */
export async function registerStatic(f: FastifyInstance, opts: { webDir?: string; firstScreen?: FirstScreenPicture }): Promise<void> {
  const webDir = opts.webDir;
  if (!webDir || !existsSync(join(webDir, 'index.html'))) return;
  const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
  const headEnd = indexHtml.indexOf('</head>');
  const page = async (req: FastifyRequest): Promise<string> => {
    if (!opts.firstScreen || headEnd < 0) return indexHtml;
    const picture = await opts.firstScreen(req).catch(() => null);
    return picture ? indexHtml.slice(0, headEnd) + preloadLink(picture) + indexHtml.slice(headEnd) : indexHtml;
  };
  // Hashed assets are pre-compressed at build time (.br, .gz beside them); served by Accept-Encoding.
  await f.register(fastifyStatic, { root: webDir, serve: false, index: false, list: false, preCompressed: true });
  f.get('/*', async (req, reply) => {
    const path = decodeURIComponent((req.raw.url ?? '/').split('?')[0]);
    if (API_PATH.test(path)) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    const rel = normalize(path)
      .replace(/^(\.\.(\/|$))+/, '')
      .replace(/^\/+/, '');
    const file = join(webDir, rel);
    if (rel && file.startsWith(webDir) && existsSync(file) && statSync(file).isFile()) {
      const hashed = rel.startsWith('assets/');
      return reply.sendFile(rel, { maxAge: hashed ? '365d' : 0, immutable: hashed });
    }
    // A build file that is not there (a tab opened before a redeploy asking for the old build's chunk) is
    // a 404, not the app's page: a script or style answered with HTML fails in the dark, a 404 makes the
    // app's chunk-load error handler reload it. Only client routes get index.html.
    if (ASSET_PATH.test(path))
      return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await page(req));
  });
}
