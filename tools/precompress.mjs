// Writes .br and .gz beside each text asset of a built web app, so the server sends them without
// compressing per request (@fastify/static preCompressed). Usage: node tools/precompress.mjs apps/web/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = process.argv[2] ?? 'apps/web/dist';
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (TEXT.test(name) && !name.endsWith('.map')) {
      const raw = readFileSync(p);
      if (raw.length < 512) continue;
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      writeFileSync(p + '.br', br);
      writeFileSync(p + '.gz', gzipSync(raw, { level: 9 }));
      files += 1;
      before += raw.length;
      after += br.length;
    }
  }
}
walk(root);
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB (brotli)`);
