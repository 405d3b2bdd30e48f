import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import arCatalog from '../src/locales/ar/catalog.json';
import arWap from '../src/locales/ar/wap.json';
import enCatalog from '../src/locales/en/catalog.json';
import enCommon from '../src/locales/en/common.json';
import enWap from '../src/locales/en/wap.json';
import { action } from './chain-buyer';
import { SCREENSHOT_DIR, VIEWS, expect, test, uniqueEmail } from './fixtures';

/**
 * The mobile site (/wap) in a phone: 390×844, an iPhone user agent, touch. Runs against the built
 * app served by the API with the demo catalogue (see global-setup.ts).
 */
test.use({ ...VIEWS.wap });

interface GoodsRow {
  id: string;
  sellerId: string;
  name: string;
}

/** A goods of the demo catalogue with options to choose (and its store). */
async function goodsWithOptions(request: APIRequestContext): Promise<GoodsRow> {
  const list = await action<{ pageList: GoodsRow[] }>(request, 'sellerGoods!list', { pageNum: '1', pageSize: '20' });
  for (const g of list.pageList) {
    const info = await action<{ canSelectAttributes: { goodAttrs: unknown[] } }>(request, 'sellerGoods!info', { sellerGoodsId: g.id });
    if (info.canSelectAttributes.goodAttrs.length >= 1) return g;
  }
  throw new Error('no goods with options in the demo catalogue');
}

