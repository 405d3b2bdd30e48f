import type { Page } from '@playwright/test';
import { RETURN_DETAIL, SELLER_NOTE, adminLogin, api, balance, escalatedCase, fundedBuyer, goodsOf, micro } from './buyer-fixtures';
import { SELLER, T, expect, screenshots, test, toast } from './fixtures';
import arAdmin from '../src/locales/ar/admin.json';
import enAdmin from '../src/locales/en/admin.json';

/**
 * The operator's disputes queue (issue 26): a return the seller refused and the buyer sent to the
 * platform is decided in the console at `/admin?tab=disputes`: in English a part is refunded (the
 * buyer's balance goes up by exactly that part), in Arabic (RTL) a second case is rejected with a
 * reason. Both leave the queue.
 */
const A = { en: enAdmin, ar: arAdmin } as const;

/** The case of `orderId` opened from the queue, checked for both sides' words, the photo and the timeline. */
async function openCase(page: Page, orderId: string) {
  await page.getByTestId('admin-tab-disputes').click();
  const row = page.getByTestId('admin-dispute-row').filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  await row.getByTestId('admin-dispute-open').click();
  await expect(page.getByTestId('admin-dispute')).toHaveAttribute('data-state', 'escalated');
  await expect(page.getByTestId('admin-dispute-detail')).toHaveText(RETURN_DETAIL);
  await expect(page.getByTestId('admin-dispute-seller-note')).toHaveText(SELLER_NOTE);
  await expect(page.getByTestId('admin-dispute-photos').getByTestId('photo-thumb')).toHaveCount(1);
  await expect(page.getByTestId('admin-dispute-timeline').locator('li')).toHaveCount(5);
}

test('an operator decides escalated returns: a part refunded (en), a rejection with a reason (ar)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sellerLogin = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(sellerLogin.status(), 'the demo seed gives seller1 a store').toBe(200);
  const { token: sellerToken, seller } = (await sellerLogin.json()) as { token: string; seller: { id: string } };
  const buyer = await fundedBuyer(request, '500');
  const line = await goodsOf(request, seller.id);
  const partOrder = await escalatedCase(request, buyer.token, line, sellerToken);
  const rejectOrder = await escalatedCase(request, buyer.token, line, sellerToken);

  // ---- English: refund a part, after a confirmation
  const en = A.en.disputes;
  await adminLogin(page, 'en');
  await page.getByTestId('admin-tab-disputes').click();
  await expect(page.getByTestId('admin-dispute-row').filter({ hasText: partOrder })).toHaveCount(1);
  await screenshots(page, 'admin-disputes-queue-en');
  await openCase(page, partOrder);
  const refundable = (await page.getByTestId('admin-dispute-refundable').innerText()).replace(/[^\d.]/g, '');
  await page.getByTestId('admin-dispute-choice-part').check();
  await page.getByTestId('admin-dispute-amount').fill('100000');
  await page.getByTestId('admin-dispute-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'at most' })).toBeVisible();
  await page.getByTestId('admin-dispute-amount').fill('1.5');
  await page.getByTestId('admin-dispute-reason').fill('Cost of a new lid');
  await screenshots(page, 'admin-dispute-case-en');
  const before = await balance(request, buyer.token);
  await page.getByTestId('admin-dispute-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en.confirm.body);
  await dialog.getByRole('button', { name: T.en.common.actions.confirm }).click();
  await expect(toast(page, 'Refunded')).toBeVisible();
  await expect(page.getByTestId('admin-dispute')).toHaveAttribute('data-state', 'refunded');
  await expect(page.getByTestId('admin-dispute-refund')).toHaveAttribute('data-state', 'refunded');
  expect(await balance(request, buyer.token)).toBe(before + micro('1.5'));
  expect(micro(refundable)).toBeGreaterThan(micro('1.5'));
  await page.getByTestId('admin-tab-disputes').click();
  await expect(page.getByTestId('admin-dispute-row').filter({ hasText: partOrder })).toHaveCount(0);

  // ---- Arabic (RTL): a rejection needs a reason
  const ar = A.ar.disputes;
  await page.getByTestId('admin-logout').click();
  await adminLogin(page, 'ar');
  await openCase(page, rejectOrder);
  await page.getByTestId('admin-dispute-choice-reject').check();
  await page.getByTestId('admin-dispute-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: ar.reasonRequired.replace('{{max}}', '500') })).toBeVisible();
  await page.getByTestId('admin-dispute-reason').fill('الصور تُظهر استخدامًا عاديًا');
  await screenshots(page, 'admin-dispute-case-ar');
  await page.getByTestId('admin-dispute-submit').click();
  await expect(page.getByRole('dialog')).toContainText(ar.confirm.reject);
  await page.getByRole('dialog').getByRole('button', { name: T.ar.common.actions.confirm }).click();
  await expect(page.getByTestId('admin-dispute')).toHaveAttribute('data-state', 'dismissed');
  await page.getByTestId('admin-tab-disputes').click();
  await expect(page.getByTestId('admin-dispute-row').filter({ hasText: rejectOrder })).toHaveCount(0);
  await screenshots(page, 'admin-disputes-queue-ar');
  expect(await balance(request, buyer.token)).toBe(before + micro('1.5'));
});
