import { Client } from 'pg';
import { Contract, JsonRpcProvider, Wallet, parseUnits } from 'ethers';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A buyer funded the way a real one is, on the local chain the browser suite runs (global-setup.ts),
 * and the demo goods it can afford (shared by the notice-centre and wallet-statement specs).
 */

/** A `.action` call through Playwright's request context, expected to succeed: its `data`. */
export async function action<T>(
  request: APIRequestContext,
  name: string,
  form: Record<string, string>,
  lang: string,
  token?: string,
): Promise<T> {
  const res = await request.post(`/api/${name}.action?lang=${lang}`, { form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok()).toBeTruthy();
  const env = (await res.json()) as { code: string; msg: string; data: T };
  expect(env.code, `${name}: ${env.msg}`).toBe('0');
  return env.data;
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
 * A real deposit of `amount` test USDT to the buyer's own address on the local chain, credited; made
 * from the deposit page at `path` (the desktop one, or `/wap/wallet/deposit`).
 */
export async function fund(page: Page, amount: string, path = '/userInfo/money-package/recharge'): Promise<void> {
  const provider = new JsonRpcProvider(process.env.E2E_CHAIN_RPC_URL, 31337, {
    staticNetwork: true,
    pollingInterval: 50,
    cacheTimeout: -1,
  });
  try {
    const token = new Contract(
      process.env.E2E_CHAIN_TOKEN!,
      ['function transfer(address to, uint256 value) returns (bool)'],
      new Wallet(process.env.E2E_CHAIN_FUNDER_KEY!, provider),
    );
    await page.goto(path);
    const address = page.getByTestId('deposit-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await (await token.getFunction('transfer')((await address.textContent())!, parseUnits(amount, 6))).wait();
    await expect(page.getByTestId('confirming-deposit')).toHaveCount(1, { timeout: 15_000 });
    await provider.send('anvil_mine', ['0x' + Number(process.env.E2E_CHAIN_CONFIRMATIONS ?? 3).toString(16)]);
    await expect(page.getByTestId('recharge-available')).toContainText(amount, { timeout: 15_000 });
  } finally {
    provider.destroy();
  }
}
