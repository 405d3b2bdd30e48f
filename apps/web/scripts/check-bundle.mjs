#!/usr/bin/env node
/**
 * Storefront JS budget: every route must load at most 150 KiB of gzipped JavaScript
 * (the entry chunk, the route's lazy chunk, and everything they import statically).
 * Reads dist/.vite/manifest.json written by `vite build`.
 *
 *   node apps/web/scripts/check-bundle.mjs [dist]     (default apps/web/dist, or $BUNDLE_DIST)
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const distArg = process.argv[2] ?? process.env.BUNDLE_DIST;
const dist = distArg ? resolve(distArg) : resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no ${manifestFile}: run the web build first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file);
};

/** The chunk's file plus its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

// Chunks that import each other in a circle can run a module before the one it needs (vite.config.mts
// chunk groups can cause it: a blank page at start). None allowed.
{
  const state = new Map(); // key → 1 visiting, 2 done
  const visit = (k, path) => {
    state.set(k, 1);
    for (const i of manifest[k]?.imports ?? []) {
      if (state.get(i) === 1) {
        console.error(`chunks import each other in a circle: ${[...path.slice(path.indexOf(i)), i].join(' → ')}`);
        process.exit(1);
      }
      if (!state.has(i)) visit(i, [...path, i]);
    }
    state.set(k, 2);
  };
  for (const k of Object.keys(manifest)) if (!state.has(k)) visit(k, [k]);
}

// Locale files (JSON assets, see vite-locales.ts) load beside every route: count the largest language's
// namespaces that the route starts with, i.e. NAMESPACES of src/lib/i18n.ts, or WAP_NAMESPACES on the
// mobile site's routes.
const i18nSource = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../src/lib/i18n.ts'), 'utf8');
const listOf = (name) =>
  [...(new RegExp(`\\b${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(i18nSource)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
const startNamespaces = listOf('NAMESPACES');
const wapNamespaces = listOf('WAP_NAMESPACES');
const localeSize = new Map(); // "<lang>/<ns>" → gzip bytes
for (const [k, c] of Object.entries(manifest)) {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(k);
  if (m) localeSize.set(`${m[1]}/${m[2]}`, size(c.file));
}
const langs = [...new Set([...localeSize.keys()].map((k) => k.split('/')[0]))];
/** The largest language's total for these namespaces. */
const localeMaxOf = (namespaces) =>
  Math.max(0, ...langs.map((l) => namespaces.reduce((n, ns) => n + (localeSize.get(`${l}/${ns}`) ?? 0), 0)));
/**
 * Namespaces a route's loaders add before it renders (src/app/router.tsx: shop, withAccount, walletLoader,
 * userCentre, adminLoader, sellerLoader); `placeholder` counts with `account` and `usercentre`, the most it
 * starts with (under /userInfo).
 */
