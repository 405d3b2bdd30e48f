// Benchmark: chat over socket.io (issue 13) — the built mall against a bare socket.io relay run on
// this machine in the same run, by the same client processes with the same pattern.
//  1. idle sockets one API process holds: N authenticated guest sockets, the time to connect them,
//     the mall's resident memory before / after and per socket;
//  2. delivery latency with C active conversations (guests and buyers, each sending one message every
//     --interval ms for --seconds), received by agent sockets in the same client process (one clock):
//     p50 / p95 / p99 / max, sent vs delivered, CPU per message of the mall and of Postgres;
//  3. the same against the baseline, and the ratios ours / baseline.
// Usage: npm run build && node tools/bench/chat/index.mjs [--sockets 20000] [--conversations 1000] [--seconds 20]
//        [--interval 1500] [--workers 4] [--buyers 50] [--redis own|shared|off] [--baseline off] [--warmup 30]
// Needs Postgres at 127.0.0.1:5432 (trust auth); the database mall_bench_chat is dropped and recreated.
// Redis (socket.io Redis adapter, BullMQ): by default a redis-server of its own on a free port (the mall's
// adapter channel `mall-chat` is fixed, so every mall on a shared Redis receives the others' broadcasts);
// --redis shared uses 127.0.0.1:6379, --redis off the in-memory adapter.
// Sockets per process are bounded by RLIMIT_NOFILE: the script raises its soft limit to the hard one
// (re-executing itself through bash `ulimit -n`); the mall and the client processes inherit it.
import { spawn, spawnSync, fork, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { benchArgs } from '../lib/args.mjs';
import { ROOT, freePort, startMall } from '../lib/server.mjs';
import { cpuSnapshot, cpuSpent } from '../lib/cpu.mjs';
import { procTicks, pidsByComm, dbBackendPids, rssKb, nofileLimits, TICK_MS } from './proc.mjs';
import { databaseState, settleMachine } from '../lib/state.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

// ---- raise the descriptor limit (Node cannot call setrlimit): re-exec through bash once ----------
if (!process.env.BENCH_CHAT_REEXEC) {
  const r = spawnSync(
    'bash',
    ['-c', 'ulimit -n 200000 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"', process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, BENCH_CHAT_REEXEC: '1' } },
  );
  process.exit(r.status ?? 1);
}

const args = benchArgs();
const requested = Number(args.sockets ?? 20000);
const conversations = Number(args.conversations ?? 1000);
const seconds = Number(args.seconds ?? 20);
const intervalMs = Number(args.interval ?? 1500);
const workerCount = Number(args.workers ?? 4);
const buyerCount = Math.min(Number(args.buyers ?? 50), conversations);
const redisMode = args.redis ?? 'own';
const PG_BASE = 'postgres://postgres@127.0.0.1:5432';
const DB = 'mall_bench_chat';
const ROOT_OP = { username: 'bench-root', password: 'bench-root-password-1' };
const CONNECT_CONCURRENCY = 50; // handshakes in flight per client process
// Warm-up, so that a fresh process is measured as it runs for days: its database pool opened (every
// connection at once, as under load), then the same conversations' traffic for WARMUP_S seconds (the
// JIT, Postgres' per-connection caches and prepared statements, socket buffers, and V8's heap: for
// about its first 40 s under this load a new process's old generation is still growing, a full
// (mark-compact) collection every 3–10 s pausing it 7–26 ms, each a spike of 50–150 ms in that
// second's p99 — measured with --trace-gc: after a 10 s warm-up the first phase's p99 was 54–68 ms,
// after 30 s 21 ms, the later phase's 10–30 ms either way), not measured. --warmup 10 shows it.
const WARMUP_S = Number(args.warmup ?? 30);

