import { DataSource } from 'typeorm';
import { OrderService, OrderTimeoutsService } from '../../src/modules/order';
import { act } from '../support/act';
import { SAFEWORD, makeBuyer, makeShop, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

const MINUTE = 60_000;
/** One red tee: 14.99 + freight 2.5 + tax 0.75 */
const TEE = '18.240000';
const unitsMsg = (units: number) =>
  `At most 10 units of one item can wait for payment (with this order you would have ${units}). Pay or cancel your unpaid orders, or order fewer`;
const balanceMsg = (total: string, limit: string) =>
  `Your orders awaiting payment would total ${total} USDT, more than you can pay now (${limit} USDT). Top up your balance, or pay or cancel your unpaid orders first`;
/** `YYYY-MM-DD HH:mm:ss` (the `.action` wall time) → a comparable number of ms. */
const wall = (s: string) => Date.parse(s.replace(' ', 'T') + 'Z');

/**
 * Issue 25 item 3: stock reserved at submit (the contract) can no longer be hoarded. An unpaid order
 * holds its stock for `mall_unpaid_hold_minutes` (30), a buyer holds at most
 * `mall_max_unpaid_units_per_sku` (10) units of one stock unpaid, and all their unpaid orders within
 * their wallet balance plus `mall_unpaid_allowance_usdt` (0); each checked under a per-buyer lock.
 */
describe('holding stock without paying (order!submit limits, the unpaid hold)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let shop: Shop;

  const call = (b: Buyer, name: string, params: Record<string, string | number | undefined> = {}, lang = 'en') =>
    act(t.http, name, params, { token: b.token, lang, via: 'query' });
  const submit = (b: Buyer, orderInfo: string, lang = 'en') => call(b, 'order!submit', { orderInfo, addressId: b.addressId }, lang);
  const ok = async (b: Buyer, orderInfo: string): Promise<string> => {
    const r = await submit(b, orderInfo);
    expect(r).toMatchObject({ code: '0' });
    return r.data.orderList[0].orderId;
  };
  const refused = (msg: string) => ({ code: '1', msg, data: null });
  const skuStock = async (id: string) => (await ds.query(`select stock from goods_skus where id = $1`, [id]))[0].stock as number;
  const status = async (id: string) => (await ds.query(`select status from orders where id = $1`, [id]))[0].status as number;
  const unpaidOf = async (b: Buyer) =>
    (await ds.query(`select count(*)::int as n from orders where user_id = $1 and status = 0`, [b.id]))[0].n;
  const setting = (code: string, value: string) => ds.query(`update sysparas set value = $2 where code = $1`, [code, value]);

  beforeAll(async () => {
    t = await startHttpApp({ DATABASE_POOL_SIZE: '10' });
    ds = t.app.get(DataSource);
    shop = await makeShop(ds, { stock: 196, name: 'Harbor Hold Shop' });
  });
  afterAll(() => t.close());

  it('a buyer with 0 USDT cannot reserve a whole SKU, nor any of it; a buyer who can pay buys', async () => {
    const zero = await makeBuyer(t.http, t.app);
    expect(await submit(zero, `${shop.tee},${shop.red},196`)).toEqual(refused(unitsMsg(196)));
    expect(await submit(zero, `${shop.tee},${shop.red},1`)).toEqual(refused(balanceMsg(TEE, '0.000000')));
    expect(await submit(zero, `${shop.tee},${shop.red},1`, 'cn')).toEqual(
      refused(`待付款订单合计将达 ${TEE} USDT，超过您当前可支付的金额（0.000000 USDT）。请先充值，或支付、取消待付款订单`),
    );
    expect(await submit(zero, `${shop.tee},${shop.red},196`, 'cn')).toEqual(
      refused('同一商品最多可有 10 件待付款（加上本单将达 196 件）。请先支付或取消待付款订单，或减少购买数量'),
    );
    expect(await skuStock(shop.red)).toBe(196);
    expect(await unpaidOf(zero)).toBe(0);

    // exactly one tee's worth: one unpaid tee, not two; once paid, the balance is spent
    const real = await makeBuyer(t.http, t.app, { balance: TEE });
    const id = await ok(real, `${shop.tee},${shop.red},1`);
    expect(await submit(real, `${shop.tee},${shop.red},1`)).toEqual(refused(balanceMsg('36.480000', TEE)));
    expect((await call(real, 'order!pay', { orderId: id, safeword: SAFEWORD })).code).toBe('0');
    expect(await submit(real, `${shop.tee},${shop.red},1`)).toEqual(refused(balanceMsg(TEE, '0.000000')));
    expect(await skuStock(shop.red)).toBe(195);
  });

  it('the operator’s allowance (mall_unpaid_allowance_usdt) lets a buyer order that much beyond the balance, no more', async () => {
    await setting('mall_unpaid_allowance_usdt', '40');
    try {
      const b = await makeBuyer(t.http, t.app);
      await ok(b, `${shop.tee},${shop.red},2`); // 36.48 ≤ 0 + 40
      expect(await submit(b, `${shop.tee},${shop.red},1`)).toEqual(refused(balanceMsg('54.720000', '40.000000')));
    } finally {
      await setting('mall_unpaid_allowance_usdt', '0');
    }
  });

  it('caps the units of one stock held unpaid across all the buyer’s orders; paid or cancelled units stop counting', async () => {
    const s = await makeShop(ds, { stock: 100 });
    const b = await makeBuyer(t.http, t.app, { balance: '1000' });
    const six = await ok(b, `${s.tee},${s.red},6`);
    expect(await submit(b, `${s.tee},${s.red},5`)).toEqual(refused(unitsMsg(11)));
    const four = await ok(b, `${s.tee},${s.red},4`);
    // every stock on its own: another SKU of the same goods, a goods without SKUs (10 mugs), in one order
    await ok(b, `${s.tee},${s.white},1,${s.mug},-1,10`);
    expect(await submit(b, `${s.tee},${s.white},1,${s.mug},-1,1`)).toEqual(refused(unitsMsg(11)));
    expect(await skuStock(s.red)).toBe(90);

    expect((await call(b, 'order!pay', { orderId: six, safeword: SAFEWORD })).code).toBe('0');
    const again = await ok(b, `${s.tee},${s.red},6`); // 4 + 6
    expect(await submit(b, `${s.tee},${s.red},1`)).toEqual(refused(unitsMsg(11)));
    expect((await call(b, 'order!cancel', { orderId: four, returnReason: 1 })).code).toBe('0');
    await ok(b, `${s.tee},${s.red},4`);
    expect(await status(again)).toBe(0);
    expect(await skuStock(s.red)).toBe(100 - 6 - 6 - 4);
  });

  it('parallel submits of one buyer cannot pass the units cap nor the balance together', async () => {
    const s = await makeShop(ds, { stock: 100 });
    const rich = await makeBuyer(t.http, t.app, { balance: '1000' });
    const units = await Promise.all(Array.from({ length: 5 }, () => submit(rich, `${s.tee},${s.red},4`)));
    expect(units.filter((r) => r.code === '0')).toHaveLength(2);
    expect(units.filter((r) => r.code === '1').map((r) => r.msg)).toEqual([unitsMsg(12), unitsMsg(12), unitsMsg(12)]);
    expect(await skuStock(s.red)).toBe(92);

    const b = await makeBuyer(t.http, t.app, { balance: '40' });
    const money = await Promise.all(Array.from({ length: 4 }, () => submit(b, `${s.tee},${s.red},1`)));
    expect(money.filter((r) => r.code === '0')).toHaveLength(2); // 2 × 18.24 ≤ 40 < 3 × 18.24
    expect(money.filter((r) => r.code === '1').map((r) => r.msg)).toEqual([
      balanceMsg('54.720000', '40.000000'),
      balanceMsg('54.720000', '40.000000'),
    ]);
    expect(await skuStock(s.red)).toBe(90);
  });

  it('an unpaid order holds its stock for mall_unpaid_hold_minutes: the pay-before time shown is when the timer releases it', async () => {
    const timers = t.app.get(OrderTimeoutsService);
    const s = await makeShop(ds, { stock: 10 });
    const b = await makeBuyer(t.http, t.app, { balance: '100' });
    await setting('mall_unpaid_hold_minutes', '5');
    try {
      const id = await ok(b, `${s.tee},${s.red},3`);
      const paid = await ok(b, `${s.tee},${s.red},1`);
      expect((await call(b, 'order!pay', { orderId: paid, safeword: SAFEWORD })).code).toBe('0');
      expect(await skuStock(s.red)).toBe(6);

      const info = (await call(b, 'order!info', { orderId: id })).data.orderInfo;
      expect(wall(info.payBefore) - wall(info.createTime)).toBe(5 * MINUTE);
      const row = (await call(b, 'order!listMain', { status: 0 })).data.pageList.find((o: any) => o.id === id);
      expect(row.payBefore).toBe(info.payBefore);
      expect((await call(b, 'order!info', { orderId: paid })).data.orderInfo.payBefore).toBe('');

      const [{ created }] = await ds.query(`select created_at as created from orders where id = $1`, [id]);
      await timers.autoCancel(new Date(created.getTime() + 5 * MINUTE));
      expect(await status(id)).toBe(0);
      expect(await timers.autoCancel(new Date(created.getTime() + 5 * MINUTE + 1))).toBeGreaterThanOrEqual(1);
      expect(await status(id)).toBe(-1);
      expect(await skuStock(s.red)).toBe(9);
      expect((await call(b, 'orderLog!list', { orderId: id })).data.map((l: any) => l.state)).toEqual([1, 4]);
      expect((await call(b, 'order!info', { orderId: id })).data.orderInfo.payBefore).toBe('');
      expect(await status(paid)).toBe(1);
    } finally {
      await setting('mall_unpaid_hold_minutes', '30');
    }
  });

  it('one timer run releases every expired hold, however many (more than one batch)', async () => {
    const orders = t.app.get(OrderService);
    const s = await makeShop(ds, { stock: 100 });
    const buyers = [];
    for (let i = 0; i < 3; i++) buyers.push(await makeBuyer(t.http, t.app, { balance: '500' }));
    const placed: string[] = [];
    // 20 unpaid orders each (mall_max_unpaid_orders), 10 of each SKU (the units cap)
    for (const b of buyers)
      for (let i = 0; i < 20; i++) {
        const [o] = await orders.submit(b.id, { orderInfo: `${s.tee},${i % 2 ? s.red : s.white},1`, addressId: undefined });
        placed.push(o.orderId);
      }
    expect([await skuStock(s.red), await skuStock(s.white)]).toEqual([70, 70]);
    const [{ last }] = await ds.query(`select max(created_at) as last from orders where id = any($1)`, [placed]);
    expect(await t.app.get(OrderTimeoutsService).autoCancel(new Date(last.getTime() + 30 * MINUTE + 1))).toBeGreaterThanOrEqual(60);
    expect((await ds.query(`select count(*)::int as n from orders where id = any($1) and status = -1`, [placed]))[0].n).toBe(60);
    expect([await skuStock(s.red), await skuStock(s.white)]).toEqual([100, 100]);
  });
});
