// /proc readings the chat benchmark needs beyond lib/cpu.mjs: CPU ticks of any process, the Postgres
// backends serving one database (the machine's Postgres is shared), RSS in KiB, RLIMIT_NOFILE.
import { readdirSync, readFileSync } from 'node:fs';

export const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ticks, or null when it is gone. */
export function procTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return null;
  }
}

function comm(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

export function pidsByComm(name) {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d) && comm(d) === name);
}

/** Postgres backends connected to database `db` (their title reads `postgres: user db host(port) …`). */
export function dbBackendPids(db) {
  return pidsByComm('postgres').filter((p) => {
    try {
      return new RegExp(`\\s${db}\\s(\\d|\\[local\\])`).test(readFileSync(`/proc/${p}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
}

/** Resident memory in KiB (VmRSS), or NaN when the process is gone. */
export function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** This process's RLIMIT_NOFILE (children inherit it). */
export function nofileLimits() {
  const m = /Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  const n = (s) => (s === 'unlimited' ? Infinity : Number(s));
  return { soft: n(m[1]), hard: n(m[2]) };
}
