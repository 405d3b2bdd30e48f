// Where the CPU of a measured run went (Linux /proc): the mall's process, every Postgres process,
// this benchmark's own process, and the machine's busy and stolen time. Used to show the cost per
// call that bounds a closed-loop benchmark's latency: clients ÷ (cores ÷ CPU per call).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd on
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null; // gone
  }
}

function machineTicks() {
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = v;
  return { busy: user + nice + system + irq + softirq, steal, idle: idle + iowait };
}

/** CPU counters now: the mall's process, every Postgres process, this process, the machine. */
export function cpuSnapshot(mallPid) {
  const postgres = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const p = processTicks(d);
    if (p?.comm === 'postgres') postgres.set(d, p.ticks);
  }
  return { mall: processTicks(mallPid)?.ticks ?? 0, postgres, bench: process.cpuUsage(), machine: machineTicks() };
}

/** CPU milliseconds spent between two snapshots, by whom. */
export function cpuSpent(before, after) {
  let pg = 0;
  for (const [pid, ticks] of after.postgres) pg += ticks - (before.postgres.get(pid) ?? 0);
  const bench = after.bench.user + after.bench.system - before.bench.user - before.bench.system;
  return {
    mallMs: (after.mall - before.mall) * TICK_MS,
    postgresMs: pg * TICK_MS,
    benchMs: bench / 1000,
    busyMs: (after.machine.busy - before.machine.busy) * TICK_MS,
    stealMs: (after.machine.steal - before.machine.steal) * TICK_MS,
    idleMs: (after.machine.idle - before.machine.idle) * TICK_MS,
    cores: cpus().length,
  };
}

/** Resident memory of a process in MiB (VmRSS), or null when it is gone. */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the whole machine has been nearly idle (under `busyShare` of its cores) for `windowMs`,
 * at most `maxMs`. A benchmark whose client and server share a small machine measures the server's
 * leftover work (a picture still rendering for the previous run) as the client's slowness: wait it out
 * before each measured run. Answers the milliseconds waited and whether the machine got quiet.
 */
export async function waitQuiet({ windowMs = 1000, busyShare = 0.1, maxMs = 20_000 } = {}) {
  const started = Date.now();
  const cores = cpus().length;
  let before = machineTicks();
  for (;;) {
    await new Promise((r) => setTimeout(r, windowMs));
    const after = machineTicks();
    const busyMs = (after.busy - before.busy) * TICK_MS;
    if (busyMs < windowMs * cores * busyShare) return { waitedMs: Date.now() - started, quiet: true };
    if (Date.now() - started >= maxMs) return { waitedMs: Date.now() - started, quiet: false };
    before = after;
  }
}
