import enAdmin from '../src/locales/en/admin.json';
import enChat from '../src/locales/en/chat.json';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, api } from './buyer-fixtures';
import { expect, test } from './fixtures';

/** Server messages (apps/api/src/core/i18n/messages/en.json). */
const SERVER = {
  guessable:
    "This password is too easy to guess. Use a passphrase of several unrelated words, without your username, the mall's name or patterns like Password1234!",
  oldWrong: 'The old password is incorrect',
};

/** A new operator `username` with `roles`, created by the e2e superadmin with the password `initial`: the answer's body. */
async function createdBySuperadmin(request: APIRequestContext, username: string, initial: string, roles: string[]) {
  const created = await request.post(api('/v1/admin/admins'), {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { username, password: initial, roles },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

/** Submits the sign-in form of the console at `path` (`formId`, its button `submit`) as `username`. */
async function signIn(page: Page, path: string, formId: string, submit: string, username: string, password: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByTestId(formId);
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: submit }).click();
  return form;
}

/** Submits the console's password change form `change`. */
async function changePassword(change: Locator, oldPassword: string, newPassword: string, confirm = newPassword): Promise<void> {
  await change.locator('input[name="oldPassword"]').fill(oldPassword);
  await change.locator('input[name="newPassword"]').fill(newPassword);
  await change.locator('input[name="confirmPassword"]').fill(confirm);
  await change.getByRole('button', { name: enAdmin.password.submit }).click();
}

/**
 * An operator created by a superadmin (who knows the password it chose) must change it at the first
 * sign-in, like the first operator with a generated password: the API answers 403
 * ADMIN_PASSWORD_CHANGE_REQUIRED until then; the console shows the change form right after sign-in,
 * with the server's refusals under their fields, then the console itself.
 */
test('an operator created by a superadmin changes its password at the first sign-in, then uses the console', async ({ page, request }) => {
  const username = `first_${Date.now().toString(36)}`;
  const initial = 'set-by-superadmin-7f3k2q9x';
  const chosen = 'my-own-Pw-h5t8w2m4z';

  expect((await createdBySuperadmin(request, username, initial, ['finance'])).mustChangePassword).toBe(true);

  await signIn(page, '/admin', 'admin-login', enAdmin.login.submit, username, initial);

  const change = page.getByTestId('admin-change-password');
  await expect(change).toBeVisible();
  await expect(change.getByRole('heading', { name: enAdmin.password.title })).toBeVisible();
  await expect(change.getByText(enAdmin.password.intro)).toBeVisible();
  await expect(page.getByTestId('admin-tab-deposits')).toHaveCount(0);

  // The API itself refuses the console's calls meanwhile.
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const refused = await request.get(api('/v1/admin/deposits'), { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('ADMIN_PASSWORD_CHANGE_REQUIRED');

  // A mismatch is caught in the form.
  await changePassword(change, initial, chosen, `${chosen}x`);
  await expect(change.getByText(enAdmin.password.mismatch)).toBeVisible();

  // The server's refusals show under the field they are about: a guessable new password (the
  // strength hint rates it low meanwhile), a wrong current one.
  await changePassword(change, initial, 'Password1234!');
  await expect(change.getByTestId('password-strength')).toHaveAttribute('data-score', /^[0-3]$/);
  await expect(change.getByText(SERVER.guessable)).toBeVisible();
  await changePassword(change, 'not-my-password-1', chosen);
  await expect(change.getByText(SERVER.oldWrong)).toBeVisible();
  await expect(change.getByText(SERVER.guessable)).toHaveCount(0);

  await changePassword(change, initial, chosen);
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

test('an agent created by a superadmin is sent to the operator console to change its password first', async ({ page, request }) => {
  const username = `agent_${Date.now().toString(36)}`;
  const initial = 'set-by-superadmin-4m8r2w6k';
  await createdBySuperadmin(request, username, initial, ['agent']);

  const form = await signIn(page, '/agent', 'agent-login', enChat.agent.signIn, username, initial);
  const notice = page.getByTestId('agent-change-password');
  await expect(notice).toContainText(enChat.agent.changePasswordFirst);
  await expect(notice.getByRole('link', { name: enChat.agent.openConsole })).toHaveAttribute('href', /^\/admin/);
  await expect(form).toBeVisible(); // not signed in to the agent console
});

/**
 * Until the password is changed the console asks the API for nothing but what the change needs (the
 * sign-in, `me`, the change itself): no queue or money route is requested, so no 403 appears — at
 * the sign-in, nor after a reload of the tab that still holds the token. Then the console loads.
 */
test('before the forced password change the console requests no data route and meets no 403', async ({ page, request }) => {
  const username = `quiet_${Date.now().toString(36)}`;
  const initial = 'set-by-superadmin-9q2w7e4r';
  const chosen = 'my-own-Pw-k3v9x2b7n';
  await createdBySuperadmin(request, username, initial, ['finance']);

  const asked: string[] = [];
  const refused: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/v1/admin/')) asked.push(`${r.method()} ${pathname}`);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/') && r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
  });
  const ALLOWED = new Set(['POST /v1/admin/login', 'GET /v1/admin/me', 'POST /v1/admin/password']);

  await signIn(page, '/admin', 'admin-login', enAdmin.login.submit, username, initial);
  const change = page.getByTestId('admin-change-password');
  await expect(change).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The tab keeps the token: a reload shows the change form again, still without asking for data.
  await page.reload();
  await expect(change).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((a) => !ALLOWED.has(a))).toEqual([]);
  expect(asked).toContain('GET /v1/admin/me');
  expect(refused).toEqual([]);

  await changePassword(change, initial, chosen);
  await expect(page.getByTestId('admin-tab-deposits')).toBeVisible();
  await expect(page.getByText(enAdmin.deposits.empty).or(page.getByTestId('admin-deposit').first())).toBeVisible();
  expect(asked).toContain('GET /v1/admin/deposits');
  expect(refused).toEqual([]);
});
