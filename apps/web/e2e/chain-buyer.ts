import { Client } from 'pg';
import { Contract, JsonRpcProvider, Wallet, parseUnits, type TransactionReceipt } from 'ethers';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEST_ADDRESS_FORM } from '../../api/test/support/address';
import { expect, uniqueEmail } from './fixtures';

const ERC20 = ['function transfer(address to, uint256 value) returns (bool)', 'function batchTransfer(address[] to, uint256[] value)'];

/**
 * A buyer funded the way a real one is, on the local chain the browser suite runs (global-setup.ts),
 * the demo goods it can afford and an order of them paid (shared by the notice-centre and wallet-statement specs).
 */

/** A `.action` call through Playwright's request context (in `lang`, as `token`), expected to succeed: its `data`. */
export async function action<T>(
  request: APIRequestContext,
  name: string,
  form: Record<string, string>,
  lang = 'en',
  token?: string,
): Promise<T> {
  const res = await request.post(`/api/${name}.action?lang=${lang}`, { form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok()).toBeTruthy();
  const env = (await res.json()) as { code: string; msg: string; data: T };
  expect(env.code, `${name}: ${env.msg}`).toBe('0');
  return env.data;
}

/** A new buyer (registered in `lang`), signed in to `page` from its next load: the token. */
export async function signedInBuyer(page: Page, request: APIRequestContext, lang: string, tag: string): Promise<string> {
  const password = 'Buyer12345';
  const { token } = await action<{ token: string }>(
    request,
    'localuser!registerNoVerifcode',
    { username: uniqueEmail(tag), password, re_password: password, type: '2' },
    lang,
  );
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return token;
}

/** A goods of the demo catalogue the buyer can afford, with an SKU in stock when it has SKUs (`-1`: none). */
export async function affordableGoods(): Promise<{ goods: string; sku: string }> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ goods: string; sku: string | null }>(
      `select g.id as goods, k.id as sku from goods g join sellers s on s.id = g.seller_id
         left join lateral (select id from goods_skus k where k.goods_id = g.id and not k.hidden and k.stock > 5 order by id limit 1) k on true
        where g.is_shelf and g.is_valid and s.status = 'open' and g.buy_min = 1 and coalesce(g.discount_price, g.selling_price) < 100000000
          and (k.id is not null or (g.stock > 5 and not exists (select 1 from goods_skus x where x.goods_id = g.id)))
        order by g.selling_price limit 1`,
    );
    return { goods: rows[0]!.goods, sku: rows[0]!.sku ?? '-1' };
  } finally {
    await db.end();
  }
}

/**
 * The buyer `token`, with money on their balance, orders one of affordableGoods() and pays it: a fund
 * password and an address first (`lang` is the language of the calls). The order id.
 */
export async function buyAffordableGoods(request: APIRequestContext, lang: string, token: string): Promise<string> {
  const safeword = '246810';
  await action(request, 'user!setSafewordReg', { safeword, re_safeword: safeword }, lang, token);
  await action(request, 'address!add', TEST_ADDRESS_FORM, lang, token);
  const [address] = (await action<{ pageList: { id: string }[] }>(request, 'address!list', {}, lang, token)).pageList;
  const g = await affordableGoods();
  const submitted = await action<{ orderList: { orderId: string }[] }>(
    request,
    'order!submit',
    { orderInfo: `${g.goods},${g.sku},1`, addressId: address!.id },
    lang,
    token,
  );
  const orderId = submitted.orderList[0]!.orderId;
  await action(request, 'order!pay', { orderId, safeword }, lang, token);
  return orderId;
}

/** The local chain of globalSetup: pays test USDT from the funded account and mines blocks (`close` when done). */
export function localChain() {
  const url = process.env.E2E_CHAIN_RPC_URL;
  const tokenAddress = process.env.E2E_CHAIN_TOKEN;
  const key = process.env.E2E_CHAIN_FUNDER_KEY;
  if (!url || !tokenAddress || !key) throw new Error('the e2e chain is not running (globalSetup publishes E2E_CHAIN_*)');
  const provider = new JsonRpcProvider(url, 31337, { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
  const token = new Contract(tokenAddress, ERC20, new Wallet(key, provider));
  return {
    confirmations: Number(process.env.E2E_CHAIN_CONFIRMATIONS ?? 3),
    async pay(to: string, amount: string): Promise<TransactionReceipt> {
      const tx = await token.getFunction('transfer')(to, parseUnits(amount, 6));
      return (await tx.wait())!;
    },
    /** One transaction paying each of `amounts` to `to` (the test token's batch transfer). */
    async payMany(to: string, amounts: string[]): Promise<TransactionReceipt> {
      const tx = await token.getFunction('batchTransfer')(
        amounts.map(() => to),
        amounts.map((a) => parseUnits(a, 6)),
      );
      return (await tx.wait())!;
    },
    mine: (blocks: number) => provider.send('anvil_mine', ['0x' + blocks.toString(16)]),
    close: () => provider.destroy(),
  };
}

/**
 * A real deposit of `amount` test USDT to the buyer's own address on the local chain, credited; made
 * from the deposit page at `path` (the desktop one, or `/wap/wallet/deposit`). The page then shows an
 * available balance with `amount` in it, or exactly `available` when given.
 */
export async function fund(
  page: Page,
  amount: string,
  { path = '/userInfo/money-package/recharge', available }: { path?: string; available?: string } = {},
): Promise<void> {
  const evm = localChain();
  try {
    await page.goto(path);
    const address = page.getByTestId('deposit-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await evm.pay((await address.textContent())!, amount);
    await expect(page.getByTestId('confirming-deposit')).toHaveCount(1, { timeout: 15_000 });
    await evm.mine(evm.confirmations);
    const shown = page.getByTestId('recharge-available');
    if (available) await expect(shown).toHaveText(available, { timeout: 15_000 });
    else await expect(shown).toContainText(amount, { timeout: 15_000 });
  } finally {
    evm.close();
  }
}
