import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arFooter from '../src/locales/ar/footer.json';
import deFooter from '../src/locales/de/footer.json';
import enFooter from '../src/locales/en/footer.json';
import { SCREENSHOT_DIR, expect, test, uniqueEmail } from './fixtures';

interface ServedBrand {
  key: string;
  name: string;
  footerColumns: { title: string; links: { label: string; href: string }[] }[];
  footerHighlights: ({ kind: 'text'; text: string } | { kind: 'goodsCount'; count: number })[];
}

/** `i18n:footer.x.y` → the app's own string (footer namespace) in that language; anything else is the brand's text. */
function shown(text: string, common: { footer: unknown }): string {
  if (!text.startsWith('i18n:')) return text;
  return text
    .slice(5)
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], common) as string;
}

/** The footer renders exactly the brand's data for this host and language (the API is the reference). */
async function expectBrandFooter(page: Page, brand: ServedBrand, common: { footer: unknown }, tag: string) {
  const footer = page.locator('footer.site-footer');
  await expect(footer).toHaveAttribute('data-brand', brand.key);
  const items = footer.locator('.promises__item');
  await expect(items).toHaveCount(brand.footerHighlights.length);
  for (const [i, h] of brand.footerHighlights.entries()) {
    // the goods count is the catalogue's, in Latin digits with the language's grouping
    const expected = h.kind === 'text' ? h.text : new Intl.NumberFormat(tag, { numberingSystem: 'latn' }).format(h.count);
    await expect(items.nth(i)).toContainText(expected);
  }
  const cols = footer.locator('.site-footer__col');
  await expect(cols).toHaveCount(brand.footerColumns.length);
  for (const [i, col] of brand.footerColumns.entries()) {
    await expect(cols.nth(i).locator('.site-footer__title')).toHaveText(shown(col.title, common));
    await expect(cols.nth(i).locator('li')).toHaveText(col.links.map((l) => shown(l.label, common)));
  }
  // no claim is written into the app any more
  await expect(footer).not.toContainText('50,000');
  await expect(footer).not.toContainText(/warehouse/i);
}

test('the desktop footer shows the brand of the host, in the reader language', async ({ page, request, baseURL }) => {
  const api = async (host: string, lang: string) => {
    // the API decides by the Host header (Node cannot resolve *.localhost, Chromium can)
    const r = await request.get(`${baseURL}/v1/brand?lang=${lang}`, { headers: { host: new URL(host).host } });
    expect(r.status()).toBe(200);
    return (await r.json()) as ServedBrand;
  };
  const lumenEn = await api(baseURL!, 'en');
  expect(lumenEn.key).toBe('lumen');
  expect(lumenEn.footerHighlights[0]).toMatchObject({ kind: 'goodsCount', count: expect.any(Number) });
  expect((lumenEn.footerHighlights[0] as { count: number }).count).toBeGreaterThan(0);

  await page.goto('/index?lang=en');
  await expectBrandFooter(page, lumenEn, enFooter, 'en');
  await expect(page.locator('footer.site-footer')).toContainText('About Lumen Bazaar');
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await page.locator('footer.site-footer').screenshot({ path: join(SCREENSHOT_DIR, 'footer-en.png') });

  // Arabic: the brand's Arabic texts, the app's strings in Arabic, right to left.
  const lumenAr = await api(baseURL!, 'ar');
  await page.goto('/index?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectBrandFooter(page, lumenAr, arFooter, 'ar');
  await expect(page.locator('footer.site-footer')).toContainText('حول Lumen Bazaar');
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await page.locator('footer.site-footer').screenshot({ path: join(SCREENSHOT_DIR, 'footer-ar.png') });

  // Another host, another brand (Chromium resolves *.localhost to this machine).
  const tidewell = baseURL!.replace('127.0.0.1', 'tidewell.localhost');
  const tideEn = await api(tidewell, 'en');
  expect(tideEn.key).toBe('tidewell');
  await page.goto(`${tidewell}/index?lang=en`);
  await expect(page.locator('.site-header .logo__name')).toHaveText('Tidewell Market');
  await expectBrandFooter(page, tideEn, enFooter, 'en');
  await expect(page.locator('footer.site-footer')).toContainText('Shopping guides');

  // German: the brand has no German texts of its own, so they fall back to its default language
  // (English), while the app's own strings are German.
  const tideDe = await api(tidewell, 'de');
  expect(tideDe.footerColumns[0]!.title).toBe('Shopping guides');
  await page.goto(`${tidewell}/index?lang=de`);
  await expectBrandFooter(page, tideDe, deFooter, 'de');
  await expect(page.locator('footer.site-footer')).toContainText(deFooter.footer.columns.service);
});

test('newsletter sign-up in the footer: subscribed, then the server refuses a duplicate in the reader language', async ({ page }) => {
  const email = uniqueEmail('news');
  for (const [lang, footer, duplicate] of [
    ['en', enFooter, 'This email is already subscribed'],
    ['ar', arFooter, null],
  ] as const) {
    await page.goto(`/index?lang=${lang}`);
    const form = page.getByTestId('subscribe-form');
    await form.scrollIntoViewIfNeeded();
    const status = form.getByRole('status');
    await form.getByRole('textbox').fill(lang === 'en' ? email : uniqueEmail('news_ar'));
    await form.getByRole('button').click();
    await expect(status).toHaveText(footer.footer.subscribeDone);
    await expect(form.getByRole('textbox')).toHaveValue('');
    if (duplicate) {
      await form.getByRole('textbox').fill(email);
      await form.getByRole('button').click();
      await expect(status).toHaveText(duplicate);
    }
  }
});
