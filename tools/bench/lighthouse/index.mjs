// Lighthouse (mobile preset) on home, a product page and a search page of the running build, with
// Debian's Chromium. Prints the performance (and other) scores: the median of `--runs` (3) audits per page.
// Usage: npm run build && DATABASE_URL=… node tools/bench/lighthouse/index.mjs  (needs a seeded catalog)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import { benchArgs } from '../lib/args.mjs';
import { databaseUrl, startMall } from '../lib/server.mjs';

const runs = Number(benchArgs().runs ?? 3);
const url = databaseUrl();
const pool = new pg.Pool({ connectionString: url, max: 1 });
const { rows } = await pool.query(`select id from goods where is_shelf and is_valid order by created_at desc limit 1`);
await pool.end();
if (!rows.length) throw new Error('seed the catalog first');
const mall = await startMall(url);
// The pages a phone is shown (a phone opening a desktop address is sent to these; a search address
// is sent to the mobile home, so the mobile search page is asked for directly).
const pages = {
  home: `${mall.base}/wap`,
  product: `${mall.base}/wap/goods?id=${rows[0].id}`,
  search: `${mall.base}/wap/search?k=shirt`,
};
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const audit = (pageUrl) =>
    lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  // One unmeasured pass, so that the pages are measured against a server as it runs for days: its
  // JIT warm, its resized pictures made once and kept (the browser's own cache is reset by every audit).
  for (const pageUrl of Object.values(pages)) await audit(pageUrl);
  // Each page audited `runs` times, the median run reported (Lighthouse's own advice: one run's
  // blocking time varies with what else the machine does), with the range of performance scores.
  console.log(`lighthouse (mobile preset, simulated throttling), median of ${runs} runs per page:`);
  for (const [name, pageUrl] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push((await audit(pageUrl)).lhr);
    const perf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const sorted = [...results].sort((x, y) => perf(x) - perf(y));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const a = lhr.audits;
    console.log(
      `  ${name.padEnd(8)} performance ${score('performance')} (runs ${results.map(perf).join(', ')})  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}` +
        `  (LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue})`,
    );
  }
} finally {
  await chrome.kill();
  mall.stop();
}
