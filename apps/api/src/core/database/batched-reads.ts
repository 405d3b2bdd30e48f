import DataLoader from 'dataloader';

/**
 * Reads by key for concurrent callers, gathered into one query per batch (DataLoader). At most
 * `maxInFlight` batches are read at a time; the keys asked for meanwhile wait and go together in the
 * next batch. Alone, a read starts at once (on the next tick); under load, N callers cost about one
 * round trip per batch instead of N, and the database one statement instead of N. Nothing is cached:
 * every batch reads afresh, after every caller in it asked, so each caller sees what was committed
 * before its own call.
 * `read` answers the value of each key it found; a key it did not find resolves to undefined.
 */
export function batchedReads<K, V>(
  read: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  maxInFlight: number,
): (key: K) => Promise<V | undefined> {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      try {
        const found = await read(keys);
        return keys.map((k) => found.get(k));
      } finally {
        const next = waiting.shift();
        if (next) next();
        else inFlight -= 1;
      }
    },
    {
      cache: false,
      // a batch is dispatched when a slot is free; until then it keeps gathering keys
      batchScheduleFn: (dispatch) => {
        if (inFlight < maxInFlight) {
          inFlight += 1;
          process.nextTick(dispatch);
        } else waiting.push(dispatch);
      },
    },
  );
  return (key) => loader.load(key);
}
