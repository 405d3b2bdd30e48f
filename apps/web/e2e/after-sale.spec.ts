import type { Page } from '@playwright/test';
import { PASSWORD, act, api, balance, fundedBuyer, goodsOf, micro, paidOrder, photo } from './buyer-fixtures';
import { SELLER, expect, login, screenshots, signInSeller, test, toast } from './fixtures';
import enAfterSale from '../src/locales/en/aftersale.json';
import enAfterSaleSeller from '../src/locales/en/aftersale-seller.json';
import enEvaluation from '../src/locales/en/evaluation.json';

/**
 * After-sales through the real pages (issue 11 "Done when"): an order of the demo store is paid from a
 * real (operator-approved) deposit, shipped by the seller over `/v1/seller` and received; the buyer
 * reviews it with 2 photos and the review shows on the product page under "with pictures". A second
 * order: a return with photos, the seller accepts it in the seller console, and the buyer's balance
 * goes up by exactly the refund, once (a second accept answers 409 and moves nothing).
 */
const REVIEW_TEXT = 'Solid build, true to the pictures. <b>Would buy again</b>';
const RETURN_TEXT = 'The box was crushed and the item is cracked.';

/** The page in a language (the interface switches before the next screen renders). */
async function open(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
}

test('review with 2 photos shows under "with pictures"; a return with photos accepted by the seller refunds exactly once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const sellerLogin = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(sellerLogin.status(), 'the demo seed gives seller1 a store').toBe(200);
  const { token: sellerToken, seller } = (await sellerLogin.json()) as { token: string; seller: { id: string } };
  const asSeller = { authorization: `Bearer ${sellerToken}` };
  const buyer = await fundedBuyer(request, '500');
  const line = await goodsOf(request, seller.id);
  const goodsId = line.split(',')[0]!;

  // ---- an order received: shipped by the seller (REST), receipt confirmed by the buyer
  const reviewed = await paidOrder(request, buyer.token, line);
  const ship = await request.post(api(`/v1/seller/orders/${reviewed}/ship`), {
    headers: asSeller,
    data: { carrier: 'DHL', trackingNo: 'JD0005550001' },
  });
  expect(ship.status(), await ship.text()).toBe(204);
  expect((await act(request, 'order!receipt', { token: buyer.token, orderId: reviewed })).code).toBe('0');

  await login(page, buyer.email, PASSWORD);
  // the order's "write a review" button leads to the review page
  await page.goto(`/userInfo/order-detail?orderId=${reviewed}`);
  await page.getByTestId('order-action-review').first().click();
  await expect(page).toHaveURL(new RegExp(`/userInfo/order-evaluation\\?orderId=${reviewed}$`));
  await expect(page.getByTestId('review-line')).toHaveCount(1);
  await open(page, `/userInfo/order-evaluation?orderId=${reviewed}`, 'ar');
  await expect(page.getByTestId('review-line')).toHaveCount(1);
  await screenshots(page, 'aftersale-review-ar');
  await open(page, `/userInfo/order-evaluation?orderId=${reviewed}`, 'en');
  await page.getByTestId('review-stars-0-4').check({ force: true });
  await page.getByTestId('review-content-0').fill(REVIEW_TEXT);
  await page.getByTestId('review-photos-0-input').setInputFiles([photo('front.png', [14, 116, 144]), photo('side.png', [217, 119, 6])]);
  const items = page.getByTestId('review-photos-0').getByTestId('photo-item');
  await expect(items).toHaveCount(2);
  await expect(items.and(page.locator('[data-state="done"]'))).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('review-submit')).toBeEnabled();
  await screenshots(page, 'aftersale-review-en');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-done')).toBeVisible();
  await expect(page.getByTestId('review-done')).toContainText(enEvaluation.page.thanks);
  // the order now reads "reviewed" (status 5)
  await page.goto(`/userInfo/order-detail?orderId=${reviewed}`);
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '5');

  // ---- the product page: under "with pictures", text as plain text, 2 photos in the viewer
  await page.goto(`/productDetails?id=${goodsId}`);
  await page.getByTestId('detail-tab-reviews').click();
  const pictures = page.getByTestId('review-filter-pictures');
  await expect(pictures).toContainText('(1)');
  await pictures.click();
  await expect(pictures).toHaveAttribute('aria-pressed', 'true');
  const review = page.getByTestId('review');
  await expect(review).toHaveCount(1);
  await expect(review.getByTestId('review-text')).toHaveText('Solid build, true to the pictures. Would buy again');
  await expect(review.getByTestId('photo-thumb')).toHaveCount(2);
  await review.getByTestId('photo-thumb').first().click();
  await expect(page.getByTestId('photo-viewer')).toBeVisible();
  await expect(page.getByTestId('photo-viewer')).toContainText('1 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('photo-viewer')).toContainText('2 of 2');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('photo-viewer')).toHaveCount(0);
  await page.getByTestId('product-reviews').scrollIntoViewIfNeeded();
  await screenshots(page, 'aftersale-product-reviews-en');
  await open(page, `/productDetails?id=${goodsId}`, 'ar');
  await page.getByTestId('detail-tab-reviews').click();
  await page.getByTestId('review-filter-pictures').click();
  await expect(page.getByTestId('review')).toHaveCount(1);
  await screenshots(page, 'aftersale-product-reviews-ar');
  // the mobile goods page lists it too
  await open(page, `/wap/goods?id=${goodsId}`, 'en');
  await page.getByTestId('wap-goods-reviews').getByTestId('review-filter-pictures').click();
  await expect(page.getByTestId('wap-goods-reviews').getByTestId('review-text')).toHaveText(
    'Solid build, true to the pictures. Would buy again',
  );

  // ---- a return with photos on a paid order
  const returned = await paidOrder(request, buyer.token, line);
  await open(page, `/userInfo/order-detail?orderId=${returned}`, 'en');
  await page.getByTestId('order-action-refund').first().click();
  await expect(page).toHaveURL(new RegExp(`/userInfo/order-return\\?orderId=${returned}$`));
  await open(page, `/userInfo/order-return?orderId=${returned}`, 'ar');
  await expect(page.getByTestId('return-form')).toBeVisible();
  await screenshots(page, 'aftersale-return-ar');
  await open(page, `/userInfo/order-return?orderId=${returned}`, 'en');
  await page.getByTestId('return-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: enAfterSale.form.reasonRequired })).toBeVisible();
  await page.getByTestId('return-reason-2').check();
  await page.getByTestId('return-detail').fill(RETURN_TEXT);
  await page.getByTestId('return-photos-input').setInputFiles([photo('crushed.png', [185, 28, 28]), photo('crack.png', [71, 85, 105])]);
  await expect(page.getByTestId('return-photos').locator('[data-testid="photo-item"][data-state="done"]')).toHaveCount(2, {
    timeout: 20_000,
  });
  await screenshots(page, 'aftersale-return-en');
  const before = await balance(request, buyer.token);
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-state')).toHaveAttribute('data-state', 'requested');
  await expect(page.getByTestId('return-state-detail')).toHaveText(RETURN_TEXT);
  await expect(page.getByTestId('return-state-photos').getByTestId('photo-thumb')).toHaveCount(2);

  // ---- the seller accepts in the seller console
  const cases = await request.get(api('/v1/seller/returns?state=requested'), { headers: asSeller });
  const theCase = ((await cases.json()).items as { id: string; orderId: string; refundable: string; contacts: string }[]).find(
    (c) => c.orderId === returned,
  );
  expect(theCase, 'the request is listed for the seller').toBeTruthy();
  const refund = micro(theCase!.refundable);
  expect(refund).toBeGreaterThan(0n);
  await signInSeller(page);
  await page.getByTestId('seller-nav-returns').click();
  const row = page.getByTestId(`seller-return-row-${returned}`);
  await expect(row).toBeVisible();
  await row.getByTestId('seller-return-open').click();
  await expect(page.getByTestId('seller-return-text')).toHaveText(RETURN_TEXT);
  await expect(page.getByTestId('seller-return-reason')).toHaveText(enAfterSale.reasons['2']);
  await expect(page.getByTestId('seller-return-photos').getByTestId('photo-thumb')).toHaveCount(2);
  // Accepting pays the buyer at once: a dialog names the amount and the buyer first; Escape cancels.
  const amount = `${Number(theCase!.refundable).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 6 })} USDT`;
  const dialog = page.getByRole('dialog');
  await page.getByTestId('seller-return-accept').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(amount);
  if (theCase!.contacts) await expect(dialog).toContainText(theCase!.contacts);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('seller-return-detail')).toHaveAttribute('data-state', 'requested');
  await page.getByTestId('seller-return-accept').click();
  await dialog.getByRole('button', { name: enAfterSaleSeller.seller.accept }).click();
  await expect(toast(page, 'Refunded')).toBeVisible();
  await expect(page.getByTestId('seller-return-detail')).toHaveAttribute('data-state', 'refunded');
  await page.getByTestId('seller-nav-reviews').click();
  await expect(page.getByTestId('seller-review').filter({ hasText: 'Solid build' })).toHaveCount(1);

  // ---- exactly the refund, once
  expect(await balance(request, buyer.token)).toBe(before + refund);
  const again = await request.post(api(`/v1/seller/returns/${theCase!.id}/accept`), { headers: asSeller, data: {} });
  expect(again.status()).toBe(409);
  expect(await balance(request, buyer.token)).toBe(before + refund);
  await open(page, `/userInfo/order-return?orderId=${returned}`, 'en');
  await expect(page.getByTestId('return-state')).toHaveAttribute('data-state', 'refunded');
  await expect(page.getByTestId('return-refunded')).toContainText('USDT');
});
