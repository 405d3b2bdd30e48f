import { join } from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { Contract, JsonRpcProvider, Wallet, parseUnits } from 'ethers';
import { Client } from 'pg';
import arTemplates from '../../api/src/modules/notification/templates/ar.json';
import enTemplates from '../../api/src/modules/notification/templates/en.json';
import arAdmin from '../src/locales/ar/admin.json';
import arNotice from '../src/locales/ar/notice.json';
import arWallet from '../src/locales/ar/wallet.json';
import enAdmin from '../src/locales/en/admin.json';
import enNotice from '../src/locales/en/notice.json';
import enWallet from '../src/locales/en/wallet.json';
import {
  PASSWORD,
  SAFEWORD,
  act,
  adminLogin,
  adminToken,
  api,
  escalatedCase,
  fundedBuyer,
  goodsOf,
  micro,
  paidOrder,
  photo,
  readyToPay,
  setLoanProduct,
} from './buyer-fixtures';
import { action, fund } from './chain-buyer';
import { SCREENSHOT_DIR, SELLER, SITE_RUNS, T, VIEWS, expect, login, test, toast, uniqueEmail, type Lang } from './fixtures';
import { mailTo, subjectOf } from './mailbox';

/**
 * Issue 26's "done when", end to end in the browser against the real API, a real local chain and a
 * real SMTP server (global-setup.ts):
 * - money: a deposit on the chain → a purchase and its refund, a loan → a withdrawal on a network an
 *   operator pays by hand: the operator approves it in /admin, sends the token transfer from their own
 *   wallet, records the hash; the chain watcher verifies it → the withdrawal is sent, and the statement
 *   lists every movement and adds up to the balance shown (desktop in English, /wap in Arabic);
 * - forgot password → the code arrives by e-mail at the SMTP server → reset → the earlier sessions end;
 * - an escalated return decided by an operator: buyer and store owner both get the notice, by e-mail
 *   and in their notice centres.
 */
const W = { en: enWallet, ar: arWallet } as const;
const A = { en: enAdmin, ar: arAdmin } as const;
const N = { en: enNotice, ar: arNotice } as const;
const MAIL = { en: enTemplates, ar: arTemplates } as const;
/** The network withdrawals are paid on by hand (global-setup.ts: the hot wallet does not cover it). */
const MANUAL = { id: process.env.E2E_MANUAL_NETWORK ?? 'polygon', label: 'USDT · Polygon' };
const PAYOUT_TO = '0x52908400098527886E0F7030069857D2E4169EE7';
const DEPOSIT = '300';
const LOAN = '100';
const WITHDRAWAL = '50';

/** The local chain: the operator's wallet (anvil's funded account) pays test USDT, blocks are mined on demand. */
function chain() {
  const provider = new JsonRpcProvider(process.env.E2E_CHAIN_RPC_URL, 31337, {
    staticNetwork: true,
    pollingInterval: 50,
    cacheTimeout: -1,
  });
  const token = new Contract(
    process.env.E2E_CHAIN_TOKEN!,
    ['function transfer(address to, uint256 value) returns (bool)'],
    new Wallet(process.env.E2E_CHAIN_FUNDER_KEY!, provider),
  );
  return {
    async pay(to: string, amount: string): Promise<string> {
      const tx = await token.getFunction('transfer')(to, parseUnits(amount, 6));
      return (await tx.wait())!.hash.toLowerCase();
    },
    mine: (blocks: number) => provider.send('anvil_mine', ['0x' + blocks.toString(16)]),
    close: () => provider.destroy(),
  };
}

/** A signed amount as the statement shows it ("+1,300.00 USDT", "-12.5 USDT", Arabic marks around the sign) in micro-units. */
function amountOf(text: string): bigint {
  const clean = text.replace(/[\u061c\u200e\u200f\u2066-\u2069\s]/g, '').replace(/\u2212/g, '-');
  const m = /([+-]?)([\d.,\u066b\u066c]+)USDT/.exec(clean);
  if (!m) throw new Error(`no amount in "${text}"`);
  const digits = m[2]!;
  const dot = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf('\u066b'), digits.lastIndexOf(','));
  const int = digits.slice(0, dot).replace(/\D/g, '') || '0';
  const frac = digits.slice(dot + 1);
  const value = micro(`${int}.${frac}`);
  return m[1] === '-' ? -value : value;
}

