// Lighthouse (mobile preset) on home, a product page and a search page of the running build, with
// Debian's Chromium. Prints the performance (and other) scores.
// Usage: npm run build && DATABASE_URL=… node tools/bench/lighthouse/index.mjs  (needs a seeded catalog)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import { databaseUrl, startMall } from '../lib/server.mjs';

const url = databaseUrl();
const pool = new pg.Pool({ connectionString: url, max: 1 });
const { rows } = await pool.query(`select id from goods where is_shelf and is_valid order by created_at desc limit 1`);
await pool.end();
if (!rows.length) throw new Error('seed the catalog first');
const mall = await startMall(url);
const pages = {
  home: `${mall.base}/index`,
  product: `${mall.base}/productDetails?id=${rows[0].id}`,
  search: `${mall.base}/searchResult?k=shirt`,
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
  console.log('lighthouse (mobile preset, simulated throttling):');
  for (const [name, pageUrl] of Object.entries(pages)) {
    const r = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = r.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const a = r.lhr.audits;
    console.log(
      `  ${name.padEnd(8)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}` +
        `  (LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue})`,
    );
  }
} finally {
  await chrome.kill();
  mall.stop();
}
