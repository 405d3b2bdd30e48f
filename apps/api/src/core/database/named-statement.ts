import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/**
 * Run `text` as a named prepared statement on `em`'s connection (the open transaction's when there is
 * one, else one from the pool): each connection parses it once and Postgres keeps its plan (a generic
 * plan after five runs), where `em.query` parses and plans it on every call. For the few statements
 * run on every request of a hot path; a name stands for one text only.
 */
export async function namedStatement<T>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const config = { name, text, values };
  const runner = em.queryRunner as PostgresQueryRunner | undefined;
  if (runner && !runner.isReleased) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query(config)).rows as T[];
  }
  const pool = (em.connection.driver as PostgresDriver).master as Pool;
  return (await pool.query(config)).rows as T[];
}
