/**
 * Resolves in a task of its own. Requests are started through it: starting one costs the main thread
 * 1-5 ms in Chrome (measured under Lighthouse), and a render that mounts several queries would otherwise
 * start them all inside the one task that commits it, a long task on a phone. `scheduler.yield()` (where
 * there is one) continues ahead of other queued work; `setTimeout` elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
