/**
 * What a test file starts (apps, databases, chains, fake servers), so that nothing outlives it.
 *
 * A `beforeAll` that times out on a busy machine abandons its start-up: the start goes on in the
 * background, nobody holds what it returns, and its sockets and pools keep the Jest worker from
 * exiting. Every start goes through `owned`, every stop through `closer`; the root `afterAll` of
 * `jest-setup.ts` waits for the starts still under way and stops whatever is still open, newest
 * first. A stop runs once however often it is called (the file's own afterAll and this one).
 */
type Stop = () => Promise<void>;

const starting = new Set<Promise<unknown>>();
const open = new Set<Stop>();

/** Track a start-up until it settles. */
export function owned<T>(start: Promise<T>): Promise<T> {
  starting.add(start);
  const settled = () => void starting.delete(start);
  start.then(settled, settled);
  return start;
}

/** Register what stops a started resource; the returned stop runs it once and unregisters it. */
export function closer(stop: Stop): Stop {
  let done: Promise<void> | undefined;
  const once: Stop = () => {
    open.delete(once);
    return (done ??= stop());
  };
  open.add(once);
  return once;
}

/** Wait for every start under way, then stop all that is still open, newest first. */
export async function closeLeftovers(): Promise<void> {
  while (starting.size > 0) await Promise.allSettled([...starting]);
  const errors: unknown[] = [];
  for (const stop of [...open].reverse()) await stop().catch((e: unknown) => errors.push(e));
  if (errors.length > 0) throw new AggregateError(errors, 'stopping what the test file left open');
}
