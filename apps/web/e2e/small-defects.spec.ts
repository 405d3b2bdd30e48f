import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { act, addBuyerAddress, newBuyer, registerBuyer } from './buyer-fixtures';
import { SCREENSHOT_DIR, VIEWS, expect, test } from './fixtures';

/** Issue 26 defect 11: phones with their "+", address parts in the reader's list style, store buttons that fit. */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Every matching button's content fits inside it, and the button inside its box (the store box, the
 * store header, the /wap shop head): a label too long for one line wraps, it never runs out.
 */
async function expectButtonsFit(page: Page, selector: string, min: number) {
  const sizes = await page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const box = e.closest('.store-box, .store-head, .wap-shop-head, .wap-goods-store, .wap-block') ?? e.parentElement!;
      const r = e.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return { text: e.textContent ?? '', sw: e.scrollWidth, cw: e.clientWidth, out: Math.max(b.left - r.left, r.right - b.right) };
    }),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(min);
  for (const s of sizes) {
    expect(s.sw, `"${s.text}" overflows its button`).toBeLessThanOrEqual(s.cw);
    expect(s.out, `"${s.text}" runs out of its box`).toBeLessThanOrEqual(0.5);
  }
}

test('phones keep their "+", and an Arabic address line uses "،" between isolated parts (desktop and /wap)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { token } = await newBuyer(request, 'addrline');
  await addBuyerAddress(request, token, { city: 'Jebel Ali', address: '7 Palm Street' });
  await page.addInitScript((tk) => localStorage.setItem('token', tk), token);

  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/userInfo/setup/shipping-address?lang=${lang}`);
    const card = page.getByTestId('address-card').first();
    await expect(card.locator('.address-lines__phone')).toHaveText('+971 501234567');
    const area = card.getByTestId('bidi-list');
    await expect(area.locator('bdi')).toHaveText(['Jebel Ali', 'Dubai', 'United Arab Emirates']);
    await expect(area).toHaveText(lang === 'ar' ? 'Jebel Ali، Dubai، United Arab Emirates' : 'Jebel Ali, Dubai, United Arab Emirates');
    await shot(page, `small-address-${lang}`);
  }

  const m = await browser.newContext({ baseURL, ...VIEWS.wap });
  await m.addInitScript((tk) => localStorage.setItem('token', tk), token);
  const mp = await m.newPage();
  await mp.goto('/wap/address?lang=ar');
  const mCard = mp.getByTestId('address-card').first();
  await expect(mCard.locator('.address-lines__phone')).toHaveText('+971 501234567');
  await expect(mCard.getByTestId('bidi-list')).toHaveText('Jebel Ali، Dubai، United Arab Emirates');
  await shot(mp, 'small-address-wap-ar');
  await m.close();
});

test('a phone account shows its number with "+" (header and dashboard)', async ({ page, request }) => {
  const number = `7700${String(Date.now()).slice(-6)}`;
  const token = await registerBuyer(request, `44 ${number}`, '1');
  await page.addInitScript((tk) => localStorage.setItem('token', tk), token);
  await page.goto('/userInfo/dashboard?lang=en');
  await expect(page.getByTestId('dashboard-username')).toHaveText(`+44 ${number}`);
  await expect(page.getByTestId('header-username')).toContainText(`+44 ${number}`);
});

test('store box and store header buttons fit their labels in German and Greek (desktop and 390 px)', async ({ page, request }) => {
  const list = await act(request, 'sellerGoods!list', { pageNum: '1', pageSize: '1', lang: 'en' });
  const goodsId: string = list.data.pageList[0].id;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['de', 'el'] as const) {
      await page.goto(`/productDetails?id=${goodsId}&lang=${lang}`);
      await expect(page.getByTestId('visit-store')).toBeVisible();
      await expectButtonsFit(page, '.store-box .btn', 2);
      await shot(page, `small-store-box-${lang}-${width}`);
      const storeHref = await page.getByTestId('visit-store').getAttribute('href');
      await page.goto(`${storeHref}&lang=${lang}`);
      await expect(page.locator('.store-head__actions .btn').first()).toBeVisible();
      await expectButtonsFit(page, '.store-head__actions .btn', 2);
      await shot(page, `small-store-head-${lang}-${width}`);
    }
  }
});

test('/wap shop head and goods page store buttons fit in German and Greek', async ({ browser, request, baseURL }) => {
  const list = await act(request, 'sellerGoods!list', { pageNum: '1', pageSize: '1', lang: 'en' });
  const goods = list.data.pageList[0] as { id: string };
  const info = await act(request, 'sellerGoods!info', { sellerGoodsId: goods.id, lang: 'en' });
  const sellerId: string = (list.data.pageList[0] as { sellerId?: string }).sellerId ?? info.data.sellerId ?? info.data.seller?.id;
  expect(sellerId).toBeTruthy();
  const m = await browser.newContext({ baseURL, ...VIEWS.wap });
  const p = await m.newPage();
  for (const lang of ['de', 'el'] as const) {
    await p.goto(`/wap/shop?id=${sellerId}&lang=${lang}`);
    await expect(p.getByTestId('wap-shop-name')).toBeVisible();
    await expectButtonsFit(p, '.wap-shop-head .btn', 2);
    await shot(p, `small-wap-shop-${lang}`);
    await p.goto(`/wap/goods?id=${goods.id}&lang=${lang}`);
    await expect(p.locator('.wap-goods-store .btn').first()).toBeVisible();
    await expectButtonsFit(p, '.wap-goods-store .btn', 1);
    await shot(p, `small-wap-goods-${lang}`);
  }
  await m.close();
});

test('footer "About" opens the About page with the brand text; "Sell with us" and "Download the app" are real pages (en, ar; 1280 and 390 px)', async ({
  page,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/index?lang=${lang}`);
      // the demo brand's own "About <brand>" link
      await page.locator('.site-footer a[href="/about"]').first().click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByTestId('about-page')).toBeVisible();
      await expect(page.getByTestId('about-brand-text')).toContainText(lang === 'ar' ? 'علامة تجارية نموذجية' : 'fictional sample brand');
      await expect(page.locator('.coming-soon')).toHaveCount(0);
      await shot(page, `small-about-${lang}-${width}`);

      await page.goto(`/merchantSettled?lang=${lang}`);
      await expect(page.getByTestId('sell-page')).toBeVisible();
      await expect(page.getByTestId('sell-page').locator('ol li')).toHaveCount(3);
      await expect(page.locator('.coming-soon')).toHaveCount(0);
      await shot(page, `small-sell-${lang}-${width}`);
      // the page's chat button opens the customer-service chat window
      await page.getByTestId('info-chat').click();
      await expect(page.getByTestId('chat-window')).toBeVisible();

      await page.goto(`/download?lang=${lang}`);
      await expect(page.getByTestId('mobile-site-page')).toBeVisible();
      const link = page.getByTestId('mobile-site-link');
      await expect(link).toHaveAttribute('href', new RegExp(`/wap\\?lang=${lang}$`));
      await expect(page.getByTestId('deposit-qr')).toHaveAttribute('data-qr-text', /\/wap\?lang=/);
      await expect(page.locator('.coming-soon')).toHaveCount(0);
      await shot(page, `small-download-${lang}-${width}`);
    }
  }
});

