import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arAddress from '../src/locales/ar/address.json';
import enAddress from '../src/locales/en/address.json';
import { SCREENSHOT_DIR, expect, pick, register, test, toast, uniqueEmail } from './fixtures';

/**
 * The address book against the real API: the searchable country → state → city pickers (real
 * dataset), the default badge, edit, delete with confirmation; desktop (en, ar) and /wap.
 */
const A = { en: enAddress, ar: arAddress } as const;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function shot(page: Page, name: string) {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

test('address book: add with searchable pickers, set default, edit, delete (desktop en + ar, /wap)', async ({ page, browser, baseURL }) => {
  const t = A.en;
  await register(page, uniqueEmail('addr'), 'secret12');
  await page.goto('/userInfo/setup/shipping-address');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('address-empty')).toBeVisible();
  await shot(page, 'address-empty-en');

  // client-side validation first: nothing is sent
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-save').click();
  await expect(page.getByText(t.errors.contactsRequired)).toBeVisible();
  await expect(page.getByText(t.errors.countryRequired)).toBeVisible();

  // 1st address: Germany → Bavaria → Munich, found by typing
  await page.getByTestId('address-contacts').fill('Ada Lovelace');
  await pick(page, 'address-country', 'germ', 'Germany');
  await expect(page.getByTestId('address-area-code')).toHaveValue('49');
  await pick(page, 'address-state', 'bav', 'Bavaria');
  await pick(page, 'address-city', 'muni', 'Munich');
  await page.getByTestId('address-phone').fill('1512 3456789');
  await page.getByTestId('address-postcode').fill('80331');
  await page.getByTestId('address-line').fill('Beispielstraße 12');
  await page.getByTestId('address-email').fill('ada@example.com');
  await shot(page, 'address-form-en');
  await page.getByTestId('address-save').click();
  await expect(toast(page, t.saved).last()).toBeVisible();
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ada Lovelace');
  await expect(cards.first()).toContainText('Munich, Bavaria, Germany');
  await expect(cards.first()).toContainText(t.default); // the first address is the default

  // 2nd address: United States → New York → New York City; a server refusal is shown first
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-contacts').fill('Grace Hopper');
  await pick(page, 'address-country', 'united st', 'United States');
  await expect(page.getByTestId('address-area-code')).toHaveValue('1');
  await pick(page, 'address-state', 'new y', 'New York');
  await pick(page, 'address-city', 'new york c', 'New York City');
  await page.getByTestId('address-phone').fill('5551234');
  await page.getByTestId('address-line').fill('1 Example Plaza');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-server-error')).toHaveText('The phone number is not valid for its country code');
  await page.getByTestId('address-phone').fill('201 555 0123');
  await page.getByTestId('address-save').click();
  await expect(toast(page, t.saved).last()).toBeVisible();
  await expect(cards).toHaveCount(2);

  // set the second one as default: it moves first with the badge
  const grace = cards.filter({ hasText: 'Grace Hopper' });
  await grace.getByTestId('address-set-default').click();
  await expect(toast(page, t.defaultSet).last()).toBeVisible();
  await expect(cards.first()).toContainText('Grace Hopper');
  await expect(cards.first()).toContainText(t.default);
  await expect(cards.nth(1).getByTestId('address-set-default')).toBeVisible();

  // edit the first one
  await cards.filter({ hasText: 'Ada Lovelace' }).getByTestId('address-edit').click();
  await expect(page.getByTestId('address-contacts')).toHaveValue('Ada Lovelace');
  await expect(page.getByTestId('address-area-code')).toHaveValue('49');
  await page.getByTestId('address-contacts').fill('Ada King');
  await page.getByTestId('address-save').click();
  await expect(toast(page, t.saved).last()).toBeVisible();
  await expect(cards.filter({ hasText: 'Ada King' })).toHaveCount(1);
  await shot(page, 'address-book-en');

  // Arabic, right to left
  await page.goto('/userInfo/setup/shipping-address?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: A.ar.title, level: 1 })).toBeVisible();
  await expect(cards.first()).toContainText('الولايات المتحدة');
  await shot(page, 'address-book-ar');
  await page.getByTestId('address-add').click();
  await pick(page, 'address-country', 'ألما', 'ألمانيا');
  await shot(page, 'address-form-ar');
  await page.getByTestId('address-cancel').click();

  // /wap: the same book on a phone, then delete with confirmation
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
  });
  await phone.addInitScript((tk) => localStorage.setItem('token', tk ?? ''), token);
  const m = await phone.newPage();
  await m.goto('/wap/address?lang=en');
  const mCards = m.getByTestId('address-card');
  await expect(mCards).toHaveCount(2);
  await shot(m, 'address-wap-list');
  await mCards.filter({ hasText: 'Ada King' }).getByTestId('address-edit').click();
  await expect(m).toHaveURL(/\/wap\/address\/edit\?id=\d+$/);
  await expect(m.getByTestId('address-contacts')).toHaveValue('Ada King');
  await shot(m, 'address-wap-edit');
  await m.getByTestId('address-cancel').click();
  await expect(m).toHaveURL(/\/wap\/address$/);
  await mCards.filter({ hasText: 'Grace Hopper' }).getByTestId('address-delete').click();
  await m.getByRole('dialog').getByRole('button', { name: t.delete }).click();
  await expect(toast(m, t.deleted).last()).toBeVisible();
  await expect(mCards).toHaveCount(1);
  // the remaining one became the default
  await expect(mCards.first()).toContainText('Ada King');
  await expect(mCards.first()).toContainText(t.default);
  await phone.close();
});
