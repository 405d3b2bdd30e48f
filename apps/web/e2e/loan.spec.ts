import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import sharp from 'sharp';
import arLoan from '../src/locales/ar/loan.json';
import enLoan from '../src/locales/en/loan.json';
import { act, adminLogin, deposit, newBuyer, setLoanProduct } from './buyer-fixtures';
import { SCREENSHOT_DIR, expect, login, test, toast } from './fixtures';

const SAFEWORD = '135246';
const L = enLoan;
/** Three different small PNGs (an upload is accepted once per application). */
const photo = (shade: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/**
 * A buyer with a fund password and 20 USDT from an approved deposit claim (the interest is paid from
 * it; the principal comes from the loan).
 */
async function buyerWith20(request: APIRequestContext) {
  const buyer = await newBuyer(request, 'loan');
  expect((await act(request, 'user!setSafewordReg', { token: buyer.token, safeword: SAFEWORD, re_safeword: SAFEWORD })).code).toBe('0');
  await deposit(request, buyer.token, '20');
  return buyer;
}

test('apply with 3 photos → operator approves in /admin → wallet shows the principal → overdue → repay in full', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // The product for this run: small amounts, 0.1 %/day, 0.2 %/day overdue, 7 or 30 days.
  await setLoanProduct(request);
  const buyer = await buyerWith20(request);

  // The intro states the configured terms; the application form shows the honest terms live.
  await login(page, buyer.email, buyer.password);
  await page.goto('/credit');
  const intro = page.getByTestId('credit-intro');
  await expect(intro).toContainText('0.1%');
  await expect(intro).toContainText('(APR 36.5%)');
  await page.getByTestId('credit-apply-link').click();
  await expect(page).toHaveURL(/\/credit\/application$/);
  const form = page.getByTestId('credit-apply-form');
  await form.getByLabel(L.apply.realName, { exact: true }).fill('Ada Lovelace');
  await form.getByLabel(L.apply.country, { exact: true }).selectOption({ label: 'Germany' });
  await form.getByLabel(L.apply.identification, { exact: true }).fill('P7654321');
  await form.getByLabel(L.apply.amount, { exact: true }).fill('1000');
  await form.getByLabel(L.apply.term, { exact: true }).selectOption('7');
  const terms = page.getByTestId('loan-terms');
  await expect(terms.getByTestId('terms-interest')).toHaveText(/^7\.00 USDT$/);
  await expect(terms.getByTestId('terms-total')).toHaveText(/^1,?007\.00 USDT$/);
  await expect(terms.getByTestId('terms-late')).toContainText('2.00 USDT');
  await expect(terms.getByTestId('terms-apr')).toHaveText('36.5%');
  await expect(terms.getByTestId('terms-fee')).toHaveText(L.terms.noFee);
  for (const [slot, shade] of [
    ['face', 11],
    ['back', 22],
    ['hand', 33],
  ] as const) {
    await page
      .getByTestId(`photo-${slot}`)
      .locator('input[type="file"]')
      .setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: await photo(shade) });
    await expect(page.getByTestId(`photo-${slot}-done`)).toBeVisible();
  }
  // Without the consent nothing is sent.
  await page.getByTestId('credit-apply-submit').click();
  await expect(form.getByText(L.apply.agreeRequired)).toBeVisible();
  await form.getByRole('checkbox', { name: L.apply.agree }).check();
  await page.getByTestId('credit-apply-submit').click();
  await expect(page).toHaveURL(/\/credit\/myLoan$/);
  await expect(page.getByTestId('credit-history-row').first()).toContainText(L.status.review);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'loan-my-loan-review-en.png'), fullPage: true });

  // The operator approves in the admin page, after looking at the (private) photos.
  const opContext = await browser.newContext();
  const op = await opContext.newPage();
  await adminLogin(op, 'en');
  await op.getByTestId('admin-tab-loans').click();
  const row = op.getByTestId('admin-loan-row').filter({ hasText: buyer.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ada Lovelace');
  await row.getByRole('button', { name: L.apply.photo.face }).click();
  await expect(row.getByTestId('loan-photo')).toBeVisible();
  await row.getByTestId('admin-loan-approve').click();
  await op.getByRole('dialog').getByRole('button', { name: L.admin.approve }).click();
  await expect(toast(op, L.admin.done.approve)).toBeVisible();
  await expect(row).toHaveCount(0);
  await opContext.close();

  // The wallet shows the principal (+ the 20 deposited).
  await page.goto('/userInfo/money-package');
  await expect(page.getByTestId('wallet-available')).toHaveText(/^1,?020\.00 USDT$/);

  // A moved clock: as if the money had arrived 8 days and a minute ago → 9 started days, overdue.
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const moved = await db.query(
      `update loans set approved_at = approved_at - interval '8 days 1 minute', due_at = due_at - interval '8 days 1 minute'
       where user_id = (select id from users where username = $1) and status = 2`,
      [buyer.email],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await db.end();
  }
  await page.goto('/credit/myLoan');
  const active = page.getByTestId('credit-active');
  await expect(active).toHaveAttribute('data-status', '3');
  await expect(active).toContainText(L.status.overdue);
  // 7 days × 0.1 % + 2 days × 0.2 % of 1000 = 11
  await expect(active.getByTestId('bill-total')).toHaveText(/^1,?011\.00 USDT$/);

  // Repay in full with the fund password.
  await page.getByTestId('credit-repay').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('repay-total')).toHaveText(/^1,?011\.00 USDT$/);
  await dialog.getByLabel(L.repay.pin, { exact: true }).fill(SAFEWORD);
  await dialog.getByRole('button', { name: L.repay.confirm }).click();
  await expect(toast(page, L.repay.done)).toBeVisible();
  await expect(page.getByTestId('credit-active')).toHaveCount(0);
  await expect(page.getByTestId('credit-history-row').first()).toHaveAttribute('data-status', '5');
  await expect(page.getByTestId('credit-history-row').first()).toContainText(L.status.repaid);

  // Exact: 1020 − 1011.
  await page.goto('/userInfo/money-package');
  await expect(page.getByTestId('wallet-available')).toHaveText('9.00 USDT');
});

test('the loan intro states the terms in Arabic, right to left, on the desktop and the mobile site', async ({ page }) => {
  const ar = arLoan;
  for (const path of ['/credit?lang=ar', '/wap/credit?lang=ar']) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const intro = page.getByTestId('credit-intro');
    await expect(intro.getByRole('heading', { level: 1, name: ar.intro.title })).toBeVisible();
    await expect(page.getByTestId('loan-terms')).toContainText(ar.terms.noFee);
    await expect(page.getByTestId('terms-apr')).toHaveText(/%$/);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/credit?lang=ar');
  await expect(page.getByTestId('loan-terms')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'loan-intro-ar.png'), fullPage: true });
});