// ---- cleanup: every process this script started, by pid ------------------------------------------
const children = new Set();
function cleanup() {
  for (const c of children) {
    try {
      c.kill('SIGKILL');
    } catch {
      /* gone */
    }
  }
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
const deadline = setTimeout(() => {
  console.error('chat bench: gave up after 15 minutes');
  process.exit(2);
}, 15 * 60_000);
deadline.unref();

// ---- state of the run ------------------------------------------------------------------------------
function redisAnswers(port) {
  return new Promise((res) => {
    const c = createConnection({ host: '127.0.0.1', port });
    c.setTimeout(1000, () => (c.destroy(), res(false)));
    c.once('connect', () => (c.end(), res(true)));
    c.once('error', () => res(false));
  });
}
let redisUrl;
let redisPid;
if (redisMode === 'own') {
  const port = await freePort();
  const r = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  r.on('error', (e) => console.error(`redis-server: ${e.message} (use --redis shared or --redis off)`));
  children.add(r);
  for (let i = 0; i < 50 && !(await redisAnswers(port)); i++) await new Promise((res) => setTimeout(res, 100));
  if (!(await redisAnswers(port))) throw new Error('redis-server did not start (use --redis shared or --redis off)');
  redisUrl = `redis://127.0.0.1:${port}`;
  redisPid = r.pid;
} else if (redisMode === 'shared') {
  if (!(await redisAnswers(6379))) throw new Error('--redis shared, but nothing answers at 127.0.0.1:6379');
  redisUrl = 'redis://127.0.0.1:6379';
  redisPid = pidsByComm('redis-server')[0];
}
const useRedis = !!redisUrl;
const nofile = nofileLimits();
// The mall's own descriptors (Postgres pool, Redis, epoll, listeners, files) stay below this many.
const SERVER_RESERVE = 200;
const fdCap = nofile.soft - SERVER_RESERVE;
const idleTarget = Math.min(requested, fdCap);
let commit = '?';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  if (execSync('git status --porcelain -- apps/api/src', { cwd: ROOT }).toString().trim())
    commit += ' (+ uncommitted apps/api/src changes)';
} catch {
  /* not a checkout */
}
console.log(`chat bench — ${new Date().toISOString()}`);
console.log(
  `  node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(
  `  sockets ${requested} requested → ${idleTarget} attempted (RLIMIT_NOFILE soft/hard ${nofile.soft}/${nofile.hard} per process, ${SERVER_RESERVE} kept for the server's own descriptors)`,
);
console.log(
  `  conversations ${conversations} (${buyerCount} buyers, ${conversations - buyerCount} guests), one message each every ${intervalMs} ms for ${seconds} s (+${WARMUP_S} s warm-up)`,
);
console.log(
  `  socket.io adapter: ${useRedis ? `Redis (@socket.io/redis-adapter, ${redisUrl}${redisMode === 'own' ? ', a redis-server of its own' : ', shared'})` : 'in-memory (no Redis)'}; ${workerCount} client processes; commit ${commit}`,
);
if (idleTarget < requested)
  console.log(
    `  note: ${requested} sockets cannot fit in one process here — the hard RLIMIT_NOFILE is ${nofile.hard} and this container may not raise it (no CAP_SYS_RESOURCE)`,
  );

// ---- client processes --------------------------------------------------------------------------------
function startWorker() {
  const child = fork(join(HERE, 'client-worker.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  let nextId = 0;
  const waiting = new Map();
  child.on('message', (m) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.ok) w.resolve(m.result);
    else w.reject(new Error(m.error));
  });
  child.on('exit', (code) => {
    children.delete(child);
    for (const w of waiting.values()) w.reject(new Error(`client process exited (${code})`));
  });
  return {
    pid: child.pid,
    call: (cmd, arg) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        child.send({ id, cmd, arg });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}
const workers = Array.from({ length: workerCount }, startWorker);
const split = (n) => workers.map((_, i) => Math.floor(n / workerCount) + (i < n % workerCount ? 1 : 0));
const workerTicks = () => workers.reduce((t, w) => t + (procTicks(w.pid) ?? 0), 0);

// ---- helpers ---------------------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function pct(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
function summary(xs) {
  const s = Float64Array.from(xs).sort();
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99), max: s.length ? s[s.length - 1] : NaN };
}
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '—');

/** Wait for a process's RSS to settle (GC, allocator) before reading it; answers KiB. */
async function settledRss(pid) {
  let last = rssKb(pid);
  for (let i = 0; i < 10; i++) {
    await sleep(500);
    const now = rssKb(pid);
    if (Math.abs(now - last) < 256) return now;
    last = now;
  }
  return last;
}

