import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arSeller from '../src/locales/ar/seller.json';
import deSeller from '../src/locales/de/seller.json';
import enSeller from '../src/locales/en/seller.json';
import { act, api, fundedBuyer, goodsOf, micro, paidOrder } from './buyer-fixtures';
import { SCREENSHOT_DIR, SELLER, consoleShot, expect, signInSeller, test, toast } from './fixtures';

const S = { en: enSeller, ar: arSeller } as const;
type Lang = keyof typeof S;

async function signIn(page: Page, lang: Lang) {
  await signInSeller(page, `/seller?lang=${lang}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('seller-logout')).toBeVisible();
  await expect(page.getByTestId('seller-balance-payable')).toContainText('USDT');
}

test('the demo seller signs in, sees a paid order, confirms and ships it (en, then ar)', async ({ page, request }) => {
  const login = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(login.status(), 'the demo seed gives seller1 a store').toBe(200);
  const { seller, token: sellerToken } = (await login.json()) as { token: string; seller: { id: string } };
  const { token: buyer } = await fundedBuyer(request, '3000');
  const line = await goodsOf(request, seller.id);
  const first = await paidOrder(request, buyer, line);
  const second = await paidOrder(request, buyer, line);

  for (const [lang, orderId] of [
    ['en', first],
    ['ar', second],
  ] as const) {
    const s = S[lang];
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await signIn(page, lang);
    const row = page.getByTestId(`seller-order-row-${orderId}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(s.status.toConfirm);
    await expect(row).toContainText('Layla Haddad');
    await consoleShot(page, `seller-orders-${lang}`);

    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/seller/orders/${orderId}$`));
    await expect(page.getByTestId('seller-order-status')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('seller-money-state')).toHaveText(s.money.state.escrow);
    await expect(page.getByText('7 Palm Street, Apartment 12')).toBeVisible();
    await consoleShot(page, `seller-order-detail-${lang}`);

    await page.getByTestId('seller-confirm').click();
    await expect(toast(page, s.confirm.done)).toBeVisible();
    await expect(page.getByTestId('seller-order-status')).toHaveAttribute('data-status', '2');
    await expect(page.getByTestId('seller-confirm')).toHaveCount(0);

    // the form checks the fields before anything is sent
    await page.getByTestId('seller-ship-carrier').fill('DHL Express');
    await page.getByTestId('seller-ship-tracking').fill('no spaces');
    await page.getByTestId('seller-ship-submit').click();
    await expect(page.getByText(s.ship.errors.invalid)).toBeVisible();
    await page.getByTestId('seller-ship-tracking').fill('JD-20261125-01');
    await page.getByTestId('seller-ship-submit').click();
    // The order reloads as shipped (the short-lived "shipped" toast may already be gone under load).
    await expect(page.getByTestId('seller-order-status')).toHaveAttribute('data-status', '3');
    await expect(page.getByTestId('seller-shipment')).toContainText('JD-20261125-01');
    await expect(page.getByTestId('seller-ship-submit')).toHaveCount(0);

    if (lang === 'en') {
      // The buyer receives the goods: the payment leaves escrow, the payout reaches the store's payable balance.
      const money = async () => {
        const r = await request.get(api('/v1/seller/me'), { headers: { authorization: `Bearer ${sellerToken}` } });
        return (await r.json()).balances as { payable: string; inEscrow: string };
      };
      const detail = await request.get(api(`/v1/seller/orders/${orderId}`), { headers: { authorization: `Bearer ${sellerToken}` } });
      const { payout } = (await detail.json()) as { payout: string };
      const before = await money();
      const receipt = await act(request, 'order!receipt', { token: buyer, orderId });
      expect(receipt.code, receipt.msg).toBe('0');
      const after = await money();
      expect(micro(after.payable) - micro(before.payable)).toBe(micro(payout));
      await page.reload();
      await expect(page.getByTestId('seller-order-status')).toHaveAttribute('data-status', '4');
      await expect(page.getByTestId('seller-money-state')).toHaveText(s.money.state.released);
    }

    await page.getByTestId('seller-logout').click();
    await expect(page.getByTestId('seller-login-submit')).toBeVisible();
  }
});

/**
 * A buyer's reminder to ship: the seller's queue shows a "Reminded" badge that is readable in full
 * (English and the longer German, at 1280 px: not cut by the table's edge nor by its own box), and
 * that goes away once the order is shipped (the reminder is answered).
 */
test('the "Reminded" badge shows in full (en, de) and disappears once the order is shipped', async ({ page, request }) => {
  const login = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(login.status()).toBe(200);
  const { seller, token: sellerToken } = (await login.json()) as { token: string; seller: { id: string } };
  const { token: buyer } = await fundedBuyer(request, '1000');
  const orderId = await paidOrder(request, buyer, await goodsOf(request, seller.id));
  const reminded = await act(request, 'order!remind', { token: buyer, orderId });
  expect(reminded.code, reminded.msg).toBe('0');

  /** The badge's text fits its box, and the box is inside the visible part of the table and the window. */
  const fullyShown = (badge: ReturnType<Page['getByTestId']>) =>
    badge.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const wrap = el.closest('.seller-table-wrap')!.getBoundingClientRect();
      return {
        fits: el.scrollWidth <= el.clientWidth + 1,
        inside: r.left >= wrap.left - 1 && r.right <= wrap.right + 1 && r.right <= window.innerWidth,
      };
    });

  for (const lang of ['en', 'de'] as const) {
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInSeller(page, `/seller?lang=${lang}`);
    await expect(page.getByTestId('seller-logout')).toBeVisible();
    await page.goto(`/seller?lang=${lang}&tab=toConfirm&q=${orderId}`);
    const row = page.getByTestId(`seller-order-row-${orderId}`);
    const badge = row.getByTestId('seller-reminded');
    await expect(badge).toHaveText((lang === 'en' ? enSeller : deSeller).orders.reminded);
    expect(await fullyShown(badge)).toEqual({ fits: true, inside: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, `seller-reminded-${lang}.png`), fullPage: true });
  }

  const headers = { authorization: `Bearer ${sellerToken}` };
  expect(
    (
      await request.post(api(`/v1/seller/orders/${orderId}/ship`), { headers, data: { carrier: 'DHL', trackingNo: 'JD-REMIND-01' } })
    ).status(),
  ).toBe(204);
  await page.goto(`/seller?lang=en&tab=shipped&q=${orderId}`);
  const row = page.getByTestId(`seller-order-row-${orderId}`);
  await expect(row).toContainText(enSeller.status.shipped);
  await expect(row.getByTestId('seller-reminded')).toHaveCount(0);
  await page.goto(`/seller/orders/${orderId}?lang=en`);
  await expect(page.getByTestId('seller-order-status')).toHaveAttribute('data-status', '3');
  await expect(page.getByText(enSeller.orders.reminded, { exact: true })).toHaveCount(0);
});
