// Benchmark: sellerGoods!list (page of 20, category filter, sort) through the full stack vs a bare
// Fastify + pg handler running the same SQL and answering the same JSON, in the same run (autocannon).
// Usage: npm run build && DATABASE_URL=… node tools/bench/catalog/index.mjs [--seconds 10] [--connections 20]
// The database must hold a seeded catalog (npm run seed -- --goods 1000000).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { benchArgs } from '../lib/args.mjs';
import { ROOT, databaseUrl, freePort, startMall } from '../lib/server.mjs';

const args = benchArgs();
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 20);
const require = createRequire(import.meta.url);
const { goodsCard } = require(join(ROOT, 'apps/api/dist/action-api/catalog/catalog.mapper.js'));

const url = databaseUrl();
const pool = new pg.Pool({ connectionString: url, max: 10 });
const { rows: cats } = await pool.query(`select c.id from categories c where c.parent_id is null order by c.sort, c.id limit 1`);
const [{ n: goods }] = (await pool.query(`select count(*)::int n from goods`)).rows;
if (!cats.length || goods < 1000) throw new Error(`seed the catalog first (goods: ${goods})`);
const categoryId = cats[0].id;

// The same SQL the repository issues for {categoryId} sorted by price ascending, page 1 of 20.
const WHERE = `g.is_shelf and g.is_valid and g.store_open and g.top_category_id = $1`;
const PAGE_SQL = `select g.id, g.name_i18n, g.images[1] as img, g.selling_price::text as selling_price, g.discount_price::text as discount_price,
  g.sold_num::text as sold_num, g.is_shelf, g.seller_id, s.lang as seller_lang, exists(select 1 from keep_goods k where k.goods_id = g.id and k.user_id = $2) as is_keep
  from goods g join sellers s on s.id = g.seller_id where ${WHERE} order by g.price_eff asc, g.id asc limit $3 offset $4`;
const COUNT_SQL = `select count(*)::int as n from (select 1 from goods g where ${WHERE} limit 10000) t`;

const bare = Fastify({ logger: false });
bare.post('/api/sellerGoods!list.action', async () => {
  const [page, count] = await Promise.all([pool.query(PAGE_SQL, [categoryId, null, 20, 0]), pool.query(COUNT_SQL, [categoryId])]);
  const total = count.rows[0].n;
  const totalPage = Math.max(1, Math.ceil(total / 20));
  return {
    code: '0',
    msg: '',
    data: {
      pageList: page.rows.map((r) => goodsCard(r, 'en')),
      pageInfo: { pageNum: 1, pageSize: 20, totalElements: total, totalPage, firstPage: true, lastPage: totalPage <= 1 },
    },
  };
});
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });
const mall = await startMall(url);

const path = `/api/sellerGoods!list.action?pageNum=1&pageSize=20&categoryId=${categoryId}&isPrice=1&lang=en`;
const a = await (await fetch(`http://127.0.0.1:${barePort}${path}`, { method: 'POST' })).json();
const b = await (await fetch(`${mall.base}${path}`, { method: 'POST' })).json();
if (JSON.stringify(a) !== JSON.stringify(b)) {
  console.error('bodies differ', JSON.stringify(a).slice(0, 300), JSON.stringify(b).slice(0, 300));
  process.exitCode = 1;
}

async function run(base) {
  const r = await autocannon({ url: `${base}${path}`, method: 'POST', connections, duration: seconds, pipelining: 1 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
await run(`http://127.0.0.1:${barePort}`); // warm-up both
await run(mall.base);
const baseline = await run(`http://127.0.0.1:${barePort}`);
const full = await run(mall.base);
console.log(`catalog bench: ${goods} goods, category ${categoryId}, ${connections} connections × ${seconds}s`);
console.log(
  `  bare Fastify + pg : ${baseline.rps.toFixed(0)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms  errors ${baseline.errors}`,
);
console.log(`  full stack        : ${full.rps.toFixed(0)} req/s  p50 ${full.p50} ms  p99 ${full.p99} ms  errors ${full.errors}`);
console.log(`  ratio full/bare   : ${((100 * full.rps) / baseline.rps).toFixed(1)} % (target ≥ 60 %)`);
mall.stop();
await bare.close();
await pool.end();
