import { DataSource } from 'typeorm';
import { MailDeliveryService } from '../../src/modules/notification';
import { act, registerUser, uniqueEmail } from '../support/act';
import { eventually } from '../support/eventually';
import { configureNetwork } from '../support/chain';
import { operatorCredit, userIdOf } from '../support/ledger';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { startHttpApp } from '../support/test-app';
import { TEST_HOT_WALLET_KEY, configureWithdrawals, setSyspara } from '../support/withdraw';

const DEST = '0x52908400098527886E0F7030069857D2E4169EE7';
const SAFEWORD = '246810';
const NEW_SAFEWORD = '975318';

/** Issue 26: a forgotten login password or fund password, reset with a code e-mailed over real SMTP. */
describe('password and fund-password reset (issue 26)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startHttpApp({ SMTP_URL: smtp.url, CHAIN_HOT_WALLET_KEY: TEST_HOT_WALLET_KEY });
    await configureNetwork(t.app, 'ethereum', { rpc_url: 'http://127.0.0.1:9/' });
    await configureWithdrawals(t.app, 'ethereum', { enabled: true, min_amount: '10000000', daily_count: 0, address_cooldown_minutes: 0 });
    await setSyspara(t.app, 'withdraw_only_one', '0');
  }, 60_000);
  afterAll(() => t.close());

  /** Deliver the outbox; the mails to `to` since `from` (an index into `received`) whose subject matches, once `count` arrived. */
  const mailsTo = async (to: string, from: number, subject: RegExp, count = 1) => {
    const mine = () => smtp.received.slice(from).filter((m) => m.rcptTo.includes(to.toLowerCase()) && subject.test(m.subject ?? ''));
    await t.app.get(MailDeliveryService).drain();
    await eventually(() => mine().length >= count);
    return mine();
  };
  /** Outbox rows (queued e-mails) addressed to `to`. */
  const queuedTo = async (to: string) =>
    (await t.app.get(DataSource).query(`select template from outbound_messages where lower(target) = lower($1)`, [to])).map(
      (r: { template: string }) => r.template,
    );
  const codeIn = (m: { text?: string }) => /\b(\d{6})\b/.exec(m.text ?? '')![1];
  const sendCode = (email: string, lang = 'en') => act(t.http, 'user!sendResetCode', { target: email }, { lang });
  const reset = (email: string, code: string, password = 'Fresh#Pass9', confirm = password, lang = 'en') =>
    act(t.http, 'user!resetPassword', { target: email, verifcode: code, password, re_password: confirm }, { lang });
  const login = (username: string, password: string) => act(t.http, 'user!newlogin', { username, password });
  const signedIn = async (token: string) => (await act(t.http, 'localuser!get', {}, { token })).code === '0';

  it('e-mails a code, resets the password with it, signs every session out, lifts the lock and tells the owner', async () => {
    const u = await registerUser(t.http);
    const second = await login(u.email, u.password);
    expect(second.code).toBe('0');
    // three wrong passwords: this client is locked for 3 minutes
    for (let i = 0; i < 3; i++) await login(u.email, 'wrong-pass');
    expect((await login(u.email, u.password)).msg).toBe('Three wrong passwords in a row. Please try again in 3 minutes');

    const before = smtp.received.length;
    const sent = await sendCode(u.email.toUpperCase(), 'de');
    expect(sent).toEqual({
      code: '0',
      msg: 'Falls ein Konto diese E-Mail-Adresse verwendet, wurde ihr ein Code gesendet. Er ist 10 Minuten gültig',
      data: null,
    });
    const [mail] = await mailsTo(u.email, before, /Passwort zurücksetzen/);
    const code = codeIn(mail);

    expect((await reset(u.email, code, 'Fresh#Pass9', 'Other#Pass9')).msg).toBe('The new passwords do not match');
    expect((await reset(u.email, code, '123456')).code).toBe('1'); // a common password
    const done = await reset(u.email, code);
    expect(done).toEqual({
      code: '0',
      msg: 'Your password has been changed and every device signed out. Please sign in with the new password',
      data: null,
    });

    expect(await signedIn(u.token)).toBe(false);
    expect(await signedIn(second.data.token)).toBe(false);
    expect((await login(u.email, u.password)).code).toBe('1');
    const fresh = await login(u.email, 'Fresh#Pass9'); // the 3-minute lock was lifted by the reset
    expect(fresh.code).toBe('0');
    expect(await signedIn(fresh.data.token)).toBe(true);
    // single use
    expect((await reset(u.email, code, 'Again#Pass9')).msg).toBe('The verification code is incorrect or has expired');

    const notices = await mailsTo(u.email, before, /password was changed/);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('Every device was signed out');
  });

  it('answers an unknown address exactly like a known one, and sends it nothing', async () => {
    const nobody = uniqueEmail();
    const known = await registerUser(t.http);
    expect(await sendCode(nobody)).toEqual(await sendCode(known.email));
    // an address asking again within the minute: same answer, no second code
    expect(await sendCode(known.email)).toEqual(await sendCode(nobody));
    expect(await queuedTo(nobody)).toEqual([]);
    expect((await queuedTo(known.email)).filter((k: string) => k.startsWith('verification'))).toEqual(['verification.reset']);
    // a reset for an unknown address fails like a wrong code
    expect((await reset(nobody, '123456')).msg).toBe('The verification code is incorrect or has expired');
  });

  it('a code dies after 5 wrong tries, and when it expires', async () => {
    const u = await registerUser(t.http);
    const before = smtp.received.length;
    await sendCode(u.email);
    const code = codeIn((await mailsTo(u.email, before, /reset/i))[0]);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(u.email, wrong)).code).toBe('1');
    expect((await reset(u.email, code)).msg).toBe('The verification code is incorrect or has expired');
    expect((await login(u.email, u.password)).code).toBe('0');

    const v = await registerUser(t.http);
    const at = smtp.received.length;
    await sendCode(v.email);
    const vCode = codeIn((await mailsTo(v.email, at, /reset/i))[0]);
    await t.app
      .get(DataSource)
      .query(`update verification_codes set expires_at = now() - interval '1 second' where lower(target) = lower($1)`, [v.email]);
    expect((await reset(v.email, vCode)).msg).toBe('The verification code is incorrect or has expired');
    expect((await login(v.email, v.password)).code).toBe('0');
    // codes are stored hashed
    const rows: { code_hash: string }[] = await t.app
      .get(DataSource)
      .query(`select code_hash from verification_codes where lower(target) = lower($1)`, [v.email]);
    expect(rows.map((r) => r.code_hash)).not.toContain(vCode);
  });

  describe('fund password', () => {
    const setUp = async () => {
      const u = await registerUser(t.http);
      const id = await userIdOf(t.app, u.token);
      await operatorCredit(t.app, id, '1000');
      expect((await act(t.http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token })).code).toBe('0');
      const bound = await act(
        t.http,
        'user!bindWithdrawAddress',
        { blockchain_name: 'ERC20', coin: 'USDT', channel_address: DEST, safeword: SAFEWORD },
        { token: u.token, via: 'query' },
      );
      expect(bound.code).toBe('0');
      return { ...u, id };
    };
    const apply = async (token: string, safeword: string) => {
      const open = await act(t.http, 'withdraw!withdraw_open', {}, { token, via: 'query' });
      return act(
        t.http,
        'withdraw!apply',
        { session_token: open.data.session_token, amount: '100', from: DEST, channel: 'USDT', safeword },
        { token, via: 'query' },
      );
    };
    const resetSafeword = (token: string, p: Record<string, string>) =>
      act(t.http, 'user!resetSafeword', { safeword: NEW_SAFEWORD, re_safeword: NEW_SAFEWORD, ...p }, { token });

    it('login password + e-mailed code: a new fund password, the lock cleared, withdrawals held 24 h', async () => {
      const u = await setUp();
      // five wrong fund passwords lock fund actions
      for (let i = 0; i < 5; i++) await act(t.http, 'user!check-safeword', { safeword: '000000' }, { token: u.token });
      expect((await act(t.http, 'user!check-safeword', { safeword: SAFEWORD }, { token: u.token })).code).toBe('1');

      const before = smtp.received.length;
      expect((await act(t.http, 'user!sendSafewordResetCode', {}, { token: u.token })).code).toBe('0');
      expect((await act(t.http, 'user!sendSafewordResetCode', {}, { token: u.token })).msg).toBe(
        'Too many requests, please try again later',
      );
      const [mail] = await mailsTo(u.email, before, /^Reset your .* fund password$/);
      expect(await queuedTo(u.email)).toContain('verification.safeword_reset');
      const code = codeIn(mail);

      expect((await resetSafeword(u.token, { password: 'not-mine1', verifcode: code })).msg).toBe('Incorrect account or password');
      expect((await resetSafeword(u.token, { password: u.password, verifcode: code, safeword: '123456', re_safeword: '123456' })).msg).toBe(
        'This fund password is too easy to guess (like 123456, 111111 or 121212). Please choose other digits',
      );
      const done = await resetSafeword(u.token, { password: u.password, verifcode: code });
      expect(done).toEqual({ code: '0', msg: 'Your fund password has been reset. Withdrawals are held for 24 hours', data: null });
      expect((await resetSafeword(u.token, { password: u.password, verifcode: code })).msg).toBe(
        'The verification code is incorrect or has expired',
      );
      // the lock is cleared and the new fund password works
      expect((await act(t.http, 'user!check-safeword', { safeword: NEW_SAFEWORD }, { token: u.token })).code).toBe('0');

      const held = await apply(u.token, NEW_SAFEWORD);
      expect(held.code).toBe('1');
      expect(held.msg).toMatch(
        /^Your fund password was reset recently: withdrawals are possible again from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT\+8$/,
      );
      const [notice] = await mailsTo(u.email, before, /fund password was reset$/);
      expect(notice.text).toContain('withdrawals are held until');

      // 24 hours later the withdrawal goes through
      await t.app.get(DataSource).query(`update users set safeword_reset_at = now() - interval '24 hours 1 second' where id = $1`, [u.id]);
      expect((await apply(u.token, NEW_SAFEWORD)).code).toBe('0');
    });

    it('a first fund password or a change with the old one holds nothing', async () => {
      const u = await setUp();
      const changed = await act(
        t.http,
        'user!updateOldAndNewSafeword',
        { old_safeword: SAFEWORD, safeword: NEW_SAFEWORD, re_safeword: NEW_SAFEWORD },
        { token: u.token },
      );
      expect(changed.code).toBe('0');
      expect((await apply(u.token, NEW_SAFEWORD)).code).toBe('0');
    });
  });

  it('limits code requests per IP, with the same answer for every address', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await sendCode(uniqueEmail())).msg);
    expect(answers.at(-1)).toBe('Too many requests, please try again later');
  });
});
