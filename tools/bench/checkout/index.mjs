// Benchmark: checkout (order!submit + order!pay from the balance) through the full stack vs pgbench
// running the same SQL work per order on the same database in the same run: the guarded stock
// decrement, the order + line + log + notice rows, the payment's ledger transfer (transfer, two
// entries, two locked balances), the status change and the real sold counts of the goods and store.
// Usage: npm run build && DATABASE_URL=… node tools/bench/checkout/index.mjs [--seconds 10] [--clients 20] [--buyers 1500]
// The database may be empty (the server migrates it); a store, a goods and the buyers are created here.
//
// Many buyers: one buyer may pay at most 20 orders a minute (the per-user limit of order!pay), so
// the load is spread over `--buyers` accounts (cloned in SQL from one registered through the API:
// same password and fund-password hashes, an address, a session, a ledger grant each).
//
// Every pay checks the buyer's fund password. The first pay of a buyer in a process runs argon2id
// (≈ 90 ms of one core, by design); a correct fund password is then remembered for a few minutes
// (see SafewordService), so the run is measured twice: "repeat buyers" (every buyer has paid
// before — a buyer checking out several times in a session) and "first pays" (every pay is the
// buyer's first in this process, as the first order of a session is), each against pgbench.
import pg from 'pg';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { httpClient } from '../lib/client.mjs';
import { benchArgs } from '../lib/args.mjs';
import { cpuSnapshot, cpuSpent } from '../lib/cpu.mjs';
import { databaseUrl, startMall } from '../lib/server.mjs';
import { benchState, settleMachine } from '../lib/state.mjs';

const args = benchArgs();
const seconds = Number(args.seconds ?? 10);
const clients = Number(args.clients ?? 20);
const buyerCount = Number(args.buyers ?? 1500);
const SAFEWORD = '246810';
const url = databaseUrl();

const pool = new pg.Pool({ connectionString: url, max: 4 });
const q = (sql, params) => pool.query(sql, params).then((r) => r.rows);
let mall;
try {
  mall = await startMall(url, { RATE_LIMIT_REGISTER_PER_HOUR: '1000000', RATE_LIMIT_LOGIN_PER_MIN: '1000000' });
  await run();
} finally {
  mall?.stop();
  await pool.end();
}

