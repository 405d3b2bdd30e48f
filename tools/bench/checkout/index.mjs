// Benchmark: checkout (order!submit + order!pay from the balance) through the full stack vs pgbench
// running the same SQL work per order on the same database in the same run: the guarded stock
// decrement, the order + line + log rows, the payment's ledger transfer (transfer, two entries, two
// locked balances) and the status change.
// Usage: npm run build && DATABASE_URL=… node tools/bench/checkout/index.mjs [--seconds 10] [--clients 20]
// The database may be empty (the server migrates it); a store, a goods and the buyers are created here.
//
// Note: every pay verifies the buyer's fund password (argon2id, ≈ 90 ms of one core by design) —
// pgbench has nothing to match it, so the ratio is printed both as measured and with that CPU
// accounted for (orders/s the hashing alone would allow on this machine's cores).
import pg from 'pg';
import { spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchArgs } from '../lib/args.mjs';
import { databaseUrl, startMall } from '../lib/server.mjs';

const args = benchArgs();
const seconds = Number(args.seconds ?? 10);
const clients = Number(args.clients ?? 20);
const SAFEWORD = '246810';
const url = databaseUrl();

const mall = await startMall(url, { RATE_LIMIT_REGISTER_PER_HOUR: '1000000', RATE_LIMIT_LOGIN_PER_MIN: '1000000' });
const pool = new pg.Pool({ connectionString: url, max: 4 });
const q = (sql, params) => pool.query(sql, params).then((r) => r.rows);

