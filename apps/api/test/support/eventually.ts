/** Resolves once `ok()` holds, polling every 20 ms; fails after `ms` (asynchronous effects: notifications, jobs). */
export async function eventually(ok: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`condition not reached in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