/** A paid order of the demo store, returned and accepted by the store: a purchase and its refund on the statement. */
async function purchaseAndRefund(request: APIRequestContext, buyer: string): Promise<void> {
  const sellerLogin = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(sellerLogin.status()).toBe(200);
  const { token: sellerToken, seller } = (await sellerLogin.json()) as { token: string; seller: { id: string } };
  const orderId = await paidOrder(request, buyer, await goodsOf(request, seller.id));
  const ret = await act(request, 'order!returns', { token: buyer, orderId, returnReason: '1', returnDetail: 'Wrong size' });
  expect(ret.code, ret.msg).toBe('0');
  const accept = await request.post(api(`/v1/seller/returns/${ret.data.caseId}/accept`), {
    headers: { authorization: `Bearer ${sellerToken}` },
    data: {},
  });
  expect(accept.status(), await accept.text()).toBe(200);
}

/** A loan of LOAN applied for (three ID photos) and approved by the operator: the principal is paid out. */
async function approvedLoan(request: APIRequestContext, buyer: string, username: string): Promise<void> {
  const admin = await adminToken(request);
  const headers = { authorization: `Bearer ${admin}` };
  await setLoanProduct(request);
  const imgs: string[] = [];
  for (const rgb of [
    [200, 40, 40],
    [40, 200, 40],
    [40, 40, 200],
  ] as [number, number, number][]) {
    const up = await request.post(api('/api/uploadimg!execute.action'), {
      multipart: { moduleName: 'credit', token: buyer, file: photo('id.png', rgb) },
    });
    const img = (await up.json()) as { code: string; data: string };
    expect(img.code).toBe('0');
    imgs.push(img.data);
  }
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  const country = await db.query<{ id: number }>('select id from countries order by id limit 1').finally(() => db.end());
  const applied = await act(request, 'credit!apply', {
    token: buyer,
    realName: 'Ada Lovelace',
    creditPeriod: '7',
    applyAmount: LOAN,
    countryId: String(country.rows[0]!.id),
    identification: 'P7654321',
    imgCertificateFace: imgs[0]!,
    imgCertificateBack: imgs[1]!,
    imgCertificateHand: imgs[2]!,
  });
  expect(applied.code, applied.msg).toBe('0');
  const list = await request.get(api('/v1/admin/loans?status=1&size=100'), { headers });
  const loan = ((await list.json()) as { items: { id: string; username: string }[] }).items.find((l) => l.username === username);
  expect(loan, 'the application is under review').toBeTruthy();
  const ok = await request.post(api(`/v1/admin/loans/${loan!.id}/approve`), { headers });
  expect(ok.status(), await ok.text()).toBe(200);
}

/**
 * The operator, in a browser of their own: approves the withdrawal, pays it from their own wallet
 * (exactly the arrival, to the withdrawal's address), records the hash. Answers the hash and the
 * operator's page (its browser closes with `close`).
 */
