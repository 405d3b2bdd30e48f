import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { EvaluationService } from '../../src/modules/evaluation';
import { LedgerReconciler } from '../../src/modules/ledger';
import { SellerOrderService } from '../../src/modules/order';
import { act } from '../support/act';
import { SAFEWORD, makeBuyer, makeShop, type Buyer, type Shop } from '../support/order';
import { startHttpApp } from '../support/test-app';

jest.setTimeout(60_000);

const ROW_KEYS = ['userName', 'avatar', 'countryName', 'rating', 'content', 'evaluationTime', 'attributes', 'imgUrl1', 'imgUrl2'];

describe('reviews over HTTP (evaluation!add, addList, list, countType; the default-review job)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let shop: Shop;
  let buyer: Buyer;
  let stranger: Buyer;
  let png: Buffer;

  const call = (b: Buyer | null, name: string, params: Record<string, string | number | undefined> = {}, lang = 'cn') =>
    act(t.http, name, params, { token: b?.token, lang, via: 'query' });
  const upload = async (b: Buyer): Promise<string> => {
    const r = await request(t.http)
      .post('/api/uploadimg!execute.action')
      .field('moduleName', 'evaluate')
      .field('token', b.token)
      .attach('file', png, { filename: 'photo.png', contentType: 'image/png' });
    expect(r.body.code).toBe('0');
    return r.body.data as string;
  };
  const addList = (b: Buyer, body: unknown, lang = 'cn') =>
    request(t.http)
      .post('/api/evaluation!addList.action')
      .query({ token: b.token, lang })
      .send(body as object);
  /** An order of a red tee and a mug, paid, and (unless told) shipped and received. */
  const order = async (b: Buyer, received = true): Promise<string> => {
    const sub = await call(b, 'order!submit', { orderInfo: `${shop.tee},${shop.red},1,${shop.mug},-1,1`, addressId: b.addressId });
    expect(sub.code).toBe('0');
    const id = sub.data.orderList[0].orderId as string;
    expect((await call(b, 'order!pay', { orderId: id, safeword: SAFEWORD })).code).toBe('0');
    if (received) {
      await t.app.get(SellerOrderService).ship(shop.sellerId, id, { carrier: 'DHL', trackingNo: 'JD0004321' });
      expect((await call(b, 'order!receipt', { orderId: id })).code).toBe('0');
    }
    return id;
  };
  const status = async (id: string) => (await ds.query(`select status from orders where id = $1`, [id]))[0].status as number;
  const logStates = async (id: string) =>
    (await ds.query(`select state from order_logs where order_id = $1 order by id`, [id])).map((r: any) => r.state);
  const seller = async () =>
    (await ds.query(`select good_reviews, total_reviews, default_reviews from sellers where id = $1`, [shop.sellerId]))[0];

  beforeAll(async () => {
    t = await startHttpApp({ DATABASE_POOL_SIZE: '8' });
    ds = t.app.get(DataSource);
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#06c' } })
      .png()
      .toBuffer();
    shop = await makeShop(ds, { stock: 1000, name: 'Harbor Review Shop' });
    buyer = await makeBuyer(t.http, t.app, { balance: '1000' });
    stranger = await makeBuyer(t.http, t.app, { balance: '100' });
  });
  afterAll(() => t?.close());

  it('a verified buyer reviews with 2 photos: listed under "with pictures", counted, order 4 → 5 with a log row', async () => {
    const id = await order(buyer);
    const [a, b] = [await upload(buyer), await upload(buyer)];
    const r = await call(buyer, 'evaluation!add', {
      sellerGoodsId: shop.tee,
      evaluationType: 1,
      rating: 5,
      orderId: id,
      content: 'Great <script>alert(1)</script>shirt <b onclick=x>!</b>',
      imgUrl1: a,
      imgUrl2: b,
    });
    expect(r).toMatchObject({ code: '0' });
    expect(await status(id)).toBe(5);
    expect(await logStates(id)).toEqual([1, 2, 6, 7, 11]);

    const list = await call(null, 'evaluation!list', { sellerGoodsId: shop.tee, evaluationType: -2, pageNum: 1, pageSize: 5 });
    expect(list.code).toBe('0');
    expect(list.data.pageInfo.totalElements).toBe(1);
    expect(list.data.evaluationNum).toBe(1);
    const row = list.data.pageList[0];
    for (const k of ROW_KEYS) expect(row).toHaveProperty(k);
    expect(row).toMatchObject({ rating: 5, content: 'Great alert(1) shirt !', isDefault: false, imgUrl3: '' });
    expect(row.imgUrl1).toMatch(/\/uploads\/evaluate\/.+\.png$/);
    expect(row.attributes).toEqual([{ attrName: '颜色', attrNameLang: 'cn', attrValue: '红色', attrValueLang: 'cn' }]);
    expect(row.evaluationTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.userName).toContain('***');

    const counts = await call(null, 'evaluation!countType', { goodId: shop.tee });
    expect(counts).toMatchObject({
      code: '0',
      data: { havePicture: '1', positiveComments: '1', mediumReview: '0', negativeComment: '0', defaultReview: '0' },
    });
    expect(await seller()).toMatchObject({ good_reviews: 1, total_reviews: 1 });

    // The other line through addList (JSON body); then nothing is left to review.
    const res = await addList(buyer, {
      orderId: id,
      evaluationAdds: [{ sellerGoodsId: shop.mug, evaluationType: 3, rating: 2, content: 'Chipped' }],
    });
    expect(res.body).toMatchObject({ code: '0' });
    const mug = await call(null, 'evaluation!list', { sellerGoodsId: shop.mug, evaluationType: 2 });
    expect(mug.data.pageList[0]).toMatchObject({ rating: 2, evaluationType: 2, content: 'Chipped' }); // type follows the rating
    expect(await call(buyer, 'evaluation!add', { sellerGoodsId: shop.mug, evaluationType: 1, rating: 5, orderId: id })).toMatchObject({
      code: '1',
      msg: '已提交评论!',
    });
    expect(await seller()).toMatchObject({ good_reviews: 1, total_reviews: 2 });
  });

  it('refuses: another user’s order, an unreceived order, goods not in the order, 10 images, foreign images, bad rating (cn byte-exact)', async () => {
    const id = await order(buyer);
    const base = { sellerGoodsId: shop.tee, evaluationType: 1, rating: 5, orderId: id };
    expect(await call(stranger, 'evaluation!add', base)).toMatchObject({ code: '1', msg: '订单不存在!' });
    const unreceived = await order(buyer, false);
    expect(await call(buyer, 'evaluation!add', { ...base, orderId: unreceived })).toMatchObject({ code: '1', msg: '订单未收货，无法评价' });
    const other = await makeShop(ds, { name: 'Other Shop' });
    expect(await call(buyer, 'evaluation!add', { ...base, sellerGoodsId: other.tee })).toMatchObject({
      code: '1',
      msg: '该商品不在此订单中',
    });
    expect(await call(buyer, 'evaluation!add', { ...base, rating: 6 })).toMatchObject({ code: '1', msg: '评分须为1-5星' });
    expect(await call(buyer, 'evaluation!add', { ...base, rating: undefined })).toMatchObject({ code: '1', msg: '非法请求' });
    const mine = await upload(buyer);
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`imgUrl${i + 1}`, mine]));
    expect(await call(buyer, 'evaluation!add', { ...base, ...ten })).toMatchObject({ code: '1', msg: '最多上传9张图片' });
    const nine = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`imgUrl${i + 1}`, mine]));
    const r9 = await addList(buyer, { orderId: id, evaluationAdds: [{ sellerGoodsId: shop.tee, evaluationType: 1, rating: 5, ...nine }] });
    expect(r9.body).toMatchObject({ code: '1', msg: '最多上传8张图片' });
    const theirs = await upload(stranger);
    expect(await call(buyer, 'evaluation!add', { ...base, imgUrl1: theirs })).toMatchObject({ code: '1', msg: '图片无效，请重新上传' });
    expect(await call(buyer, 'evaluation!add', { ...base, imgUrl1: 'https://evil.example/x.png' })).toMatchObject({
      code: '1',
      msg: '图片无效，请重新上传',
    });
    expect(await status(id)).toBe(4);
    expect((await ds.query(`select count(*)::int as n from evaluations where order_id = $1`, [id]))[0].n).toBe(0);
  });

  it('the same review submitted twice concurrently → one review', async () => {
    const id = await order(buyer);
    const p = { sellerGoodsId: shop.tee, evaluationType: 1, rating: 4, orderId: id, content: 'twice' };
    const rs = await Promise.all([call(buyer, 'evaluation!add', p), call(buyer, 'evaluation!add', p), call(buyer, 'evaluation!add', p)]);
    expect(rs.filter((r) => r.code === '0')).toHaveLength(1);
    for (const r of rs.filter((x) => x.code !== '0')) expect(r.msg).toBe('已提交评论!');
    expect((await ds.query(`select count(*)::int as n from evaluations where order_id = $1`, [id]))[0].n).toBe(1);
  });

  it('the default good review: after mall_AutoComment days (moved clock), labelled, counted apart, idempotent', async () => {
    const id = await order(buyer);
    const svc = t.app.get(EvaluationService);
    const before = await seller();
    expect(await svc.defaultReviews(new Date(Date.now() + 14 * 86_400_000))).toBe(0);
    expect(await status(id)).toBe(4);
    const n = await svc.defaultReviews(new Date(Date.now() + 16 * 86_400_000));
    expect(n).toBeGreaterThanOrEqual(1);
    expect(await status(id)).toBe(5);
    expect((await logStates(id)).slice(-1)).toEqual([12]);
    expect(await svc.defaultReviews(new Date(Date.now() + 17 * 86_400_000))).toBe(0);
    const rows = await ds.query(`select is_default, rating, content from evaluations where order_id = $1`, [id]);
    expect(rows).toEqual([
      { is_default: true, rating: 5, content: '' },
      { is_default: true, rating: 5, content: '' },
    ]);
    const after = await seller();
    // Default reviews are counted apart: the store's real counts do not move (other due orders got theirs too).
    const defaultsInDb = (
      await ds.query(`select count(*)::int as n from evaluations where seller_id = $1 and is_default`, [shop.sellerId])
    )[0].n;
    expect(after).toMatchObject({ good_reviews: before.good_reviews, total_reviews: before.total_reviews, default_reviews: defaultsInDb });
    expect(after.default_reviews).toBeGreaterThanOrEqual(before.default_reviews + 2);
    const counts = (await call(null, 'evaluation!countType', { goodId: shop.tee })).data;
    expect(+counts.defaultReview).toBeGreaterThanOrEqual(1);
    const defaults = await call(null, 'evaluation!list', { sellerGoodsId: shop.tee, evaluationType: -3 });
    expect(defaults.data.pageList.every((r: any) => r.isDefault === true)).toBe(true);
    const good = await call(null, 'evaluation!list', { sellerGoodsId: shop.tee, evaluationType: 1 });
    expect(good.data.pageList.some((r: any) => r.isDefault)).toBe(false);
    expect(good.data.pageInfo.totalElements).toBe(+counts.positiveComments);
  });

  it('answers a missing goods id with the legacy text', async () => {
    expect(await call(null, 'evaluation!countType', {})).toMatchObject({ code: '1', msg: '商品ID不能为空' });
    expect(await call(null, 'evaluation!list', {})).toMatchObject({ code: '1', msg: '商品ID不能为空' });
  });

  it('the ledger reconciles clean', async () => {
    expect((await t.app.get(LedgerReconciler).run()).ok).toBe(true);
  });
});
