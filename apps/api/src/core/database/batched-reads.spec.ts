import { batchedReads } from './batched-reads';

/** A read whose batches the test lets finish one by one. */
function controlledRead() {
  const batches: { keys: string[]; finish: (fail?: Error) => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  const read = (keys: readonly string[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      batches.push({
        keys: [...keys],
        finish: (fail) => {
          running -= 1;
          if (fail) reject(fail);
          else resolve(new Map(keys.filter((k) => !k.startsWith('missing')).map((k) => [k, k.toUpperCase()])));
        },
      });
    });
  return { read, batches, maxRunning: () => maxRunning };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('batchedReads', () => {
  it('reads alone at once, and answers undefined for a key not found', async () => {
    const c = controlledRead();
    const get = batchedReads(c.read, 2);
    const a = get('a');
    const m = get('missing-1');
    await tick();
    expect(c.batches.map((b) => b.keys)).toEqual([['a', 'missing-1']]);
    c.batches[0]!.finish();
    await expect(a).resolves.toBe('A');
    await expect(m).resolves.toBeUndefined();
  });

  it('gathers the keys asked while the slots are busy into one next batch, never more batches at once than allowed', async () => {
    const c = controlledRead();
    const get = batchedReads(c.read, 2);
    const first = get('a');
    await tick();
    const second = get('b');
    await tick();
    // both slots busy: these wait, together
    const waiting = ['c', 'd', 'e'].map(get);
    await tick();
    expect(c.batches.map((b) => b.keys)).toEqual([['a'], ['b']]);
    c.batches[1]!.finish();
    await tick();
    expect(c.batches.map((b) => b.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    c.batches[0]!.finish();
    c.batches[2]!.finish();
    expect(await Promise.all([first, second, ...waiting])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(c.maxRunning()).toBe(2);
    // the slots are free again: a new key reads at once
    const later = get('f');
    await tick();
    expect(c.batches).toHaveLength(4);
    c.batches[3]!.finish();
    await expect(later).resolves.toBe('F');
  });

  it("fails a failed batch's callers only, and frees its slot", async () => {
    const c = controlledRead();
    const get = batchedReads(c.read, 1);
    const failed = get('a');
    await tick();
    const next = get('b');
    await tick();
    c.batches[0]!.finish(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    expect(c.batches.map((b) => b.keys)).toEqual([['a'], ['b']]);
    c.batches[1]!.finish();
    await expect(next).resolves.toBe('B');
  });
});
