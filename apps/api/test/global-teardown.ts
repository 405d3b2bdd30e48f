export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testStop?: () => Promise<void> }).__testStop?.();
}
