import { join } from 'node:path';
import { Client } from 'pg';
import { Contract, JsonRpcProvider, Wallet, parseUnits } from 'ethers';
import type { APIRequestContext, Page } from '@playwright/test';
import arTemplates from '../../api/src/modules/notification/templates/ar.json';
import enTemplates from '../../api/src/modules/notification/templates/en.json';
import arNotice from '../src/locales/ar/notice.json';
import enNotice from '../src/locales/en/notice.json';
import { SCREENSHOT_DIR, expect, test, uniqueEmail } from './fixtures';

/**
 * The notice centre (issue 26): a buyer's deposit, order and payment each leave a notice; the bell
 * of the desktop header and of the mobile site's account page shows how many are unread, and its
 * panel lists them (newest first, in the page's language, linking to the order).
 */
const MAIL = { en: enTemplates, ar: arTemplates } as const;
const UI = { en: enNotice, ar: arNotice } as const;
const SAFEWORD = '246810';
const FUNDS = '300';

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

async function action<T>(request: APIRequestContext, name: string, form: Record<string, string>, lang: string, token?: string): Promise<T> {
  const res = await request.post(`/api/${name}.action?lang=${lang}`, { form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok()).toBeTruthy();
  const env = (await res.json()) as Envelope<T>;
  expect(env.code, `${name}: ${env.msg}`).toBe('0');
  return env.data;
}

/** A goods of the demo catalogue the buyer can afford, with an SKU in stock when it has SKUs (`-1`: none). */
async function affordableGoods(): Promise<{ goods: string; sku: string }> {
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

/** A real deposit of `FUNDS` test USDT to the buyer's own address on the local chain, credited. */
async function fund(page: Page): Promise<void> {
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
    await page.goto('/userInfo/money-package/recharge');
    const address = page.getByTestId('deposit-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await (await token.getFunction('transfer')((await address.textContent())!, parseUnits(FUNDS, 6))).wait();
    await expect(page.getByTestId('confirming-deposit')).toHaveCount(1, { timeout: 15_000 });
    await provider.send('anvil_mine', ['0x' + Number(process.env.E2E_CHAIN_CONFIRMATIONS ?? 3).toString(16)]);
    await expect(page.getByTestId('recharge-available')).toContainText('300', { timeout: 15_000 });
  } finally {
    provider.destroy();
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`the bell counts the notices of a deposit and a paid order and lists them (desktop and /wap, ${lang})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`notice_${lang}`);
    const session = await action<{ token: string }>(
      request,
      'localuser!registerNoVerifcode',
      { username: email, password: 'Notice123', re_password: 'Notice123', type: '2' },
      lang,
    );
    await page.addInitScript((token) => window.localStorage.setItem('token', token), session.token);
    await page.goto(`/index?lang=${lang}`);
    // registration: one notice (welcome)
    await expect(page.getByTestId('notice-count')).toHaveText('1');

    await fund(page);
    await action(request, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, lang, session.token);
    const g = await affordableGoods();
    const addresses = await action<{ pageList: { id: string }[] }>(request, 'address!list', {}, lang, session.token);
    if (addresses.pageList.length === 0)
      await action(
        request,
        'address!add',
        {
          contacts: 'Ada Lovelace',
          phone: '1 2015550123',
          email: 'ada@example.com',
          postcode: '10001',
          country: 'United States',
          countryId: '0',
          province: 'New York',
          provinceId: '0',
          city: 'New York City',
          cityId: '0',
          address: '12 Example Street',
          use: '1',
        },
        lang,
        session.token,
      );
    const [address] = (await action<{ pageList: { id: string }[] }>(request, 'address!list', {}, lang, session.token)).pageList;
    const submitted = await action<{ orderList: { orderId: string }[] }>(
      request,
      'order!submit',
      { orderInfo: `${g.goods},${g.sku},1`, addressId: address!.id },
      lang,
      session.token,
    );
    const orderId = submitted.orderList[0]!.orderId;
    await action(request, 'order!pay', { orderId, safeword: SAFEWORD }, lang, session.token);

    // welcome, deposit credited, order placed, order paid: four unread (the count refreshes on focus or reload)
    await page.goto(`/index?lang=${lang}`);
    await expect(page.getByTestId('notice-count')).toHaveText('4');
    await page.getByTestId('notice-bell').click();
    const panel = page.getByTestId('notice-panel');
    await expect(panel.getByRole('heading')).toHaveText(UI[lang].title);
    const items = panel.getByTestId('notice-item');
    await expect(items).toHaveCount(4);
    const paidTitle = MAIL[lang].kinds['order.paid'].subject.replace('{orderNo}', orderId);
    await expect(items.first()).toContainText(paidTitle);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', `/userInfo/order-detail?orderId=${orderId}`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `notices-${lang}-desktop.png`) });

    // the mobile site: the bell on the account page, the same list
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/wap/me?lang=${lang}`);
    await expect(page.getByTestId('notice-count')).toHaveText('4');
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice-item').first()).toContainText(paidTitle);
    await expect(page.getByTestId('notice-item').first().getByRole('link')).toHaveAttribute('href', `/wap/order?orderId=${orderId}`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `notices-${lang}-wap.png`) });

    // mark all read: the count goes
    await page.getByTestId('notice-read-all').click();
    await expect(page.getByTestId('notice-count')).toHaveCount(0);
    await expect(page.getByTestId('notice-read-all')).toHaveCount(0);
  });
}
