import arAdmin from '../src/locales/ar/admin.json';
import enAdmin from '../src/locales/en/admin.json';
import enCommon from '../src/locales/en/common.json';
import enWallet from '../src/locales/en/wallet.json';
import { adminLogin, depositClaim, newBuyer } from './buyer-fixtures';
import { consoleShot, expect, login, test, toast } from './fixtures';

const A = { en: enAdmin, ar: arAdmin } as const;
/** The network whose withdrawal rules this spec edits (not the one the wallet specs withdraw on). */
const RULE_CHAIN = 'bsc';

test('operator approves a manual deposit and the buyer sees the balance (en)', async ({ page, request, browser }) => {
  const a = A.en;
  // A buyer with a pending manual deposit claim (proof uploaded, through the buyer API).
  const buyer = await newBuyer(request, 'admin_dep');
  const orderNo = await depositClaim(request, buyer.token, '25.5');

  await adminLogin(page, 'en');
  const row = page.getByTestId('admin-deposit').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText(buyer.email);
  // The amount in the reader's format with its currency (not the API's "25.500000").
  await expect(row).toContainText('25.50 USDT');
  await expect(row).not.toContainText('25.500000');
  await expect(row.getByRole('img', { name: a.cols.proof })).toBeVisible();
  await consoleShot(page, 'admin-deposits-en');

  // Approving credits the buyer at once: a dialog names the amount and the person first; Escape
  // and Cancel leave the claim pending.
  const approve = row.getByRole('button', { name: a.review.approve });
  const dialog = page.getByRole('dialog');
  await approve.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('25.50 USDT');
  await expect(dialog).toContainText(buyer.email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await approve.click();
  await dialog.getByRole('button', { name: enCommon.actions.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await approve.click();
  await dialog.getByRole('button', { name: a.review.approve }).click();
  await expect(toast(page, a.review.approved)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The buyer, in a browser of their own, sees the credit.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await login(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/userInfo/money-package');
  await expect(buyerPage.getByRole('heading', { level: 1, name: enWallet.title })).toBeVisible();
  await expect(buyerPage.getByTestId('wallet-available')).toHaveText('25.50 USDT');
  await buyerContext.close();
});

test('operator edits a withdrawal rule: field errors first, then saved (en)', async ({ page }) => {
  const a = A.en;
  await adminLogin(page, 'en');
  await page.getByTestId('admin-tab-rules').click();
  await expect(page.getByRole('heading', { level: 1, name: a.rules.title })).toBeVisible();
  const card = page.getByTestId(`rule-${RULE_CHAIN}`);
  await expect(card).toBeVisible();

  // Checked in the browser before any request: max below min, a bad fee, half a window.
  await card.getByLabel(a.rules.minAmount).fill('30');
  await card.getByLabel(a.rules.maxAmount).fill('20');
  await card.getByLabel(a.rules.feeRate).fill('1.5');
  await card.getByLabel(a.rules.windowStart).fill('09:00');
  await card.getByRole('button', { name: a.config.save }).click();
  await expect(card.getByText(a.validation.minMax)).toBeVisible();
  await expect(card.getByText(a.validation.feeRate)).toBeVisible();
  await expect(card.getByText(a.validation.windowBoth)).toBeVisible();
  await expect(card.getByLabel(a.rules.maxAmount)).toHaveAttribute('aria-invalid', 'true');

  await card.getByLabel(a.rules.maxAmount).fill('2500.5');
  await card.getByLabel(a.rules.feeRate).fill('0.02');
  await card.getByLabel(a.rules.windowEnd).fill('21:30');
  await card.getByLabel(a.rules.dailyCount).fill('7');
  await card.getByLabel(a.rules.enabled).check();
  const saved = page.waitForResponse((r) => r.url().includes(`/v1/admin/withdraw-rules/${RULE_CHAIN}`) && r.request().method() === 'PATCH');
  await card.getByRole('button', { name: a.config.save }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, a.config.saved.replace('{{name}}', 'BEP20'))).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);

  // Saved on the server: a reload shows the new values (amounts with their 6 decimals).
  await page.reload();
  const again = page.getByTestId(`rule-${RULE_CHAIN}`);
  await expect(again.getByLabel(a.rules.minAmount)).toHaveValue('30.000000');
  await expect(again.getByLabel(a.rules.maxAmount)).toHaveValue('2500.500000');
  await expect(again.getByLabel(a.rules.feeRate)).toHaveValue('0.02');
  await expect(again.getByLabel(a.rules.dailyCount)).toHaveValue('7');
  await expect(again.getByLabel(a.rules.windowStart)).toHaveValue('09:00');
  await expect(again.getByLabel(a.rules.windowEnd)).toHaveValue('21:30');
  await expect(again.getByLabel(a.rules.enabled)).toBeChecked();

  // Nothing changed: said so, no request.
  await again.getByRole('button', { name: a.config.save }).click();
  await expect(toast(page, a.config.noChanges)).toBeVisible();
  await consoleShot(page, 'admin-rules-en');

  // Networks: the one in service says so; a bad URL is caught in the browser, a name another
  // network already uses by the server (its answer shows in the card).
  await page.getByTestId('admin-tab-networks').click();
  await expect(page.getByRole('heading', { level: 1, name: a.networks.title })).toBeVisible();
  await expect(
    page.locator('[data-testid^="network-"][data-testid$="-status"]').filter({ hasText: a.config.inService }).first(),
  ).toBeVisible();
  const tron = page.getByTestId('network-tron');
  await tron.getByLabel(a.networks.rpcUrl).fill('ftp://example.com');
  await tron.getByRole('button', { name: a.config.save }).click();
  await expect(tron.getByText(a.validation.url)).toBeVisible();
  await tron.getByRole('button', { name: a.config.reset }).click();
  await expect(tron.getByText(a.validation.url)).toHaveCount(0);
  const bsc = page.getByTestId('network-bsc');
  await bsc.getByLabel(a.networks.name).fill('trc20');
  await bsc.getByRole('button', { name: a.config.save }).click();
  await expect(page.getByTestId('network-bsc-error')).toHaveText('Invalid parameter: name');
  await bsc.getByRole('button', { name: a.config.reset }).click();
  await expect(page.getByTestId('network-bsc-error')).toHaveCount(0);
  await consoleShot(page, 'admin-networks-en');
});

test('operator console in Arabic is right-to-left (ar)', async ({ page }) => {
  const a = A.ar;
  await adminLogin(page, 'ar');
  await page.getByTestId('admin-tab-networks').click();
  await expect(page.getByRole('heading', { level: 1, name: a.networks.title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  // Addresses and URLs stay left-to-right inside the right-to-left page.
  await expect(page.getByTestId('network-ethereum').getByLabel(a.networks.tokenContract)).toHaveAttribute('dir', 'ltr');
  await consoleShot(page, 'admin-networks-ar');

  await page.getByTestId('admin-tab-rules').click();
  await expect(page.getByRole('heading', { level: 1, name: a.rules.title })).toBeVisible();
  const card = page.getByTestId(`rule-${RULE_CHAIN}`);
  await card.getByLabel(a.rules.feeRate).fill('2');
  await card.getByRole('button', { name: a.config.save }).click();
  await expect(card.getByText(a.validation.feeRate)).toBeVisible();
  await consoleShot(page, 'admin-rules-ar');
});
