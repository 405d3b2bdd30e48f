import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPagePreload } from './vite-preload';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The dev API (override with MALL_API_URL, e.g. a second API on another port).
const api = process.env.MALL_API_URL || 'http://127.0.0.1:3000';
const proxied = ['/api', '/wap/api', '/public', '/wap/public', '/v1', '/uploads', '/media', '/healthz'];

export default defineConfig({
  root: here('.'),
  plugins: [react(), firstPagePreload({ root: here('.') })],
  resolve: {
    alias: [{ find: /^@mall\/contracts$/, replacement: here('../../libs/contracts/src/index.ts') }],
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
      output: {
        // The catalog's small shared modules, grouped: one request and one gzip stream instead of a
        // dozen tiny chunks (each with its own import/export header), which keeps catalog routes in budget.
        codeSplitting: {
          groups: [
            {
              // cards, prices, pictures, hearts, list states: used by every catalog page (desktop and /wap)
              name: 'catalog-core',
              includeDependenciesRecursively: false,
              test: /\/src\/(features\/catalog\/(components\/(catalog-image|favourite-button|price-tag|goods-card|goods-grid|rating|empty-state|error-state)\.tsx|favourites-store\.ts|use-login-prompt\.ts|api\/(toggle-favourite|keep-goods-add|keep-goods-del|get-goods-list)\.ts)|lib\/(t-nodes\.tsx|format\.ts|image\.ts)|components\/ui\/money\.tsx)$/,
            },
            {
              // following stores (store page, followed stores)
              name: 'catalog-follow',
              includeDependenciesRecursively: false,
              test: /\/src\/features\/catalog\/(components\/follow-button\.tsx|api\/(toggle-follow|focus-seller-add|focus-seller-del)\.ts)$/,
            },
            {
              // sorting, paging and the category tree of listing pages
              name: 'catalog-listing',
              includeDependenciesRecursively: false,
              test: /\/src\/features\/catalog\/(components\/(pagination|sort-bar|category-nav)\.tsx|list-params\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
