import { T, expect, register, test, toast, uniqueEmail } from './fixtures';

const en = T.en.account;

test('set a transaction password, then cancel the account', async ({ page }) => {
  const email = uniqueEmail('logoff');
  const password = 'lantern42x';
  await register(page, email, password);

  await page.goto('/userInfo/setup/transaction-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.safeword.setTitle);
  await expect(page.locator('input[name="oldSafeword"]')).toHaveCount(0);
  // exactly 6 digits, and both must match
  await page.locator('input[name="safeword"]').fill('12345');
  await page.locator('input[name="confirmSafeword"]').fill('12345');
  await page.getByTestId('safeword-submit').click();
  await expect(page.getByText(en.validation.safeword)).toBeVisible();
  await page.locator('input[name="safeword"]').fill('246810');
  await page.locator('input[name="confirmSafeword"]').fill('246811');
  await page.getByTestId('safeword-submit').click();
  await expect(page.getByText(en.validation.passwordMismatch)).toBeVisible();
  await page.locator('input[name="confirmSafeword"]').fill('246810');
  await page.getByTestId('safeword-submit').click();
  await expect(toast(page, en.safeword.success)).toBeVisible();
  // now set: the page offers a change (old + new)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.safeword.changeTitle);
  await expect(page.locator('input[name="oldSafeword"]')).toBeVisible();

  // change it once through updateOldAndNewSafeword
  await page.locator('input[name="oldSafeword"]').fill('246810');
  await page.locator('input[name="safeword"]').fill('135790');
  await page.locator('input[name="confirmSafeword"]').fill('135790');
  await page.getByTestId('safeword-submit').click();
  await expect(toast(page, en.safeword.success)).toBeVisible();

  await page.goto('/userInfo/setup/index');
  await expect(page.getByText(en.setup.set, { exact: true })).toBeVisible();

  await page.goto('/userInfo/setup/account-cancellation');
  const cash = page.locator('input[name="cashPassword"]');
  await expect(cash).toBeVisible(); // safeword is set, so the fund password is required
  await page.locator('input[name="account"]').fill('someone-else@example.com');
  await page.getByTestId('logoff-submit').click();
  await expect(page.getByText(en.validation.accountMismatch)).toBeVisible();
  await expect(page.getByText(en.validation.required)).toHaveCount(2); // reason + fund password

  await page.locator('input[name="account"]').fill(email);
  await page.locator('textarea[name="reason"]').fill('Testing the account cancellation flow.');
  await cash.fill('135790');
  await page.getByTestId('logoff-submit').click();

  const dialog = page.getByRole('dialog', { name: en.logoff.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: T.en.common.actions.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/account-cancellation$/);

  await page.getByTestId('logoff-submit').click();
  await dialog.getByRole('button', { name: en.logoff.confirmButton }).click();
  await expect(toast(page, en.logoff.success)).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  // the account is gone
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