/** One measured stretch of the conversations: every sender sends for `seconds`; CPU read around it. */
async function timedRun(target) {
  const cpu0 = cpuSnapshot(target.pid);
  const pg0 = target.db ? dbTicks(target.db) : 0;
  const w0 = workerTicks();
  const r0 = redisTicks();
  const runs = await Promise.all(workers.map((w) => w.call('run', { seconds, intervalMs })));
  const out = { cpu: cpuSpent(cpu0, cpuSnapshot(target.pid)) };
  out.dbBackendMs = target.db ? (dbTicks(target.db) - pg0) * TICK_MS : 0;
  out.clientMs = (workerTicks() - w0) * TICK_MS;
  out.redisMs = (redisTicks() - r0) * TICK_MS;
  const sum = (k) => runs.reduce((n, r) => n + r[k], 0);
  for (const k of ['sent', 'acked', 'refused', 'received', 'lost', 'unexpected', 'duplicates', 'queueNotices']) out[k] = sum(k);
  out.refusals = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.refusals)) out.refusals[k] = (out.refusals[k] ?? 0) + v;
  out.delivery = summary(runs.flatMap((r) => r.delivery));
  // per second of the run (by the second each message was sent in): where in the run the slow ones are
  const bySecond = [];
  for (const r of runs) r.delivery.forEach((ms, i) => (bySecond[r.deliverySecond[i]] ??= []).push(ms));
  out.timeline = Array.from(bySecond, (xs) => summary(xs ?? []));
  out.ack = summary(runs.flatMap((r) => r.ack));
  return out;
}

/**
 * One target (`{ url, pid, db?, agentTokens?, buyerTokens?, claim? }`): the conversations alone, then
 * idle sockets up to the descriptor limit (memory per socket), then the conversations again with them held.
 */
async function measure(label, target) {
  const out = { label };
  // conversations: the agent socket and the senders of each client process; the agent claims them
  const convCounts = split(conversations);
  let b = 0;
  const setups = await Promise.all(
    workers.map((w, i) => {
      const buyerTokens = (target.buyerTokens ?? []).slice(b, (b += split(buyerCount)[i]));
      return w.call('setupConversations', {
        url: target.url,
        count: convCounts[i],
        agentToken: target.agentTokens?.[i],
        agentKey: `w${i}`,
        buyerTokens,
        concurrency: CONNECT_CONCURRENCY,
      });
    }),
  );
  out.conversations = setups.reduce((n, s) => n + s.conversations.length, 0);
  const setupErrors = setups.flatMap((s) => s.errors);
  if (setupErrors.length) console.log(`  ${label}: conversation setup errors: ${setupErrors.slice(0, 3).join(' | ')}`);
  if (target.claim) await target.claim(setups.map((s) => s.conversations));
  // warm-up (not measured): the pool opened, then the same traffic
  out.warmPool = target.warmPool ? await target.warmPool() : null;
  const warm = await Promise.all(workers.map((w) => w.call('run', { seconds: WARMUP_S, intervalMs, drainMs: 3000 })));
  out.warmup = { sent: warm.reduce((n, r) => n + r.sent, 0), delivery: summary(warm.flatMap((r) => r.delivery)) };
  await sleep(500);
  out.alone = await timedRun(target);

  // idle sockets: as many as fit beside the conversations under the descriptor limit
  const idleCount = Math.max(0, idleTarget - out.conversations - workerCount);
  out.rssBeforeKb = await settledRss(target.pid);
  const t0 = performance.now();
  const idle = await Promise.all(
    workers.map((w, i) =>
      w.call('openIdle', { url: target.url, count: split(idleCount)[i], concurrency: CONNECT_CONCURRENCY, agentKey: `w${i}` }),
    ),
  );
  out.connectMs = performance.now() - t0;
  out.idleHeld = idle.reduce((n, r) => n + r.held, 0);
  out.idleTried = idleCount;
  out.held = out.idleHeld + out.conversations + workerCount;
  out.connectFailed = idle.reduce((n, r) => n + r.failed, 0);
  out.connectErrors = {};
  for (const r of idle) for (const [k, v] of Object.entries(r.errors)) out.connectErrors[k] = (out.connectErrors[k] ?? 0) + v;
  out.rssAfterKb = await settledRss(target.pid);
  out.perSocketKb = (out.rssAfterKb - out.rssBeforeKb) / Math.max(1, out.idleHeld);
  out.loaded = await timedRun(target);
  await Promise.all(workers.map((w) => w.call('closeAll')));
  return out;
}