async function operatorPays(browser: Browser, lang: Lang, username: string, evm: ReturnType<typeof chain>) {
  const a = A[lang];
  const context = await browser.newContext({ ...VIEWS.desktop });
  const op = await context.newPage();
  await adminLogin(op, lang);
  await op.getByTestId('admin-tab-withdrawals').click();
  const review = op.getByTestId('admin-withdrawal').filter({ hasText: username });
  await expect(review).toHaveCount(1);
  await review.getByRole('button', { name: a.review.approve }).click();
  await op.getByRole('dialog').getByRole('button', { name: a.review.approve }).click();
  await expect(toast(op, a.review.approved)).toBeVisible();
  await expect(review).toHaveCount(0);

  // "to pay": the network, the recipient and the exact amount to send (the withdrawal less its 1.5 % fee)
  const arrival = micro(WITHDRAWAL) - (micro(WITHDRAWAL) * 15n) / 1000n;
  const whole = `${arrival / 1_000_000n}.${String(arrival % 1_000_000n).padStart(6, '0')}`;
  const payout = op.getByTestId('admin-payout').filter({ hasText: username });
  await expect(payout).toContainText(a.payouts.toPay);
  await expect(payout).toContainText(new RegExp(PAYOUT_TO, 'i'));
  await expect(payout).toContainText('Polygon');
  await expect(payout).toContainText(new RegExp(`${whole.replace(/0+$/, '').replace('.', '[.,\u066b]')}0* USDT`));

  const hash = await evm.pay(PAYOUT_TO, whole);
  await payout.getByRole('button', { name: a.payouts.record }).click();
  const dialog = op.getByRole('dialog');
  await expect(dialog).toContainText(a.payouts.recordTitle);
  await dialog.getByLabel(a.payouts.hash).fill(hash);
  await dialog.getByRole('checkbox').check();
  await op.screenshot({ path: join(SCREENSHOT_DIR, `trust-journey-record-payment-${lang}.png`) });
  await dialog.getByRole('button', { name: a.payouts.record }).click();
  await expect(toast(op, a.payouts.recorded)).toBeVisible();
  await expect(payout).toContainText(a.payouts.verifying);
  await expect(payout).toContainText(hash);
  return { hash, op, payout, close: () => context.close() };
}

