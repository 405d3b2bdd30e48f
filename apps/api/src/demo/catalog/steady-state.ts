/**
 * After a bulk load: VACUUM (ANALYZE) every table and CHECKPOINT, so that what follows — a
 * benchmark, the first buyers — meets the database as it is after days of use, whether or not
 * autovacuum runs on this server (it is off on some, and reaches a fresh table only minutes later):
 * statistics for the planner, the visibility map for index-only scans, hint bits set, no dirty
 * buffers to write out on the first reads. Tables the role does not own are skipped by Postgres;
 * CHECKPOINT needs superuser or pg_checkpoint and is skipped without it.
 */
export async function settleAfterLoad(query: (sql: string) => Promise<unknown>, log: (m: string) => void): Promise<void> {
  const t0 = Date.now();
  await query(`vacuum (analyze)`);
  await query(`checkpoint`).catch(() => log('checkpoint skipped (needs superuser or pg_checkpoint)'));
  log(`vacuum (analyze) and checkpoint after the load: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
