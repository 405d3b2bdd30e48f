// Lighthouse (mobile preset, simulated throttling) on the mobile home, a product page and a search page
// of the running build, with Debian's Chromium. Prints the state it measured (commit, catalogue size,
// search index, Chromium, warm-up) and then, per page, the median of `--runs` (5) audits.
// Usage: npm run build && DATABASE_URL=… node tools/bench/lighthouse/index.mjs [--runs 5] [--warmup 1] [--out DIR]
//   --warmup 0   skip the unmeasured warm-up pass (to see what a cold server costs)
//   --out DIR    keep every audit's Lighthouse JSON there (<page>-<n>.json; warm-up-<page>.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import { benchArgs } from '../lib/args.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { cpuSnapshot, cpuSpent, waitQuiet } from '../lib/cpu.mjs';
import { databaseUrl, startMall } from '../lib/server.mjs';
import { commit, cpuIndex } from '../lib/state.mjs';

const args = benchArgs();
const runs = Number(args.runs ?? 5);
const warmup = args.warmup !== '0';
const out = args.out ? resolve(args.out) : null;
if (out) mkdirSync(out, { recursive: true });
const url = databaseUrl();

const pool = new pg.Pool({ connectionString: url, max: 1 });
const { rows } = await pool.query(`select id from goods where is_shelf and is_valid order by created_at desc limit 1`);
const {
  rows: [{ n: goodsCount }],
} = await pool.query(`select count(*)::int as n from goods`);
await pool.end();
if (!rows.length) throw new Error('seed the catalog first');

// startMall waits until the in-memory search index has loaded: the pages are measured against the
// server as it runs once started, not while it still reads the catalogue into memory.
const mall = await startMall(url);
const indexState = async () => {
  try {
    return await (await fetch(`${mall.base}/v1/search/index`)).json();
  } catch (e) {
    return { state: `unreachable (${e.message})` };
  }
};
const describeIndex = (s) =>
  [
    s.state,
    ...Object.entries(s)
      .filter(([k, v]) => k !== 'state' && v !== null && typeof v !== 'object')
      .map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en') : v}`),
  ].join(', ');

// The pages a phone is shown (a phone opening a desktop address is sent to these; a search address
// is sent to the mobile home, so the mobile search page is asked for directly).
const pages = {
  home: `${mall.base}/wap`,
  product: `${mall.base}/wap/goods?id=${rows[0].id}`,
  search: `${mall.base}/wap/search?k=shirt`,
};
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const browser = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const audit = async (pageUrl, file) => {
    // The browser and the mall share this machine's cores: a run starts once the machine is quiet, not
    // while the server still answers the previous run's late requests (Lighthouse's full-page
    // screenshot shows the whole page, so a long list loads and renders pictures after the trace ends).
    const settled = await waitQuiet();
    const before = cpuSnapshot(mall.pid);
    const { lhr } = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // the server's CPU during the audit (the mall's process and Postgres): a server still doing first-request
    // work (pictures rendered, caches filled) or collecting garbage competes with the browser for the cores
    const spent = cpuSpent(before, cpuSnapshot(mall.pid));
    lhr.benchServerCpuMs = spent.mallMs + spent.postgresMs;
    lhr.benchQuietWaitMs = settled.quiet ? settled.waitedMs : -settled.waitedMs;
    if (out) writeFileSync(join(out, `${file}.json`), JSON.stringify(lhr));
    return lhr;
  };
  // One unmeasured pass, so that the pages are measured against a server as it runs for days: its
  // JIT warm, the demo pictures the pages show rendered once (sharp) and kept on disk, its answer
  // caches filled (the browser's own cache is reset by every audit).
  const warm = [];
  if (warmup) for (const [name, pageUrl] of Object.entries(pages)) warm.push(await audit(pageUrl, `warm-up-${name}`));
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, simulated throttling, median of ${runs} runs per page`,
  );
  console.log(`  commit      ${commit()}`);
  console.log(`  catalogue   ${goodsCount.toLocaleString('en')} goods (${url.replace(/\/\/[^@/]*@/, '//')})`);
  console.log(
    `  search      ${describeIndex(await indexState())} (loaded in ${(mall.searchIndex.waitedMs / 1000).toFixed(1)} s after start)`,
  );
  console.log(`  chromium    ${browser.Browser} (${process.env.CHROME_PATH ?? CHROMIUM_PATH})`);
  console.log(
    `  warm-up     ${warmup ? `done (each page audited once, unmeasured; mall+Postgres CPU ${warm.map((r) => r.benchServerCpuMs).join(', ')} ms)` : 'skipped (--warmup 0): a cold server'}`,
  );
  console.log(`  machine     load average ${load} before the measured runs; ${cpuIndex()}`);
  // Each page audited `runs` times, the median run reported (Lighthouse's own advice: one run's
  // blocking time varies with what else the machine does), with every run's performance score and the
  // CPU benchmark index Lighthouse measured (a low one means the machine was busy with something else).
  for (const [name, pageUrl] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(pageUrl, `${name}-${i + 1}`));
    const perf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const sorted = [...results].sort((x, y) => perf(x) - perf(y));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const a = lhr.audits;
    console.log(
      `  ${name.padEnd(8)} performance ${score('performance')} (runs ${results.map(perf).join(', ')})  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}` +
        `  (FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue};` +
        ` TBT of runs ${results.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)).join(', ')} ms; CPU index ${results.map((r) => Math.round(r.environment.benchmarkIndex)).join(', ')};` +
        ` mall+Postgres CPU ${results.map((r) => r.benchServerCpuMs).join(', ')} ms;` +
        ` waited for a quiet machine ${results.map((r) => (r.benchQuietWaitMs < 0 ? `>${(-r.benchQuietWaitMs / 1000).toFixed(0)} s, not quiet` : `${(r.benchQuietWaitMs / 1000).toFixed(1)}`)).join(', ')} s)`,
    );
  }
  const after = await indexState();
  if (after.state !== 'serving') console.log(`  note: the search index is ${describeIndex(after)} at the end`);
} finally {
  await chrome.kill();
  mall.stop();
}
