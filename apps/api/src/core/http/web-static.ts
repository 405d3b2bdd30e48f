import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(api|public|wap\/api|wap\/public|v1|uploads|media|healthz)(\/|$)/;

/** Serves the built web app with an index.html fallback for client routes (uploads: upload-media.ts). */
export async function registerStatic(f: FastifyInstance, opts: { webDir?: string }): Promise<void> {
  const webDir = opts.webDir;
  if (!webDir || !existsSync(join(webDir, 'index.html'))) return;
  // Hashed assets are pre-compressed at build time (.br, .gz beside them); served by Accept-Encoding.
  await f.register(fastifyStatic, { root: webDir, serve: false, index: false, list: false, preCompressed: true });
  f.get('/*', (req, reply) => {
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
