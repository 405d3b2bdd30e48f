import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import arSeller from '../src/locales/ar/seller.json';
import deSeller from '../src/locales/de/seller.json';
import enSeller from '../src/locales/en/seller.json';
import { SCREENSHOT_DIR, SELLER, expect, signInSeller, test, toast, uniqueEmail } from './fixtures';

/** A demo store owner seeded by the demo seed (README), and the e2e server's first operator (global-setup.ts). */
const ADMIN = { username: 'admin', password: 'e2e-admin-password-0001' };
const S = { en: enSeller, ar: arSeller } as const;
type Lang = keyof typeof S;
const PROOF_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SAFEWORD = '135790';

const api = (path: string) => `${process.env.E2E_BASE_URL}${path}`;
/** micro-USDT of an exact decimal string from the API ("28.158000"). */
const micro = (s: string): bigint => {
  const [i, f = ''] = s.split('.');
  return BigInt(i) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
};

async function act(request: APIRequestContext, name: string, form: Record<string, string>) {
  const r = await request.post(api(`/api/${name}.action`), { form });
  expect(r.status()).toBe(200);
  return (await r.json()) as { code: string; msg: string; data: any };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await request.post(api('/v1/admin/login'), { data: ADMIN });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).token;
}

/** A buyer with a fund password, an address and `amount` USDT (a manual deposit an operator approved). */
async function fundedBuyer(request: APIRequestContext, amount: string): Promise<string> {
  const email = uniqueEmail('seller_buyer');
  const password = 'lantern42x';
  const reg = await act(request, 'localuser!registerNoVerifcode', { username: email, password, re_password: password, type: '2' });
  expect(reg.code, reg.msg).toBe('0');
  const token: string = reg.data.token;
  const admin = await adminToken(request);
  let channels = (await act(request, 'channelBlockchain!list', { token })).data as {
    id: string;
    blockchain_name: string;
    coin: string;
    address: string;
  }[];
  if (channels.length === 0) {
    const r = await request.patch(api('/v1/admin/networks/polygon'), {
      headers: { authorization: `Bearer ${admin}` },
      data: { enabled: true, rpcUrl: 'http://127.0.0.1:9/' },
    });
    expect(r.status(), await r.text()).toBe(200);
    channels = (await act(request, 'channelBlockchain!list', { token })).data;
  }
  // Above the network's two-approver threshold (1,000 by default) a claim waits for a second operator:
  // this run's network takes one approval up to 10,000.
  const threshold = await request.patch(api(`/v1/admin/networks/${channels[0].id}`), {
    headers: { authorization: `Bearer ${admin}` },
    data: { claimTwoApprovalThreshold: '10000' },
  });
  expect(threshold.status(), await threshold.text()).toBe(200);
  const up = await request.post(api('/api/uploadimg!execute.action'), {
    multipart: { moduleName: 'recharge', token, file: { name: 'proof.png', mimeType: 'image/png', buffer: PROOF_PNG } },
  });
  const img = (await up.json()) as { code: string; data: string };
  expect(img.code).toBe('0');
  const open = await act(request, 'rechargeBlockchain!recharge_open', { token });
  const claim = await act(request, 'rechargeBlockchain!recharge', {
    token,
    session_token: open.data.session_token,
    amount,
    coin: channels[0].coin,
    blockchain_name: channels[0].blockchain_name,
    channel_address: channels[0].address,
    img: img.data,
    from: '0x52908400098527886E0F7030069857D2E4169EE7',
    tx: '0x' + 'cd'.repeat(32),
  });
  expect(claim.code, claim.msg).toBe('0');
  const ok = await request.post(api(`/v1/admin/deposits/${claim.data.order_no}/approve`), {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(ok.status(), await ok.text()).toBe(200);
  const sw = await act(request, 'user!setSafewordReg', { token, safeword: SAFEWORD, re_safeword: SAFEWORD });
  expect(sw.code, sw.msg).toBe('0');
  const addr = await act(request, 'address!add', {
    token,
    contacts: 'Layla Haddad',
    phone: '971 501234567',
    email: 'layla@example.com',
    postcode: '00000',
    country: 'United Arab Emirates',
    countryId: '0',
    province: 'Dubai',
    provinceId: '0',
    city: 'Dubai',
    cityId: '0',
    address: '7 Palm Street, Apartment 12',
    use: '1',
  });
  expect(addr.code, addr.msg).toBe('0');
  return token;
}

/** "goodsId,skuId" of something on sale in the store (with stock), read through the buyer API. */
async function goodsOf(request: APIRequestContext, sellerId: string): Promise<string> {
  const list = await act(request, 'sellerGoods!list', { sellerId, pageNum: '1', pageSize: '20' });
  expect(list.code, list.msg).toBe('0');
  for (const g of list.data.pageList as { id: string }[]) {
    const info = await act(request, 'sellerGoods!info', { sellerGoodsId: g.id });
    const skus: { skuId: string; stock: number }[] = [];
    JSON.stringify(info.data, (k, v) => {
      if (k === 'skus' && Array.isArray(v)) skus.push(...v);
      return v;
    });
    const sku = skus.find((s) => s.stock > 2);
    if (sku) return `${g.id},${sku.skuId}`;
  }
  throw new Error(`no goods with stock in store ${sellerId}`);
}

/** A paid order of the demo seller's store, bought by a fresh buyer through the buyer API. */
async function paidOrder(request: APIRequestContext, buyer: string, line: string): Promise<string> {
  const sub = await act(request, 'order!submit', { token: buyer, orderInfo: `${line},1` });
  expect(sub.code, sub.msg).toBe('0');
  const orderId: string = sub.data.orderList[0].orderId;
  const pay = await act(request, 'order!pay', { token: buyer, orderId, safeword: SAFEWORD });
  expect(pay.code, pay.msg).toBe('0');
  return orderId;
}

async function signIn(page: Page, lang: Lang) {
  await signInSeller(page, `/seller?lang=${lang}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('seller-logout')).toBeVisible();
  await expect(page.getByTestId('seller-balance-payable')).toContainText('USDT');
}

async function shot(page: Page, name: string) {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

test('the demo seller signs in, sees a paid order, confirms and ships it (en, then ar)', async ({ page, request }) => {
  const login = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(login.status(), 'the demo seed gives seller1 a store').toBe(200);
  const { seller, token: sellerToken } = (await login.json()) as { token: string; seller: { id: string } };
  const buyer = await fundedBuyer(request, '3000');
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
    await shot(page, `seller-orders-${lang}`);

    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/seller/orders/${orderId}$`));
    await expect(page.getByTestId('seller-order-status')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('seller-money-state')).toHaveText(s.money.state.escrow);
    await expect(page.getByText('7 Palm Street, Apartment 12')).toBeVisible();
    await shot(page, `seller-order-detail-${lang}`);

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
  const buyer = await fundedBuyer(request, '1000');
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
