import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP_UA } from '../playwright.config';
import arAccount from '../src/locales/ar/account.json';
import arCommon from '../src/locales/ar/common.json';
import enAccount from '../src/locales/en/account.json';
import enCommon from '../src/locales/en/common.json';
import arUserCentre from '../src/locales/ar/usercentre.json';
import enUserCentre from '../src/locales/en/usercentre.json';

export const T = {
  en: { account: enAccount, common: enCommon, usercentre: enUserCentre },
  ar: { account: arAccount, common: arCommon, usercentre: arUserCentre },
} as const;
export type Lang = keyof typeof T;

/** The API address comes from globalSetup (set after the config was first read). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

/** The two sites' browsers: the desktop one, and a phone on the mobile site (/wap, 390 px). */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
export const VIEWS = {
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA, isMobile: false, hasTouch: false },
  wap: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true },
} as const;
/** The journeys run once per site: the desktop site in English, the mobile site in Arabic (RTL). */
export const SITE_RUNS = [
  ['desktop', 'en'],
  ['wap', 'ar'],
] as const;

export const SCREENSHOT_DIR = join(__dirname, 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

let seq = 0;
/** A username that is new on every run. */
export function uniqueEmail(tag: string): string {
  return `e2e_${tag}_${Date.now()}_${seq++}@example.com`;
}

export function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

export async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/userInfo\/dashboard$/);
  await expect(page.getByTestId('dashboard-username')).toHaveText(email);
}

/** The demo store owner (apps/api/src/demo/accounts/demo-sellers.seed.ts). */
export const SELLER = { username: 'seller1@lumen-bazaar.example', password: 'seller1234' };

/** Sign in to the seller console as the demo store owner (callers assert what they expect next). */
export async function signInSeller(page: Page, path = '/seller?lang=en'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('seller-login-username').fill(SELLER.username);
  await page.getByTestId('seller-login-password').fill(SELLER.password);
  await page.getByTestId('seller-login-submit').click();
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/userInfo\/dashboard$/);
  await expect(page.getByTestId('dashboard-username')).toHaveText(email);
}

export async function logout(page: Page, lang: Lang = 'en'): Promise<void> {
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(toast(page, T[lang].account.logout.success)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByTestId('logout')).toHaveCount(0);
}

export async function changeLoginPassword(page: Page, oldPassword: string, newPassword: string, lang: Lang = 'en') {
  await page.goto('/userInfo/setup/login-password');
  await page.locator('input[name="oldPassword"]').fill(oldPassword);
  await page.locator('input[name="newPassword"]').fill(newPassword);
  await page.locator('input[name="confirmNewPassword"]').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(toast(page, T[lang].account.password.success)).toBeVisible();
}

/** Types into a searchable picker and chooses the option with exactly this name. */
export async function pick(page: Page, testId: string, typed: string, option: string): Promise<void> {
  const box = page.getByTestId(testId).getByRole('combobox');
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page.getByTestId(testId).getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** Chooses the first available value of every option of the goods (if it has options), in the visible picker. */
export async function chooseOptions(scope: Locator): Promise<void> {
  await expect(scope).toBeVisible();
  const rows = scope.locator('.sku-picker__row');
  for (let i = 0; i < (await rows.count()); i++) {
    const option = rows.nth(i).locator('[data-testid="sku-option"]:not([disabled]):not([aria-disabled="true"])').first();
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }
}

/** On the settlement page: a new delivery address (in Munich, for `contacts`) through the address picker's form. */
export async function addAddress(page: Page, contacts: string): Promise<void> {
  await page.getByTestId('address-picker-add').click();
  await page.getByTestId('address-contacts').fill(contacts);
  await pick(page, 'address-country', 'germ', 'Germany');
  await pick(page, 'address-state', 'bav', 'Bavaria');
  await pick(page, 'address-city', 'muni', 'Munich');
  await page.getByTestId('address-phone').fill('1512 3456789');
  await page.getByTestId('address-postcode').fill('80331');
  await page.getByTestId('address-line').fill('Beispielstraße 12');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-form')).toHaveCount(0);
  await expect(page.getByTestId('address-picker')).toContainText(contacts);
}

/** Full-page screenshot of a console page (seller, operator) at desktop width, from the top, without toasts. */
export async function consoleShot(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Full-page screenshot at desktop (1280x800) and mobile (390x844) widths; restores desktop. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 }); // no transient toasts in the picture
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300); // let layout and toasts settle
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
