import { T, changeLoginPassword, expect, login, logout, register, screenshots, test, uniqueEmail } from './fixtures';

test('register → login → change login password → log out → log in with the new password (en)', async ({ page }) => {
  const email = uniqueEmail('en');
  const first = 'lantern42x';
  const second = 'harbor77q';

  await register(page, email, first);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('usercode')).toHaveText(/\S+/);
  await expect(page.getByTestId('header-username')).toContainText(email);
  await logout(page);

  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText(T.en.account.login.submit);
  await screenshots(page, 'login-en');

  await login(page, email, first);
  await screenshots(page, 'dashboard-en');

  await changeLoginPassword(page, first, second);
  await logout(page);

  // The old password no longer works: the server's message is shown as a toast.
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(first);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await login(page, email, second);
});

test('client validation shows translated inline messages (en)', async ({ page }) => {
  await page.goto('/register');
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.locator('input[name="password"]').fill('123');
  await page.locator('input[name="confirmPassword"]').fill('1234');
  await page.getByTestId('register-submit').click();
  const v = T.en.account.validation;
  await expect(page.getByText(v.email)).toBeVisible();
  await expect(page.getByText(v.passwordLength)).toBeVisible();
  await expect(page.getByText(v.passwordMismatch)).toBeVisible();
  await expect(page.locator('input[name="email"]')).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('tab', { name: T.en.account.tabs.phone }).click();
  await page.locator('input[name="phone"]').fill('12345');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(v.phone)).toBeVisible();
});
