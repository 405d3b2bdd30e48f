import type { APIRequestContext, Page } from '@playwright/test';
import arAdmin from '../src/locales/ar/admin.json';
import enAdmin from '../src/locales/en/admin.json';
import { ADMIN, adminLogin, adminToken, api } from './buyer-fixtures';
import { consoleShot, expect, test, toast } from './fixtures';

const A = { en: enAdmin, ar: arAdmin } as const;
type Lang = keyof typeof A;
/** The seeded commission the other specs' orders are paid with. */
const COMMISSION = 500;

const range = (lang: Lang, min: number, max: number) =>
  A[lang].settings.range.replace('{{min}}', String(min)).replace('{{max}}', String(max));

/** Puts the commission back through the API (the specs share one database in CI). */
async function restoreCommission(request: APIRequestContext) {
  const r = await request.patch(api('/v1/admin/settings'), {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { mall_commission_bp: COMMISSION },
  });
  expect(r.status(), await r.text()).toBe(200);
}

async function openSettings(page: Page, lang: Lang, who = ADMIN) {
  const a = A[lang];
  await adminLogin(page, lang, who);
  await page.getByTestId('admin-tab-settings').click();
  await expect(page.getByRole('heading', { level: 1, name: a.settings.title })).toBeVisible();
  return page.getByTestId('settings-orders');
}

test.afterAll(async ({ request }) => {
  await restoreCommission(request);
});

test('a superadmin changes the commission: range checked first, only the change sent, kept after a reload (en)', async ({ page }) => {
  const a = A.en;
  const card = await openSettings(page, 'en');
  const commission = card.getByLabel(a.settings.mall_commission_bp);
  await expect(commission).toHaveValue(String(COMMISSION));
  await expect(commission).toHaveAttribute('dir', 'ltr');
  await expect(card.getByText(range('en', 0, 5000))).toBeVisible();
  await expect(card.getByLabel(a.settings.mall_unpaid_hold_minutes)).toHaveValue('30');
  await expect(card.getByText(range('en', 5, 1440))).toBeVisible();

  // Outside the range or not a whole number: caught in the browser, no request.
  await commission.fill('5001');
  await card.getByLabel(a.settings.mall_max_unpaid_orders).fill('2.5');
  await card.getByRole('button', { name: a.config.save }).click();
  await expect(card.getByText(a.validation.intRange.replace('{{min}}', '0').replace('{{max}}', '5000'))).toBeVisible();
  await expect(card.getByText(a.validation.intRange.replace('{{min}}', '1').replace('{{max}}', '1000'))).toBeVisible();
  await expect(commission).toHaveAttribute('aria-invalid', 'true');
  await card.getByRole('button', { name: a.config.reset }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);

  await commission.fill('650');
  const saved = page.waitForResponse((r) => r.url().includes('/v1/admin/settings') && r.request().method() === 'PATCH');
  await card.getByRole('button', { name: a.config.save }).click();
  const res = await saved;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ mall_commission_bp: 650 });
  await expect(toast(page, a.settings.saved)).toBeVisible();

  await page.reload();
  const again = page.getByTestId('settings-orders');
  await expect(again.getByLabel(a.settings.mall_commission_bp)).toHaveValue('650');
  await expect(again.getByLabel(a.settings.mall_unpaid_hold_minutes)).toHaveValue('30');

  // Nothing changed: said so, no request.
  await again.getByRole('button', { name: a.config.save }).click();
  await expect(toast(page, a.config.noChanges)).toBeVisible();
  await consoleShot(page, 'admin-settings-en');

  // Back to the seeded commission through the form.
  await again.getByLabel(a.settings.mall_commission_bp).fill(String(COMMISSION));
  await again.getByRole('button', { name: a.config.save }).click();
  await expect(toast(page, a.settings.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('settings-orders').getByLabel(a.settings.mall_commission_bp)).toHaveValue(String(COMMISSION));
});

test('order settings in Arabic are right-to-left (ar)', async ({ page }) => {
  const a = A.ar;
  const card = await openSettings(page, 'ar');
  await expect(card.getByLabel(a.settings.mall_commission_bp)).toHaveAttribute('dir', 'ltr');
  await expect(card.getByText(range('ar', 0, 5000))).toBeVisible();
  await card.getByLabel(a.settings.mall_autoReceipt_timeout).fill('0');
  await card.getByRole('button', { name: a.config.save }).click();
  await expect(card.getByText(a.validation.intRange.replace('{{min}}', '1').replace('{{max}}', '90'))).toBeVisible();
  await consoleShot(page, 'admin-settings-ar');
});

test('a finance operator reads the order settings but cannot change them', async ({ page, request }) => {
  const a = A.en;
  const finance = { username: `fin_settings_${Date.now().toString(36)}`, password: 'finance-settings-password-1' };
  const initial = 'set-by-superadmin-9q4t7z';
  const created = await request.post(api('/v1/admin/admins'), {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { username: finance.username, password: initial, roles: ['finance'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Its first sign-in changes the password the superadmin chose (the form: admin-first-login.spec.ts).
  const changed = await request.post(api('/v1/admin/password'), {
    headers: { authorization: `Bearer ${await adminToken(request, { username: finance.username, password: initial })}` },
    data: { oldPassword: initial, newPassword: finance.password },
  });
  expect(changed.status(), await changed.text()).toBe(204);

  const card = await openSettings(page, 'en', finance);
  await expect(page.getByText(a.config.readOnly)).toBeVisible();
  await expect(card.getByLabel(a.settings.mall_commission_bp)).toHaveValue(String(COMMISSION));
  await expect(card.getByLabel(a.settings.mall_commission_bp)).toBeDisabled();
  await expect(card.getByRole('button', { name: a.config.save })).toHaveCount(0);
});
