import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arLoan from '../src/locales/ar/loan.json';
import arWap from '../src/locales/ar/wap.json';
import enLoan from '../src/locales/en/loan.json';
import enWap from '../src/locales/en/wap.json';
import { PASSWORD, fundedBuyer, photo, setLoanProduct } from './buyer-fixtures';
import { SCREENSHOT_DIR, T, expect, test, type Lang } from './fixtures';

/**
 * Issue 26 defect 5: every page reachable from /wap is a mobile page at 390 px. Signing in from /wap
 * happens on /wap/login (with sign-up and password reset beside it) and returns to the page that asked;
 * "my account", its settings, the wallet (deposit, withdraw), the loan pages fit the screen (no sideways
 * scrolling) under the mobile top bar; no link of /wap/me or /wap/account leads to a desktop page.
 */
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

const W = { en: enWap, ar: arWap } as const;
const L = { en: enLoan, ar: arLoan } as const;
const DIR = { en: 'ltr', ar: 'rtl' } as const;

/** A mobile page: the /wap top bar (back button), no sideways scrolling at 390 px, the language's direction. */
async function expectMobilePage(page: Page, lang: Lang, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/wap(\/|\?|$)/);
  await expect(page.locator('.wap .wap-bar').first(), `${name}: the mobile top bar`).toBeVisible();
  await expect(page.getByTestId('wap-back').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  // on failure, name the blocks that stick out
  const wide =
    width > 390
      ? await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((e) => {
              const r = e.getBoundingClientRect();
              return r.width > 0 && (r.right > 391 || r.left < -1);
            })
            .slice(0, 8)
            .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${Math.round(e.getBoundingClientRect().width)}px`),
        )
      : [];
  expect(width, `${name}: scrollWidth at 390 px (${wide.join(', ')})`).toBeLessThanOrEqual(390);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/** Every link of the page's main part (not the footer's "desktop site") stays on the mobile site. */
async function expectOnlyMobileLinks(page: Page, name: string): Promise<string[]> {
  const hrefs = await page
    .locator('.wap__main > :first-child a[href]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search));
  for (const href of hrefs) expect(href, `${name}: ${href}`).toMatch(/^\/wap(\/|\?|$)/);
  return hrefs;
}

for (const lang of ['en', 'ar'] as const) {
  test(`/wap at 390 px (${lang}): sign in on /wap/login and back; my account, wallet, loans are mobile pages`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const buyer = await fundedBuyer(request, '25');
    const a = T[lang].account;

    // Logged out, "Me" → the mobile sign-in page (not the desktop /login), with sign-up and reset beside it.
    await page.goto(`/wap?lang=${lang}`);
    await page.getByTestId('wap-tab-me').click();
    await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fme$/);
    await expect(page.getByRole('heading', { name: a.login.title })).toBeVisible();
    await expectMobilePage(page, lang, 'login');
    await shot(page, `wap-login-${lang}`);

    await page.getByRole('link', { name: a.login.toRegister }).click();
    await expect(page).toHaveURL(/\/wap\/register\?redirect=%2Fwap%2Fme$/);
    await expect(page.getByTestId('register-submit')).toBeVisible();
    await expectMobilePage(page, lang, 'register');
    await page.getByRole('link', { name: a.register.toLogin }).click();
    await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fme$/);
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/\/wap\/forgot-password\?redirect=%2Fwap%2Fme$/);
    await expect(page.getByTestId('forgot-send')).toBeVisible();
    await expectMobilePage(page, lang, 'forgot password');
    await page.getByRole('link', { name: a.forgot.back }).click();
    await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fme$/);

    // Signing in returns to "Me".
    await signIn(page, buyer.email);
    await expect(page).toHaveURL(/\/wap\/me$/);
    await expect(page.getByTestId('wap-me-name')).toHaveText(buyer.email);
    await expectMobilePage(page, lang, 'me');
    await shot(page, `wap-me-${lang}`);
    const meLinks = await expectOnlyMobileLinks(page, 'me');
    expect(meLinks).toEqual(expect.arrayContaining(['/wap/wallet', '/wap/account', '/wap/credit/myLoan']));

    // "My account": profile, settings (mobile pages), sign out.
    await page.getByTestId('wap-account-link').click();
    await expect(page).toHaveURL(/\/wap\/account$/);
    await expect(page.getByRole('heading', { name: W[lang].me.account })).toBeVisible();
    await expect(page.getByTestId('wap-account-username')).toHaveText(buyer.email);
    await expectMobilePage(page, lang, 'account');
    await shot(page, `wap-account-${lang}`);
    const accountLinks = await expectOnlyMobileLinks(page, 'account');
    expect(accountLinks).toEqual(
      expect.arrayContaining([
        '/wap/setup/login-password',
        '/wap/setup/transaction-password',
        '/wap/address',
        '/wap/setup/account-cancellation',
      ]),
    );
    for (const [item, check] of [
      ['login-password', 'input[name="oldPassword"]'],
      ['transaction-password', 'form'],
      ['shipping-address', '[data-testid="wap-back"]'],
      ['account-cancellation', 'form'],
    ] as const) {
      await page.goto(`/wap/account?lang=${lang}`);
      await page.getByTestId(`security-${item}`).click();
      await expect(page).toHaveURL(new RegExp(`/wap/${item === 'shipping-address' ? 'address' : `setup/${item}`}$`));
      await expect(page.locator(check).first()).toBeVisible();
      await expectMobilePage(page, lang, item);
    }
    await page.goto(`/wap/setup/transaction-password?lang=${lang}`);
    await shot(page, `wap-setup-fund-password-${lang}`);

    // The wallet: balance with deposit and withdraw, the statement; the records as cards.
    await page.goto(`/wap/me?lang=${lang}`);
    await page.getByTestId('wap-wallet-link').click();
    await expect(page).toHaveURL(/\/wap\/wallet$/);
    await expect(page.getByTestId('statement-row').first()).toBeVisible();
    await expectMobilePage(page, lang, 'wallet');
    await shot(page, `wap-wallet-${lang}`);
    await page.getByTestId('wallet-tab-deposits').click();
    await expect(page.getByTestId('wallet-record').first()).toBeVisible();
    await expectMobilePage(page, lang, 'wallet deposits');
    await shot(page, `wap-wallet-deposits-${lang}`);
    await page.getByTestId('wallet-deposit-link').click();
    await expect(page).toHaveURL(/\/wap\/wallet\/deposit$/);
    await expect(page.getByTestId('recharge-form')).toBeVisible();
    await expectMobilePage(page, lang, 'deposit');
    await shot(page, `wap-wallet-deposit-${lang}`);
    await page.getByTestId('wap-back').click();
    await expect(page).toHaveURL(/\/wap\/wallet(\?|$)/);
    await page.getByTestId('wallet-withdraw-link').click();
    await expect(page).toHaveURL(/\/wap\/wallet\/withdraw$/);
    await expect(page.getByTestId('bind-address-form')).toBeVisible();
    await expectMobilePage(page, lang, 'withdraw');
    await shot(page, `wap-wallet-withdraw-${lang}`);

    // Loans: the intro, the application and "my loans" (the history as cards) under the mobile top bar.
    await setLoanProduct(request);
    await page.goto(`/wap/credit?lang=${lang}`);
    await expect(page.getByTestId('credit-intro')).toBeVisible();
    await expectMobilePage(page, lang, 'credit');
    await shot(page, `wap-credit-${lang}`);
    await page.getByTestId('credit-apply-link').click();
    await expect(page).toHaveURL(/\/wap\/credit\/application$/);
    const form = page.getByTestId('credit-apply-form');
    await expect(form).toBeVisible();
    // the country list is in (its longest name must not widen the page)
    await expect.poll(() => form.locator('select[name="countryId"] option').count()).toBeGreaterThan(100);
    await expectMobilePage(page, lang, 'credit application');
    const l = L[lang];
    await form.getByLabel(l.apply.realName, { exact: true }).fill('Ada Lovelace');
    await form.locator('select[name="countryId"]').selectOption({ index: 1 });
    await form.getByLabel(l.apply.identification, { exact: true }).fill('P7654321');
    await form.getByLabel(l.apply.amount, { exact: true }).fill('1000');
    await form.getByLabel(l.apply.term, { exact: true }).selectOption('7');
    for (const [slot, rgb] of [
      ['face', [200, 40, 40]],
      ['back', [40, 200, 40]],
      ['hand', [40, 40, 200]],
    ] as const) {
      await page
        .getByTestId(`photo-${slot}`)
        .locator('input[type="file"]')
        .setInputFiles(photo(`${slot}.png`, [rgb[0], rgb[1], rgb[2]]));
      await expect(page.getByTestId(`photo-${slot}-done`)).toBeVisible();
    }
    await form.getByRole('checkbox', { name: l.apply.agree }).check();
    await page.getByTestId('credit-apply-submit').click();
    await expect(page).toHaveURL(/\/wap\/credit\/myLoan$/);
    const row = page.getByTestId('credit-history-row').first();
    await expect(row).toContainText(l.status.review);
    await expectMobilePage(page, lang, 'my loans');
    // the history as cards: no column heads, each value named by its column, inside the screen
    await expect(page.getByTestId('credit-history').locator('thead')).toBeHidden();
    const amount = row.locator('td').nth(1);
    await expect(amount).toHaveAttribute('data-label', l.terms.amount);
    expect(await amount.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(l.terms.amount));
    const box = await row.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBeTruthy();
    await shot(page, `wap-credit-my-loan-${lang}`);

    // Sign out from "my account": back to the mobile home.
    await page.goto(`/wap/account?lang=${lang}`);
    await page.getByTestId('wap-logout').click();
    await expect(page).toHaveURL(/\/wap$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A protected mobile page asks for a sign-in on /wap/login and returns there after it.
    await page.goto(`/wap/wallet?lang=${lang}`);
    await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fwallet/);
    await signIn(page, buyer.email);
    await expect(page).toHaveURL(/\/wap\/wallet(\?lang=\w+)?$/);
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
  });
}

test('/wap at 390 px: the wallet (statement, deposits, deposit, withdraw) and the loan pages fit under the mobile top bar', async ({
  page,
  request,
}) => {
  const buyer = await fundedBuyer(request, '12');
  await page.addInitScript((tk) => localStorage.setItem('token', tk), buyer.token);
  for (const [path, content] of [
    ['/wap/wallet', 'statement-row'],
    ['/wap/wallet?tab=deposits', 'wallet-record'],
    ['/wap/wallet/deposit', 'recharge-form'],
    ['/wap/wallet/withdraw', 'bind-address-form'],
    ['/wap/credit', 'credit-intro'],
    ['/wap/credit/myLoan', 'credit-my-loan'],
  ]) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    await expect(page.getByTestId(content).first(), path).toBeVisible();
    await expectMobilePage(page, 'en', path);
  }
});