const redisTicks = () => (redisPid ? (procTicks(redisPid) ?? 0) : 0);
const dbTicks = (db) => dbBackendPids(db).reduce((t, p) => t + (procTicks(p) ?? 0), 0);

function printRun(title, r, withDb) {
  const msgs = Math.max(1, r.received);
  console.log(`  ${title}`);
  console.log(
    `    sent / delivered: ${r.sent} sent (${(r.sent / seconds).toFixed(0)}/s), ${r.acked} acked, ${r.refused} refused${r.refused ? ' ' + JSON.stringify(r.refusals) : ''}; ${r.received} delivered to the agent sockets — ${r.lost || r.received !== r.acked ? `${r.acked - r.received} LOST` : 'no loss'}${r.unexpected ? `, ${r.unexpected} unexpected` : ''}${r.duplicates ? `, ${r.duplicates} answered as duplicates` : ''}; ${r.queueNotices} chat:queue notices`,
  );
  console.log(
    `    send → agent    : p50 ${f1(r.delivery.p50)} ms  p95 ${f1(r.delivery.p95)} ms  p99 ${f1(r.delivery.p99)} ms  max ${f1(r.delivery.max)} ms  (n=${r.delivery.n})`,
  );
  console.log(`    send → ack      : p50 ${f1(r.ack.p50)} ms  p95 ${f1(r.ack.p95)} ms  p99 ${f1(r.ack.p99)} ms  max ${f1(r.ack.max)} ms`);
  if ('timeline' in args)
    console.log(
      `    per second      : ${r.timeline.map((x, i) => `${i}s ${f1(x.p50)}/${f1(x.p99)}/${f1(x.max)}`).join(', ')} (p50/p99/max ms of the messages sent in each second)`,
    );
  const c = r.cpu;
  const parts = [`server ${f2(c.mallMs / msgs)} ms`];
  if (withDb) parts.push(`Postgres ${f2(c.postgresMs / msgs)} ms (this database's backends ${f2(r.dbBackendMs / msgs)} ms)`);
  if (r.redisMs) parts.push(`Redis ${f2(r.redisMs / msgs)} ms`);
  parts.push(`clients ${f2(r.clientMs / msgs)} ms`);
  console.log(`    CPU per message : ${parts.join(', ')}`);
  const all = c.busyMs + c.idleMs + c.stealMs;
  // the CPU of this run's own processes (server, this database's backends, Redis, clients, this script)
  const ours = c.mallMs + (withDb ? r.dbBackendMs : 0) + r.redisMs + r.clientMs + c.benchMs;
  console.log(
    `    machine         : ${((100 * c.busyMs) / all).toFixed(0)} % busy of ${c.cores} cores, steal ${((100 * c.stealMs) / all).toFixed(0)} %; server process ${((100 * c.mallMs) / (seconds * 1000)).toFixed(0)} % of a core; this run's processes ${((100 * ours) / all).toFixed(0)} %, others on the machine ≈ ${((100 * Math.max(0, c.busyMs - ours)) / all).toFixed(0)} %`,
  );
}