async function act(name, params, token) {
  const qs = new URLSearchParams({ ...params, lang: 'en' });
  const res = await fetch(`${mall.base}/api/${name}.action?${qs}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.json();
}

// ---- fixtures: one store, one goods without SKUs (plenty of stock), the buyers with balance --------
const [cat] = await q(`insert into categories (name_i18n) values ('{"en":"Bench"}') returning id`);
const [store] = await q(`insert into sellers (name) values ('Bench Store ${Date.now()}') returning id`);
const [goods] = await q(
  `insert into goods (seller_id, category_id, name_i18n, images, selling_price, freight_amount, goods_tax, buy_min, stock)
   values ($1, $2, '{"en":"Bench Mug"}', array['/g/mug.jpg'], 1000000, 100000, 10000, 1, 1000000000) returning id`,
  [store.id, cat.id],
);

/** A balanced ledger grant (demo:grants → user available), the way LedgerService writes one. */
async function grant(userId, minor) {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const code = `user:${userId}:available`;
    await c.query(
      `insert into ledger_accounts (code, kind, currency, owner_user_id, allow_negative) values ($1, 'user.available', 'USDT', $2, false),
         ('demo:grants', 'demo.grants', 'USDT', null, true) on conflict (code) do nothing`,
      [code, userId],
    );
    const accs = await c.query(`select id, code, balance from ledger_accounts where code in ($1, 'demo:grants') order by id for update`, [
      code,
    ]);
    const [t] = (
      await c.query(`insert into ledger_transfers (idempotency_key, kind, request_hash) values ($1, 'demo.grant', 'bench') returning id`, [
        `bench:grant:${userId}`,
      ])
    ).rows;
    for (const a of accs.rows) {
      const amount = a.code === code ? minor : -minor;
      await c.query(`insert into ledger_entries (transfer_id, account_id, amount, balance_after) values ($1, $2, $3, $4)`, [
        t.id,
        a.id,
        amount,
        BigInt(a.balance) + amount,
      ]);
      await c.query(`update ledger_accounts set balance = balance + $2, version = version + 1 where id = $1`, [a.id, amount]);
    }
    await c.query('commit');
  } catch (e) {
    await c.query('rollback');
    throw e;
  } finally {
    c.release();
  }
}

const buyers = [];
for (let i = 0; i < clients; i++) {
  const email = `bench${Date.now().toString(36)}${i}@example.com`;
  const r = await act('localuser!registerNoVerifcode', { username: email, password: 'secret12', re_password: 'secret12', type: '2' });
  if (r.code !== '0') throw new Error(`register: ${r.msg}`);
  const token = r.data.token;
  await act('user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, token);
  const a = await act(
    'address!add',
    {
      contacts: 'Bench Buyer',
      phone: '1 2015550123',
      email,
      postcode: '10001',
      country: 'United States',
      countryId: '0',
      province: 'NY',
      provinceId: '0',
      city: 'NYC',
      cityId: '0',
      address: '1 Bench Street',
      use: '1',
    },
    token,
  );
  if (a.code !== '0') throw new Error(`address: ${a.msg}`);
  const [{ id }] = await q(`select id from users where lower(email) = lower($1)`, [email]);
  await grant(id, 1_000_000_000_000n);
  buyers.push({ token, id });
}

// ---- full stack: each client submits one order and pays it, in a loop -------------------------
async function fullStack(durationMs) {
  let done = 0;
  let errors = 0;
  const until = Date.now() + durationMs;
  await Promise.all(
    buyers.map(async (b) => {
      while (Date.now() < until) {
        const s = await act('order!submit', { orderInfo: `${goods.id},-1,1` }, b.token);
        const p = s.code === '0' ? await act('order!pay', { orderId: s.data.orderList[0].orderId, safeword: SAFEWORD }, b.token) : s;
        if (p.code === '0') done += 1;
        else errors += 1;
      }
    }),
  );
  return { rate: done / (durationMs / 1000), done, errors };
}

// ---- pgbench: the same rows per order in one transaction --------------------------------------
const escrow = await q(
  `insert into ledger_accounts (code, kind, currency, allow_negative) values ('escrow:orders', 'escrow.orders', 'USDT', false)
   on conflict (code) do update set code = excluded.code returning id`,
);
const buyerAccounts = await q(`select id from ledger_accounts where owner_user_id = any($1) and code like '%:available' order by id`, [
  buyers.map((b) => b.id),
]);
const userIds = buyers.map((b) => b.id);
const script = `
\\set b random(1, ${buyers.length})
BEGIN;
UPDATE goods SET stock = stock - 1 WHERE id = '${goods.id}' AND stock >= 1;
SELECT 'SC' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISSMS') || lpad((nextval('orders_no_seq') % 1000000)::text, 6, '0') AS oid \\gset
INSERT INTO orders (id, user_id, seller_id, prize_original, prize_real, fees, tax, goods_count, contacts, phone, address)
  VALUES (:'oid', (ARRAY['${userIds.join("','")}']::uuid[])[:b], '${store.id}', 1000000, 1000000, 100000, 10000, 1, 'Bench Buyer', '1 2015550123', '1 Bench Street');
INSERT INTO order_items (order_id, goods_id, qty, list_price, paid_price, freight, tax, goods_name_i18n, goods_icon)
  VALUES (:'oid', '${goods.id}', 1, 1000000, 1000000, 100000, 10000, '{"en":"Bench Mug"}', '/g/mug.jpg');
INSERT INTO order_logs (order_id, actor, state) VALUES (:'oid', 'buyer', 1);
INSERT INTO seller_notices (seller_id, kind, order_id) VALUES ('${store.id}', 'new_order', :'oid');
COMMIT;
BEGIN;
SELECT id FROM orders WHERE id = :'oid' FOR UPDATE;
SELECT id, balance FROM ledger_accounts WHERE id IN ((ARRAY[${buyerAccounts.map((a) => a.id).join(',')}])[:b], ${escrow[0].id}) ORDER BY id FOR UPDATE;
INSERT INTO ledger_transfers (idempotency_key, kind, request_hash) VALUES ('order:' || :'oid' || ':pay', 'order.pay', 'bench') RETURNING id AS tid \\gset
INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  SELECT :tid, id, CASE WHEN id = ${escrow[0].id} THEN 1110000 ELSE -1110000 END, balance + CASE WHEN id = ${escrow[0].id} THEN 1110000 ELSE -1110000 END
    FROM ledger_accounts WHERE id IN ((ARRAY[${buyerAccounts.map((a) => a.id).join(',')}])[:b], ${escrow[0].id});
UPDATE ledger_accounts SET balance = balance + CASE WHEN id = ${escrow[0].id} THEN 1110000 ELSE -1110000 END, version = version + 1
  WHERE id IN ((ARRAY[${buyerAccounts.map((a) => a.id).join(',')}])[:b], ${escrow[0].id});
UPDATE orders SET status = 1, pay_status = 1, paid_at = now(), payment_method = 'balance', commission_bp = 500 WHERE id = :'oid';
INSERT INTO order_logs (order_id, actor, state) VALUES (:'oid', 'buyer', 2);
INSERT INTO seller_notices (seller_id, kind, order_id) VALUES ('${store.id}', 'paid', :'oid');
COMMIT;
`;
const dir = mkdtempSync(join(tmpdir(), 'checkout-bench-'));
writeFileSync(join(dir, 'checkout.sql'), script);

function pgbench(durationS) {
  return new Promise((res, rej) => {
    const child = spawn(
      'pgbench',
      ['-n', '-f', join(dir, 'checkout.sql'), '-c', String(clients), '-j', '2', '-T', String(durationS), url],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const m = /tps = ([\d.]+)/.exec(out);
      if (code !== 0 || !m) rej(new Error(`pgbench failed (${code}): ${out.slice(-600)}`));
      else res({ rate: Number(m[1]), failed: /number of failed transactions: (\d+)/.exec(out)?.[1] ?? '0' });
    });
  });
}

// One client alone: how long a pay takes (the fund-password check dominates it), submit excluded.
async function argonCostMs() {
  let total = 0;
  for (let i = 0; i < 5; i++) {
    const sub = await act('order!submit', { orderInfo: `${goods.id},-1,1` }, buyers[0].token);
    const t0 = performance.now();
    await act('order!pay', { orderId: sub.data.orderList[0].orderId, safeword: SAFEWORD }, buyers[0].token);
    total += performance.now() - t0;
  }
  return total / 5;
}

await fullStack(2000); // warm-up
await pgbench(2);
const full = await fullStack(seconds * 1000);
const base = await pgbench(seconds);
const ratio = (100 * full.rate) / base.rate;
const argonMs = await argonCostMs();
const hashBound = (1000 / argonMs) * availableParallelism();
console.log(`checkout bench: ${clients} clients × ${seconds}s, one goods without SKUs, submit + pay from the balance`);
console.log(`  full stack (HTTP .action) : ${full.rate.toFixed(1)} orders/s  (${full.done} orders, ${full.errors} errors)`);
console.log(`  pgbench, same SQL per order: ${base.rate.toFixed(1)} orders/s  (failed ${base.failed})`);
console.log(`  ratio full/pgbench         : ${ratio.toFixed(1)} % (target ≥ 35 %)`);
console.log(
  `  one pay alone (argon2 incl.): ≈ ${argonMs.toFixed(0)} ms per pay → at most ≈ ${hashBound.toFixed(0)} pays/s on ${availableParallelism()} cores`,
);
const reconcile = await q(`select count(*)::int as n from orders where seller_id = $1`, [store.id]);
console.log(`  orders written by both     : ${reconcile[0].n}`);
mall.stop();
await pool.end();
