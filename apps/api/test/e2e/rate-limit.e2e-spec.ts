import { act } from '../support/act';
import { startHttpApp } from '../support/test-app';

describe('rate limits', () => {
  it('limits logins per IP', async () => {
    const t = await startHttpApp({ RATE_LIMIT_LOGIN_PER_MIN: '3' });
    try {
      const msgs = [];
      for (let i = 0; i < 5; i++)
        msgs.push((await act(t.http, 'user!newlogin', { username: `nobody${i}@x.io`, password: 'whatever1' }, { lang: 'cn' })).msg);
      expect(msgs.slice(0, 3)).toEqual(Array(3).fill('账号或密码错误'));
      expect(msgs.slice(3)).toEqual(['操作频繁，请稍后再试', '操作频繁，请稍后再试']);
    } finally {
      await t.close();
    }
  });
});
