import { expect, register, test, uniqueEmail } from './fixtures';

test('a 403 (tampered token) on a protected page logs out to / and clears the token', async ({ page }) => {
  await register(page, uniqueEmail('s403'), 'lantern42x');
  await page.evaluate(() => localStorage.setItem('token', 'garbage-token-0000'));

  const answered403 = page.waitForResponse(
    async (r) => r.url().includes('/api/localuser!get.action') && (await r.json().catch(() => ({}))).code === '403',
  );
  await page.goto('/userInfo/dashboard');
  const res = await answered403;
  // the tampered token went out as a header, never in the URL
  expect(res.request().url()).not.toContain('garbage-token');
  expect(await res.request().headerValue('authorization')).toBe('Bearer garbage-token-0000');

  await expect(page).toHaveURL(/\/(index)?$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page.getByTestId('logout')).toHaveCount(0);

  // protected pages now go to /login
  await page.goto('/userInfo/setup/login-password');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
