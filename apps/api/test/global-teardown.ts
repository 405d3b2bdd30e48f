export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __pgStop?: () => Promise<void> }).__pgStop?.();
}