function print(o, withDb) {
  console.log(`\n${o.label}`);
  console.log(
    `  warm-up           : ${o.warmPool ? `${o.warmPool}; then ` : ''}${WARMUP_S} s of the same conversations' traffic, not measured (${o.warmup.sent} messages, p99 ${f1(o.warmup.delivery.p99)} ms)`,
  );
  console.log(
    `  sockets held      : ${o.held} = ${o.idleHeld} idle of ${o.idleTried} tried (${o.connectFailed} failed${o.connectFailed ? ': ' + JSON.stringify(o.connectErrors) : ''}) + ${o.conversations} conversations + ${workerCount} agents`,
  );
  console.log(`  idle connect      : ${(o.connectMs / 1000).toFixed(1)} s (${Math.round(o.idleHeld / (o.connectMs / 1000))}/s)`);
  console.log(
    `  resident memory   : ${(o.rssBeforeKb / 1024).toFixed(0)} MiB before the idle sockets → ${(o.rssAfterKb / 1024).toFixed(0)} MiB with them = ${o.perSocketKb.toFixed(1)} KiB per socket`,
  );
  printRun(`${o.conversations} conversations alone:`, o.alone, withDb);
  printRun(`${o.conversations} conversations with the ${o.idleHeld} idle sockets held:`, o.loaded, withDb);
}

