import { join } from 'node:path';
import type { Page } from '@playwright/test';
import arWallet from '../src/locales/ar/wallet.json';
import enWallet from '../src/locales/en/wallet.json';
import { SCREENSHOT_DIR, expect, register, test, uniqueEmail } from './fixtures';

const W = { en: enWallet, ar: arWallet } as const;
type Lang = keyof typeof W;

async function shot(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`wallet of a new user (${lang}): 0.00 balance, empty records, bind-address form`, async ({ page }) => {
    const w = W[lang];
    await page.goto(`/login?lang=${lang}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await register(page, uniqueEmail(`wallet_${lang}`), 'abc123');

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
    await shot(page, `wallet-${lang}`);

    await page.getByTestId('wallet-tab-withdrawals').click();
    await expect(page).toHaveURL(/tab=withdrawals/);
    await expect(page.getByTestId('empty-state')).toContainText(w.records.emptyWithdrawals);

    // Deposit networks are not configured on the e2e server: the translated "not open" state.
    await page.getByTestId('wallet-balance').getByRole('link', { name: w.actions.recharge, exact: true }).click();
    await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge$/);
    await expect(page.getByTestId('empty-state')).toContainText(w.recharge.notOpen);

    await page.goto('/userInfo/money-package/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: w.withdraw.title })).toBeVisible();
    const form = page.getByTestId('bind-address-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('heading', { name: w.withdraw.bindTitle })).toBeVisible();
    await expect(form.getByText(w.withdraw.bindHint)).toBeVisible();
    await expect(form.getByLabel(w.withdraw.addressLabel)).toBeVisible();
    await shot(page, `withdraw-${lang}`);
  });
}

/** Answer one `.action` call with a fixed envelope (networks are not configured on the e2e server). */
async function fake(page: Page, action: string, envelope: { code: string; msg?: string; data?: unknown }) {
  await page.route(`**/api/${action}.action*`, (route) => route.fulfill({ json: { msg: '', ...envelope } }));
}

test('deposit form: a failed recharge shows the error and returns to the wallet after 2.5 s (en)', async ({ page }) => {
  const w = W.en;
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_dep'), 'abc123');
  await fake(page, 'channelBlockchain!list', {
    code: '0',
    data: [
      {
        id: 'tron',
        coin: 'USDT',
        blockchain_name: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        img: '',
        fee: 0,
        recharge_limit_min: 10,
        recharge_limit_max: 5000,
      },
    ],
  });
  await fake(page, 'uploadimg!execute', { code: '0', data: '/uploads/recharge/proof.png' });
  await fake(page, 'rechargeBlockchain!recharge', { code: '1', msg: 'Deposit claim refused (test)' });

  await page.goto('/userInfo/money-package/recharge');
  await expect(page.getByTestId('deposit-address')).toHaveText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await expect(page.getByText(w.recharge.min)).toBeVisible();
  await shot(page, 'recharge-form-en');
  const form = page.getByTestId('recharge-form');
  await form.getByLabel(w.recharge.amount).fill('12.345');
  await form.getByRole('button', { name: w.recharge.submit }).click();
  await expect(form.getByText(w.recharge.amountInvalid)).toBeVisible();
  await form.getByLabel(w.recharge.amount).fill('12.34');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await form.getByRole('button', { name: w.recharge.submit }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Deposit claim refused (test)' })).toBeVisible();
  await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge$/);
  await expect(page).toHaveURL(/\/userInfo\/money-package$/, { timeout: 6_000 });
});

test('withdraw form: fee and arrival from the fee fraction, fund password, server errors as toasts (en)', async ({ page }) => {
  const w = W.en;
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_wd'), 'abc123');
  await fake(page, 'wallet!getUsdt', { code: '0', data: { money: 250.5, frozen: 12.25 } });
  await fake(page, 'withdraw!withdraw_open', {
    code: '0',
    data: {
      openWithdrawAddressBinding: 1,
      existWithdrawAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      chainName: 'ERC20',
      coinType: 'USDT',
      session_token: 'x',
      addressUsableFrom: '',
      addressUsable: true,
      channels: [
        {
          coin: 'USDT',
          blockchain_name: 'ERC20',
          withdraw_fee: 0.015,
          withdraw_limit_min: 10,
          withdraw_limit_max: 1000,
          daily_count: 3,
          time_window: '',
        },
      ],
    },
  });
  await fake(page, 'withdraw!fee', { code: '0', data: { withdraw_fee: 0.015 } });
  await fake(page, 'localuser!get', { code: '0', data: { username: 'wd', usercode: '1', avatar: '1', safeword: 1 } });
  await fake(page, 'withdraw!apply', { code: '1', msg: 'Fund password is incorrect (test)' });

  await page.goto('/userInfo/money-package');
  await expect(page.getByTestId('wallet-total')).toHaveText('262.75 USDT');
  await expect(page.getByTestId('wallet-frozen')).toHaveText('12.25 USDT');

  await page.goto('/userInfo/money-package/withdraw');
  await expect(page.getByTestId('bound-address')).toHaveText('0x52908400098527886E0F7030069857D2E4169EE7');
  const form = page.getByTestId('withdraw-form');
  // 100.05 × 0.015 = 1.50075: the fee shows rounded up, the arrival (98.54925) rounded down.
  await form.getByLabel(w.withdraw.amount).fill('100.05');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('1.51 USDT');
  await expect(page.getByTestId('withdraw-arrival')).toHaveText('98.54 USDT');
  await shot(page, 'withdraw-form-en');
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
  await expect(page.getByTestId('toast').filter({ hasText: 'Fund password is incorrect (test)' })).toBeVisible();
});

test('records: paging style B and the detail dialog (en)', async ({ page }) => {
  const w = W.en;
  await page.goto('/login?lang=en');
  await register(page, uniqueEmail('wallet_rec'), 'abc123');
  const row = {
    order_no: 'R2026112200001',
    createTime: '2026-11-22 08:30:00',
    volume: 120.5,
    coin: 'USDT',
    blockchain_name: 'TRC20',
    state: 2,
    img: '',
    fee: 0,
    amount: 120.5,
    channel_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    failure_msg: 'The transfer was not found (test)',
  };
  await fake(page, 'rechargeBlockchain!list', { code: '0', data: { elements: [row], pageSize: 10, thisPageNumber: 1, totalElements: 11 } });
  await fake(page, 'rechargeBlockchain!get', { code: '0', data: row });
  await page.goto('/userInfo/money-package');
  const rec = page.getByTestId('wallet-record');
  await expect(rec).toHaveCount(1);
  await expect(rec).toContainText('120.50 USDT');
  await expect(rec).toContainText(w.records.state2);
  await expect(page.locator('a.pagination__page', { hasText: '2' })).toHaveAttribute('href', /tab=deposits&page=2/);
  await rec.getByRole('button', { name: w.records.details }).click();
  const dialog = page.getByTestId('record-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('R2026112200001');
  await expect(dialog).toContainText('The transfer was not found (test)');
  await dialog.getByRole('button', { name: w.actions.close }).click();
  await expect(dialog).toBeHidden();
});