test('counts use the language plural forms: "1 store", not "1 stores" (en, ru, ar, cn)', async ({ page, request }) => {
  const { token } = await newBuyer(request, 'plural');
  const stores = await act(request, 'seller!list', { pageNum: '1', pageSize: '3', lang: 'en' });
  const ids = (stores.data.pageList as { id: string }[]).map((s) => s.id);
  expect(ids.length).toBeGreaterThanOrEqual(3);
  await page.addInitScript((tk) => localStorage.setItem('token', tk), token);
  const badge = page.locator('.uc-page__head .badge');
  const expected: Record<number, Record<string, string>> = {
    1: { en: '1 store', ru: '1 магазин', ar: '1 متجر', cn: '1 家店铺' },
    3: { en: '3 stores', ru: '3 магазина', ar: '3 متاجر', cn: '3 家店铺' },
  };
  let following = 0;
  for (const n of [1, 3]) {
    while (following < n) expect((await act(request, 'focusSeller!add', { token, sellerId: ids[following++] })).code).toBe('0');
    // cn is not a language tag: its plural rules are zh-CN's (lib/i18n.ts), not English ones
    for (const lang of ['en', 'ru', 'ar', 'cn']) {
      await page.goto(`/userInfo/collect-shop?lang=${lang}`);
      await expect(badge).toHaveText(expected[n][lang]);
    }
  }
  await shot(page, 'small-plural-ar');
});

test('the loan terms block is styled on its own (desktop en + ar, /wap 390 px), without the wallet stylesheet', async ({
  page,
  browser,
  baseURL,
}) => {
  const styled = async (p: Page) => {
    const rows = p.locator('[data-testid="loan-terms"] .wallet-detail__row');
    await expect(rows.first()).toBeVisible();
    const look = await rows.evaluateAll((els) =>
      els.map((e) => {
        const cs = getComputedStyle(e);
        const dd = getComputedStyle(e.querySelector('dd')!);
        return { display: cs.display, justify: cs.justifyContent, ddMargin: dd.marginInlineStart, ddAlign: dd.textAlign };
      }),
    );
    expect(look.length).toBeGreaterThanOrEqual(8);
    for (const l of look) expect(l).toEqual({ display: 'flex', justify: 'space-between', ddMargin: expect.any(String), ddAlign: 'end' });
    // label and value on one line, not stacked
    const first = rows.first();
    const [dt, dd] = await Promise.all([first.locator('dt').boundingBox(), first.locator('dd').boundingBox()]);
    expect(Math.abs(dt!.y - dd!.y)).toBeLessThan(8);
  };
  for (const lang of ['en', 'ar']) {
    await page.goto(`/credit?lang=${lang}`);
    await styled(page);
    await shot(page, `small-loan-terms-${lang}-1280`);
  }
  const m = await browser.newContext({ baseURL, ...VIEWS.wap });
  const mp = await m.newPage();
  for (const lang of ['en', 'ar']) {
    await mp.goto(`/wap/credit?lang=${lang}`);
    await styled(mp);
    await shot(mp, `small-loan-terms-wap-${lang}`);
  }
  await m.close();
});
