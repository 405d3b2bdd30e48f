// What a benchmark ran on, printed at the top of its output so that two people can compare figures:
// the commit, the machine, the Postgres settings that move latency, and the state of the tables a
// fresh load leaves behind (never vacuumed or analyzed: no visibility map, no hint bits, no statistics).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { ROOT } from './server.mjs';

/** The checked-out commit, and whether tracked files have uncommitted changes. */
export function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

const ago = (t) => {
  if (!t) return 'never';
  const s = Math.round((Date.now() - new Date(t).getTime()) / 1000);
  return s < 120 ? `${s} s ago` : s < 7200 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
};

/**
 * The database's state as lines of text. `tables`: the tables the benchmark reads (their last
 * vacuum and analyze are listed); every other table of some size that was never analyzed, or has
 * had many rows inserted or changed since its last vacuum, is named too.
 */
export async function databaseState(pool, tables) {
  const q = (sql, p) => pool.query(sql, p).then((r) => r.rows);
  const [s] = await q(`select current_setting('server_version') as version, current_setting('autovacuum') as autovacuum,
      current_setting('jit') as jit, current_setting('shared_buffers') as shared_buffers,
      current_setting('synchronous_commit') as synchronous_commit, pg_size_pretty(pg_database_size(current_database())) as size`);
  const stats = await q(
    `select relname as name, n_live_tup::bigint as live, n_ins_since_vacuum::bigint as inserted, n_mod_since_analyze::bigint as modified,
            greatest(last_vacuum, last_autovacuum) as vacuumed, greatest(last_analyze, last_autoanalyze) as analyzed
       from pg_stat_user_tables order by n_live_tup desc`,
  );
  const lines = [
    `Postgres ${s.version.split(' ')[0]}: autovacuum ${s.autovacuum}, jit ${s.jit}, shared_buffers ${s.shared_buffers}, synchronous_commit ${s.synchronous_commit}, database ${s.size}`,
  ];
  for (const name of tables) {
    const t = stats.find((r) => r.name === name);
    if (!t) continue;
    lines.push(
      `  ${name.padEnd(20)} ${Number(t.live).toLocaleString('en').padStart(10)} rows, vacuumed ${ago(t.vacuumed)}, analyzed ${ago(t.analyzed)}` +
        (Number(t.inserted) ? `, ${Number(t.inserted).toLocaleString('en')} inserted since` : ''),
    );
  }
  const stale = stats.filter(
    (t) => Number(t.live) >= 1000 && (!t.analyzed || !t.vacuumed || Number(t.inserted) + Number(t.modified) > 0.1 * Number(t.live)),
  );
  lines.push(
    stale.length
      ? `  NOT in a steady state (never vacuumed/analyzed, or > 10 % changed since): ${stale.map((t) => t.name).join(', ')} — run VACUUM (ANALYZE) first to compare figures`
      : `  every table of ≥ 1,000 rows vacuumed and analyzed since its last large change`,
  );
  return lines;
}

/**
 * How fast one core of this machine runs JavaScript: Lighthouse's CPU index (its benchmarkIndex, the
 * figure its reports carry), computed here in Node, median of 3 (≈ 3 s). Latencies grow as it falls:
 * compare figures only between machines whose index is close.
 */
export function cpuIndex() {
  const runs = [0, 1, 2].map(() => Math.round(pageFunctions.computeBenchmarkIndex()));
  return `CPU index ${[...runs].sort((a, b) => a - b)[1]} (Lighthouse's benchmarkIndex in Node, runs ${runs.join(', ')})`;
}

/** The state lines every benchmark prints: the commit and machine, then the database. */
export async function benchState(pool, tables) {
  return [
    `commit ${commit()}, node ${process.version}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${cpuIndex()}`,
    ...(await databaseState(pool, tables)),
  ];
}

const dirtyMb = () => {
  const m = readFileSync('/proc/meminfo', 'utf8');
  const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm').exec(m)?.[1] ?? 0);
  return Math.round((kb('Dirty') + kb('Writeback')) / 1024);
};

/**
 * Before measuring: a CHECKPOINT (when the role may), then wait until the kernel has written out
 * the dirty pages (at most 3 minutes). Right after a bulk load — seeding writes gigabytes, its
 * vacuum rewrites every page — Postgres' checkpoint and the kernel's writeback take minutes of disk
 * and CPU, and a benchmark run meanwhile measures them (2–3× slower here). Answers a line to print.
 */
export async function settleMachine(pool) {
  const t0 = Date.now();
  const before = dirtyMb();
  let checkpoint = 'CHECKPOINT done';
  await pool.query('checkpoint').catch(() => (checkpoint = 'no CHECKPOINT (needs superuser or pg_checkpoint)'));
  while (dirtyMb() > 64 && Date.now() - t0 < 180_000) await new Promise((r) => setTimeout(r, 500));
  return `settled before measuring: ${checkpoint}, dirty pages ${before} → ${dirtyMb()} MiB in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
}
