import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsService } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { startContext } from '../../../test/support/test-app';
import { namedStatement } from './named-statement';

/** Named statements on real Postgres: prepared once per connection, inside the open transaction when there is one. */
describe('namedStatement on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let txHost: TransactionHost<TransactionalAdapterTypeOrm>;
  beforeAll(async () => {
    t = await startContext({});
    ds = t.ctx.get(DataSource);
    txHost = t.ctx.get(TransactionHost);
    await ds.query(`create table if not exists named_statement_probe (n int primary key)`);
  }, 60_000);
  afterAll(async () => {
    await ds.query(`drop table if exists named_statement_probe`);
    await t.close();
  });

  const insert = (n: number) =>
    namedStatement<{ n: number }>(txHost.tx, 'probe_insert', `insert into named_statement_probe (n) values ($1) returning n`, [n]);
  const preparedHere = () =>
    namedStatement<{ name: string }>(txHost.tx, 'probe_prepared', `select name from pg_prepared_statements order by name`, []);

  it('runs on the pool outside a transaction, parsing each statement once per connection', async () => {
    expect(await insert(1)).toEqual([{ n: 1 }]);
    // Every run lands on a connection that has both statements prepared under their names.
    for (let i = 0; i < 12; i++) expect((await preparedHere()).map((r) => r.name)).toEqual(expect.arrayContaining(['probe_prepared']));
    const [{ count }] = await ds.query(`select count(*)::int as count from named_statement_probe`);
    expect(count).toBe(1);
  });

  it('runs inside the open transaction: a rollback undoes it, and it sees the transaction’s own writes', async () => {
    await expect(
      t.ctx.get(ClsService).run(() =>
        txHost.withTransaction(async () => {
          await txHost.tx.query(`insert into named_statement_probe (n) values (2)`);
          expect(await insert(3)).toEqual([{ n: 3 }]);
          const seen = await namedStatement<{ n: number }>(txHost.tx, 'probe_all', `select n from named_statement_probe order by n`, []);
          expect(seen.map((r) => r.n)).toEqual([1, 2, 3]);
          throw new Error('roll back');
        }),
      ),
    ).rejects.toThrow('roll back');
    const rows = await ds.query(`select n from named_statement_probe order by n`);
    expect(rows.map((r: { n: number }) => r.n)).toEqual([1]);
  });

  it('answers Postgres errors as they are (a unique violation keeps its code)', async () => {
    await expect(insert(1)).rejects.toMatchObject({ code: '23505' });
  });
});
