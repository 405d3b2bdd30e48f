import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const api = 'http://127.0.0.1:3000';
const proxied = ['/api', '/wap/api', '/public', '/wap/public', '/v1', '/uploads', '/healthz'];

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@mall\/contracts$/, replacement: here('../../libs/contracts/src/index.ts') },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true, // read by scripts/check-bundle.mjs (per-route JS budget)
    rolldownOptions: {
      // The contracts lib also holds zod schemas for the API; the web app only takes constants and
      // types from it, so its modules are side-effect free here and unused schemas (and zod) drop out.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/libs/contracts/'),
      },
    },
  },
});
