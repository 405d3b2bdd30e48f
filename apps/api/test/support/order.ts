import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { act, registerUser } from './act';
import { TEST_ADDRESS_FORM } from './address';
import { operatorCredit, userIdOf } from './ledger';

/** micro-USDT of a decimal text (test data only). */
export const micro = (s: string): bigint => {
  const [i, f = ''] = s.split('.');
  return BigInt(i) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
};

export interface Shop {
  sellerId: string;
  ownerUserId: string | null;
  categoryId: string;
  /** goods with two SKUs (red: stock, white: stock), buyMin 1 */
  tee: string;
  red: string;
  white: string;
  /** a hidden SKU of the tee */
  hiddenSku: string;
  /** goods without SKUs (goods.stock) */
  mug: string;
}

/**
 * A store with goods for order tests: the tee (two SKUs, selling 19.99 / discount 14.99 on red,
 * freight 2.5, tax 0.75 per unit) and a mug without SKUs (9.999999, freight 1, tax 0). Stock per
 * SKU and of the mug as given.
 */
export async function makeShop(
  ds: DataSource,
  opts: { ownerUserId?: string | null; stock?: number; status?: 'open' | 'suspended' | 'closed'; name?: string } = {},
): Promise<Shop> {
  const stock = opts.stock ?? 100;
  const categoryId = randomUUID();
  await ds.query(`insert into categories (id, name_i18n) values ($1, '{"en":"Test","cn":"测试"}')`, [categoryId]);
  const sellerId = randomUUID();
  await ds.query(`insert into sellers (id, owner_user_id, name, status) values ($1, $2, $3, $4)`, [
    sellerId,
    opts.ownerUserId ?? null,
    opts.name ?? `Shop ${sellerId.slice(0, 6)}`,
    opts.status ?? 'open',
  ]);
  const tee = randomUUID();
  const mug = randomUUID();
  await ds.query(
    `insert into goods (id, seller_id, category_id, name_i18n, images, selling_price, discount_price, freight_amount, goods_tax, buy_min, stock)
     values ($1, $3, $4, '{"en":"Red Cotton T-Shirt","cn":"红色纯棉T恤"}', array['/g/tee.jpg'], 19990000, 14990000, 2500000, 750000, 1, 0),
            ($2, $3, $4, '{"en":"Blue Mug","cn":"蓝色马克杯"}', array['/g/mug.jpg'], 9999999, null, 1000000, 0, 1, $5)`,
    [tee, mug, sellerId, categoryId, stock],
  );
  const colour = randomUUID();
  const [redV, whiteV, blackV] = [randomUUID(), randomUUID(), randomUUID()];
  await ds.query(`insert into goods_attributes (id, goods_id, name_i18n, sort) values ($1, $2, '{"en":"Colour","cn":"颜色"}', 1)`, [
    colour,
    tee,
  ]);
  await ds.query(
    `insert into goods_attribute_values (id, attribute_id, name_i18n, sort) values
       ($1, $4, '{"en":"Red","cn":"红色"}', 1), ($2, $4, '{"en":"White","cn":"白色"}', 2), ($3, $4, '{"en":"Black","cn":"黑色"}', 3)`,
    [redV, whiteV, blackV, colour],
  );
  const [red, white, hiddenSku] = [randomUUID(), randomUUID(), randomUUID()];
  await ds.query(
    `insert into goods_skus (id, goods_id, attr_value_ids, selling_price, discount_price, stock, cover_img, hidden) values
       ($1, $4, array[$5::uuid], 19990000, 14990000, $8, '/s/red.jpg', false),
       ($2, $4, array[$6::uuid], 19990000, null, $8, '', false),
       ($3, $4, array[$7::uuid], 19990000, null, $8, '', true)`,
    [red, white, hiddenSku, tee, redV, whiteV, blackV, stock],
  );
  return { sellerId, ownerUserId: opts.ownerUserId ?? null, categoryId, tee, red, white, hiddenSku, mug };
}

export const SAFEWORD = '246810';

export interface Buyer {
  token: string;
  id: string;
  email: string;
  addressId: string;
}

/** A registered buyer with a fund password, an address (via `address!add`) and optionally a balance. */
export async function makeBuyer(
  http: any,
  app: any,
  opts: { balance?: string; safeword?: boolean; address?: boolean } = {},
): Promise<Buyer> {
  const u = await registerUser(http);
  const id = await userIdOf(app, u.token);
  if (opts.balance) await operatorCredit(app, id, opts.balance);
  if (opts.safeword !== false) {
    const r = await act(http, 'user!setSafewordReg', { safeword: SAFEWORD, re_safeword: SAFEWORD }, { token: u.token });
    if (r.code !== '0') throw new Error(`safeword: ${r.msg}`);
  }
  let addressId = '';
  if (opts.address !== false) {
    const r = await act(http, 'address!add', TEST_ADDRESS_FORM, { token: u.token, via: 'query' });
    if (r.code !== '0') throw new Error(`address: ${r.msg}`);
    const list = await act(http, 'address!list', {}, { token: u.token });
    addressId = list.data.pageList[0].id;
  }
  return { token: u.token, id, email: u.email, addressId };
}