const ROUTE_NAMESPACES = [
  [
    /\/app\/routes\/(home|classification|commodity|information|product-details|store|search-result|discounted|user-info\/collect-(goods|shop))\.tsx$/,
    ['catalog'],
  ],
  [
    /\/app\/routes\/(login|register|placeholder)\.tsx$|\/app\/routes\/setup\/(setup-index|login-password|transaction-password|account-cancellation)\.tsx$|\/app\/routes\/user-info\/dashboard\.tsx$/,
    ['account'],
  ],
  [/\/app\/routes\/(placeholder\.tsx$|user-info\/|setup\/)/, ['usercentre']],
  [/\/app\/routes\/user-info\/wallet\//, ['wallet']],
  [/\/app\/routes\/user-info\/(my-order|order-detail)\.tsx$/, ['order']],
  [/\/app\/wap\/wap-(orders?|me)\.tsx$/, ['order']],
  [/\/app\/wap\/wap-me\.tsx$/, ['wallet', 'loan']],
  [/\/app\/wap\/wap-wallet/, ['wallet']],
  [/\/app\/wap\/wap-auth\.tsx$/, ['account']],
  [/\/app\/wap\/wap-(account|setup)\.tsx$/, ['usercentre', 'account']],
  [/\/app\/wap\/wap-(home|category|list|goods|shop|search)\.tsx$/, ['catalog']],
  [/\/app\/routes\/setup\/shipping-address\.tsx$|\/app\/wap\/wap-address/, ['address']],
  [/\/app\/wap\/wap-cart\.tsx$/, ['cart']],
  [/\/app\/routes\/settlement\.tsx$|\/app\/wap\/wap-settlement\.tsx$/, ['checkout', 'address']],
  [/\/app\/routes\/pay-success\.tsx$|\/app\/wap\/wap-pay-success\.tsx$/, ['checkout']],
  [/\/app\/routes\/credit\/|\/app\/wap\/wap-credit/, ['loan']],
  [/\/app\/admin\//, ['account', 'admin']],
  [/\/app\/agent\//, ['chat']],
  [/\/features\/chat\/chat-page\.tsx$/, ['chat', 'chat-buyer']],
  [/\/app\/seller\//, ['account', 'seller', 'aftersale-seller', 'aftersale', 'evaluation']],
  [/\/app\/routes\/user-info\/order-return\.tsx$|\/app\/wap\/wap-order-return\.tsx$/, ['order', 'aftersale']],
  [/\/app\/routes\/user-info\/order-evaluation\.tsx$|\/app\/wap\/wap-order-evaluation\.tsx$/, ['order', 'evaluation']],
];
const namespacesOf = (key) => [
  ...new Set([
    ...(/\/app\/wap\//.test(key) ? wapNamespaces : startNamespaces),
    ...ROUTE_NAMESPACES.flatMap(([re, ns]) => (re.test(key) ? ns : [])),
  ]),
];
const localeMax = localeMaxOf(startNamespaces);
const base = closure(entryKey);
// A chunk that another page chunk imports dynamically is a part that page loads after its first
// render (below the fold, on a tap): listed on its own, not a route. So is a part a layout imports
// dynamically that is not a page (the desktop footer, the header's account links); a layout's pages stay
// routes. The desktop frame (app/layouts/) is counted with each desktop page, not as a route.
const isLayout = (k) => /\/layouts?\/|wap-layout/.test(k);
const deferred = new Set(
  Object.entries(manifest)
    .filter(([k]) => k !== entryKey)
    .flatMap(([k, c]) => (c.dynamicImports ?? []).filter((d) => !isLayout(k) || !/^src\/app\//.test(d) || isLayout(d))),
);
// Lazy layouts load with every page under them: the desktop frame (and the user centre's side menu
// under /userInfo), the mobile frame.
const layoutsOf = (key) =>
  /\/app\/wap\//.test(key)
    ? ['src/app/wap/wap-layout.tsx']
    : /\/app\/routes\//.test(key)
      ? [
          'src/app/layouts/main-layout.tsx',
          ...(/\/app\/routes\/user-info\//.test(key) ? ['src/components/layouts/user-centre-layout.tsx'] : []),
        ]
      : [];
const routes = Object.keys(manifest).filter(
  (k) => manifest[k].isDynamicEntry && /\/(app)\//.test(k) && !/^src\/app\/layouts\//.test(k) && !deferred.has(k),
);
let worst = 0;
const rows = [];
for (const key of routes) {
  const layouts = layoutsOf(key).filter((l) => l !== key);
  const lost = layouts.find((l) => !manifest[l]?.isDynamicEntry);
  if (lost) {
    // e.g. a chunk group swallowed it: its pages would be counted without their frame
    console.error(`${lost} is no lazy chunk of its own in the manifest: cannot count it with ${key}`);
    process.exit(1);
  }
  const withLayouts = layouts.reduce((seen, l) => closure(l, seen), new Set(base));
  const files = closure(key, withLayouts);
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0) + localeMaxOf(namespacesOf(key));
  worst = Math.max(worst, total);
  rows.push([key.replace(/^src\//, ''), total]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [k, n] of rows) console.log(`${(n / 1024).toFixed(1).padStart(7)} KiB  ${k}${n > BUDGET ? '  OVER BUDGET' : ''}`);
for (const key of [...deferred].filter((k) => manifest[k] && !/\/locales\//.test(k))) {
  const own = [...closure(key)].filter((f) => f.endsWith('.js') && !base.has(f));
  console.log(
    `   +${(own.reduce((n, f) => n + size(f), 0) / 1024).toFixed(1)} KiB after first render: ${key.replace(/^src\//, '')} (with what it shares)`,
  );
}
console.log(
  `(each total includes the largest language's locale files the route starts with: ${(localeMax / 1024).toFixed(1)} KiB for desktop pages ` +
    `[${startNamespaces.join(', ')}], ${(localeMaxOf(wapNamespaces) / 1024).toFixed(1)} KiB on app/wap routes [${wapNamespaces.join(', ')}], ` +
    `more where the route's loader adds namespaces: ${ROUTE_NAMESPACES.map(([re, ns]) => `${ns.join('+')} on ${re.source.replace(/\\/g, '')}`).join('; ')})`,
);
console.log(
  `entry alone: ${([...base].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0) / 1024).toFixed(1)} KiB gzip; budget ${BUDGET / 1024} KiB per route`,
);
if (worst > BUDGET) process.exit(1);