// =========================================================================================================
// the mall
// =========================================================================================================
const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${DB} with (force)`);
await admin.query(`create database ${DB}`);
await admin.end();

if (!useRedis) delete process.env.REDIS_URL;
const mall = await startMall(`${PG_BASE}/${DB}`, {
  ADMIN_USERNAME: ROOT_OP.username,
  ADMIN_PASSWORD: ROOT_OP.password,
  RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '1000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
  RATE_LIMIT_LOGIN_PER_MIN: '1000000',
  // every client socket comes from this machine's one IP: lift the chat's per-IP caps
  CHAT_SOCKETS_PER_IP: '1000000',
  CHAT_SENDS_PER_MIN_PER_IP: '1000000',
  CHAT_GUEST_CHATS_PER_IP_PER_HOUR: '1000000',
  ...(useRedis ? { REDIS_URL: redisUrl } : {}),
});
const mallExited = new Promise((res) => {
  const t = setInterval(() => {
    if (procTicks(mall.pid) !== null) return;
    clearInterval(t);
    res();
  }, 100);
});

async function rest(method, path, body, token) {
  const res = await fetch(`${mall.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
async function act(name, params) {
  const qs = new URLSearchParams({ ...params, lang: 'en' });
  return (await fetch(`${mall.base}/api/${name}.action?${qs}`, { method: 'POST' })).json();
}
async function pool(items, n, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}

// fixtures: one agent per client process (as in the agent console: an operator with the agent role), the buyers
const rootToken = (await rest('POST', '/v1/admin/login', ROOT_OP)).token;
const agentTokens = [];
for (let i = 0; i < workerCount; i++) {
  const op = { username: `bench-agent-${i}`, password: `bench-agent-password-${i}` };
  const initial = `${op.password}-set-by-superadmin`;
  await rest('POST', '/v1/admin/admins', { ...op, password: initial, roles: ['agent'] }, rootToken);
  // an operator created by a superadmin changes its password at the first sign-in (the session stays)
  const token = (await rest('POST', '/v1/admin/login', { username: op.username, password: initial })).token;
  await rest('POST', '/v1/admin/password', { oldPassword: initial, newPassword: op.password }, token);
  agentTokens.push(token);
}
const buyerTokens = [];
const stamp = Date.now().toString(36);
await pool(
  Array.from({ length: buyerCount }, (_, i) => i),
  4,
  async (i) => {
    const email = `chatbench${stamp}${i}@example.com`;
    const r = await act('localuser!registerNoVerifcode', { username: email, password: 'secret12', re_password: 'secret12', type: '2' });
    if (r.code !== '0') throw new Error(`register: ${r.msg}`);
    buyerTokens.push(r.data.token);
  },
);

// The state it runs on, and the machine settled (a CHECKPOINT, the kernel's writeback) before measuring.
const statePool = new pg.Pool({ connectionString: `${PG_BASE}/${DB}`, max: 1 });
for (const line of await databaseState(statePool, ['chat_conversations', 'chat_messages', 'users'])) console.log(`  ${line}`);
console.log(`  ${await settleMachine(statePool)}`);
const mallConnections = async () =>
  Number(
    (
      await statePool.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'mall-api' and backend_type = 'client backend'`,
        [DB],
      )
    ).rows[0].n,
  );

const ours = await measure(`the mall (${mall.base}, pid ${mall.pid})`, {
  url: mall.base,
  pid: mall.pid,
  db: DB,
  agentTokens,
  buyerTokens,
  // open the mall's database pool as load does: many reads at once (each buyer's unread count, twice over)
  warmPool: async () => {
    const before = await mallConnections();
    await Promise.all(
      [...buyerTokens, ...buyerTokens].map((token) =>
        fetch(`${mall.base}/api/newOnlinechat!unread.action?lang=en`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => r.json()),
      ),
    );
    return `database pool opened: ${before} → ${await mallConnections()} connections of the mall (${buyerTokens.length * 2} reads at once)`;
  },
  // each client process's agent claims its conversations, as an agent does from the console
  claim: async (convsByWorker) => {
    const jobs = convsByWorker.flatMap((ids, i) => ids.map((id) => [id, agentTokens[i]]));
    await pool(jobs, 16, ([id, tk]) => rest('POST', `/v1/agent/conversations/${id}/claim`, {}, tk));
  },
});
await statePool.end();
mall.stop();
await Promise.race([mallExited, sleep(10_000)]);
if (procTicks(mall.pid) !== null) process.kill(mall.pid, 'SIGKILL');
print(ours, true);

/** Stop every process started here (clients, servers, redis-server) and wait for them: no orphan, no zombie. */
async function finish() {
  const exits = [...children].map(
    (c) => new Promise((res) => (c.exitCode !== null || c.signalCode !== null ? res() : c.once('exit', res))),
  );
  for (const c of children) c.kill('SIGTERM');
  await Promise.race([Promise.all(exits), sleep(5000)]);
  process.exit(0);
}

if (args.baseline === 'off') await finish();

// =========================================================================================================
// the baseline: a bare socket.io relay in its own process
// =========================================================================================================
const bare = fork(join(HERE, 'baseline-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
children.add(bare);
const { port } = await new Promise((res, rej) => {
  bare.once('message', res);
  bare.once('exit', (c) => rej(new Error(`baseline exited (${c})`)));
});
const base = await measure(
  `baseline: bare socket.io ${JSON.parse(readFileSync(join(ROOT, 'node_modules/socket.io/package.json'), 'utf8')).version} relay (pid ${bare.pid}, no auth, no database, in-memory adapter)`,
  {
    url: `http://127.0.0.1:${port}`,
    pid: bare.pid,
  },
);
bare.kill('SIGTERM');
print(base, false);

console.log('\nours / baseline');
console.log(
  `  memory per socket : ${(ours.perSocketKb / base.perSocketKb).toFixed(2)} × (${ours.perSocketKb.toFixed(1)} vs ${base.perSocketKb.toFixed(1)} KiB)`,
);
for (const [k, title] of [
  ['alone', 'conversations alone'],
  ['loaded', 'with idle sockets held'],
]) {
  const o = ours[k];
  const x = base[k];
  console.log(
    `  ${title.padEnd(22)}: p50 ${(o.delivery.p50 / x.delivery.p50).toFixed(1)} × (${f1(o.delivery.p50)} vs ${f1(x.delivery.p50)} ms), p99 ${(o.delivery.p99 / x.delivery.p99).toFixed(1)} × (${f1(o.delivery.p99)} vs ${f1(x.delivery.p99)} ms), server CPU per message ${(o.cpu.mallMs / o.received / (x.cpu.mallMs / x.received)).toFixed(1)} × (+ this database's Postgres backends ${f2(o.dbBackendMs / o.received)} ms)`,
  );
}
const noLoss = (r) => r.lost === 0 && r.received === r.acked && r.acked === r.sent;
console.log(
  `targets (the mall): ≥ 20,000 sockets held: ${ours.held >= 20000 ? 'yes' : `no (${ours.held}${idleTarget < requested ? ': the per-process descriptor limit' : ': --sockets'})`}; p99 < 40 ms: alone ${ours.alone.delivery.p99 < 40 ? 'yes' : 'no'} (${f1(ours.alone.delivery.p99)} ms), with idle sockets ${ours.loaded.delivery.p99 < 40 ? 'yes' : 'no'} (${f1(ours.loaded.delivery.p99)} ms); every message delivered: ${noLoss(ours.alone) && noLoss(ours.loaded) ? 'yes' : 'NO'}`,
);

await finish();
