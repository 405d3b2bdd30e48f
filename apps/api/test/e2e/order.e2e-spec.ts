import { DataSource } from 'typeorm';
import { Money } from '@mall/money';
import { LedgerAccounts, LedgerReconciler, LedgerService } from '../../src/modules/ledger';
import { OrderTimeoutsService, SellerOrderService } from '../../src/modules/order';
import { act } from '../support/act';
import { ADDRESS_WIRE_KEYS } from '../support/address';
import { SAFEWORD, makeBuyer, makeShop, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIST_KEYS = ['id', 'status', 'goodsCount', 'goodsFrom', 'priceCount', 'fees', 'tax', 'returnStatus', 'sellerStatus', 'createTime'];
const INFO_KEYS = [
  'id',
  'createTime',
  'status',
  ...ADDRESS_WIRE_KEYS,
  'prizeReal',
  'prizeOriginal',
  'discount',
  'fees',
  'tax',
  'goodsCount',
  'payStatus',
  'pushTime',
];
const GOODS_KEYS = [
  'goodsId',
  'goodsName',
  'goodsIcon',
  'goodsNum',
  'goodsReal',
  'sellingPrice',
  'fees',
  'tax',
  'attributes',
  'isShelf',
  'isValid',
  'skuId',
];
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('orders over HTTP (order!*, orderLog!list)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let ledger: LedgerService;
  let shop: Shop;

  const call = (b: Buyer | null, name: string, params: Record<string, string | number | undefined> = {}, lang = 'cn') =>
    act(t.http, name, params, { token: b?.token, lang, via: 'query' });
  const submit = (b: Buyer, orderInfo: string, extra: Record<string, string> = {}, lang = 'cn') =>
    call(b, 'order!submit', { orderInfo, addressId: b.addressId, ...extra }, lang);
  const pay = (b: Buyer, orderId: string, safeword: string | undefined = SAFEWORD, lang = 'cn') =>
    call(b, 'order!pay', { orderId, safeword }, lang);
  const available = async (b: Buyer) => (await ledger.userBalances(b.id)).available.format();
  const balance = async (code: string) => (await ledger.balance(code)).format();
  const skuStock = async (id: string) => (await ds.query(`select stock from goods_skus where id = $1`, [id]))[0].stock as number;
  const goodsStock = async (id: string) => (await ds.query(`select stock from goods where id = $1`, [id]))[0].stock as number;
  /** An unpaid order of `b` for 2 red tees (2 × 14.99 + 2 × 2.5 freight + 2 × 0.75 tax = 36.48). */
  const placed = async (b: Buyer, qty = 2): Promise<string> => {
    const r = await submit(b, `${shop.tee},${shop.red},${qty}`);
    expect(r).toMatchObject({ code: '0' });
    return r.data.orderList[0].orderId;
  };

  beforeAll(async () => {
    t = await startHttpApp({ DATABASE_POOL_SIZE: '8' });
    ds = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
    shop = await makeShop(ds, { stock: 1000, name: 'Harbor Lantern Supply' });
  });
  afterAll(() => t.close());

  describe('sellerGoods!cartLines (ours: the cart as it is now)', () => {
    it("answers each line's name and options in the reader's language and its stock, without counting a view", async () => {
      await ds.query(`update goods_skus set stock = 484 where id = $1`, [shop.red]);
      const views = async () => (await ds.query(`select views_num from goods where id = $1`, [shop.tee]))[0].views_num;
      const before = await views();
      const lines = [`${shop.tee}:${shop.red}`, shop.mug, `${shop.tee}:${shop.mug}`, 'not-an-id', `${shop.tee}:${shop.hiddenSku}`].join(
        ',',
      );
      const cn = await call(null, 'sellerGoods!cartLines', { lines }, 'cn');
      expect(cn).toMatchObject({ code: '0' });
      expect(cn.data).toEqual([
        {
          goodsId: shop.tee,
          skuId: shop.red,
          name: '红色纯棉T恤',
          nameLang: 'cn',
          attributes: [{ attrName: '颜色', attrNameLang: 'cn', attrValue: '红色', attrValueLang: 'cn' }],
          stock: 484,
          isShelf: 1,
        },
        {
          goodsId: shop.mug,
          skuId: '-1',
          name: '蓝色马克杯',
          nameLang: 'cn',
          attributes: [],
          stock: await goodsStock(shop.mug),
          isShelf: 1,
        },
        // a SKU of another goods and a malformed id are left out; a hidden SKU is not on sale
        {
          goodsId: shop.tee,
          skuId: shop.hiddenSku,
          name: '红色纯棉T恤',
          nameLang: 'cn',
          attributes: [{ attrName: '颜色', attrNameLang: 'cn', attrValue: '黑色', attrValueLang: 'cn' }],
          stock: expect.any(Number),
          isShelf: 0,
        },
      ]);
      const en = await call(null, 'sellerGoods!cartLines', { lines: `${shop.tee}:${shop.red}` }, 'en');
      expect(en.data[0]).toMatchObject({ name: 'Red Cotton T-Shirt', attributes: [{ attrName: 'Colour', attrValue: 'Red' }] });
      expect(await views()).toBe(before);
      await ds.query(`update goods_skus set stock = 1000 where id = $1`, [shop.red]);
    });
  });

  describe('submit', () => {
    it('splits per seller, prices from the catalogue (client prices ignored), reserves stock, answers orderList', async () => {
      const other = await makeShop(ds, { stock: 5 });
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const before = { red: await skuStock(shop.red), mug: await goodsStock(other.mug) };
      const r = await submit(
        b,
        `${shop.tee},${shop.red},1,${other.mug},-1,2,,${shop.tee},${shop.red},1`,
        { prizeReal: '0.01', price: '0.01', fees: '0', sellingPrice: '0.01' },
        'en',
      );
      expect(r.code).toBe('0');
      expect(r.data.orderList).toHaveLength(2);
      for (const o of r.data.orderList) expect(Object.keys(o)).toEqual(expect.arrayContaining(['orderId', 'prizeReal', 'fees', 'tax']));
      const bySeller = Object.fromEntries(
        await Promise.all(
          r.data.orderList.map(async (o: any) => [
            (await ds.query(`select seller_id from orders where id = $1`, [o.orderId]))[0].seller_id,
            o,
          ]),
        ),
      );
      // tee: 2 × 14.99 discount price, freight 2 × 2.5, tax 2 × 0.75; mug: 2 × 9.999999, freight 2 × 1
      expect(bySeller[shop.sellerId]).toMatchObject({ prizeReal: 29.98, fees: 5, tax: 1.5 });
      expect(bySeller[other.sellerId]).toMatchObject({ prizeReal: 19.999998, fees: 2, tax: 0 });
      expect(bySeller[shop.sellerId].orderId).toMatch(/^SC\d{23}$/);
      expect(await skuStock(shop.red)).toBe(before.red - 2);
      expect(await goodsStock(other.mug)).toBe(before.mug - 2);
      const [row] = await ds.query(
        `select prize_original::text, prize_real::text, goods_count, contacts, status from orders where id = $1`,
        [bySeller[shop.sellerId].orderId],
      );
      expect(row).toEqual({ prize_original: '39980000', prize_real: '29980000', goods_count: 2, contacts: 'Ada Lovelace', status: 0 });
      const notices = await ds.query(`select kind from seller_notices where order_id = $1`, [bySeller[shop.sellerId].orderId]);
      expect(notices).toEqual([{ kind: 'new_order' }]);
    });

    it.each([
      ['a negative quantity', (s: Shop) => `${s.tee},${s.red},-1`, '非法请求'],
      ['a zero quantity', (s: Shop) => `${s.tee},${s.red},0`, '非法请求'],
      ['a fractional quantity', (s: Shop) => `${s.tee},${s.red},1.5`, '提交失败'],
      ['a huge quantity', (s: Shop) => `${s.tee},${s.red},99999999999999`, '大于最大采购数量'],
      ['above mall_max_goods_number_in_order', (s: Shop) => `${s.tee},${s.red},1000`, '大于最大采购数量'],
      ['not triplets', (s: Shop) => `${s.tee},${s.red}`, '非法请求'],
      ['a malformed goods id', () => `abc,-1,1`, '非法请求'],
      ['a SKU of another goods', (s: Shop) => `${s.mug},${s.red},1`, '非法请求'],
      ['a hidden SKU', (s: Shop) => `${s.tee},${s.hiddenSku},1`, '部分商品已下架'],
      ['a goods with SKUs bought without one', (s: Shop) => `${s.tee},-1,1`, '请选择商品规格'],
      ['an unknown goods', () => `00000000-0000-4000-8000-000000000000,-1,1`, '部分商品已下架'],
    ])('refuses %s', async (_what, info, msg) => {
      const b = await makeBuyer(t.http, t.app);
      const stock = await skuStock(shop.red);
      expect(await submit(b, info(shop))).toEqual({ code: '1', msg, data: null });
      expect(await skuStock(shop.red)).toBe(stock);
      expect((await ds.query(`select count(*)::int as n from orders where user_id = $1`, [b.id]))[0].n).toBe(0);
    });

    it('refuses an unlisted goods, a deleted goods and a suspended or closed store', async () => {
      const b = await makeBuyer(t.http, t.app);
      const off = await makeShop(ds);
      await ds.query(`update goods set is_shelf = false where id = $1`, [off.mug]);
      await ds.query(`update goods set is_valid = false where id = $1`, [off.tee]);
      expect((await submit(b, `${off.mug},-1,1`)).msg).toBe('部分商品已下架');
      expect((await submit(b, `${off.tee},${off.red},1`)).msg).toBe('部分商品已下架');
      for (const status of ['suspended', 'closed'] as const) {
        const s = await makeShop(ds, { status });
        expect(await submit(b, `${s.mug},-1,1`)).toMatchObject({ code: '1', msg: '部分商品已下架' });
      }
      // English for lang=en
      expect((await submit(b, `${off.mug},-1,1`, {}, 'en')).msg).toBe('Some goods are no longer on sale');
    });

    it('refuses the own store, below the minimum, short stock (nothing reserved), and no address', async () => {
      const seller = await makeBuyer(t.http, t.app);
      const own = await makeShop(ds, { ownerUserId: seller.id, stock: 3 });
      expect(await submit(seller, `${own.mug},-1,1`)).toMatchObject({ code: '1', msg: '无法购买本店商品' });

      const b = await makeBuyer(t.http, t.app, { balance: '200' });
      await ds.query(`update goods set buy_min = 3 where id = $1`, [own.tee]);
      // the minimum counts the goods across its SKUs: 1 red + 1 white < 3
      expect(await submit(b, `${own.tee},${own.red},1,${own.tee},${own.white},1`)).toMatchObject({ msg: '少于最小采购数量' });
      // 2 red + 2 white = 4 ≥ 3 but only 3 of each; the mug has 3: asking 4 mugs fails after reserving the tees → all rolled back
      const r = await submit(b, `${own.tee},${own.red},2,${own.tee},${own.white},2,${own.mug},-1,4`);
      expect(r).toMatchObject({ code: '1', msg: '剩余数量不足，仅剩3件' });
      expect((await submit(b, `${own.mug},-1,4`, {}, 'en')).msg).toBe('Remaining quantity insufficient: only 3 left');
      expect([await skuStock(own.red), await skuStock(own.white), await goodsStock(own.mug)]).toEqual([3, 3, 3]);

      const homeless = await makeBuyer(t.http, t.app, { address: false });
      expect(await call(homeless, 'order!submit', { orderInfo: `${own.mug},-1,1` })).toMatchObject({ code: '1', msg: '请选择收货地址' });
      // another user's address id answers as a missing one
      expect((await call(homeless, 'order!submit', { orderInfo: `${own.mug},-1,1`, addressId: b.addressId })).code).toBe('1');
      expect(await goodsStock(own.mug)).toBe(3);
    });

    it('limits the unpaid orders of one buyer (mall_max_unpaid_orders)', async () => {
      await ds.query(`update sysparas set value = '2' where code = 'mall_max_unpaid_orders'`);
      try {
        const b = await makeBuyer(t.http, t.app, { balance: '100' });
        await placed(b, 1);
        await placed(b, 1);
        const r = await submit(b, `${shop.tee},${shop.red},1`, {}, 'en');
        expect(r).toMatchObject({ code: '1', msg: 'You have 2 unpaid orders: pay or cancel one first' });
      } finally {
        await ds.query(`update sysparas set value = '20' where code = 'mall_max_unpaid_orders'`);
      }
    });

    it('asks for a session (403)', async () => {
      expect((await call(null, 'order!submit', { orderInfo: `${shop.tee},${shop.red},1` })).code).toBe('403');
    });
  });

  describe('pay', () => {
    it('moves exactly the totals to escrow, marks paid, logs, and refuses a second payment', async () => {
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const a = await placed(b, 2);
      const c = await placed(b, 1);
      const escrow = await balance('escrow:orders');
      const sold = async () =>
        (
          await ds.query(
            `select g.sold_num::int as goods, s.sold_num::int as store from goods g join sellers s on s.id = g.seller_id where g.id = $1`,
            [shop.tee],
          )
        )[0];
      const soldBefore = await sold();
      const r = await pay(b, `${a},${c}`);
      expect(r.code).toBe('0');
      // real sold counts: the 3 tees just paid for, on the goods and on its store
      expect(await sold()).toEqual({ goods: soldBefore.goods + 3, store: soldBefore.store + 3 });
      // 36.48 + 18.24
      expect(await available(b)).toBe('45.280000');
      expect(
        Money.parse(await balance('escrow:orders'))
          .sub(Money.parse(escrow))
          .format(),
      ).toBe('54.720000');
      const rows = await ds.query(`select status, pay_status, payment_method, commission_bp from orders where id = any($1) order by id`, [
        [a, c],
      ]);
      expect(rows).toEqual([
        { status: 1, pay_status: 1, payment_method: 'balance', commission_bp: 500 },
        { status: 1, pay_status: 1, payment_method: 'balance', commission_bp: 500 },
      ]);
      expect(await pay(b, a)).toEqual({ code: '1', msg: '该订单未满足支付条件', data: null });
      expect(await available(b)).toBe('45.280000');
      expect((await ledger.findTransfer(`order:${a}:pay`))?.kind).toBe('order.pay');
    });

    it('insufficient balance: 余额不足 and nothing moves (all orders of one call or none)', async () => {
      // orders beyond the balance only with the operator's allowance (mall_unpaid_allowance_usdt)
      await ds.query(`update sysparas set value = '20' where code = 'mall_unpaid_allowance_usdt'`);
      try {
        const b = await makeBuyer(t.http, t.app, { balance: '40' });
        const a = await placed(b, 2); // 36.48
        const c = await placed(b, 1); // 18.24
        expect(await pay(b, `${a},${c}`)).toEqual({ code: '1', msg: '余额不足', data: null });
        expect(await available(b)).toBe('40.000000');
        expect((await ds.query(`select count(*)::int as n from orders where id = any($1) and status = 0`, [[a, c]]))[0].n).toBe(2);
        expect(await ledger.findTransfer(`order:${a}:pay`)).toBeNull();
        expect((await pay(b, a)).code).toBe('0');
      } finally {
        await ds.query(`update sysparas set value = '0' where code = 'mall_unpaid_allowance_usdt'`);
      }
    });

    it('fund password: missing, wrong, not set; another user’s or an unknown order; bad ids', async () => {
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const a = await placed(b);
      expect(await pay(b, a, '')).toMatchObject({ code: '1', msg: '资金密码不能为空' });
      expect(await pay(b, a, '000000')).toMatchObject({ code: '1', msg: '资金密码错误' });
      const noPw = await makeBuyer(t.http, t.app, { balance: '100', safeword: false });
      const n = await placed(noPw);
      expect(await pay(noPw, n, '123456')).toMatchObject({ code: '1', msg: '请设置资金密码' });

      const thief = await makeBuyer(t.http, t.app, { balance: '100' });
      expect(await pay(thief, a)).toEqual({ code: '1', msg: '订单不存在', data: null });
      expect(await pay(thief, 'SC20260101000000000999999')).toMatchObject({ msg: '订单不存在' });
      expect(await pay(b, 'SC1')).toMatchObject({ msg: '订单不存在' });
      expect(await pay(b, `${a},x`)).toMatchObject({ msg: '订单不存在' });
      expect(await available(thief)).toBe('100.000000');
      expect(await available(b)).toBe('100.000000');
    });
  });

  describe('lifecycle', () => {
    it('submit → pay → remind → confirm → ship → receipt settles escrow to seller payable minus commission', async () => {
      const owner = await makeBuyer(t.http, t.app);
      const s = await makeShop(ds, { ownerUserId: owner.id, stock: 10, name: 'Pine Atelier' });
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const sellerOrders = t.app.get(SellerOrderService);
      const r = await submit(b, `${s.tee},${s.red},3,${s.mug},-1,1`);
      const id = r.data.orderList[0].orderId as string;
      // 3 × 14.99 + 9.999999 = 54.969999; fees 3 × 2.5 + 1 = 8.5; tax 3 × 0.75 = 2.25 → T = 65.719999
      expect(r.data.orderList[0]).toMatchObject({ prizeReal: 54.969999, fees: 8.5, tax: 2.25 });
      const fees0 = Money.parse(await balance('platform:fees'));
      expect((await pay(b, id)).code).toBe('0');
      expect(await available(b)).toBe('34.280001');

      expect(await call(b, 'order!remind', { orderId: id })).toMatchObject({ code: '0', msg: '已提醒卖家发货' });
      expect(await call(b, 'order!remind', { orderId: id })).toEqual({ code: '1', msg: '该订单已提醒', data: null });
      expect(await call(b, 'order!receipt', { orderId: id })).toMatchObject({ code: '1', msg: '该订单状态无法操作' });
      expect(await call(b, 'order!cancel', { orderId: id, returnReason: 1 })).toMatchObject({ code: '1', msg: '该订单状态无法操作' });

      // another store cannot see or touch it
      const stranger = await makeShop(ds);
      await expect(sellerOrders.detailForSeller(stranger.sellerId, id)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
      await expect(sellerOrders.confirm(stranger.sellerId, id)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
      await expect(sellerOrders.ship(stranger.sellerId, id, { carrier: 'DHL', trackingNo: 'JD0001234' })).rejects.toMatchObject({
        code: 'ORDER_NOT_FOUND',
      });

      const list = await sellerOrders.listForSeller(s.sellerId, { page: 1, pageSize: 10 });
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ id, status: 1, goodsCount: 4, buyer: { contacts: 'Ada Lovelace', country: 'United States' } });
      expect(list.items[0].total.format()).toBe('65.719999');
      expect(list.items[0].commission.format()).toBe('3.285999'); // floor(65.719999 × 5 %)
      expect(list.items[0].shipBy!.getTime() - list.items[0].paidAt!.getTime()).toBe(72 * HOUR);
      expect(list.items[0].remindedAt).not.toBeNull();
      expect((await sellerOrders.balances(s.sellerId)).inEscrow.format()).toBe('65.719999');

      await sellerOrders.confirm(s.sellerId, id);
      await expect(sellerOrders.confirm(s.sellerId, id)).rejects.toMatchObject({ code: 'ORDER_STATUS_FORBIDS' });
      await expect(sellerOrders.ship(s.sellerId, id, { carrier: '', trackingNo: 'JD0001234' })).rejects.toMatchObject({
        code: 'ORDER_CARRIER_INVALID',
      });
      await expect(sellerOrders.ship(s.sellerId, id, { carrier: 'DHL', trackingNo: 'a b' })).rejects.toMatchObject({
        code: 'ORDER_TRACKING_INVALID',
      });
      await sellerOrders.ship(s.sellerId, id, { carrier: 'DHL', trackingNo: 'JD0001234' });

      const counts = await call(b, 'order!countOrderStatus');
      expect(counts.data).toEqual({ waitPayCount: 0, waitDeliverCount: 0, waitReceiptCount: 1, waitEvaluateCount: 0, refundCount: 0 });

      expect((await call(b, 'order!receipt', { orderId: id })).code).toBe('0');
      expect(await call(b, 'order!receipt', { orderId: id })).toMatchObject({ code: '1', msg: '该订单状态无法操作' });
      expect(await balance(LedgerAccounts.sellerPayable(s.sellerId))).toBe('62.434000');
      expect(
        Money.parse(await balance('platform:fees'))
          .sub(fees0)
          .format(),
      ).toBe('3.285999');
      const bal = await sellerOrders.balances(s.sellerId);
      expect([bal.payable.format(), bal.inEscrow.format(), bal.commissionPaid.format(), bal.pendingOrders]).toEqual([
        '62.434000',
        '0.000000',
        '3.285999',
        0,
      ]);
      const kinds = (await sellerOrders.notices(s.sellerId, 1)).items.map((n) => n.kind).sort();
      expect(kinds).toEqual(['new_order', 'paid', 'received', 'remind']);

      // the history, oldest first, in the reader's language
      const logs = await call(b, 'orderLog!list', { orderId: id });
      expect(logs.code).toBe('0');
      expect(logs.data.map((l: any) => [l.state, l.log])).toEqual([
        [1, '订单已提交，等待付款'],
        [2, '订单已付款，等待发货'],
        [5, '商家已确认，正在备货'],
        [6, '已发货，物流公司：DHL，物流单号：JD0001234'],
        [7, '已签收，订单完成'],
      ]);
      expect(Object.keys(logs.data[0]).sort()).toEqual(['createTime', 'id', 'log', 'orderId', 'state', 'updateTime']);
      expect(logs.data[0]).toMatchObject({ orderId: id, createTime: expect.stringMatching(DATE) });
      const en = await call(b, 'orderLog!list', { orderId: id }, 'en');
      expect(en.data[3].log).toBe('Shipped via DHL, tracking number JD0001234');

      const info = await call(b, 'order!info', { orderId: id, type: 1 });
      expect(Object.keys(info.data)).toEqual(['orderInfo']);
      expect(Object.keys(info.data.orderInfo)).toEqual(expect.arrayContaining(INFO_KEYS));
      expect(info.data.orderInfo).toMatchObject({
        id,
        status: 4,
        payStatus: 1,
        prizeReal: 54.969999,
        prizeOriginal: 69.969999,
        discount: 15,
        fees: 8.5,
        tax: 2.25,
        goodsCount: 4,
        contacts: 'Ada Lovelace',
        carrier: 'DHL',
        trackingNo: 'JD0001234',
        createTime: expect.stringMatching(DATE),
      });

      const goods = await call(b, 'order!listGoods', { orderId: id, pageNum: 1, pageSize: 10 });
      expect(goods.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 10, totalElements: 2 });
      for (const row of goods.data.pageList) expect(Object.keys(row)).toEqual(expect.arrayContaining(GOODS_KEYS));
      expect(goods.data.pageList[0]).toMatchObject({
        goodsId: s.tee,
        goodsName: '红色纯棉T恤',
        goodsNameLang: 'cn',
        goodsIcon: '/s/red.jpg',
        goodsNum: 3,
        goodsReal: 14.99,
        sellingPrice: 19.99,
        fees: 7.5,
        tax: 2.25,
        attributes: [{ attrName: '颜色', attrValue: '红色' }],
        isShelf: 1,
        isValid: 1,
        skuId: s.red,
      });
      expect(goods.data.pageList[1]).toMatchObject({ goodsId: s.mug, skuId: '-1', goodsNum: 1, goodsReal: 9.999999, attributes: [] });

      const all = await call(b, 'order!listMain', { pageNum: 1, pageSize: 5 });
      expect(all.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 5, totalElements: 1, totalPage: 1 });
      expect(Object.keys(all.data.pageList[0])).toEqual(expect.arrayContaining(LIST_KEYS));
      expect(all.data.pageList[0]).toMatchObject({
        id,
        status: 4,
        goodsCount: 4,
        goodsFrom: 'Pine Atelier',
        priceCount: 54.969999,
        fees: 8.5,
        tax: 2.25,
        returnStatus: 0,
        sellerStatus: 1,
        goodsName: '红色纯棉T恤',
      });
    });

    it('cancel gives the stock back (log 3); tabs: unpaid and cancelled hidden from "" (ours: `all` lists them), 1 also lists 2', async () => {
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const stock = await skuStock(shop.red);
      const a = await placed(b, 4);
      expect(await skuStock(shop.red)).toBe(stock - 4);
      expect(await call(b, 'order!cancel', { orderId: a, returnReason: 9 })).toMatchObject({ code: '1', msg: '请选择取消原因' });
      expect((await call(b, 'order!cancel', { orderId: a, returnReason: 5 })).code).toBe('0');
      expect(await skuStock(shop.red)).toBe(stock);
      expect((await ds.query(`select status, pay_status, cancel_reason from orders where id = $1`, [a]))[0]).toEqual({
        status: -1,
        pay_status: -1,
        cancel_reason: 5,
      });
      expect(await call(b, 'order!cancel', { orderId: a })).toMatchObject({ code: '1', msg: '该订单状态无法操作' });
      expect((await call(b, 'orderLog!list', { orderId: a })).data.map((l: any) => l.state)).toEqual([1, 3]);

      const unpaid = await placed(b, 1);
      const paid = await placed(b, 1);
      const confirmed = await placed(b, 1);
      expect((await pay(b, `${paid},${confirmed}`)).code).toBe('0');
      await t.app.get(SellerOrderService).confirm(shop.sellerId, confirmed);
      const ids = async (status?: number | string) =>
        (await call(b, 'order!listMain', { status, pageSize: 20 })).data.pageList.map((o: any) => o.id).sort();
      expect(await ids()).toEqual([paid, confirmed].sort());
      expect(await ids('')).toEqual([paid, confirmed].sort());
      expect(await ids(1)).toEqual([paid, confirmed].sort());
      expect(await ids(0)).toEqual([unpaid]);
      expect(await ids(-1)).toEqual([a]);
      expect(await ids(3)).toEqual([]);
      // ours: our web app's "All" tab asks for every order, unpaid and cancelled ones included
      expect(await ids('all')).toEqual([a, unpaid, paid, confirmed].sort());
      expect((await call(b, 'order!listMain', { status: 'x' })).code).toBe('1');
      expect((await call(b, 'order!countOrderStatus')).data).toEqual({
        waitPayCount: 1,
        waitDeliverCount: 2,
        waitReceiptCount: 0,
        waitEvaluateCount: 0,
        refundCount: 0,
      });
    });

    it('a buyer with an order in progress cannot cancel the account; once it is received they can', async () => {
      // 18.24 = 2 tees: the whole balance goes into the order, so only the order can block
      const b = await makeBuyer(t.http, t.app, { balance: '18.24' });
      const id = await placed(b, 1);
      expect((await pay(b, id)).code).toBe('0');
      expect(await available(b)).toBe('0.000000');
      const logoff = (lang = 'en') => call(b, 'user!logoff', { account: b.email, reason: 'moving', cashPassword: SAFEWORD }, lang);
      expect(await logoff()).toEqual({
        code: '1',
        msg: 'This account has orders in progress. Please try again once they are received, refunded or cancelled',
        data: null,
      });
      const sellerOrders = t.app.get(SellerOrderService);
      await sellerOrders.ship(shop.sellerId, id, { carrier: 'DHL', trackingNo: 'JD0001234' });
      expect((await call(b, 'order!receipt', { orderId: id })).code).toBe('0');
      expect(await logoff('cn')).toEqual({ code: '0', msg: '注销成功', data: null });
    });

    it('another user’s order answers "not found" on every call; an empty id on info answers 订单号不能为空', async () => {
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      const id = await placed(b);
      const thief = await makeBuyer(t.http, t.app, { balance: '100' });
      for (const name of ['order!info', 'order!listGoods', 'orderLog!list', 'order!cancel', 'order!receipt', 'order!remind']) {
        expect([name, await call(thief, name, { orderId: id })]).toEqual([name, { code: '1', msg: '订单不存在', data: null }]);
      }
      expect(await call(b, 'order!info', { orderId: '' })).toMatchObject({ code: '1', msg: '订单号不能为空' });
      expect(await call(b, 'orderLog!list', {})).toMatchObject({ code: '1', msg: '订单号不能为空' });
      expect(await call(b, 'order!info', { orderId: "SC1' or 1=1 --" })).toMatchObject({ code: '1', msg: '订单不存在' });
      // the order is untouched
      expect((await ds.query(`select status from orders where id = $1`, [id]))[0].status).toBe(0);
      expect((await call(b, 'order!info', { orderId: id })).data.orderInfo.id).toBe(id);
    });
  });

  describe('timers (the clock moved, no sleeping)', () => {
    it('auto-cancels unpaid orders after mall_unpaid_hold_minutes (log 4, stock back) and auto-receives after mall_autoReceipt_timeout days', async () => {
      const timers = t.app.get(OrderTimeoutsService);
      const b = await makeBuyer(t.http, t.app, { balance: '100' });
      // a store of its own: the runs below also handle every other test's due orders
      const s = await makeShop(ds, { stock: 10 });
      const place = async (qty: number) => (await submit(b, `${s.tee},${s.red},${qty}`)).data.orderList[0].orderId as string;
      const stale = await place(2);
      const paid = await place(1);
      expect((await pay(b, paid)).code).toBe('0');
      await t.app.get(SellerOrderService).ship(s.sellerId, paid, { carrier: 'SF Express', trackingNo: 'SF1234567' });

      const status = async (id: string) => (await ds.query(`select status from orders where id = $1`, [id]))[0].status as number;
      // the hold is 30 minutes: other tests' unpaid orders may be due by then, this one is not yet
      await timers.autoCancel(new Date(Date.now() + 29 * MINUTE));
      expect(await status(stale)).toBe(0);
      expect(await timers.autoCancel(new Date(Date.now() + 31 * MINUTE))).toBeGreaterThanOrEqual(1);
      expect(await status(stale)).toBe(-1);
      expect(await skuStock(s.red)).toBe(9);
      expect((await call(b, 'orderLog!list', { orderId: stale }, 'en')).data.map((l: any) => [l.state, l.log])).toEqual([
        [1, 'Order placed, awaiting payment'],
        [4, 'Unpaid for too long, cancelled by the system'],
      ]);
      // a second run finds nothing more of this order
      await timers.autoCancel(new Date(Date.now() + 31 * MINUTE));
      expect((await ds.query(`select count(*)::int as n from order_logs where order_id = $1 and state = 4`, [stale]))[0].n).toBe(1);

      const payable0 = Money.parse(await balance(LedgerAccounts.sellerPayable(s.sellerId)));
      expect(await timers.autoReceipt(new Date(Date.now() + 9 * 24 * HOUR))).toBe(0);
      expect(await timers.autoReceipt(new Date(Date.now() + 10 * 24 * HOUR + HOUR))).toBeGreaterThanOrEqual(1);
      expect((await ds.query(`select status from orders where id = $1`, [paid]))[0].status).toBe(4);
      // T = 18.24, C = floor(0.912) micro-exact = 0.912000 → payout 17.328
      expect(
        Money.parse(await balance(LedgerAccounts.sellerPayable(s.sellerId)))
          .sub(payable0)
          .format(),
      ).toBe('17.328000');
      expect((await call(b, 'orderLog!list', { orderId: paid })).data.map((l: any) => l.state)).toEqual([1, 2, 6, 7]);
    });
  });

  it('leaves the ledger consistent', async () => {
    const report = await t.app.get(LedgerReconciler).run();
    expect(report.ok).toBe(true);
  });
});