async function run() {
  const http = httpClient(mall.base, clients);
  const act = async (name, params, token) =>
    (await http.post(`/api/${name}.action`, { ...params, lang: 'en', ...(token ? { token } : {}) })).json;

  // ---- fixtures -------------------------------------------------------------------------------
  const [cat] = await q(`insert into categories (name_i18n) values ('{"en":"Bench"}') returning id`);
  const [store] = await q(`insert into sellers (name) values ('Bench Store ${Date.now()}') returning id`);
  const [goods] = await q(
    `insert into goods (seller_id, category_id, name_i18n, images, selling_price, freight_amount, goods_tax, buy_min, stock)
     values ($1, $2, '{"en":"Bench Mug"}', array['/g/mug.jpg'], 1000000, 100000, 10000, 1, 1000000000) returning id`,
    [store.id, cat.id],
  );

  // One buyer through the API (register, fund password, address) …
  const tag = Date.now().toString(36);
  const email = `bench${tag}@example.com`;
  const reg = await act('localuser!registerNoVerifcode', { username: email, password: 'secret12', re_password: 'secret12', type: '2' });
  if (reg.code !== '0') throw new Error(`register: ${reg.msg}`);
  await act('user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, reg.data.token);
  const addr = await act(
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
    reg.data.token,
  );
  if (addr.code !== '0') throw new Error(`address: ${addr.msg}`);
  const [template] = await q(`select id from users where lower(email) = lower($1)`, [email]);

  // … cloned in SQL: the same hashes, an address, a live session and a ledger grant each.
  const tokens = Array.from({ length: buyerCount }, () => randomBytes(32).toString('base64url'));
  const users = await q(
    `with t as (select * from users where id = $1)
     insert into users (username, email, register_type, usercode, password_hash, safeword_hash)
     select 'bench${tag}-' || i, 'bench${tag}-' || i || '@example.com', 2, 'B${tag}' || i, t.password_hash, t.safeword_hash
       from t, generate_series(1, $2) i
     returning id`,
    [template.id, buyerCount],
  );
  await q(
    `insert into addresses (user_id, contacts, phone_area_code, phone_number, email, postcode, country, province, city, address, is_default)
     select u, a.contacts, a.phone_area_code, a.phone_number, a.email, a.postcode, a.country, a.province, a.city, a.address, true
       from unnest($1::uuid[]) u, (select * from addresses where user_id = $2) a`,
    [users.map((u) => u.id), template.id],
  );
  await q(
    `insert into auth_tokens (user_id, token_hash, expires_at) select * from unnest($1::uuid[], $2::bytea[]) , lateral (select now() + interval '1 day') e`,
    [users.map((u) => u.id), tokens.map((t) => createHash('sha256').update(t).digest())],
  );
  for (const u of users) await grant(u.id, 1_000_000_000_000n);
  const buyers = users.map((u, i) => ({ id: u.id, token: tokens[i] }));
  await q(`vacuum (analyze)`); // every table as after days of use, whatever earlier runs left behind

  // ---- the full stack: closed-loop clients, each order from the next buyer in turn --------------
  async function fullStack(durationMs, nextBuyer) {
    let done = 0;
    let errors = 0;
    const lastError = new Map();
    const t0 = Date.now();
    const until = t0 + durationMs;
    const cpu0 = cpuSnapshot(mall.pid);
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < until) {
          const b = nextBuyer();
          if (!b) break;
          const s = await act('order!submit', { orderInfo: `${goods.id},-1,1` }, b.token);
          const p = s.code === '0' ? await act('order!pay', { orderId: s.data.orderList[0].orderId, safeword: SAFEWORD }, b.token) : s;
          if (p.code === '0') done += 1;
          else {
            errors += 1;
            lastError.set(p.msg, (lastError.get(p.msg) ?? 0) + 1);
          }
        }
      }),
    );
    const cpu = cpuSpent(cpu0, cpuSnapshot(mall.pid));
    return { rate: done / ((Date.now() - t0) / 1000), done, errors, why: [...lastError], cpu };
  }
  let turn = 0;
  const roundRobin = () => buyers[turn++ % buyers.length];
  // ---- pgbench: the same rows per order in one transaction --------------------------------------
  const [escrow] = await q(
    `insert into ledger_accounts (code, kind, currency, allow_negative) values ('escrow:orders', 'escrow.orders', 'USDT', false)
     on conflict (code) do update set code = excluded.code returning id`,
  );
  const accounts = await q(
    `select a.id from unnest($1::uuid[]) with ordinality u(id, n) join ledger_accounts a on a.owner_user_id = u.id and a.code like '%:available' order by u.n`,
    [users.map((u) => u.id)],
  );
  const userArray = `ARRAY['${users.map((u) => u.id).join("','")}']::uuid[]`;
  const accountArray = `ARRAY[${accounts.map((a) => a.id).join(',')}]::bigint[]`;
  const script = `
\\set b random(1, ${buyerCount})
BEGIN;
UPDATE goods SET stock = stock - 1 WHERE id = '${goods.id}' AND stock >= 1;
SELECT 'SC' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISSMS') || lpad((nextval('orders_no_seq') % 1000000)::text, 6, '0') AS oid \\gset
INSERT INTO orders (id, user_id, seller_id, prize_original, prize_real, fees, tax, goods_count, contacts, phone, address)
  VALUES (:oid::text, (${userArray})[:b::int], '${store.id}', 1000000, 1000000, 100000, 10000, 1, 'Bench Buyer', '1 2015550123', '1 Bench Street');
INSERT INTO order_items (order_id, goods_id, qty, list_price, paid_price, freight, tax, goods_name_i18n, goods_icon)
  VALUES (:oid::text, '${goods.id}', 1, 1000000, 1000000, 100000, 10000, '{"en":"Bench Mug"}', '/g/mug.jpg');
INSERT INTO order_logs (order_id, actor, state) VALUES (:oid::text, 'buyer', 1);
INSERT INTO seller_notices (seller_id, kind, order_id) VALUES ('${store.id}', 'new_order', :oid::text);
COMMIT;
BEGIN;
SELECT id FROM orders WHERE id = :oid::text FOR UPDATE;
SELECT id, balance FROM ledger_accounts WHERE id IN ((${accountArray})[:b::int], ${escrow.id}) ORDER BY id FOR UPDATE;
INSERT INTO ledger_transfers (idempotency_key, kind, request_hash) VALUES ('order:' || :oid::text || ':' || 'pay', 'order.pay', 'bench') RETURNING id AS tid \\gset
INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  SELECT :tid::bigint, id, CASE WHEN id = ${escrow.id} THEN 1110000 ELSE -1110000 END, balance + CASE WHEN id = ${escrow.id} THEN 1110000 ELSE -1110000 END
    FROM ledger_accounts WHERE id IN ((${accountArray})[:b::int], ${escrow.id});
UPDATE ledger_accounts SET balance = balance + CASE WHEN id = ${escrow.id} THEN 1110000 ELSE -1110000 END, version = version + 1
  WHERE id IN ((${accountArray})[:b::int], ${escrow.id});
UPDATE orders SET status = 1, pay_status = 1, paid_at = now(), payment_method = 'balance', commission_bp = 500 WHERE id = :oid::text;
UPDATE goods SET sold_num = sold_num + 1 WHERE id = '${goods.id}';
UPDATE sellers SET sold_num = sold_num + 1 WHERE id = '${store.id}';
INSERT INTO order_logs (order_id, actor, state) VALUES (:oid::text, 'buyer', 2);
INSERT INTO seller_notices (seller_id, kind, order_id) VALUES ('${store.id}', 'paid', :oid::text);
COMMIT;
`;
  const dir = mkdtempSync(join(tmpdir(), 'checkout-bench-'));
  writeFileSync(join(dir, 'checkout.sql'), script);

  /** pgbench in extended-protocol mode (as the mall's driver speaks), the same clients. */
  function pgbench(durationS) {
    return new Promise((res, rej) => {
      const cpu0 = cpuSnapshot(mall.pid);
      const child = spawn(
        'pgbench',
        ['-n', '-M', 'extended', '-f', join(dir, 'checkout.sql'), '-c', String(clients), '-j', '2', '-T', String(durationS), url],
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
        else
          res({
            rate: Number(m[1]),
            failed: /number of failed transactions: (\d+)/.exec(out)?.[1] ?? '0',
            cpu: cpuSpent(cpu0, cpuSnapshot(mall.pid)),
          });
      });
    });
  }

  console.log(
    `checkout bench: ${clients} clients × ${seconds} s per phase, ${buyerCount} buyers, one goods without SKUs, submit + pay from the balance`,
  );
  for (const l of await benchState(pool, ['orders', 'order_items', 'goods', 'ledger_accounts', 'ledger_entries', 'users']))
    console.log(`  ${l}`);
  console.log(`  ${await settleMachine(pool)}`);

  // Warm-up: the JIT, the pool's connections and plans; every buyer's first pay (argon2) is made here.
  const warm = await fullStack(15 * 60_000, () => (turn < buyerCount ? roundRobin() : null));
  console.log(
    `  warm-up: ${warm.done} orders (${warm.errors} errors${warm.errors ? ': ' + JSON.stringify(warm.why) : ''}), every buyer has paid once`,
  );
  await pgbench(2);
  const ms = seconds * 1000;
  const perOrder = (r, done) =>
    `CPU per order ${(r.busyMs / done).toFixed(2)} ms (Postgres ${(r.postgresMs / done).toFixed(2)}, mall ${(r.mallMs / done).toFixed(2)}, bench ${(r.benchMs / done).toFixed(2)})`;
  const report = (label, full, base) => {
    console.log(`  ${label}`);
    console.log(
      `    full stack (HTTP .action) : ${full.rate.toFixed(1).padStart(6)} orders/s  (${full.done} orders, ${full.errors} errors${full.errors ? ': ' + JSON.stringify(full.why) : ''}); ${perOrder(full.cpu, full.done)}`,
    );
    console.log(
      `    pgbench, same SQL        : ${base.rate.toFixed(1).padStart(6)} orders/s  (failed ${base.failed}); ${perOrder(base.cpu, base.rate * seconds)}`,
    );
    console.log(`    ratio full/pgbench       : ${((100 * full.rate) / base.rate).toFixed(1)} % (target ≥ 35 %)`);
  };
  const repeat = await fullStack(ms, roundRobin);
  const base1 = await pgbench(seconds);
  report('repeat buyers (each has paid in this process before):', repeat, base1);

  // First pays: buyers this process has not seen pay yet — a restart forgets every remembered fund password.
  mall.stop();
  await new Promise((r) => setTimeout(r, 1000));
  mall = await startMall(url, { RATE_LIMIT_REGISTER_PER_HOUR: '1000000', RATE_LIMIT_LOGIN_PER_MIN: '1000000' });
  const httpAgain = httpClient(mall.base, clients);
  Object.assign(http, httpAgain);
  await act('order!listMain', { status: '1' }, buyers[0].token); // wake the pool
  let first = 0;
  const fresh = await fullStack(ms, () => (first < buyers.length ? buyers[first++] : null));
  const base2 = await pgbench(seconds);
  report(`first pays (argon2id on every pay; ${fresh.done} buyers):`, fresh, base2);

  const [{ n }] = await q(`select count(*)::int as n from orders where seller_id = $1`, [store.id]);
  const [{ stock }] = await q(`select stock from goods where id = $1`, [goods.id]);
  console.log(`  orders written by both     : ${n}; stock left ${stock} (started at 1,000,000,000)`);
  http.close();
}

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
