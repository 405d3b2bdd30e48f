import { DataSource } from 'typeorm';
import { Money } from '@mall/money';
import { startContext } from '../../../test/support/test-app';
import { operatorCredit } from '../../../test/support/ledger';
import { SAFEWORD, makeShop } from '../../../test/support/order';
import { AppError } from '../../core/errors/app-error';
import { LedgerReconciler, LedgerService } from '../ledger';
import { AccountService, SafewordService } from '../user';
import { OrderService } from './order.service';
import { OrderTimeoutsService } from './order-timeouts.service';

const HOUR = 3_600_000;
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason);
const tally = (rs: PromiseSettledResult<unknown>[]) =>
  rs.reduce<Record<string, number>>((m, r) => ({ ...m, [codeOf(r)]: (m[codeOf(r)] ?? 0) + 1 }), {});

/**
 * Committed transactions on their own connections (no rollback wrapper), real row locks: this
 * file owns a fresh database cloned from the template, with a pool large enough for contention.
 */
jest.setTimeout(60_000);

describe('orders under concurrency (committed, fresh database)', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let orders: OrderService;
  let ledger: LedgerService;
  let n = 0;

  let template: string | null = null;
  /** A buyer with the fund password SAFEWORD and a default address (hashes copied from one registered user: argon2 is slow). */
  const newBuyer = async (balance?: string): Promise<string> => {
    n += 1;
    const name = `buyer${n}-${process.pid}@example.com`;
    let id: string;
    if (!template) {
      await t.ctx.get(AccountService).register({ username: name, password: 'secret12', confirm: 'secret12', type: 2 }, '10.0.0.1');
      [{ id }] = await ds.query(`select id from users where username = $1`, [name]);
      await t.ctx.get(SafewordService).set(id, SAFEWORD);
      template = id;
    } else {
      [{ id }] = await ds.query(
        `insert into users (username, email, register_type, usercode, password_hash, safeword_hash)
         select $1, $1, 2, $2, password_hash, safeword_hash from users where id = $3 returning id`,
        [name, `T${process.pid}${n}`, template],
      );
    }
    await ds.query(
      `insert into addresses (user_id, contacts, phone_area_code, phone_number, address, country, is_default)
       values ($1, 'Ada Lovelace', '1', '2015550123', '12 Example Street', 'United States', true)`,
      [id],
    );
    if (balance) await operatorCredit(t.ctx, id, balance);
    return id;
  };
  const available = async (userId: string) => (await ledger.userBalances(userId)).available.format();
  const skuStock = async (id: string): Promise<number> => (await ds.query(`select stock from goods_skus where id = $1`, [id]))[0].stock;

  beforeAll(async () => {
    t = await startContext({ DATABASE_POOL_SIZE: '24' });
    ds = t.ctx.get(DataSource);
    orders = t.ctx.get(OrderService);
    ledger = t.ctx.get(LedgerService);
  });
  afterAll(() => t.close());

  it('stock N, 50 concurrent buyers of one SKU → exactly N lines sold, stock never negative', async () => {
    const N = 7;
    const shop = await makeShop(ds, { stock: N });
    const buyers: string[] = [];
    // each can pay for one tee (18.24): no buyer may hold what they cannot pay
    for (let i = 0; i < 50; i++) buyers.push(await newBuyer('20'));

    const samples: number[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        samples.push(await skuStock(shop.red));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const results = await Promise.allSettled(
      buyers.map((b) => orders.submit(b, { orderInfo: `${shop.tee},${shop.red},1`, addressId: undefined })),
    );
    running = false;
    await sampler;

    expect(tally(results)).toEqual({ ok: N, ORDER_STOCK_INSUFFICIENT: 50 - N });
    expect(await skuStock(shop.red)).toBe(0);
    expect(samples.every((s) => s >= 0)).toBe(true);
    const [sold] = await ds.query(
      `select coalesce(sum(qty), 0)::int as qty, count(distinct order_id)::int as orders from order_items where sku_id = $1`,
      [shop.red],
    );
    expect(sold).toEqual({ qty: N, orders: N });
  });

  it('the same order paid 20 times at once is charged once', async () => {
    const shop = await makeShop(ds, { stock: 10 });
    const buyer = await newBuyer('100');
    const [o] = await orders.submit(buyer, { orderInfo: `${shop.tee},${shop.red},2`, addressId: undefined });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => orders.pay(buyer, o.orderId, SAFEWORD)));
    expect(tally(results)).toEqual({ ok: 1, ORDER_NOT_PAYABLE: 19 });
    expect(o.total.format()).toBe('36.480000');
    expect(await available(buyer)).toBe('63.520000');
    expect((await ds.query(`select count(*)::int as n from order_logs where order_id = $1 and state = 2`, [o.orderId]))[0].n).toBe(1);
  });

  it('auto-cancel racing payments (balance and card): exactly one wins per order; money and stock agree', async () => {
    const shop = await makeShop(ds, { stock: 100 });
    const buyer = await newBuyer('1000');
    // one buyer's 12 unpaid tees: above the default per-buyer cap of unpaid units (this is about races)
    await ds.query(`update sysparas set value = '12' where code = 'mall_max_unpaid_units_per_sku'`);
    const placed = [];
    for (let i = 0; i < 12; i++)
      placed.push((await orders.submit(buyer, { orderInfo: `${shop.tee},${shop.red},1`, addressId: undefined }))[0]);
    expect(await skuStock(shop.red)).toBe(88);

    const later = new Date(Date.now() + 25 * HOUR);
    const pays = placed.map((o, i) =>
      i % 2 === 0 ? orders.pay(buyer, o.orderId, SAFEWORD) : orders.payByProvider([o.orderId], 'stripe', `pi_race_${i}`, o.total),
    );
    // two timer runs (two workers) race each other as well as the payments
    const timers = t.ctx.get(OrderTimeoutsService);
    const results = await Promise.allSettled([...pays, timers.autoCancel(later), timers.autoCancel(later)]);
    expect(results.filter((r) => r.status === 'rejected').every((r) => codeOf(r) === 'ORDER_NOT_PAYABLE')).toBe(true);

    const rows: { id: string; status: number; payment_method: string | null }[] = await ds.query(
      `select id, status, payment_method from orders where id = any($1) order by id`,
      [placed.map((o) => o.orderId)],
    );
    expect(rows.every((r) => r.status === 1 || r.status === -1)).toBe(true);
    let paidFromBalance = 0n;
    let toWallet = 0n;
    let stillSold = 0;
    for (const r of rows) {
      const o = placed.find((p) => p.orderId === r.id)!;
      const transfer = await ledger.findTransfer(`order:${r.id}:pay`);
      const logs: { state: number }[] = await ds.query(`select state from order_logs where order_id = $1 order by id`, [r.id]);
      if (r.status === 1) {
        expect(transfer).not.toBeNull();
        expect(logs.map((l) => l.state)).toEqual([1, 2]);
        stillSold += 1;
        if (r.payment_method === 'balance') paidFromBalance += o.total.minor;
      } else {
        expect(transfer).toBeNull();
        expect(logs.map((l) => l.state)).toEqual([1, 4]);
        // a card payment that lost the race went to the buyer's wallet instead
        const i = placed.indexOf(o);
        if (i % 2 === 1) toWallet += o.total.minor;
      }
    }
    expect(await skuStock(shop.red)).toBe(100 - stillSold);
    expect(await available(buyer)).toBe(Money.parse('1000').sub(Money.ofMinor(paidFromBalance)).add(Money.ofMinor(toWallet)).format());
  });

  it('leaves the ledger consistent', async () => {
    expect((await t.ctx.get(LedgerReconciler).run()).ok).toBe(true);
  });
});
