#!/usr/bin/env node
/**
 * Storefront JS budget: every route must load at most 150 KiB of gzipped JavaScript
 * (the entry chunk, the route's lazy chunk, and everything they import statically).
 * Reads dist/.vite/manifest.json written by `vite build`.
 *
 *   node apps/web/scripts/check-bundle.mjs
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
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

// Locale chunks load beside every route: count the largest language's namespaces.
const localeByLang = new Map();
for (const [k, c] of Object.entries(manifest)) {
  const m = /locales\/([^/]+)\/[^/]+\.json$/.exec(k);
  if (m) localeByLang.set(m[1], (localeByLang.get(m[1]) ?? 0) + size(c.file));
}
const localeMax = Math.max(0, ...localeByLang.values());
const base = closure(entryKey);
const routes = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /\/(app)\//.test(k));
let worst = 0;
const rows = [];
for (const key of routes) {
  const files = closure(key, new Set(base));
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0) + localeMax;
  worst = Math.max(worst, total);
  rows.push([key.replace(/^src\//, ''), total]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [k, n] of rows) console.log(`${(n / 1024).toFixed(1).padStart(7)} KiB  ${k}${n > BUDGET ? '  OVER BUDGET' : ''}`);
console.log(`(each total includes ${(localeMax / 1024).toFixed(1)} KiB for the largest language's locale files)`);
console.log(
  `entry alone: ${([...base].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0) / 1024).toFixed(1)} KiB gzip; budget ${BUDGET / 1024} KiB per route`,
);
if (worst > BUDGET) process.exit(1);
