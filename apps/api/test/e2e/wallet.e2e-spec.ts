import { act, registerUser } from '../support/act';
import { operatorCredit, userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';

describe('wallet over HTTP', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp();
  });
  afterAll(() => t.close());

  describe('wallet!getUsdt', () => {
    it('answers zeros for a fresh user, as JSON numbers', async () => {
      const u = await registerUser(t.http);
      const r = await act(t.http, 'wallet!getUsdt', {}, { token: u.token, via: 'query' });
      expect(r).toEqual({ code: '0', msg: expect.any(String), data: { money: 0, frozen: 0, rebate: 0, frozenAndLate: 0, lateFee: 0 } });
    });

    it('shows a credit with its exact decimals, under every prefix', async () => {
      const u = await registerUser(t.http);
      await operatorCredit(t.app, await userIdOf(t.app, u.token), '1234.567891');
      for (const prefix of ['/api/', '/wap/api/']) {
        const r = await act(t.http, 'wallet!getUsdt', {}, { token: u.token, prefix });
        expect(r.code).toBe('0');
        expect(r.data).toEqual({ money: 1234.567891, frozen: 0, rebate: 0, frozenAndLate: 0, lateFee: 0 });
      }
      const raw = await act(t.http, 'wallet!getUsdt', {}, { token: u.token, via: 'get' });
      expect(JSON.stringify(raw.data)).toBe('{"money":1234.567891,"frozen":0,"rebate":0,"frozenAndLate":0,"lateFee":0}');
    });

    it('answers 403 without a valid token', async () => {
      expect((await act(t.http, 'wallet!getUsdt', {})).code).toBe('403');
      expect((await act(t.http, 'wallet!getUsdt', {}, { token: 'not-a-token' })).code).toBe('403');
    });
  });

  describe('user!logoff with money in the wallet', () => {
    it('is refused while a balance remains and allowed once it is back to zero', async () => {
      const u = await registerUser(t.http);
      const userId = await userIdOf(t.app, u.token);
      await operatorCredit(t.app, userId, '5.25');

      const refused = await act(t.http, 'user!logoff', { account: u.email, reason: 'moving' }, { token: u.token, lang: 'en' });
      expect(refused).toMatchObject({ code: '1', msg: 'An account with a balance cannot be cancelled' });
      const cn = await act(t.http, 'user!logoff', { account: u.email, reason: 'moving' }, { token: u.token, lang: 'cn' });
      expect(cn.msg).toBe('账户有余额，无法注销');
      expect((await act(t.http, 'localuser!get', {}, { token: u.token })).code).toBe('0');

      await operatorCredit(t.app, userId, '-5.25');
      expect((await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).data.money).toBe(0);
      const ok = await act(t.http, 'user!logoff', { account: u.email, reason: 'moving' }, { token: u.token, lang: 'cn' });
      expect(ok).toEqual({ code: '0', msg: '注销成功', data: null });
      expect((await act(t.http, 'wallet!getUsdt', {}, { token: u.token })).code).toBe('403');
    });
  });
});
