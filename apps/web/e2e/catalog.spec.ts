import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import arCatalog from '../src/locales/ar/catalog.json';
import enCatalog from '../src/locales/en/catalog.json';
import { SCREENSHOT_DIR, T, expect, register, test, toast, uniqueEmail } from './fixtures';

/**
 * Catalog, stores and search on the desktop site, against the API's demo catalogue (MALL_SEED=demo).
 * Screenshots (1280×800, full page, en + ar) go to e2e/screenshots/catalog-*.png.
 */

const c = enCatalog;
const common = T.en.common;

/** A translated text with its {{placeholders}} as a pattern (numbers with grouping). */
function pattern(text: string): RegExp {
  const esc = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?');
  return new RegExp(esc);
}

/** The number in a text such as "1,234". */
const num = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''));

/** Answer of one `.action` call (waits for it). */
function action(page: Page, name: string): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes(`/api/${name}.action`) && r.request().method() === 'POST');
}

async function expectOk(res: Promise<Response>) {
  const body = await (await res).json();
  expect(body.code, body.msg).toBe('0');
}

/** Scroll through the page so lazy pictures load, then wait until every picture has arrived. */
async function settle(page: Page) {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((v) => window.scrollTo(0, v), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => !i.complete).length), { timeout: 45_000 }).toBe(0);
  await page.waitForTimeout(300);
}

/** No broken pictures, no placeholder tiles for failed ones, no raw translation keys on screen. */
async function expectClean(page: Page) {
  expect(await page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src))).toEqual([]);
  await expect(page.locator('.img-fallback')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /\b(loginRequired|price|goods|favourite|store|category|sort|pagination|state|home|search|product|information)\.[a-z][A-Za-z.]+\b/,
  );
}

async function shot(page: Page, name: string) {
  await settle(page);
  await expectClean(page);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `catalog-${name}.png`), fullPage: true });
}

/** Pick the first enabled value of every attribute (each pick narrows the next row). */
async function pickSku(page: Page) {
  const rows = page.locator('.sku-picker__row');
  const n = await rows.count();
  for (let i = 0; i < n; i++) {
    const option = rows.nth(i).locator('[data-testid="sku-option"]:not([disabled])').first();
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }
}

