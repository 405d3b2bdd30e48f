import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import arUsercentre from '../src/locales/ar/usercentre.json';
import arWallet from '../src/locales/ar/wallet.json';
import enUsercentre from '../src/locales/en/usercentre.json';
import enWallet from '../src/locales/en/wallet.json';
import { buyAffordableGoods, fund, signedInBuyer } from './chain-buyer';
import { SCREENSHOT_DIR, expect, test } from './fixtures';

/**
 * The wallet statement (issue 26): a buyer funded by a real deposit on the local chain pays an order;
 * the desktop wallet's Statement tab and /wap/wallet list both postings (newest first) with what they
 * were for, the signed amount and the balance after; the order's row links to the order; the account
 * dashboard shows the real available balance.
 */
const W = { en: enWallet, ar: arWallet } as const;
const U = { en: enUsercentre, ar: arUsercentre } as const;
const FUNDS = '300';

/** A new buyer with a deposit of FUNDS and one paid order: its token and the order id. */
async function journey(page: Page, request: APIRequestContext, lang: 'en' | 'ar'): Promise<{ token: string; orderId: string }> {
  const token = await signedInBuyer(page, request, lang, `statement_${lang}`);
  await fund(page, FUNDS);
  const orderId = await buyAffordableGoods(request, lang, token);
  return { token, orderId };
}

/** The two rows of the journey, newest first, in the page's language. */
async function expectJourneyRows(page: Page, lang: 'en' | 'ar') {
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'purchase');
  await expect(rows.nth(0)).toContainText(W[lang].statement.purposes.orderPayment);
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'deposit');
  await expect(rows.nth(1)).toContainText(W[lang].statement.purposes.depositChain);
  await expect(rows.nth(1)).toContainText(/\+300[.,]00 USDT/);
  await expect(rows.nth(1)).toContainText(new RegExp(`${W[lang].statement.balanceAfter}\\s*300[.,]00 USDT`));
  return rows;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the statement lists a deposit and a paid order, links to the order, and the dashboard shows the balance (desktop and /wap, ${lang})`, async ({
    page,
    request,
  }) => {
    const { orderId } = await journey(page, request, lang);
    const dir = lang === 'ar' ? 'rtl' : 'ltr';

    // desktop: the wallet's Statement tab
    await page.goto(`/userInfo/money-package?tab=statement&lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByTestId('wallet-tab-statement')).toHaveText(W[lang].tabs.statement);
    let rows = await expectJourneyRows(page, lang);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `wallet-statement-${lang}-desktop.png`), fullPage: true });
    // a type filter, then back
    await page.getByTestId('statement-type').selectOption('refund');
    await expect(page.getByTestId('empty-state')).toContainText(W[lang].statement.emptyFiltered);
    await page.getByTestId('statement-type').selectOption('');
    await expect(rows).toHaveCount(2);
    await rows.nth(0).getByTestId('statement-order-link').click();
    await expect(page).toHaveURL(new RegExp(`/userInfo/order-detail\\?orderId=${orderId}`));
    await expect(page.getByTestId('order-detail-id')).toContainText(orderId);

    // the account dashboard: the real available balance
    await page.goto(`/userInfo/dashboard?lang=${lang}`);
    await expect(page.getByTestId('dashboard-balance')).toContainText('USDT');
    await expect(page.getByTestId('dashboard-balance')).not.toContainText('—');
    await expect(page.getByText(U[lang].userCenter.availableBalance)).toBeVisible();

    // /wap: "me" → the wallet page
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/wap/me?lang=${lang}`);
    await page.getByTestId('wap-wallet-link').click();
    await expect(page).toHaveURL(/\/wap\/wallet/);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    rows = await expectJourneyRows(page, lang);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `wallet-statement-${lang}-wap.png`), fullPage: true });
    await rows.nth(0).getByTestId('statement-order-link').click();
    await expect(page).toHaveURL(new RegExp(`/wap/order\\?orderId=${orderId}`));
    await expect(page.getByTestId('order-detail-id')).toContainText(orderId);
  });
}
