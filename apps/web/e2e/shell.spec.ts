import cnCommon from '../src/locales/cn/common.json';
import { T, expect, register, test, toast, uniqueEmail } from './fixtures';

const c = T.en.common;

test('/ redirects to /index; agent code from the first page prefills registration', async ({ page }) => {
  await page.goto('/?code=AGENT42');
  await expect(page).toHaveURL(/\/index\?code=AGENT42$/);
  expect(await page.evaluate(() => localStorage.getItem('agentCode'))).toBe('AGENT42');
  await page.goto('/register');
  await expect(page.locator('input[name="agentCode"]')).toHaveValue('AGENT42');
});

test('search: empty keyword warns, keywords go to /searchResult and into a history of 10', async ({ page }) => {
  await page.goto('/index');
  const box = page.getByRole('combobox', { name: c.header.searchLabel });
  await page.getByRole('button', { name: c.header.searchButton }).click();
  await expect(toast(page, c.header.searchEmpty)).toBeVisible();

  for (let i = 1; i <= 12; i++) {
    await box.fill(`kw${i}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/searchResult\\?k=kw${i}$`));
    // settled: the box shows the results page's keyword and takes the next search (a submit while
    // one is still running is ignored, by design)
    await expect(box).toHaveValue(`kw${i}`);
    await expect(page.getByRole('banner').getByRole('search')).not.toHaveAttribute('aria-busy');
  }
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]'));
  expect(history).toHaveLength(10);
  expect(history[0]).toBe('kw12');

  await box.fill('');
  await box.focus();
  const list = page.getByRole('listbox', { name: c.header.history });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(10);
  await list.getByRole('option', { name: 'kw5', exact: true }).click();
  await expect(page).toHaveURL(/\/searchResult\?k=kw5$/);
});

test('unknown routes show the 404 page; protected pages send visitors to /login; "Sell with us" is a real page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: c.notFound.title })).toBeVisible();
  await page.goto('/userInfo/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserInfo%2Fdashboard$/);
  await page.goto('/settlement');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettlement$/);
  await page.goto('/merchantSettled');
  await expect(page.getByRole('heading', { name: c.pages.merchantSettled })).toBeVisible();
  await expect(page.getByTestId('sell-page')).toBeVisible();
  await expect(page.getByText(c.comingSoon.title)).toHaveCount(0);
});

test('lang accepts tags (zh-CN), switcher changes language and <html lang>', async ({ page }) => {
  await page.goto('/index?lang=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: cnCommon.nav.home, exact: true })).toBeVisible();
  await page.getByLabel(cnCommon.header.language).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('link', { name: c.nav.home, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // all 21 languages, each in its own name
  await expect(page.getByLabel(c.header.language).locator('option')).toHaveCount(21);
  await expect(page.getByLabel(c.header.language).locator('option[value="ar"]')).toHaveText('العربية');
});

test('header compacts after 78 px; back-to-top after 100 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/index');
  await expect(page.locator('.site-header')).not.toHaveClass(/site-header--compact/);
  await expect(page.getByRole('button', { name: c.actions.backToTop })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(page.locator('.site-header')).toHaveClass(/site-header--compact/);
  await expect(page.getByRole('button', { name: c.actions.backToTop })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: c.actions.backToTop }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('brand from /v1/brand is shown and its primary colour is a CSS variable', async ({ page, request }) => {
  const res = await request.get('/v1/brand');
  expect(res.status()).toBe(200);
  const brand = await res.json();
  await page.goto('/index');
  await expect(page.locator('.site-header .logo__name')).toHaveText(brand.name);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase()))
    .toBe(String(brand.colors.primary).toLowerCase());
});

test('heartbeat is sent every 5 minutes while logged in', async ({ page }) => {
  await register(page, uniqueEmail('hb'), 'lantern42x');
  await page.clock.install();
  await page.goto('/userInfo/dashboard');
  await expect(page.getByTestId('dashboard-username')).toBeVisible();
  const beat = page.waitForRequest((r) => r.url().includes('/api/user!heartbeat.action'));
  await page.clock.fastForward(300_000);
  const req = await beat;
  expect(req.method()).toBe('POST');
  expect(req.url()).toContain('lang=en');
  expect(req.url()).not.toContain('token=');
});

test('/index restores its scroll position; other pages start at the top', async ({ page }) => {
  await page.goto('/index');
  const mainNav = page.getByRole('navigation', { name: c.nav.mainNav });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the lazy page is in
  // scroll again on each poll: content still arriving above the fold moves the view (scroll anchoring)
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      return page.evaluate(() => localStorage.getItem('scroll'));
    })
    .toBe('600');
  await mainNav.getByRole('link', { name: c.nav.classification, exact: true }).click();
  await expect(page).toHaveURL(/\/classification$/);
  // the address changes first; the page (a lazy chunk) and its scroll reset follow
  await expect(page.getByRole('heading', { level: 1, name: c.pages.classification })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // What /index saved when it was left: 600, or more when text above the fold grew after the scroll
  // (the announcement replacing the intro) and the browser's scroll anchoring kept the view in place.
  const saved = Number(await page.evaluate(() => localStorage.getItem('scroll')));
  expect(saved).toBeGreaterThanOrEqual(600);
  expect(saved).toBeLessThan(800);
  await page.evaluate(() => window.scrollTo(0, 200));
  await mainNav.getByRole('link', { name: c.nav.home, exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
  await mainNav.getByRole('link', { name: c.nav.discounted, exact: true }).click();
  await expect(page).toHaveURL(/\/discounted$/);
  await expect(page.getByRole('heading', { level: 1, name: c.pages.discounted })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('mobile user agents go to /wap, carrying lang and the goods / store id', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const page = await ctx.newPage();
  await page.goto('/productDetails?id=42&lang=de');
  await expect(page).toHaveURL(/\/wap\/goods\?lang=de&id=42$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/store?storeId=7');
  await expect(page).toHaveURL(/\/wap\/shop\?id=7$/);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/wap$/);
  await ctx.close();
});