test('home → search → product (SKU, quantity, favourite) → store (follow) → saved lists', async ({ page }) => {
  await register(page, uniqueEmail('cat'), 'lantern42x');

  // Home shows goods and stores.
  await page.goto('/index');
  const recommended = page.getByTestId('section-recommended');
  await expect(recommended.getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('section-stores').getByTestId('store-card').first()).toBeVisible();
  await expect(page.getByTestId('section-hotDeals').getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('section-newArrivals').getByTestId('goods-card').first()).toBeVisible();
  const name = (await recommended.getByTestId('goods-card').first().getByRole('heading').innerText()).trim();
  expect(name.length).toBeGreaterThan(3);

  // Search that name: suggestions while typing, then goods results.
  const box = page.getByRole('combobox', { name: common.header.searchLabel });
  await box.fill(name);
  const suggestions = page.getByRole('listbox', { name: c.search.suggestions });
  await expect(suggestions.getByRole('option').filter({ hasText: name }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/searchGoods\\?k=${encodeURIComponent(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]')[0])).toBe(name);
  const result = page
    .getByTestId('goods-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
  await expect(result).toBeVisible();
  await result.getByRole('link').first().click();

  // Product page.
  await expect(page).toHaveURL(/\/productDetails\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('product-price')).toContainText('USDT');
  await expect(page.getByText(pattern(c.product.freightTip))).toBeVisible();
  await pickSku(page);
  await expect(page.locator('.buy-box__stock')).toHaveText(pattern(c.product.inStock));
  const qty = page.getByTestId('quantity');
  const min = Number(await qty.inputValue());
  expect(min).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: c.product.increase }).click();
  await expect(qty).toHaveValue(String(min + 1));
  await qty.fill('100000');
  await qty.blur();
  expect(Number(await qty.inputValue())).toBeLessThanOrEqual(999); // mall_max_goods_number_in_order / stock
  await page.getByRole('button', { name: c.product.decrease }).click();
  await expect(page.getByTestId('add-to-cart')).toBeEnabled(); // the cart: cart-checkout.spec.ts
  await page.getByRole('tab', { name: c.product.tabs.reviews }).click();
  await expect(page.getByTestId('product-reviews')).toBeVisible(); // reviews: after-sale.spec.ts

  const heart = page.locator('.buy-box').getByTestId('favourite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const kept = action(page, 'keepGoods!add');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectOk(kept);

  // Its store: follow it, the follower count goes up by one (and stays after a reload).
  const storeName = (await page.locator('#store-box-name').innerText()).trim();
  await page.getByTestId('visit-store').click();
  await expect(page).toHaveURL(/\/store\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storeName);
  await expect(page.getByTestId('section-recommended')).toHaveCount(0);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  const followers = num(await page.getByTestId('store-followers').innerText());
  const follow = page.getByTestId('follow');
  await expect(follow).toHaveText(c.store.follow);
  const followed = action(page, 'focusSeller!add');
  await follow.click();
  await expect(follow).toHaveText(c.store.following);
  await expect(page.getByTestId('store-followers')).toHaveText(String(followers + 1));
  await expectOk(followed);
  await page.reload();
  await expect(page.getByTestId('follow')).toHaveText(c.store.following);
  await expect(page.getByTestId('store-followers')).toHaveText(String(followers + 1));

  // Search inside the store.
  const storeGoods = (await page.getByTestId('goods-card').first().getByRole('heading').innerText()).trim();
  await page.getByRole('searchbox', { name: c.store.searchLabel }).fill(storeGoods);
  await page.getByRole('searchbox', { name: c.store.searchLabel }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('goods-card').filter({ hasText: storeGoods }).first()).toBeVisible();

  // The user centre lists them; removing and unfollowing empties the lists.
  await page.goto('/userInfo/collect-goods');
  await expect(page.getByTestId('kept-goods').filter({ hasText: name })).toBeVisible();
  await page.goto('/userInfo/collect-shop');
  await expect(page.getByTestId('followed-store').filter({ hasText: storeName })).toBeVisible();
  const unfollowed = action(page, 'focusSeller!del');
  await page.getByTestId('unfollow').first().click();
  await expectOk(unfollowed);
  await expect(page.getByTestId('empty-state')).toContainText(c.store.followedEmpty);
  await page.goto('/userInfo/collect-goods');
  const removed = action(page, 'keepGoods!del');
  await page.getByTestId('remove-kept').first().click();
  await expectOk(removed);
  await expect(page.getByTestId('empty-state')).toContainText(c.favourite.empty);
});

test('logged out: the heart asks to log in, with a link that comes back', async ({ page }) => {
  await page.goto('/index');
  const card = page.getByTestId('section-recommended').getByTestId('goods-card').first();
  await card.getByTestId('favourite').click();
  const t = toast(page, c.loginRequired);
  await expect(t).toBeVisible();
  await t.getByRole('link', { name: common.header.login }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
});

test('favourite and follow are optimistic and roll back when the server refuses', async ({ page }) => {
  await register(page, uniqueEmail('rollback'), 'lantern42x');
  await page.goto('/index');
  const card = page.getByTestId('section-recommended').getByTestId('goods-card').first();
  await page.route('**/api/keepGoods!add.action*', (route) =>
    route.fulfill({ json: { code: '1', msg: 'Refused for the test', data: null } }),
  );
  const heart = card.getByTestId('favourite');
  await heart.click();
  await expect(toast(page, 'Refused for the test')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.unroute('**/api/keepGoods!add.action*');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('section-stores').getByTestId('store-card').first().getByRole('link').first().click();
  const followers = num(await page.getByTestId('store-followers').innerText());
  await page.route('**/api/focusSeller!add.action*', (route) =>
    route.fulfill({ json: { code: '1', msg: 'No follow for the test', data: null } }),
  );
  await page.getByTestId('follow').click();
  await expect(toast(page, 'No follow for the test')).toBeVisible();
  await expect(page.getByTestId('follow')).toHaveText(c.store.follow);
  await expect(page.getByTestId('store-followers')).toHaveText(String(followers));
});

test('listings: sort flags cycle 1 → 2 → 0, pages and categories live in the address', async ({ page }) => {
  await page.goto('/commodity');
  const prices = async () => {
    await expect(page.locator('.goods-grid.is-stale')).toHaveCount(0);
    return (await page.locator('.goods-card .price__now').allInnerTexts()).map((s) => Number(s.replace(/[^\d.]/g, '')));
  };
  await expect(page.getByTestId('goods-card')).toHaveCount(20);
  const sortPrice = page.getByTestId('sort-isPrice');
  await sortPrice.click();
  await expect(page).toHaveURL(/\/commodity\?isPrice=1$/);
  const up = await prices();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await sortPrice.click();
  await expect(page).toHaveURL(/\/commodity\?isPrice=2$/);
  const down = await prices();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await sortPrice.click();
  await expect(page).toHaveURL(/\/commodity$/);

  await page.getByTestId('sort-isNew').click();
  await expect(page).toHaveURL(/\/commodity\?isNew=1$/);
  await page.getByTestId('next-page').click();
  await expect(page).toHaveURL(/\/commodity\?isNew=1&page=2$/);
  await expect(page.getByRole('link', { name: pattern(c.pagination.page) }).and(page.locator('[aria-current="page"]'))).toHaveText('2');

  // Categories: the tree, a category's goods, its sub-categories.
  await page.goto('/classification');
  const nav = page.getByRole('navigation', { name: c.category.title });
  const top = nav.locator('.category-nav__link').nth(1);
  const topName = (await top.innerText()).trim();
  await top.click();
  await expect(page).toHaveURL(/\/classification\?categoryId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topName);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  const sub = page.getByRole('list', { name: c.category.subcategories }).getByRole('link').nth(1);
  const subName = (await sub.innerText()).trim();
  await sub.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subName);

  // Deals only list discounted goods.
  await page.goto('/discounted');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  expect(await page.locator('.goods-card').count()).toBe(await page.locator('.goods-card .price__was').count());
});

test('search: goods, stores, nothing; tabs keep the keyword', async ({ page }) => {
  await page.goto('/index');
  const box = page.getByRole('combobox', { name: common.header.searchLabel });
  const storeName = (await page.getByTestId('section-stores').getByTestId('store-card').first().getByRole('heading').innerText()).trim();
  await box.fill(storeName);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search(Store|Goods)\?k=/);
  await page.getByTestId('search-tab-stores').click();
  await expect(page).toHaveURL(/\/searchStore\?k=/);
  await expect(page.getByTestId('store-card').filter({ hasText: storeName }).first()).toBeVisible();
  await expect(box).toHaveValue(storeName);

  await box.fill('zzqxv nothing like this');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?k=zzqxv%20nothing%20like%20this$/);
  await expect(page.getByTestId('empty-state')).toBeVisible();

  // keyboard: a suggestion chosen with the arrow keys opens that goods or store
  await box.fill(storeName.slice(0, 5));
  await expect(page.getByRole('listbox', { name: c.search.suggestions }).getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/(store|productDetails)\?id=[0-9a-f-]{36}$/);
});

test('screenshots en + ar (home, classification, product, store, search) and right-to-left layout', async ({ page }) => {
  await page.goto('/index?lang=en');
  await expect(page.getByTestId('section-recommended').getByTestId('goods-card').first()).toBeVisible();
  const goodsHref = await page
    .getByTestId('section-recommended')
    .getByTestId('goods-card')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  const storeHref = await page
    .getByTestId('section-stores')
    .getByTestId('store-card')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  const name = (await page.getByTestId('section-recommended').getByTestId('goods-card').first().getByRole('heading').innerText()).trim();
  const keyword = name.split(/\s+/).slice(-1)[0]!;
  const category = await page.locator('.category-tile').first().getAttribute('href');
  expect(goodsHref && storeHref && category).toBeTruthy();

  for (const lang of ['en', 'ar'] as const) {
    const tr = lang === 'ar' ? arCatalog : enCatalog;
    await page.goto(`/index?lang=${lang}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { name: tr.home.recommendedStores })).toBeVisible();
    await expect(page.getByTestId('section-recommended').getByTestId('goods-card').first()).toBeVisible();
    if (lang === 'ar') {
      // mirrored: the first card sits at the right, "previous" at the right edge of the carousel
      const cards = page.getByTestId('section-recommended').getByTestId('goods-card');
      const first = (await cards.nth(0).boundingBox())!;
      const second = (await cards.nth(1).boundingBox())!;
      expect(first.x).toBeGreaterThan(second.x);
      const prev = await page.getByRole('button', { name: tr.home.previousSlide }).boundingBox();
      const next = await page.getByRole('button', { name: tr.home.nextSlide }).boundingBox();
      if (prev && next) expect(prev.x).toBeGreaterThan(next.x);
    }
    await shot(page, `home-${lang}`);

    await page.goto(category!);
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await shot(page, `classification-${lang}`);

    await page.goto(goodsHref!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pickSku(page);
    await expect(page.getByText(pattern(tr.product.freightTip))).toBeVisible();
    await shot(page, `product-${lang}`);

    await page.goto(storeHref!);
    await expect(page.getByTestId('follow')).toBeVisible();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await shot(page, `store-${lang}`);

    await page.goto(`/searchGoods?k=${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await shot(page, `search-${lang}`);
  }
  await page.goto('/index?lang=en');
});
