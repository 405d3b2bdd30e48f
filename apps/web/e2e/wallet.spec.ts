import qrcode from 'qrcode-generator';
import type { Page } from '@playwright/test';
import arWallet from '../src/locales/ar/wallet.json';
import enWallet from '../src/locales/en/wallet.json';
import { localChain } from './chain-buyer';
import { expect, register, screenshots, test, toast, uniqueEmail } from './fixtures';

/**
 * The wallet against the real API and a real local chain (globalSetup: anvil, a 6-decimal test
 * USDT, the "ERC20" deposit network watched every 500 ms with 3 confirmations, withdrawals on it
 * with a 1.5 % fee). No network answer is faked: deposits are token transfers on anvil.
 */
const W = { en: enWallet, ar: arWallet } as const;
type Lang = keyof typeof W;

/** Server messages (apps/api/src/core/i18n/messages/en.json). */
const SERVER = {
  pendingExists: 'Submission failed: you have a deposit that is still being processed',
  safewordWrong: 'The fund password is incorrect',
};
/** A real 1×1 PNG (the server decodes uploads). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PAYOUT_TO = '0x52908400098527886E0F7030069857D2E4169EE7';

let evm: ReturnType<typeof localChain>;
test.beforeAll(() => {
  evm = localChain();
});
test.afterAll(() => evm?.close());

/** The dark modules drawn in the deposit QR (`M{x},{y}h1v1h-1z` squares), as "x,y" strings. */
async function drawnModules(page: Page): Promise<string[]> {
  const qr = page.getByTestId('deposit-qr');
  await expect(qr).toHaveAttribute('data-qr-text', /./); // drawn (the encoder loads on first use)
  const d = (await qr.locator('path').getAttribute('d')) ?? '';
  return [...d.matchAll(/M(\d+),(\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`).sort();
}

/** The dark modules of the QR code of `text`, computed here independently (quiet zone of 4). */
function expectedModules(text: string): string[] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const out: string[] = [];
  const n = qr.getModuleCount();
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) out.push(`${c + 4},${r + 4}`);
  return out.sort();
}

/** The user's deposit address as the recharge page shows it. */
async function openRecharge(page: Page): Promise<string> {
  await page.goto('/userInfo/money-package/recharge');
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  return (await address.textContent())!;
}

/** Pay `amount` to the user's address and confirm it to the required depth; waits for the credit. */
async function fund(page: Page, amount: string, expectedAvailable: string): Promise<void> {
  const address = await openRecharge(page);
  await evm.pay(address, amount);
  await expect(page.getByTestId('confirming-deposit')).toHaveCount(1, { timeout: 15_000 });
  await evm.mine(evm.confirmations);
  await expect(page.getByTestId('recharge-available')).toHaveText(expectedAvailable, { timeout: 15_000 });
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`wallet of a new user (${lang}): 0.00 balance, empty records, own deposit address with QR, bind-address form`, async ({ page }) => {
    const w = W[lang];
    await page.goto(`/login?lang=${lang}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await register(page, uniqueEmail(`wallet_${lang}`), 'lantern42x');

    await page.goto('/userInfo/money-package');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // Money is isolated left-to-right with two decimals, also inside right-to-left text.
    const total = page.getByTestId('wallet-total').locator('bdi');
    await expect(total).toHaveText('0.00 USDT');
    await expect(total).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('wallet-available')).toHaveText('0.00 USDT');
    await expect(page.getByTestId('wallet-frozen')).toHaveText('0.00 USDT');

    await expect(page.getByTestId('wallet-tab-deposits')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('empty-state')).toContainText(w.records.emptyDeposits);
    await screenshots(page, `wallet-${lang}`);

    await page.getByTestId('wallet-tab-withdrawals').click();
    await expect(page).toHaveURL(/tab=withdrawals/);
    await expect(page.getByTestId('empty-state')).toContainText(w.records.emptyWithdrawals);

    // The network in service on the local chain, with this user's own address and its QR code.
    await page.getByTestId('wallet-balance').getByRole('link', { name: w.actions.recharge, exact: true }).click();
    await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge$/);
    await expect(page.getByRole('radio', { name: 'USDT · ERC20' })).toBeChecked();
    const address = page.getByTestId('deposit-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(address).toHaveAttribute('dir', 'ltr');
    const qr = page.getByRole('img', { name: w.recharge.qrLabel.replace('{{network}}', 'ERC20') });
    await expect(qr).toBeVisible();
    expect(await drawnModules(page)).toEqual(expectedModules((await address.textContent())!));
    await expect(page.getByTestId('recharge-available')).toHaveText('0.00 USDT');
    await screenshots(page, `recharge-${lang}`);

    await page.goto('/userInfo/money-package/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: w.withdraw.title })).toBeVisible();
    const form = page.getByTestId('bind-address-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('heading', { name: w.withdraw.bindTitle })).toBeVisible();
    await expect(form.getByText(w.withdraw.bindHint)).toBeVisible();
    await expect(form.getByRole('radio', { name: 'USDT · ERC20' })).toBeChecked();
    await expect(form.getByLabel(w.withdraw.addressLabel)).toBeEnabled();
    // binding asks for the fund password: none set yet, so the form says so and cannot be sent
    await expect(form.getByText(w.withdraw.noFundPassword)).toBeVisible();
    await expect(form.getByRole('button', { name: w.withdraw.bind })).toBeDisabled();
    await screenshots(page, `withdraw-${lang}`);
  });
}

test('on-chain deposit (en): address + QR + copy, live confirmations, credited exactly once', async ({ page, context }) => {
  const w = W.en;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_chain'), 'lantern42x');
  const address = await openRecharge(page);

  // The QR draws exactly the code of the address shown, in a reserved 184 × 184 box.
  const qr = page.getByTestId('deposit-qr');
  await expect(qr).toHaveAttribute('data-qr-text', address);
  await expect(qr).toHaveAttribute('aria-label', w.recharge.qrLabel.replace('{{network}}', 'ERC20'));
  expect(await drawnModules(page)).toEqual(expectedModules(address));
  expect(await qr.boundingBox()).toMatchObject({ width: 184, height: 184 });
  // The address is the user's own: the same on every visit.
  expect(await openRecharge(page)).toBe(address);

  await page.getByTestId('copy-address').click();
  await expect(toast(page, w.actions.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // Every distinct text the available balance shows from now on.
  const available = page.getByTestId('recharge-available');
  await expect(available).toHaveText('0.00 USDT');
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="recharge-available"]')!;
    const seen: string[] = [el.textContent ?? ''];
    (window as unknown as { balances: string[] }).balances = seen;
    new MutationObserver(() => {
      const t = el.textContent ?? '';
      if (t !== seen[seen.length - 1]) seen.push(t);
    }).observe(el, { subtree: true, childList: true, characterData: true });
  });

  const receipt = await evm.pay(address, '25.5');
  const deposit = page.getByTestId('confirming-deposit');
  await expect(deposit).toHaveCount(1, { timeout: 15_000 });
  await expect(deposit).toContainText('25.50 USDT');
  await expect(deposit).toContainText('USDT · ERC20');
  await expect(deposit.getByTestId('confirming-count')).toHaveText(`1 / ${evm.confirmations}`);
  await expect(deposit.locator('progress')).toHaveAttribute('value', '1');

  await evm.mine(1);
  await expect(deposit.getByTestId('confirming-count')).toHaveText(`2 / ${evm.confirmations}`, { timeout: 10_000 });
  await expect(available).toHaveText('0.00 USDT');
  await screenshots(page, 'recharge-confirming-en');

  await evm.mine(evm.confirmations - 2);
  await expect(page.getByTestId('confirming-deposits')).toHaveCount(0, { timeout: 10_000 });
  await expect(available).toHaveText('25.50 USDT');
  // More blocks and more polling do not credit it again.
  await evm.mine(5);
  await page.waitForTimeout(3_000);
  await expect(available).toHaveText('25.50 USDT');
  expect(await page.evaluate(() => (window as unknown as { balances: string[] }).balances)).toEqual(['0.00 USDT', '25.50 USDT']);

  await page.getByRole('link', { name: w.actions.back }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText('25.50 USDT');
  await expect(page.getByTestId('wallet-available')).toHaveText('25.50 USDT');
  const rec = page.getByTestId('wallet-record');
  await expect(rec).toHaveCount(1);
  await expect(rec).toContainText('25.50 USDT');
  await expect(rec).toContainText(w.records.state1);
  await rec.getByRole('button', { name: w.records.details }).click();
  const dialog = page.getByTestId('record-dialog');
  await expect(dialog).toContainText(address);
  await expect(dialog).toContainText(receipt.hash.toLowerCase());
  await expect(dialog).toContainText(w.records.state1);
  await dialog.getByRole('button', { name: w.actions.close }).click();
  await expect(dialog).toBeHidden();
});

test('deposit claim with proof (en): accepted once; a second is refused by the server and the user is back in the wallet after 2.5 s', async ({
  page,
}) => {
  const w = W.en;
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_claim'), 'lantern42x');
  await openRecharge(page);
  await expect(page.getByText(w.recharge.min, { exact: true })).toBeVisible();

  const form = page.getByTestId('recharge-form');
  const submit = form.getByRole('button', { name: w.recharge.submit });
  await form.getByLabel(w.recharge.amount).fill('12.345');
  await submit.click();
  await expect(form.getByText(w.recharge.amountInvalid)).toBeVisible();
  await expect(form.getByText(w.recharge.fromRequired)).toBeVisible();
  await expect(form.getByText(w.recharge.imageRequired, { exact: true })).toBeVisible();
  await form.getByLabel(w.recharge.amount).fill('5');
  await expect(form.getByText(w.recharge.amountRange)).toBeVisible(); // minimum 10 on this network
  await form.getByLabel(w.recharge.amount).fill('12.34');
  await form.getByLabel(w.recharge.from).fill(SENDER);
  await form.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await screenshots(page, 'recharge-form-en');
  await submit.click();
  await expect(toast(page, w.recharge.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/userInfo\/money-package\?tab=deposits$/);
  const rec = page.getByTestId('wallet-record');
  await expect(rec).toHaveCount(1);
  await expect(rec).toContainText('12.34 USDT');
  await expect(rec).toContainText(w.records.state0);
  await rec.getByRole('button', { name: w.records.details }).click();
  const dialog = page.getByTestId('record-dialog');
  await expect(dialog).toContainText(SENDER);
  await expect(dialog.getByRole('img', { name: w.records.proof })).toBeVisible();
  await dialog.getByRole('button', { name: w.actions.close }).click();

  // One claim under review at a time: the server refuses the next one.
  await openRecharge(page);
  await form.getByLabel(w.recharge.amount).fill('20');
  await form.getByLabel(w.recharge.from).fill(SENDER);
  await form.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await submit.click();
  await expect(toast(page, SERVER.pendingExists)).toBeVisible();
  const refusedAt = Date.now();
  await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge$/);
  await page.waitForURL(/\/userInfo\/money-package$/, { timeout: 6_000 });
  const after = Date.now() - refusedAt;
  expect(after).toBeGreaterThanOrEqual(2_000);
  expect(after).toBeLessThan(4_500);
  await expect(page.getByTestId('wallet-record')).toHaveCount(1);
});

test('records (en): eleven on-chain deposits page by ten, with details', async ({ page }) => {
  const w = W.en;
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_rec'), 'lantern42x');
  const address = await openRecharge(page);
  // One transaction, eleven transfers (log indexes 0…10): eleven deposits, eleven records.
  const amounts = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11.11'];
  const receipt = await evm.payMany(address, amounts);
  await expect(page.getByTestId('confirming-deposit')).toHaveCount(11, { timeout: 15_000 });

  // The wallet page lists them as confirming too, and turns them into records once final.
  await page.goto('/userInfo/money-package');
  await expect(page.getByTestId('confirming-deposit')).toHaveCount(11);
  await expect(page.getByTestId('empty-state')).toContainText(w.records.emptyDeposits);
  await expect(page.getByTestId('wallet-total')).toHaveText('0.00 USDT');
  await evm.mine(evm.confirmations);
  await expect(page.getByTestId('confirming-deposits')).toHaveCount(0, { timeout: 10_000 });
  const rec = page.getByTestId('wallet-record');
  await expect(rec).toHaveCount(10);
  await expect(page.getByTestId('wallet-total')).toHaveText('66.11 USDT');
  const next = page.locator('a.pagination__page', { hasText: '2' });
  await expect(next).toHaveAttribute('href', /tab=deposits&page=2/);
  await next.click();
  await expect(rec).toHaveCount(1);
  await rec.getByRole('button', { name: w.records.details }).click();
  const dialog = page.getByTestId('record-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(receipt.hash.toLowerCase());
  await expect(dialog).toContainText(w.records.state1);
  await dialog.getByRole('button', { name: w.actions.close }).click();
  await expect(dialog).toBeHidden();
});

test('withdraw (en): bind address, fee and arrival preview, limits, fund password refused then accepted', async ({ page }) => {
  const w = W.en;
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_wd'), 'lantern42x');
  await fund(page, '250.5', '250.50 USDT');

  await page.goto('/userInfo/setup/transaction-password');
  await page.locator('input[name="safeword"]').fill('246810');
  await page.locator('input[name="confirmSafeword"]').fill('246810');
  await page.getByTestId('safeword-submit').click();
  await expect(page.locator('input[name="oldSafeword"]')).toBeVisible();

  await page.goto('/userInfo/money-package/withdraw');
  const bind = page.getByTestId('bind-address-form');
  await bind.getByLabel(w.withdraw.addressLabel).fill(PAYOUT_TO);
  // the fund password confirms the binding (issue 14 item 2): a wrong one binds nothing
  await bind.locator('input[name="bindSafeword"]').fill('135790');
  await bind.getByRole('button', { name: w.withdraw.bind }).click();
  await expect(toast(page, SERVER.safewordWrong)).toBeVisible();
  await expect(bind).toBeVisible();
  await bind.locator('input[name="bindSafeword"]').fill('246810');
  await bind.getByRole('button', { name: w.withdraw.bind }).click();
  await expect(toast(page, w.withdraw.bound)).toBeVisible();
  await expect(page.getByTestId('bound-address')).toHaveText(new RegExp(`^${PAYOUT_TO}$`, 'i'));

  const limits = page.getByTestId('withdraw-limits');
  await expect(limits).toContainText('10.00 USDT');
  await expect(limits).toContainText('1,000.00 USDT');
  await expect(limits).toContainText(w.withdraw.anyTime);

  const form = page.getByTestId('withdraw-form');
  // 100.05 × 0.015 = 1.50075: fee and arrival shown exactly as charged, to the micro-unit.
  await form.getByLabel(w.withdraw.amount).fill('100.05');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('1.50075 USDT');
  await expect(page.getByTestId('withdraw-arrival')).toHaveText('98.54925 USDT');
  await screenshots(page, 'withdraw-form-en');
  await form.getByRole('button', { name: w.withdraw.all }).click();
  await expect(form.getByLabel(w.withdraw.amount)).toHaveValue('250.50');
  await form.getByLabel(w.withdraw.amount).fill('5');
  await form.getByRole('button', { name: w.withdraw.submit, exact: true }).click();
  await expect(form.getByText(w.withdraw.amountRange)).toBeVisible();

  await form.getByLabel(w.withdraw.amount).fill('100.05');
  await form.getByRole('button', { name: w.withdraw.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.withdraw.fundPassword });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(w.withdraw.fundPasswordHint).fill('12');
  await dialog.getByRole('button', { name: w.withdraw.confirm }).click();
  await expect(dialog.getByText(w.withdraw.fundPasswordInvalid)).toBeVisible();
  await dialog.getByLabel(w.withdraw.fundPasswordHint).fill('123456');
  await dialog.getByRole('button', { name: w.withdraw.confirm }).click();
  await expect(toast(page, SERVER.safewordWrong)).toBeVisible();
  await expect(dialog).toBeVisible(); // the refusal leaves the dialog open for another try
  await dialog.getByLabel(w.withdraw.fundPasswordHint).fill('246810');
  await dialog.getByRole('button', { name: w.withdraw.confirm }).click();
  await expect(toast(page, w.withdraw.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/userInfo\/money-package\?tab=withdrawals$/);
  const rec = page.getByTestId('wallet-record');
  await expect(rec).toHaveCount(1);
  await expect(rec).toContainText('100.05 USDT');
  await expect(rec).toContainText(w.records.state0);
  // The amount is held until the withdrawal is reviewed: total = available + frozen.
  await expect(page.getByTestId('wallet-available')).toHaveText('150.45 USDT');
  await expect(page.getByTestId('wallet-frozen')).toHaveText('100.05 USDT');
  await expect(page.getByTestId('wallet-total')).toHaveText('250.50 USDT');
  await rec.getByRole('button', { name: w.records.details }).click();
  const detail = page.getByTestId('record-dialog');
  await expect(detail).toContainText('100.05 USDT');
  await expect(detail).toContainText(new RegExp(PAYOUT_TO, 'i'));
});
