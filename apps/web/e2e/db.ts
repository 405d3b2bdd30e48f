import { Client } from 'pg';

/** SQL on the e2e server's database (E2E_DATABASE_URL, set by global-setup.ts), one connection per call: the rows. */
export async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(text, params)).rows;
  } finally {
    await db.end();
  }
}
