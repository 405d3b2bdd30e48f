import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { SELLER, expect, login, screenshots, signInSeller, test, toast, uniqueEmail } from './fixtures';
import enAfterSale from '../src/locales/en/aftersale.json';
import enEvaluation from '../src/locales/en/evaluation.json';

/**
 * After-sales through the real pages (issue 11 "Done when"): an order of the demo store is paid from a
 * real (operator-approved) deposit, shipped by the seller over `/v1/seller` and received; the buyer
 * reviews it with 2 photos and the review shows on the product page under "with pictures". A second
 * order: a return with photos, the seller accepts it in the seller console, and the buyer's balance
 * goes up by exactly the refund, once (a second accept answers 409 and moves nothing).
 */
const ADMIN = { username: 'admin', password: 'e2e-admin-password-0001' }; // global-setup.ts
const SAFEWORD = '135790';
const PASSWORD = 'lantern42x';
const REVIEW_TEXT = 'Solid build, true to the pictures. <b>Would buy again</b>';
const RETURN_TEXT = 'The box was crushed and the item is cracked.';

const api = (path: string) => `${process.env.E2E_BASE_URL}${path}`;
const micro = (s: string): bigint => {
  const [i, f = ''] = s.split('.');
  return BigInt(i!) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
};

// ---- a small solid-colour PNG (the upload re-encodes it), without extra packages
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) {
      const stripe = ((x >> 4) + (y >> 4)) % 2 ? 0.8 : 1;
      raw[row + 1 + x * 3] = Math.round(r * stripe);
      raw[row + 2 + x * 3] = Math.round(g * stripe);
      raw[row + 3 + x * 3] = Math.round(b * stripe);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const photo = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(160, 120, rgb) });

async function act(request: APIRequestContext, name: string, form: Record<string, string>) {
  const r = await request.post(api(`/api/${name}.action`), { form });
  expect(r.status()).toBe(200);
  return (await r.json()) as { code: string; msg: string; data: any };
}

/** A new buyer with a fund password, an address and `amount` USDT (a manual deposit an operator approved). */
async function fundedBuyer(request: APIRequestContext, amount: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('aftersale');
  const reg = await act(request, 'localuser!registerNoVerifcode', {
    username: email,
    password: PASSWORD,
    re_password: PASSWORD,
    type: '2',
  });
  expect(reg.code, reg.msg).toBe('0');
  const token: string = reg.data.token;
  const login = await request.post(api('/v1/admin/login'), { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const admin: string = (await login.json()).token;
  let channels = (await act(request, 'channelBlockchain!list', { token })).data as {
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
  const up = await request.post(api('/api/uploadimg!execute.action'), {
    multipart: { moduleName: 'recharge', token, file: { name: 'proof.png', mimeType: 'image/png', buffer: png(8, 8, [40, 40, 40]) } },
  });
  const img = (await up.json()) as { code: string; data: string };
  expect(img.code).toBe('0');
  const open = await act(request, 'rechargeBlockchain!recharge_open', { token });
  const claim = await act(request, 'rechargeBlockchain!recharge', {
    token,
    session_token: open.data.session_token,
    amount,
    coin: channels[0]!.coin,
    blockchain_name: channels[0]!.blockchain_name,
    channel_address: channels[0]!.address,
    img: img.data,
    from: '0x52908400098527886E0F7030069857D2E4169EE7',
    tx: '0x' + 'ab'.repeat(32),
  });
  expect(claim.code, claim.msg).toBe('0');
  const ok = await request.post(api(`/v1/admin/deposits/${claim.data.order_no}/approve`), {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(ok.status(), await ok.text()).toBe(200);
  expect((await act(request, 'user!setSafewordReg', { token, safeword: SAFEWORD, re_safeword: SAFEWORD })).code).toBe('0');
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
  return { email, token };
}

/** "goodsId,skuId" of something on sale in the store (with stock). */
async function goodsOf(request: APIRequestContext, sellerId: string): Promise<string> {
  const list = await act(request, 'sellerGoods!list', { sellerId, pageNum: '1', pageSize: '20' });
  for (const g of list.data.pageList as { id: string }[]) {
    const info = await act(request, 'sellerGoods!info', { sellerGoodsId: g.id });
    const skus: { skuId: string; stock: number }[] = [];
    JSON.stringify(info.data, (k, v) => {
      if (k === 'skus' && Array.isArray(v)) skus.push(...v);
      return v;
    });
    const sku = skus.find((s) => s.stock > 4);
    if (sku) return `${g.id},${sku.skuId}`;
  }
  throw new Error(`no goods with stock in store ${sellerId}`);
}

async function paidOrder(request: APIRequestContext, buyer: string, line: string): Promise<string> {
  const sub = await act(request, 'order!submit', { token: buyer, orderInfo: `${line},1` });
  expect(sub.code, sub.msg).toBe('0');
  const orderId: string = sub.data.orderList[0].orderId;
  const pay = await act(request, 'order!pay', { token: buyer, orderId, safeword: SAFEWORD });
  expect(pay.code, pay.msg).toBe('0');
  return orderId;
}

const balance = async (request: APIRequestContext, token: string): Promise<bigint> => {
  const r = await act(request, 'wallet!getUsdt', { token });
  expect(r.code, r.msg).toBe('0');
  return BigInt(Math.round(Number(r.data.money) * 1_000_000));
};

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
  await page.getByTestId('return-reason-6').check();
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
  const theCase = ((await cases.json()).items as { id: string; orderId: string; refundable: string }[]).find((c) => c.orderId === returned);
  expect(theCase, 'the request is listed for the seller').toBeTruthy();
  const refund = micro(theCase!.refundable);
  expect(refund).toBeGreaterThan(0n);
  await signInSeller(page);
  await page.getByTestId('seller-nav-returns').click();
  const row = page.getByTestId(`seller-return-row-${returned}`);
  await expect(row).toBeVisible();
  await row.getByTestId('seller-return-open').click();
  await expect(page.getByTestId('seller-return-text')).toHaveText(RETURN_TEXT);
  await expect(page.getByTestId('seller-return-reason')).toHaveText(enAfterSale.reasons['6']);
  await expect(page.getByTestId('seller-return-photos').getByTestId('photo-thumb')).toHaveCount(2);
  await page.getByTestId('seller-return-accept').click();
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
