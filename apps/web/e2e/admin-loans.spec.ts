import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Client } from 'pg';
import sharp from 'sharp';
import enCommon from '../src/locales/en/common.json';
import arLoan from '../src/locales/ar/loan.json';
import { act, adminLogin, adminToken, api, newBuyer, setLoanProduct } from './buyer-fixtures';
import { SCREENSHOT_DIR, expect, test } from './fixtures';

const photo = (shade: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/** The countries table id of an ISO code (what the application form sends as `countryId`). */
async function countryId(iso2: string): Promise<string> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>('select id from countries where iso2 = $1', [iso2]);
    return String(rows[0].id);
  } finally {
    await db.end();
  }
}

/** A buyer's loan application through the buyer API: 120,000 USDT for 7 days, a German national. */
async function applicant(request: APIRequestContext, realName: string) {
  const { email, token } = await newBuyer(request, 'admin_loan');
  const img: string[] = [];
  for (const shade of [51, 102, 153]) {
    const up = await request.post(api('/api/uploadimg!execute.action'), {
      multipart: { moduleName: 'credit', token, file: { name: `id-${shade}.png`, mimeType: 'image/png', buffer: await photo(shade) } },
    });
    const body = (await up.json()) as { code: string; data: string };
    expect(body.code).toBe('0');
    img.push(body.data);
  }
  const applied = await act(request, 'credit!apply', {
    token,
    realName,
    creditPeriod: '7',
    applyAmount: '120000',
    countryId: await countryId('DE'),
    identification: 'P1234567',
    imgCertificateFace: img[0],
    imgCertificateBack: img[1],
    imgCertificateHand: img[2],
    creditId: '',
  });
  expect(applied.code, applied.msg).toBe('0');
  return email;
}

/** How many lines an element's text takes (the distinct tops of its line boxes). */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }),
  );

/**
 * The operator's loans tab at 1280 px: columns readable (whole words, one line for a name or an
 * amount, the table scrolls inside its card if it must), the nationality by name in the operator's
 * language (not the countries table id), the amounts formatted ("120,000.00 USDT"), and approving,
 * which lends the money at once, asks first — naming the amount and the applicant.
 */
test('loans: readable columns, nationality by name, formatted amounts, approval confirmed (en, ar)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  await setLoanProduct(request, { amountMax: '200000', twoApprovalsAbove: '1000000' });
  const email = await applicant(request, 'Ada Lovelace');

  await page.setViewportSize({ width: 1280, height: 800 });
  await adminLogin(page, 'en');
  await page.getByTestId('admin-tab-loans').click();
  const row = page.getByTestId('admin-loan-row').filter({ hasText: email });
  await expect(row).toBeVisible();

  // One line each (soft: every defect of the row is reported): the headers, the username, the name,
  // the nationality, the amount.
  const table = '[data-testid="admin-loans"] table';
  expect.soft(await lines(page, `${table} th:not(:empty)`)).toEqual([1, 1, 1, 1]);
  const one = `${table} [data-testid="admin-loan-row"]`;
  for (const sel of [
    `${one} td:first-child bdi`,
    `${one} td:first-child > div:first-of-type`,
    `${one} [data-testid="admin-loan-country"]`,
    `${one} td:nth-child(2) > .money`,
  ])
    for (const n of await lines(page, sel)) expect.soft(n, sel).toBe(1);
  // The nationality by name, not the countries table id.
  await expect.soft(row).toContainText('P1234567 · Germany');
  await expect.soft(row.getByTestId('admin-loan-country')).toHaveText('Germany');
  // The amounts as the reader writes them, with the currency.
  await expect.soft(row).toContainText('120,000.00 USDT');
  await expect.soft(row).toContainText('120,840.00 USDT'); // + 7 days × 0.1 %
  await expect.soft(row).not.toContainText('120000.000000');
  // The table stays inside the page: at most it scrolls inside its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-loans-en.png'), fullPage: true });

  // Approve asks first; Escape and Cancel leave the application untouched.
  const approve = row.getByTestId('admin-loan-approve');
  await approve.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('120,000.00 USDT');
  await expect(dialog).toContainText('Ada Lovelace');
  await expect(dialog.getByRole('button', { name: enCommon.actions.cancel })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-loan-approve-en.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await approve.click();
  await dialog.getByRole('button', { name: enCommon.actions.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByTestId('admin-tab-loans').click();
  await expect(row).toBeVisible(); // still under review

  // In Arabic: the nationality in Arabic, right to left; then approved for real.
  await page.evaluate(() => sessionStorage.clear());
  await adminLogin(page, 'ar');
  await page.getByTestId('admin-tab-loans').click();
  await expect(row.getByTestId('admin-loan-country')).toHaveText(new Intl.DisplayNames(['ar'], { type: 'region' }).of('DE')!);
  expect(await lines(page, `${table} th:not(:empty)`)).toEqual([1, 1, 1, 1]);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-loans-ar.png'), fullPage: true });
  await approve.click();
  await expect(dialog).toContainText('Ada Lovelace');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-loan-approve-ar.png') });
  await dialog.getByRole('button', { name: arLoan.admin.approve }).click();
  await expect(row).toHaveCount(0);
  const loans = await request.get(api('/v1/admin/loans?status=2'), { headers: admin });
  expect(JSON.stringify(await loans.json())).toContain(email);
});
