import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { act, adminToken, api, fundedBuyer, paidOrder, photo, setLoanProduct } from './buyer-fixtures';
import { affordableGoods } from './chain-buyer';
import { sql } from './db';
import { SCREENSHOT_DIR, expect, test } from './fixtures';

/**
 * One time rule (issue 26 defect 8): every time a person reads is shown in their time zone (the
 * browser's) and the interface language, with one formatter (apps/web/src/lib/dates.ts). The `.action`
 * API sends `YYYY-MM-DD HH:mm:ss` wall time in Asia/Shanghai; the pages must never show that text.
 *
 * AT is an instant where the zones disagree on the day: 27 Nov 21:13:45 UTC is 16:13 on the 27th in New
 * York, 06:13 on the 28th in Tokyo and `2026-11-28 05:13:45` on the wire. The buyer's deposit record,
 * order and loan are moved to it in the database; each page must show exactly what Intl shows for AT
 * in the browser's zone.
 */
const AT = '2026-11-27T21:13:45.000Z';
const DUE = '2026-12-04T21:13:45.000Z'; // AT + 7 days
const RAW = /\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?\b/;

/** `iso` as the app shows it in English: medium date, short time, Latin digits, in `zone` (the browser's Intl). */
const shown = (page: Page, iso: string, zone: string) =>
  page.evaluate(
    ([i, z]) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn', timeZone: z }).format(new Date(i)),
    [iso, zone] as const,
  );

/** A buyer with an approved deposit record, a paid order and an approved 7-day loan, all dated AT. */
async function buyerAtAT(request: APIRequestContext): Promise<{ email: string; token: string; orderId: string }> {
  const { email, token } = await fundedBuyer(request, '500');
  const g = await affordableGoods();
  const orderId = await paidOrder(request, token, `${g.goods},${g.sku}`);

  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  await setLoanProduct(request);
  const img: string[] = [];
  for (const [slot, rgb] of [
    ['face', [11, 40, 90]],
    ['back', [22, 40, 90]],
    ['hand', [33, 40, 90]],
  ] as const) {
    const up = await request.post(api('/api/uploadimg!execute.action'), {
      multipart: { moduleName: 'credit', token, file: photo(`${slot}.png`, [...rgb]) },
    });
    const body = (await up.json()) as { code: string; data: string };
    expect(body.code).toBe('0');
    img.push(body.data);
  }
  const [{ id: countryId }] = await sql<{ id: number }>('select id from countries where iso2 = $1', ['DE']);
  const applied = await act(request, 'credit!apply', {
    token,
    realName: 'Ada Lovelace',
    creditPeriod: '7',
    applyAmount: '1000',
    countryId: String(countryId),
    identification: 'P7654321',
    imgCertificateFace: img[0]!,
    imgCertificateBack: img[1]!,
    imgCertificateHand: img[2]!,
    creditId: '',
  });
  expect(applied.code, applied.msg).toBe('0');
  const [loan] = await sql<{ id: string }>('select id::text from loans where user_id = (select id from users where username = $1)', [
    email,
  ]);
  const ok = await request.post(api(`/v1/admin/loans/${loan!.id}/approve`), { headers: admin });
  expect(ok.status(), await ok.text()).toBe(200);

  // Everything the buyer reads happened at AT (the loan is due 7 days later, still active).
  const user = '(select id from users where username = $1)';
  await sql(`update recharge_orders set created_at = $2 where user_id = ${user}`, [email, AT]);
  await sql('update orders set created_at = $1, paid_at = $1 where id = $2', [AT, orderId]);
  await sql(`update loans set submitted_at = $2, approved_at = $2, due_at = $3 where user_id = ${user}`, [email, AT, DUE]);
  return { email, token, orderId };
}

/** Each `<time>` on the page reads as Intl formats its own `datetime` in `zone`. */
async function everyTimeConverted(page: Page, zone: string) {
  const times = await page
    .locator('main time[datetime]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('datetime')!, e.textContent!.trim()]));
  expect(times.length).toBeGreaterThan(0);
  for (const [iso, text] of times) expect(text, iso).toBe(await shown(page, iso, zone));
}

async function noRawDates(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(RAW);
}

for (const zone of ['America/New_York', 'Asia/Tokyo'] as const) {
  test.describe(`times in ${zone}`, () => {
    test.use({ timezoneId: zone, locale: 'en-US' });

    test(`wallet records and statement, the loan and the order show AT in ${zone}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const { token, orderId } = await buyerAtAT(request);
      await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
      await page.goto('/?lang=en');
      const atText = await shown(page, AT, zone);
      const dueText = await shown(page, DUE, zone);
      // the instant really lands on different days here and on the wire
      expect(atText).toContain(zone === 'America/New_York' ? 'Nov 27' : 'Nov 28');
      const tag = zone === 'America/New_York' ? 'ny' : 'tokyo';

      // Deposits: the record's row and its details.
      await page.goto('/userInfo/money-package?tab=deposits&lang=en');
      const record = page.getByTestId('wallet-record').first();
      await expect(record.locator('time')).toHaveText(atText);
      await expect(record.locator('time')).toHaveAttribute('datetime', AT);
      await noRawDates(page);
      await record.locator('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('time')).toHaveText(atText);
      expect(await dialog.innerText()).not.toMatch(RAW);
      await page.keyboard.press('Escape');

      // Statement: each posting's time in this zone (the ledger keeps its own instants).
      await page.goto('/userInfo/money-package?tab=statement&lang=en');
      await expect(page.getByTestId('statement-row').first()).toBeVisible();
      await everyTimeConverted(page, zone);
      await noRawDates(page);

      // The loan: submitted at AT, due at AT + 7 days, in the history and the active loan's terms.
      await page.goto('/credit/myLoan?lang=en');
      const row = page.getByTestId('credit-history-row').first();
      await expect(row.locator('time').first()).toHaveText(atText);
      await expect(row.locator('time').nth(1)).toHaveText(dueText);
      await expect(page.getByTestId('credit-active').getByTestId('terms-due')).toContainText(dueText);
      await noRawDates(page);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `time-zones-loan-${tag}-en.png`), fullPage: true });

      // The order: in the list and on its page (placed and paid at AT; its log in this zone too).
      await page.goto('/userInfo/my-order?lang=en');
      await expect(page.getByTestId(`order-card-${orderId}`).locator('time')).toHaveText(atText);
      await noRawDates(page);
      await page.goto(`/userInfo/order-detail?orderId=${encodeURIComponent(orderId)}&lang=en`);
      await expect(page.locator(`main time[datetime="${AT}"]`)).toHaveText([atText, atText]);
      await everyTimeConverted(page, zone);
      await noRawDates(page);

      // The same pages on the mobile site (390 px), and in Arabic: no raw wire dates either.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/wap/wallet?tab=deposits', '/wap/credit/myLoan']) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
        await expect(page.locator('main time').first()).toBeVisible();
        await noRawDates(page);
      }
      await page.goto('/wap/wallet?tab=deposits&lang=en');
      await page.screenshot({ path: join(SCREENSHOT_DIR, `time-zones-wap-wallet-${tag}-en.png`), fullPage: true });
      await page.goto('/wap/credit/myLoan?lang=ar');
      await expect(page.locator('main time').first()).toBeVisible();
      await noRawDates(page);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `time-zones-wap-loan-${tag}-ar.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/userInfo/money-package?tab=deposits&lang=ar');
      await expect(page.getByTestId('wallet-record').first().locator('time')).toBeVisible();
      await noRawDates(page);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `time-zones-wallet-${tag}-ar.png`), fullPage: true });
    });
  });
}
