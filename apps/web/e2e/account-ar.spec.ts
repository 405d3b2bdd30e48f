import { T, changeLoginPassword, expect, login, logout, register, screenshots, test, toast, uniqueEmail } from './fixtures';

const ar = T.ar;

test('the same account flow in Arabic, right to left (ar)', async ({ page }) => {
  const email = uniqueEmail('ar');
  const first = 'lantern42x';
  const second = 'harbor77q';

  await page.goto('/login?lang=ar');
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('login-submit')).toHaveText(ar.account.login.submit);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.account.login.title);
  await expect(page.getByRole('link', { name: ar.common.nav.home, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  await screenshots(page, 'login-ar');

  // The choice is stored: later pages without ?lang stay Arabic.
  await register(page, email, first);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(page.getByRole('heading', { name: ar.usercentre.userCenter.security })).toBeVisible();
  await logout(page, 'ar');

  await login(page, email, first);
  await screenshots(page, 'dashboard-ar');

  await changeLoginPassword(page, first, second, 'ar');
  await logout(page, 'ar');
  await login(page, email, second);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  // Server messages come back in Arabic too (lang=ar on the call).
  await page.goto('/userInfo/setup/login-password');
  await page.locator('input[name="oldPassword"]').fill('wrong99');
  await page.locator('input[name="newPassword"]').fill('harbor88z');
  await page.locator('input[name="confirmNewPassword"]').fill('harbor88z');
  await page.getByTestId('password-submit').click();
  const err = page.getByTestId('toast');
  await expect(err).toBeVisible();
  await expect(err).toContainText(/[\u0600-\u06FF]/);
  await expect(toast(page, ar.account.password.success)).toHaveCount(0);
});