/** Waits until the page's pictures above the fold have loaded (for screenshots). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const onScreen = (i: HTMLImageElement) => {
      const r = i.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
    };
    const imgs = [...document.images].filter((i) => onScreen(i) && !i.complete);
    const loaded = Promise.all(imgs.map((i) => new Promise((r) => ((i.onload = r), (i.onerror = r)))));
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 5_000))]);
  });
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  // finite animations (the sheet sliding in) have ended
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

test('desktop addresses send phones to the mobile site, carrying lang; account pages stay', async ({ page, request }) => {
  const g = await goodsWithOptions(request);
  await page.goto(`/productDetails?id=${g.id}&lang=de`);
  await expect(page).toHaveURL(new RegExp(`/wap/goods\\?lang=de&id=${g.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('wap-goods-name')).toBeVisible();

  await page.goto(`/store?storeId=${g.sellerId}`);
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?id=${g.sellerId}$`));
  await page.goto(`/store?id=${g.sellerId}&lang=en`);
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?lang=en&id=${g.sellerId}$`));

  await page.goto('/searchResult?k=shirt&lang=ar');
  await expect(page).toHaveURL(/\/wap\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // the mobile site links to the account pages: they are not sent back
  await page.goto('/login?lang=en');
  await expect(page).toHaveURL(/\/login\?lang=en$/);
});

test('legacy mobile hash links and earlier /wap addresses open the new pages', async ({ page, request }) => {
  const g = await goodsWithOptions(request);
  await page.goto(`/wap/#/CommodityDetails?sellerGoodsId=${g.id}`);
  await expect(page).toHaveURL(new RegExp(`/wap/goods\\?id=${g.id}$`));
  await expect(page.getByTestId('wap-goods-name')).toBeVisible();

  await page.goto(`/wap/#/shop?sellerId=${g.sellerId}&lang=en`);
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?lang=en&id=${g.sellerId}$`));
  await expect(page.getByTestId('wap-shop-name')).toBeVisible();

  await page.goto(`/wap/productDetails?id=${g.id}`);
  await expect(page).toHaveURL(new RegExp(`/wap/goods\\?id=${g.id}$`));
  await page.goto(`/wap/store?storeId=${g.sellerId}`);
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?id=${g.sellerId}$`));
});

test('home → category → goods (options sheet) → store (follow) → search', async ({ page, request }) => {
  const w = enWap;
  const c = enCatalog;
  // a logged-in visitor: registered through the API, token handed to the page
  const email = uniqueEmail('wap');
  const session = await action<{ token: string }>(request, 'localuser!registerNoVerifcode', {
    username: email,
    password: 'Wap12345',
    re_password: 'Wap12345',
    type: '2',
  });
  await page.addInitScript((token) => window.localStorage.setItem('token', token), session.token);

  // home: banners, category shortcuts, new arrivals, then recommended stores and goods below
  await page.goto('/wap?lang=en');
  await expect(page.getByTestId('wap-banners').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('wap-section-new').getByTestId('wap-goods-card').first()).toBeVisible();
  await expect(page.getByTestId('wap-tab-home')).toHaveClass(/active/);
  // the sections below load when near: the stores first, then (further down) the recommended goods
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('wap-section-stores').getByTestId('wap-store').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('wap-recommended').getByTestId('wap-goods-card').first()).toBeVisible();

  // category tree: left rail, subcategories → goods list
  await page.getByTestId('wap-tab-category').click();
  await expect(page).toHaveURL(/\/wap\/category$/);
  const tops = page.getByTestId('wap-top-category');
  await expect(tops.first()).toHaveAttribute('aria-current', 'true');
  await tops.nth(1).click();
  await expect(tops.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('wap-subcategory').first().click();
  await expect(page).toHaveURL(/\/wap\/list\?categoryId=/);
  const cards = page.getByTestId('wap-list').getByTestId('wap-goods-card');
  await expect(cards.first()).toBeVisible();
  // sorting by price keeps the list in the address
  await page.getByTestId('wap-sort-isPrice').click();
  await expect(page).toHaveURL(/isPrice=1/);
  await expect(cards.first()).toBeVisible();

  // a goods with options: the sheet chooses them and the quantity
  const g = await goodsWithOptions(request);
  await page.goto(`/wap/goods?id=${g.id}`);
  await expect(page.getByTestId('wap-goods-name')).toHaveText(g.name);
  await expect(page.getByTestId('wap-freight')).toContainText('USDT');
  await expect(page.getByTestId('wap-tab-home')).toHaveCount(0); // the buy bar replaces the tabs here
  await page.getByTestId('wap-choose').click();
  const sheet = page.getByTestId('wap-sku-sheet');
  await expect(sheet).toBeVisible();
  for (const row of await sheet.locator('.sku-picker__row').all()) {
    await row.getByTestId('sku-option').and(page.locator(':enabled')).first().click();
  }
  await expect(sheet.getByTestId('wap-sku-stock')).toContainText(c.product.inStock.replace('{{stock}}', '').trim());
  await sheet.getByRole('button', { name: c.product.increase }).click();
  await expect(sheet.getByTestId('quantity')).toHaveValue('2');
  await expect(sheet.getByTestId('wap-add-to-cart')).toBeEnabled(); // the cart: cart-checkout.spec.ts
  await sheet.getByRole('button', { name: w.sheet.close }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('wap-choose')).toContainText(w.goods.quantity.replace('{{n}}', '2'));

  // its store: follow (logged in), the count goes up and stays after a reload
  await page.getByTestId('wap-goods-store').click();
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?id=${g.sellerId}$`));
  const follow = page.getByTestId('follow');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await page.getByTestId('wap-shop-followers').innerText()).replace(/\D/g, ''));
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wap-shop-followers')).toHaveText(String(before + 1));
  await page.reload();
  await expect(page.getByTestId('follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wap-shop-goods').getByTestId('wap-goods-card').first()).toBeVisible();

  // search: suggestions while typing, results in two tabs, the keyword kept in the history
  await page.getByTestId('wap-tab-search').click();
  await expect(page).toHaveURL(/\/wap\/search$/);
  const box = page.getByTestId('wap-search-input');
  await expect(box).toBeFocused();
  await page.getByTestId('wap-search-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: enCommon.header.searchEmpty })).toBeVisible();
  await box.fill('shirt');
  await expect(page.getByTestId('wap-suggestions').getByRole('link').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/wap\/search\?k=shirt$/);
  await expect(page.getByTestId('wap-search-goods').getByTestId('wap-goods-card').first()).toBeVisible();
  await page.getByTestId('wap-search-tab-stores').click();
  await expect(page).toHaveURL(/\/wap\/search\?k=shirt&tab=stores$/);
  await expect(page.getByTestId('wap-store').first().or(page.getByTestId('empty-state'))).toBeVisible();
  await page.goto('/wap/search');
  await expect(page.getByTestId('wap-history').getByRole('button', { name: 'shirt' })).toBeVisible();
});

test('"desktop site" keeps this phone on the desktop pages', async ({ page, request }) => {
  const g = await goodsWithOptions(request);
  await page.goto(`/wap/goods?id=${g.id}`);
  await page.getByTestId('wap-desktop').click();
  await expect(page).toHaveURL(new RegExp(`/productDetails\\?id=${g.id}$`));
  expect(await page.evaluate(() => localStorage.getItem('preferDesktop'))).toBe('1');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/productDetails\\?id=${g.id}$`));
});

for (const lang of ['en', 'ar'] as const) {
  test(`screenshots 390×844 (${lang}): home, goods, shop, search`, async ({ page, request }) => {
    const g = await goodsWithOptions(request);
    const w = lang === 'ar' ? arWap : enWap;
    await page.goto(`/wap?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('wap-tab-home')).toContainText(w.tabs.home);
    await expect(page.getByTestId('wap-section-new').getByTestId('wap-goods-card').first()).toBeVisible();
    await shot(page, `wap-home-${lang}`);

    await page.goto(`/wap/goods?id=${g.id}`);
    await expect(page.getByTestId('wap-goods-name')).toBeVisible();
    await shot(page, `wap-goods-${lang}`);
    await page.getByTestId('wap-choose').click();
    await expect(page.getByTestId('wap-sku-sheet')).toBeVisible();
    await shot(page, `wap-goods-sheet-${lang}`);

    await page.goto(`/wap/shop?id=${g.sellerId}`);
    await expect(page.getByTestId('wap-shop-goods').getByTestId('wap-goods-card').first()).toBeVisible();
    await shot(page, `wap-shop-${lang}`);

    await page.goto('/wap/search?k=shirt');
    await expect(page.getByTestId('wap-search-goods').getByTestId('wap-goods-card').first()).toBeVisible();
    await expect(page.getByTestId('wap-search-tab-goods')).toHaveText((lang === 'ar' ? arCatalog : enCatalog).search.goodsTab);
    await shot(page, `wap-search-${lang}`);
  });
}

test('customer service: the goods page and "me" link to /wap/chat, with the unread badge', async ({ page, request }) => {
  const g = await goodsWithOptions(request);
  // A signed-in buyer asked customer service; an agent answered (the demo agent, over the agent REST).
  const email = uniqueEmail('wapchat');
  const session = await action<{ token: string }>(request, 'localuser!registerNoVerifcode', {
    username: email,
    password: 'lantern42x',
    re_password: 'lantern42x',
    type: '2',
  });
  await action(request, 'newOnlinechat!send', { type: 'text', content: encodeURIComponent('Where is my parcel?') }, 'en', session.token);
  const agentLogin = await request.post('/v1/admin/login', { data: { username: 'demo-agent', password: 'demo-agent-pass-2025' } });
  expect(agentLogin.status()).toBe(200);
  const agent = { Authorization: `Bearer ${((await agentLogin.json()) as { token: string }).token}` };
  const queue = (await (await request.get('/v1/agent/conversations?scope=all', { headers: agent })).json()) as {
    items: { id: string; customer: string }[];
  };
  const conv = queue.items.find((c) => c.customer === email);
  expect(conv).toBeDefined();
  const answer = `It left the warehouse today ${Date.now().toString(36)}`;
  const sent = await request.post(`/v1/agent/conversations/${conv!.id}/messages`, {
    headers: agent,
    data: { type: 'text', content: answer },
  });
  expect(sent.status()).toBe(201);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), session.token);

  // The goods page's buy bar: the service icon with the badge.
  await page.goto(`/wap/goods?id=${g.id}&lang=en`);
  const onGoods = page.getByTestId('wap-chat-link');
  await expect(onGoods).toContainText(enWap.service.short);
  await expect(onGoods).toHaveAttribute('href', '/wap/chat');
  await expect(onGoods.getByTestId('chat-entry-badge')).toContainText('1');
  await shot(page, 'wap-goods-chat-en');

  // "me": a customer-service row with the badge; it opens the chat page with the answer.
  await page.goto('/wap/me?lang=en');
  const row = page.getByTestId('wap-chat-link');
  await expect(row).toContainText(enWap.service.label);
  await expect(row.getByTestId('chat-entry-badge')).toContainText('1');
  await shot(page, 'wap-me-chat-en');
  await row.click();
  await expect(page).toHaveURL(/\/wap\/chat$/);
  await expect(page.getByTestId('chat-page')).toBeVisible();
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toHaveClass(/chat-msg--theirs/);
  // Read there: back on "me" the badge is gone.
  await page.goBack();
  await expect(page).toHaveURL(/\/wap\/me/);
  await expect(page.getByTestId('wap-chat-link')).toBeVisible();
  await expect(page.getByTestId('chat-entry-badge')).toHaveCount(0);

  // In Arabic the row reads right to left.
  await page.goto('/wap/me?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('wap-chat-link')).toContainText(arWap.service.label);
  await shot(page, 'wap-me-chat-ar');
});
