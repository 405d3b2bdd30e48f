import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../config/env.schema';

/** Another process of the mall runs on this data folder: this one must not touch its Postgres. */
export class DataDirInUseError extends ConfigError {}

const LOCK = 'mall.lock';

/**
 * Take the data folder for this process: one mall (server or seed) at a time runs its embedded
 * Postgres there. The lock file holds the owner's pid and start time; an owner that is gone (killed,
 * crashed) left a stale lock, which is taken over. Answers the release, which the owner calls when it
 * stops (and which also runs at exit).
 */
export function lockDataDir(baseDir: string): () => void {
  const path = join(baseDir, LOCK);
  const me = `${process.pid} ${startTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, me + '\n');
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e;
      const owner = readOwner(path);
      if (owner && alive(owner)) {
        throw new DataDirInUseError(
          `MALL_DATA_DIR ${baseDir} is in use by another mall process (pid ${owner.pid}): stop it first, or give this one another MALL_DATA_DIR`,
        );
      }
      unlinkSync(path); // its owner is gone: the lock is stale
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readOwner(path)?.line === me && existsSync(path)) unlinkSync(path);
  };
  process.on('exit', release);
  return release;
}

interface Owner {
  line: string;
  pid: number;
  started?: string;
}

function readOwner(path: string): Owner | undefined {
  try {
    const line = readFileSync(path, 'utf8').trim();
    const [pid, started] = line.split(' ');
    return Number.isInteger(Number(pid)) && Number(pid) > 0 ? { line, pid: Number(pid), started } : undefined;
  } catch {
    return undefined;
  }
}

/** The owner still runs: its pid answers and, where /proc tells, it is the same process (not a reused pid). */
function alive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(owner.pid);
  return !owner.started || !now || now === owner.started;
}

/** When a process started (clock ticks since boot, field 22 of /proc/<pid>/stat), where /proc exists. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