for (const [view, lang] of SITE_RUNS) {
  test.describe(`${view}, ${lang}`, () => {
    test.use(VIEWS[view]);

    test(`deposit on the chain → withdraw → an operator pays it by hand → the statement shows every movement and sums to the balance (${view}, ${lang})`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const w = W[lang];
      const paths =
        view === 'wap'
          ? { wallet: '/wap/wallet', deposit: '/wap/wallet/deposit', withdraw: '/wap/wallet/withdraw' }
          : {
              wallet: '/userInfo/money-package',
              deposit: '/userInfo/money-package/recharge',
              withdraw: '/userInfo/money-package/withdraw',
            };
      const evm = chain();
      try {
        const email = uniqueEmail(`journey_${view}_${lang}`);
        const { token } = await action<{ token: string }>(
          request,
          'localuser!registerNoVerifcode',
          { username: email, password: PASSWORD, re_password: PASSWORD, type: '2' },
          lang,
        );
        await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
        await page.goto(`${paths.wallet}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

        // 1. a deposit on the chain, through the deposit page
        await fund(page, DEPOSIT, { path: paths.deposit });

        // 2. a purchase and its refund, a loan (their screens are covered by their own specs)
        await readyToPay(request, token);
        await purchaseAndRefund(request, token);
        await approvedLoan(request, token, email);

        // 3. withdraw on the network paid by hand: bind the address (fund password), then apply
        await page.goto(paths.withdraw);
        const bind = page.getByTestId('bind-address-form');
        await bind.getByRole('radio', { name: MANUAL.label }).check();
        await bind.getByLabel(w.withdraw.addressLabel).fill(PAYOUT_TO);
        await bind.getByLabel(w.withdraw.fundPasswordHint).fill(SAFEWORD);
        await bind.getByRole('button', { name: w.withdraw.bind }).click();
        await expect(toast(page, w.withdraw.bound)).toBeVisible();
        await expect(page.getByTestId('bound-address')).toHaveText(new RegExp(`^${PAYOUT_TO}$`, 'i'));
        const form = page.getByTestId('withdraw-form');
        await form.getByLabel(w.withdraw.amount).fill(WITHDRAWAL);
        await form.getByRole('button', { name: w.withdraw.submit, exact: true }).click();
        const pin = page.getByRole('dialog', { name: w.withdraw.fundPassword });
        await pin.getByLabel(w.withdraw.fundPasswordHint).fill(SAFEWORD);
        await pin.getByRole('button', { name: w.withdraw.confirm }).click();
        await expect(toast(page, w.withdraw.submitted)).toBeVisible();
        await expect(page).toHaveURL(/tab=withdrawals/);
        const record = page.getByTestId('wallet-record');
        await expect(record).toHaveCount(1);
        await expect(record).toContainText(w.records.state0);

        // 4. the operator approves it and pays it by hand; once the payment has the network's
        // confirmations, the chain watcher verifies the hash and the withdrawal is sent
        const operator = await operatorPays(browser, lang, email, evm);
        const { hash } = operator;
        try {
          await evm.mine(Number(process.env.E2E_CHAIN_CONFIRMATIONS ?? 3));
          await expect(async () => {
            await page.reload();
            await expect(record).toContainText(w.records.state1, { timeout: 1_000 });
          }).toPass({ timeout: 40_000 });
          // … and it has left the operator's "to pay" list
          await operator.op.reload();
          await expect(operator.op.getByText(A[lang].payouts.empty).or(operator.op.getByTestId('admin-payout').first())).toBeVisible();
          await expect(operator.payout).toHaveCount(0);
        } finally {
          await operator.close();
        }
        await record.getByRole('button', { name: w.records.details }).click();
        await expect(page.getByTestId('record-dialog')).toContainText(hash);
        await page.getByTestId('record-dialog').getByRole('button', { name: w.actions.close }).click();
        const sent = await mailTo(email, subjectOf(MAIL[lang].kinds['withdraw.sent'].subject));
        expect(sent.text).toContain(hash);

        // 5. the statement: every movement of the journey, adding up to the balance shown
        await page.getByTestId('wallet-tab-statement').click();
        const rows = page.getByTestId('statement-row');
        await expect(rows).toHaveCount(5);
        await expect(rows.nth(0)).toHaveAttribute('data-type', 'withdrawal');
        const types = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
        expect([...types].sort()).toEqual(['deposit', 'loan', 'purchase', 'refund', 'withdrawal']);
        const byType = async (type: string) => amountOf(await rows.and(page.locator(`[data-type="${type}"]`)).innerText());
        expect(await byType('deposit')).toBe(micro(DEPOSIT));
        expect(await byType('loan')).toBe(micro(LOAN));
        expect(await byType('withdrawal')).toBe(-micro(WITHDRAWAL));
        expect(await byType('refund')).toBe(-(await byType('purchase')));
        await expect(rows.filter({ hasText: w.statement.purposes.loanDisbursed })).toHaveCount(1);
        await expect(rows.filter({ hasText: w.statement.purposes.depositChain })).toHaveCount(1);
        let sum = 0n;
        for (const text of await rows.allInnerTexts()) sum += amountOf(text);
        const available = page.getByTestId('wallet-available');
        await expect(available).not.toHaveText('—');
        expect(amountOf(await available.innerText())).toBe(sum);
        expect(sum).toBe(micro(DEPOSIT) + micro(LOAN) - micro(WITHDRAWAL));
        // the newest row's "balance after" is the balance too
        expect(amountOf((await rows.nth(0).innerText()).split(w.statement.balanceAfter)[1]!)).toBe(sum);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(SCREENSHOT_DIR, `trust-journey-statement-${view}-${lang}.png`), fullPage: true });
      } finally {
        evm.close();
      }
    });
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`forgot password → the code arrives at the SMTP server → reset → the earlier sessions are gone (${lang})`, async ({
    page,
    request,
  }) => {
    const t = T[lang].account;
    const email = uniqueEmail(`journey_reset_${lang}`);
    const form = { username: email, password: 'old-pass1', re_password: 'old-pass1', type: '2' };
    const first = await action<{ token: string }>(request, 'localuser!registerNoVerifcode', form, lang);
    const second = await action<{ token: string }>(request, 'user!newlogin', { username: email, password: 'old-pass1' }, lang);
    const sessions = [first.token, second.token];

    await page.goto(`/login?lang=${lang}`);
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.locator('input[name="email"]').fill(email);
    await page.getByTestId('forgot-send').click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    const mail = await mailTo(email, subjectOf(MAIL[lang].kinds['verification.reset'].subject));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toMatch(/^\d{6}$/);

    await page.locator('input[name="code"]').fill(code!);
    await page.locator('input[name="newPassword"]').fill('new-pass2');
    await page.locator('input[name="confirmNewPassword"]').fill('new-pass2');
    await page.getByTestId('forgot-reset').click();
    await expect(toast(page, t.forgot.done)).toBeVisible();
    for (const token of sessions) expect((await act(request, 'localuser!get', { token })).code).toBe('403');
    expect((await act(request, 'user!newlogin', { username: email, password: 'old-pass1' })).code).toBe('1');
    await login(page, email, 'new-pass2');
  });
}

test('an escalated return decided by an operator: buyer and store owner get the notice by e-mail and in the notice centre', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const sellerLogin = await request.post(api('/v1/seller/login'), { data: SELLER });
  expect(sellerLogin.status()).toBe(200);
  const { token: sellerToken, seller } = (await sellerLogin.json()) as { token: string; seller: { id: string } };
  const buyer = await fundedBuyer(request, '200');
  const orderId = await escalatedCase(request, buyer.token, await goodsOf(request, seller.id), sellerToken);

  // the operator rejects the refund, with a reason
  const reason = 'The photos show normal wear';
  await adminLogin(page, 'en');
  await page.getByTestId('admin-tab-disputes').click();
  const row = page.getByTestId('admin-dispute-row').filter({ hasText: orderId });
  await row.getByTestId('admin-dispute-open').click();
  await expect(page.getByTestId('admin-dispute')).toHaveAttribute('data-state', 'escalated');
  await page.getByTestId('admin-dispute-choice-reject').check();
  await page.getByTestId('admin-dispute-reason').fill(reason);
  await page.getByTestId('admin-dispute-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: T.en.common.actions.confirm }).click();
  await expect(page.getByTestId('admin-dispute')).toHaveAttribute('data-state', 'dismissed');

  // by e-mail, to both
  const kinds = MAIL.en.kinds;
  const buyerSubject = subjectOf(kinds['refund.rejected'].subject, { orderNo: orderId });
  const storeSubject = subjectOf(kinds['dispute.dismissed_store'].subject, { orderNo: orderId });
  expect((await mailTo(buyer.email, buyerSubject)).text).toContain(reason);
  await mailTo(SELLER.username, storeSubject);

  // in the notice centre, of both (the buyer on the mobile site, the store owner on the desktop site)
  for (const [who, password, subject, where] of [
    [buyer.email, PASSWORD, buyerSubject, 'wap'],
    [SELLER.username, SELLER.password, storeSubject, 'desktop'],
  ] as const) {
    const context = await browser.newContext({ ...VIEWS[where], baseURL: process.env.E2E_BASE_URL });
    const p = await context.newPage();
    try {
      const session = await act(request, 'user!newlogin', { username: who, password });
      expect(session.code, `${who}: ${session.msg}`).toBe('0');
      await p.addInitScript((t) => window.localStorage.setItem('token', t), session.data.token as string);
      await p.goto(where === 'wap' ? '/wap/me?lang=en' : '/index?lang=en');
      await expect(p.getByTestId('notice-count')).toBeVisible();
      await p.getByTestId('notice-bell').click();
      const panel = p.getByTestId('notice-panel');
      await expect(panel.getByRole('heading')).toHaveText(N.en.title);
      // titled with the e-mail's subject, which names the order
      await expect(panel.getByTestId('notice-item').filter({ hasText: subject })).toHaveCount(1);
      await p.screenshot({ path: join(SCREENSHOT_DIR, `trust-journey-notice-${where}.png`) });
    } finally {
      await context.close();
    }
  }
});
