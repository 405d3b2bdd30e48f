import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeFiles } from './vite-locales';
import { firstPagePreload } from './vite-preload';
import { preloadDeps } from './vite-preload-deps';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The dev API (override with MALL_API_URL, e.g. a second API on another port).
const api = process.env.MALL_API_URL || 'http://127.0.0.1:3000';
const proxied = ['/api', '/wap/api', '/public', '/wap/public', '/v1', '/uploads', '/media', '/healthz'];
// What a lazy import preloads: a route its chunks not loaded yet, a page section nothing (vite-preload-deps.ts).
const lazyDeps = preloadDeps();

export default defineConfig({
  root: here('.'),
  plugins: [react(), localeFiles({ root: here('.') }), firstPagePreload({ root: here('.') }), lazyDeps.plugin],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${here('src')}/` },
      { find: /^@mall\/contracts$/, replacement: here('../../libs/contracts/src/index.ts') },
      { find: /^@mall\/money$/, replacement: here('../../libs/money/src/index.ts') },
      // React 19 has useSyncExternalStore: the shim (for React < 18) would be a second copy of it.
      { find: /^use-sync-external-store\/shim$/, replacement: here('src/lib/use-sync-external-store-shim.ts') },
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
    // Every target browser (es2022) has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: lazyDeps.resolveDependencies,
    },
    manifest: true, // read by scripts/check-bundle.mjs (per-route JS budget)
    rolldownOptions: {
      // The contracts lib also holds zod schemas for the API; the web app only takes constants and
      // types from it, so its modules are side-effect free here and unused schemas (and zod) drop out.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/libs/contracts/'),
      },
      output: {
        // Chunks are named by their hash alone (the manifest maps them to their modules): the entry lists
        // every lazy chunk's file and its dependencies' files for preloading, and each chunk names the
        // chunks it imports, so long names cost every route about 1 KiB of gzip. The entry's own imports,
        // the runtime and the framework, keep their names (the preload lists leave them out by name).
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: (c) => (c.name === 'framework' || c.name === 'rolldown-runtime' ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // Small shared modules, grouped: one request and one gzip stream instead of a dozen tiny chunks
        // (each with its own import/export header), which keeps routes in budget. Groups must not make
        // chunks import each other in a circle (scripts/check-bundle.mjs fails the build check if they do).
        codeSplitting: {
          groups: [
            {
              // The libraries and app modules every page uses (with the logo and language menu in the header
              // of both sites), in one chunk beside the entry: each page chunk then has one import line for
              // them instead of four or five (rolldown otherwise splits them by which lazy chunks share
              // them), and useMutation is no chunk of its own. Nothing in it may import the entry chunk.
              // useQueries (one page uses it) stays with that page.
              name: 'framework',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/(@tanstack(?!\/[\w-]+\/build\/modern\/(?:useQueries|queriesObserver)\.js)|react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)\/|\/src\/(lib\/(i18n|storage|session|api-client|next-task|query-client|use-lang|use-sync-external-store-shim)\.ts|components\/ui\/toast-store\.ts|components\/layouts\/(brand-logo|language-switcher)\.tsx|features\/catalog\/api\/query-keys\.ts|lib\/brand\/(get-brand|default-brand)\.ts)$|\/libs\/contracts\/src\/languages\.ts$/,
            },
            {
              // The desktop frame (header, search box): every desktop page, never /wap. A module only the header
              // imports statically must be listed here, or it lands in main-layout's chunk, which imports this
              // one: a circle. The signed-in account links and the chat launcher are lazy chunks of their own.
              name: 'desktop-shell',
              includeDependenciesRecursively: false,
              test: /\/src\/(app\/layouts\/header\.tsx|components\/layouts\/back-to-top\.tsx|lib\/use-scroll\.ts|features\/catalog\/components\/search-box\.tsx)$/,
            },
            {
              // amounts and list states: catalogue pages and the wallet pages alike
              name: 'ui-core',
              includeDependenciesRecursively: false,
              test: /\/src\/(lib\/format\.ts|components\/ui\/(money|empty-state|error-state)\.tsx)$|\/libs\/contracts\/src\/number-format\.ts$/,
            },
            {
              // What every catalogue page starts with (desktop and /wap): prices, pictures, hearts, ratings, goods
              // lists, details and options. One chunk, not four: the site is served over HTTP/1.1 (six
              // connections a host), where each small chunk on the way to the first paint costs a round trip
              // of its own.
              name: 'catalog-core',
              includeDependenciesRecursively: false,
              test: /\/src\/(lib\/image\.ts|lib\/sku\.ts|lib\/t-nodes\.tsx|components\/ui\/catalog-image\.tsx|features\/catalog\/(components\/(favourite-button|price-tag|rating)\.tsx|favourites-store\.ts|use-login-prompt\.ts|api\/(toggle-favourite|keep-goods-add|keep-goods-del|get-goods-detail|get-goods-list)\.ts))$|\/libs\/contracts\/src\/image\.ts$/,
            },
            {
              // What every mobile page has: the page bar, the loading fallback and the mobile pages' addresses.
              name: 'wap-kit',
              includeDependenciesRecursively: false,
              test: /\/src\/(app\/wap\/(components\/page-fallback\.tsx|links\.ts)|components\/layouts\/page-bar\.tsx)$/,
            },
            {
              // What the mobile shop pages (home, goods, search, shop, lists) are built of: pictures, carousels,
              // tiles, lists, the first-screen signal and the loaders' prefetch helpers, in one request for the
              // same reason. The bottom sheet stays with the dialogs that open it (after a tap).
              name: 'wap-shop',
              includeDependenciesRecursively: false,
              test: /\/src\/(app\/wap\/components\/(?!page-fallback\.|sheet\.)[\w-]+\.tsx?|features\/catalog\/api\/(get-h5-banners|goods-pages|prefetch)\.ts)$/,
            },
            {
              // the desktop goods cards and grid (/wap has its own tiles)
              name: 'catalog-cards',
              includeDependenciesRecursively: false,
              test: /\/src\/features\/catalog\/components\/(goods-card|goods-grid|paged-goods-grid)\.tsx$/,
            },
            {
              // following stores (store page, followed stores)
              name: 'catalog-follow',
              includeDependenciesRecursively: false,
              test: /\/src\/features\/catalog\/(components\/follow-button\.tsx|api\/(toggle-follow|focus-seller-add|focus-seller-del)\.ts)$/,
            },
            {
              // the consoles' shared parts (client, sign-in, frame, pager): one chunk for /admin, /seller and /agent
              name: 'console-kit',
              includeDependenciesRecursively: false,
              test: /\/src\/(components\/console\/console-[\w-]+\.tsx|lib\/console-client\.ts)$/,
            },
            {
              // sorting and list addresses of the desktop listing pages (the pager is shared with the wallet)
              name: 'catalog-listing',
              includeDependenciesRecursively: false,
              test: /\/src\/features\/catalog\/(components\/sort-bar\.tsx|list-params\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
