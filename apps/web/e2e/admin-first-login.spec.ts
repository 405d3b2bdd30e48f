import { Client } from 'pg';
import enAdmin from '../src/locales/en/admin.json';
import { expect, test } from './fixtures';

/** The first operator of the e2e server (ADMIN_PASSWORD in global-setup.ts). */
const ADMIN = { username: 'admin', password: 'e2e-admin-password-0001' };
const api = (path: string) => `${process.env.E2E_BASE_URL}${path}`;

/**
 * An operator whose password was generated (as the first operator without ADMIN_PASSWORD is): the
 * API answers 403 ADMIN_PASSWORD_CHANGE_REQUIRED until it is changed; the console shows the change
 * form right after sign-in, then the console itself.
 */
test('an operator with a generated password changes it at the first sign-in, then uses the console', async ({ page, request }) => {
  const username = `first_${Date.now().toString(36)}`;
  const generated = 'generated-Pw-7f3k2q9x';
  const chosen = 'my-own-Pw-h5t8w2m4z';

  const login = await request.post(api('/v1/admin/login'), { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const created = await request.post(api('/v1/admin/admins'), {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: { username, password: generated, roles: ['finance'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The flag the first-operator seeding sets for a random password (no API sets it for another operator).
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query(`update admin_users set must_change_password = true where username = $1`, [username]);
  } finally {
    await db.end();
  }

  await page.goto('/admin');
  const form = page.getByTestId('admin-login');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(generated);
  await form.getByRole('button', { name: enAdmin.login.submit }).click();

  const change = page.getByTestId('admin-change-password');
  await expect(change).toBeVisible();
  await expect(change.getByRole('heading', { name: enAdmin.password.title })).toBeVisible();
  await expect(page.getByTestId('admin-tab-deposits')).toHaveCount(0);

  // The API itself refuses the console's calls meanwhile.
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const refused = await request.get(api('/v1/admin/deposits'), { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('ADMIN_PASSWORD_CHANGE_REQUIRED');

  // A mismatch is caught in the form.
  await change.locator('input[name="oldPassword"]').fill(generated);
  await change.locator('input[name="newPassword"]').fill(chosen);
  await change.locator('input[name="confirmPassword"]').fill(`${chosen}x`);
  await change.getByRole('button', { name: enAdmin.password.submit }).click();
  await expect(change.getByText(enAdmin.password.mismatch)).toBeVisible();

  await change.locator('input[name="confirmPassword"]').fill(chosen);
  await change.getByRole('button', { name: enAdmin.password.submit }).click();
  await expect(page.getByTestId('admin-tab-deposits')).toBeVisible();
  await expect(change).toHaveCount(0);

  const ok = await request.get(api('/v1/admin/deposits'), { headers: { authorization: `Bearer ${token}` } });
  expect(ok.status(), await ok.text()).toBe(200);
  const again = await request.post(api('/v1/admin/login'), { data: { username, password: chosen } });
  expect(again.status()).toBe(200);
  expect(
    (await (await request.get(api('/v1/admin/me'), { headers: { authorization: `Bearer ${(await again.json()).token}` } })).json())
      .mustChangePassword,
  ).toBe(false);
});
