import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Client } from 'pg';
import { DESKTOP_UA } from '../playwright.config';
import { SCREENSHOT_DIR, T, expect, login, test, toast, uniqueEmail, type Lang } from './fixtures';

/**
 * Issue 26: getting back in. Forgot password from the desktop sign-in page and from the mobile site's
 * "me" tab, in English and Arabic: the code is read from the e-mail queued for the address (the
 * outbox: this API has no SMTP server configured), the reset signs every earlier session out. And a
 * forgotten transaction password reset on the security page (login password + e-mailed code).
 */
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const VIEWS = {
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA, isMobile: false, hasTouch: false },
  wap: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true },
} as const;

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

async function action<T>(request: APIRequestContext, name: string, form: Record<string, string>, token?: string): Promise<Envelope<T>> {
  const res = await request.post(`/api/${name}.action?lang=en`, { form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Envelope<T>;
}

/** An account made over the API, signed in twice (two sessions that the reset must end). */
async function accountWithSessions(request: APIRequestContext, tag: string, password: string) {
  const email = uniqueEmail(tag);
  const reg = await action<{ token: string }>(request, 'localuser!registerNoVerifcode', {
    username: email,
    password,
    re_password: password,
    type: '2',
  });
  expect(reg.code, reg.msg).toBe('0');
  const again = await action<{ token: string }>(request, 'user!newlogin', { username: email, password });
  expect(again.code, again.msg).toBe('0');
  return { email, tokens: [reg.data.token, again.data.token] };
}

/** The code of the latest e-mail of kind `template` queued for `email`. */
async function mailedCode(email: string, template: string): Promise<string> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const { rows } = await db.query<{ code: string }>(
          `select payload->>'code' as code from outbound_messages where lower(target) = lower($1) and template = $2
            order by created_at desc limit 1`,
          [email, template],
        );
        code = rows[0]?.code;
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code!;
  } finally {
    await db.end();
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

for (const view of ['desktop', 'wap'] as const) {
  for (const lang of ['en', 'ar'] as Lang[]) {
    test.describe(`${view}, ${lang}`, () => {
      test.use(VIEWS[view]);

      test(`forgot password → e-mailed code → new password → earlier sessions signed out (${view}, ${lang})`, async ({ page, request }) => {
        const t = T[lang].account;
        const { email, tokens } = await accountWithSessions(request, `reset_${view}_${lang}`, 'old-pass1');

        if (view === 'wap') {
          await page.goto(`/wap?lang=${lang}`);
          await page.getByTestId('wap-tab-me').click();
          // the mobile sign-in page, returning to "me" afterwards
          await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fme$/);
        } else await page.goto(`/login?lang=${lang}`);
        const back = view === 'wap' ? '\\?redirect=%2Fwap%2Fme' : '';
        const site = view === 'wap' ? '\\/wap' : '';
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        await page.getByTestId('login-forgot').click();
        await expect(page).toHaveURL(new RegExp(`${site}/forgot-password${back}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forgot.title);

        await page.locator('input[name="email"]').fill(email);
        await page.getByTestId('forgot-send').click();
        await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
        const code = await mailedCode(email, 'verification.reset');

        await page.locator('input[name="code"]').fill(code);
        await page.locator('input[name="newPassword"]').fill('new-pass2');
        await page.locator('input[name="confirmNewPassword"]').fill('new-pass2');
        await shot(page, `forgot-password-${view}-${lang}`);
        await page.getByTestId('forgot-reset').click();
        await expect(toast(page, t.forgot.done)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${site}/login${back}$`));

        // the sessions from before the reset are gone
        for (const token of tokens) expect((await action(request, 'localuser!get', {}, token)).code).toBe('403');
        expect((await action(request, 'user!newlogin', { username: email, password: 'old-pass1' })).code).toBe('1');
        await login(page, email, 'new-pass2');
      });
    });
  }
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a forgotten transaction password is reset with the login password and an e-mailed code (${lang})`, async ({ page, request }) => {
    const t = T[lang].account;
    const { email } = await accountWithSessions(request, `safeword_${lang}`, 'login-pass1');
    await page.goto(`/login?lang=${lang}`);
    await login(page, email, 'login-pass1');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await action(request, 'user!setSafewordReg', { safeword: '246810', re_safeword: '246810' }, token!)).code).toBe('0');

    await page.goto('/userInfo/setup/transaction-password');
    await expect(page.getByRole('heading', { name: t.safewordReset.title })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(t.safewordReset.hold);
    await page.locator('input[name="loginPassword"]').fill('login-pass1');
    await page.getByTestId('safeword-reset-send').click();
    await expect(page.getByRole('status').filter({ hasText: t.safewordReset.sent })).toBeVisible();
    await page.locator('input[name="code"]').fill(await mailedCode(email, 'verification.safeword_reset'));
    await page.locator('input[name="newSafeword"]').fill('975318');
    await page.locator('input[name="confirmNewSafeword"]').fill('975318');
    await shot(page, `safeword-reset-desktop-${lang}`);
    await page.getByTestId('safeword-reset-submit').click();
    await expect(toast(page, t.safewordReset.done)).toBeVisible();
    expect((await action(request, 'user!check-safeword', { safeword: '975318' }, token!)).code).toBe('0');
  });
}
