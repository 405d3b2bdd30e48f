import { DataSource } from 'typeorm';
import { startContext } from '../../../test/support/test-app';
import { AppError } from '../../core/errors/app-error';
import { AccountService } from './account.service';
import { SessionService } from './session.service';

describe('AccountService on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let accounts: AccountService;
  let sessions: SessionService;
  beforeAll(async () => {
    t = await startContext();
    accounts = t.ctx.get(AccountService);
    sessions = t.ctx.get(SessionService);
  });
  afterAll(() => t.close());

  it('registers, resolves the session, and rolls back after the test', async () => {
    await t.rollback(async () => {
      const s = await accounts.register({ username: 'int@example.com', password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
      const actor = await sessions.resolve(s.token);
      expect(actor).toMatchObject({ username: 'int@example.com', usercode: s.usercode });
      const info = await accounts.info(actor!);
      expect(info.lastloginip).toBe('10.0.0.1');
    });
    const [{ n }] = await t.ctx.get(DataSource).query(`select count(*)::int n from users where username = 'int@example.com'`);
    expect(n).toBe(0);
  });

  it('refuses a duplicate registration inside one transaction', async () => {
    await t.rollback(async () => {
      await accounts.register({ username: 'dup@example.com', password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
      await expect(
        accounts.register({ username: 'DUP@example.com', password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1'),
      ).rejects.toEqual(new AppError('AUTH_EMAIL_TAKEN'));
    });
  });

  it('a resolved session dies with its user', async () => {
    await t.rollback(async () => {
      const s = await accounts.register({ username: 'gone@example.com', password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
      const actor = (await sessions.resolve(s.token))!;
      await t.ctx.get(DataSource).manager.query(`select 1`); // the pool still answers outside the tx
      await accounts.logoff(actor, { account: 'gone@example.com', reason: 'test' });
      expect(await sessions.resolve(s.token)).toBeNull();
    });
  });

  it('counts concurrent wrong logins exactly (row lock on the counter)', async () => {
    const s = await t.ctx
      .get(AccountService)
      .register({ username: 'race@example.com', password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
    expect(s.token).toBeTruthy();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => accounts.login({ username: 'race@example.com', password: 'wrongpass' }, '10.0.0.2')),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : 'ok'));
    expect(codes.filter((c) => c === 'AUTH_BAD_CREDENTIALS')).toHaveLength(2);
    expect(codes.filter((c) => c === 'AUTH_LOCKED_MINUTES')).toHaveLength(6);
    // counted per (account, client): this account from 10.0.0.2 (issue 14 item 1)
    const [row] = await t.ctx
      .get(DataSource)
      .query(
        `select failures from attempt_counters where key = 'login:user:' || (select id from users where email = 'race@example.com') || ':ip:10.0.0.2'`,
      );
    expect(row.failures).toBe(3);
  });
});
