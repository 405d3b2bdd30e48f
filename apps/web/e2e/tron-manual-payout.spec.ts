import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { tronFromHex } from '../../api/src/modules/chain/domain/tron-address';
import arAdmin from '../src/locales/ar/admin.json';
import enAdmin from '../src/locales/en/admin.json';
import arWallet from '../src/locales/ar/wallet.json';
import enWallet from '../src/locales/en/wallet.json';
import { SAFEWORD, adminLogin, adminToken, api, fundedBuyer } from './buyer-fixtures';
import { SCREENSHOT_DIR, SITE_RUNS, VIEWS, expect, test, toast } from './fixtures';

/**
 * TRON withdrawals without a payout signer (issue 26): the TRC20 network is offered to buyers (paid
 * by hand), and the operator console's "to pay" table takes a TRON transaction id (64 hex digits,
 * no 0x) — not an EVM hash. The verification itself is covered by tron-manual-payout.int-spec.ts
 * (a TronGrid stand-in); here the network's endpoint answers nothing, so the payment stays "verifying".
 */
const W = { en: enWallet, ar: arWallet } as const;
const A = { en: enAdmin, ar: arAdmin } as const;

async function tronWithdrawalsOn(request: APIRequestContext, enabled: boolean) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  if (enabled) {
    const n = await request.patch(api('/v1/admin/networks/tron'), { headers, data: { enabled: true, rpcUrl: 'http://127.0.0.1:9/' } });
    expect(n.status(), await n.text()).toBe(200);
  }
  const r = await request.patch(api('/v1/admin/withdraw-rules/tron'), {
    headers,
    data: enabled ? { enabled, addressCooldownMinutes: 0 } : { enabled },
  });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as { inService: boolean };
}

for (const [view, lang] of SITE_RUNS) {
  test(`a TRC20 withdrawal without a signer: offered, approved, paid by hand with a TRON transaction id (${view}, ${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = W[lang];
    const a = A[lang];
    const { email, token } = await fundedBuyer(request, '100');
    expect((await tronWithdrawalsOn(request, true)).inService).toBe(true);
    try {
      await page.setViewportSize(VIEWS[view].viewport);
      await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
      await page.goto(`${view === 'wap' ? '/wap/wallet/withdraw' : '/userInfo/money-package/withdraw'}?lang=${lang}`);
      const bind = page.getByTestId('bind-address-form');
      await bind.getByRole('radio', { name: 'USDT · TRC20' }).check();
      const to = tronFromHex('0x' + randomBytes(20).toString('hex'))!;
      await bind.getByLabel(w.withdraw.addressLabel).fill(to);
      await bind.getByLabel(w.withdraw.fundPasswordHint).fill(SAFEWORD);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `withdraw-tron-bind-${view}-${lang}.png`), fullPage: true });
      await bind.getByRole('button', { name: w.withdraw.bind }).click();
      await expect(toast(page, w.withdraw.bound)).toBeVisible();
      await expect(page.getByTestId('bound-address')).toHaveText(to);
      const form = page.getByTestId('withdraw-form');
      await form.getByLabel(w.withdraw.amount).fill('20');
      await form.getByRole('button', { name: w.withdraw.submit, exact: true }).click();
      const pin = page.getByRole('dialog', { name: w.withdraw.fundPassword });
      await pin.getByLabel(w.withdraw.fundPasswordHint).fill(SAFEWORD);
      await pin.getByRole('button', { name: w.withdraw.confirm }).click();
      await expect(toast(page, w.withdraw.submitted)).toBeVisible();

      // The operator approves it; it is "to pay" by hand, and the dialog asks for a TRON transaction id.
      const context = await browser.newContext({ ...VIEWS.desktop }); // the console is a desktop tool (as in trust-journey)
      const op = await context.newPage();
      try {
        await adminLogin(op, lang);
        await op.getByTestId('admin-tab-withdrawals').click();
        const review = op.getByTestId('admin-withdrawal').filter({ hasText: email });
        await review.getByRole('button', { name: a.review.approve }).click();
        await op.getByRole('dialog').getByRole('button', { name: a.review.approve }).click();
        await expect(toast(op, a.review.approved)).toBeVisible();
        const payout = op.getByTestId('admin-payout').filter({ hasText: email });
        await expect(payout).toContainText(a.payouts.toPay);
        await expect(payout).toContainText(to);
        await expect(payout).toContainText('TRC20');
        await payout.getByRole('button', { name: a.payouts.record }).click();
        const dialog = op.getByRole('dialog');
        const id = randomBytes(32).toString('hex');
        // An EVM-style hash is refused on TRON.
        await dialog.getByLabel(a.payouts.hashTron).fill('0x' + id);
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: a.payouts.record }).click();
        await expect(dialog.getByText(a.payouts.hashInvalidTron)).toBeVisible();
        await op.screenshot({ path: join(SCREENSHOT_DIR, `admin-tron-record-${lang}.png`), fullPage: true });
        await dialog.getByLabel(a.payouts.hashTron).fill(id.toUpperCase());
        await dialog.getByRole('button', { name: a.payouts.record }).click();
        await expect(toast(op, a.payouts.recorded)).toBeVisible();
        await expect(payout).toContainText(a.payouts.verifying);
        await expect(payout).toContainText(id);
        await op.screenshot({ path: join(SCREENSHOT_DIR, `admin-tron-verifying-${lang}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    } finally {
      await tronWithdrawalsOn(request, false);
    }
  });
}
