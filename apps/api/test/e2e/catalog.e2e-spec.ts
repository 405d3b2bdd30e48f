import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { act, registerUser } from '../support/act';
import { eventually } from '../support/eventually';
import { makeCatalog, type Fixture } from '../support/catalog-fixtures';
import { startHttpApp } from '../support/test-app';

const CARD_KEYS = [
  'id',
  'name',
  'nameLang',
  'imgUrl1',
  'sellingPrice',
  'discountPrice',
  'discountRatio',
  'soldNum',
  'isKeep',
  'isShelf',
  'sellerId',
].sort();
const PAGE_INFO_KEYS = ['pageNum', 'pageSize', 'totalElements', 'totalPage', 'firstPage', 'lastPage'].sort();

describe('catalog, search and stores over the .action API', () => {
  const O = 'http://mall.test';
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let f: Fixture;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    // Media URLs are absolute for old clients (PUBLIC_URL here, so they are predictable).
    t = await startHttpApp({ PUBLIC_URL: O });
    f = await makeCatalog(t.app.get(DataSource));
    user = await registerUser(t.http);
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('category!tree answers the two-level tree', async () => {
      const r = await act(t.http, 'category!tree', {}, { via: 'get', lang: 'cn' });
      expect(r.code).toBe('0');
      expect(r.data).toEqual([
        {
          categoryId: f.top,
          name: '服装',
          nameLang: 'cn',
          iconImg: `${O}/i/apparel.png`,
          des: 'Clothes',
          desLang: 'en',
          subList: [
            { categoryId: f.leaf, name: 'T恤', nameLang: 'cn', iconImg: `${O}/i/tee.png` },
            { categoryId: f.otherLeaf, name: '夹克', nameLang: 'cn', iconImg: `${O}/i/jacket.png` },
          ],
        },
      ]);
    });

    it('category!sellerTree lists only the store’s categories', async () => {
      const r = await act(t.http, 'category!sellerTree', { sellerId: f.otherStore }, { via: 'get' });
      expect(r.data).toEqual([
        { categoryId: f.top, name: 'Apparel', nameLang: 'en', subList: [{ categoryId: f.leaf, name: 'T-Shirts', nameLang: 'en' }] },
      ]);
      expect((await act(t.http, 'category!sellerTree', { sellerId: 'nope' })).data).toEqual([]);
    });

    it('category!recommend and category!list page with pageList/pageInfo', async () => {
      const r = await act(t.http, 'category!recommend', { pageNum: 1, pageSize: 50 });
      expect(r.data.pageList.map((c: any) => c.categoryId).sort()).toEqual([f.top, f.otherLeaf].sort());
      expect(Object.keys(r.data.pageList[0]).sort()).toEqual(['categoryId', 'des', 'desLang', 'iconImg', 'name', 'nameLang', 'sort']);
      expect(Object.keys(r.data.pageInfo).sort()).toEqual(PAGE_INFO_KEYS);
      const l = await act(t.http, 'category!list', {});
      expect(l.data.pageList).toHaveLength(1);
    });
  });

  describe('sellerGoods!list', () => {
    it('answers goods cards with exact field names and paging, parent category including children', async () => {
      const r = await act(t.http, 'sellerGoods!list', { categoryId: f.top, pageNum: 1, pageSize: 20 });
      expect(r.code).toBe('0');
      expect(r.data.pageList.map((g: any) => g.id).sort()).toEqual([f.goods.tee, f.goods.jacket, f.goods.hoodie].sort());
      for (const g of r.data.pageList) expect(Object.keys(g).sort()).toEqual(CARD_KEYS);
      expect(r.data.pageInfo).toEqual({ pageNum: 1, pageSize: 20, totalElements: 3, totalPage: 1, firstPage: true, lastPage: true });
      const tee = r.data.pageList.find((g: any) => g.id === f.goods.tee);
      expect(tee).toEqual({
        id: f.goods.tee,
        name: 'Red Cotton T-Shirt',
        nameLang: 'en',
        imgUrl1: `${O}/g/1.jpg`,
        sellingPrice: 19.99,
        discountPrice: 14.99,
        discountRatio: 0.25,
        soldNum: 0,
        isKeep: 0,
        isShelf: 1,
        sellerId: f.store,
      });
    });

    it('filters by child category, store and discount; sorts by price both ways', async () => {
      const leaf = await act(t.http, 'sellerGoods!list', { categoryId: f.leaf });
      expect(leaf.data.pageList.map((g: any) => g.id).sort()).toEqual([f.goods.tee, f.goods.hoodie].sort());
      const store = await act(t.http, 'sellerGoods!list', { sellerId: f.otherStore });
      expect(store.data.pageList.map((g: any) => g.id)).toEqual([f.goods.hoodie]);
      const discount = await act(t.http, 'sellerGoods!list', { discount: 1 });
      expect(discount.data.pageList.map((g: any) => g.id)).toEqual([f.goods.tee]);
      const up = await act(t.http, 'sellerGoods!list', { isPrice: 1 });
      expect(up.data.pageList.map((g: any) => g.sellingPrice)).toEqual([19.99, 35, 59.5]);
      const down = await act(t.http, 'sellerGoods!list', { isPrice: 2 });
      expect(down.data.pageList.map((g: any) => g.sellingPrice)).toEqual([59.5, 35, 19.99]);
    });

    it('pages: negative page → 1, huge pageSize → 100, pageSize 2 splits', async () => {
      const a = await act(t.http, 'sellerGoods!list', { pageNum: -5, pageSize: 100000 });
      expect(a.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 100 });
      const b = await act(t.http, 'sellerGoods!list', { pageNum: 2, pageSize: 2 });
      expect(b.data.pageList).toHaveLength(1);
      expect(b.data.pageInfo).toMatchObject({ pageNum: 2, pageSize: 2, totalElements: 3, totalPage: 2, firstPage: false, lastPage: true });
      const c = await act(t.http, 'sellerGoods!list', { pageNum: 'abc', pageSize: 'x', categoryId: "'; drop table goods; --" });
      expect(c).toMatchObject({ code: '0', data: { pageList: [], pageInfo: { totalElements: 0 } } });
    });

    it('issues a constant number of SQL queries whatever the page size', async () => {
      const counts: number[] = [];
      const original = PostgresQueryRunner.prototype.query;
      let n = 0;
      PostgresQueryRunner.prototype.query = function (this: any, ...args: any[]) {
        n += 1;
        return (original as any).apply(this, args);
      } as any;
      try {
        await act(t.http, 'sellerGoods!list', { pageSize: 5, categoryId: f.top }, { token: user.token }); // warm the category cache
        for (const pageSize of [2, 20, 100]) {
          n = 0;
          await act(t.http, 'sellerGoods!list', { pageSize, categoryId: f.top }, { token: user.token });
          counts.push(n);
        }
      } finally {
        PostgresQueryRunner.prototype.query = original;
      }
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeLessThanOrEqual(3); // session + page + count
    });

    it('recommend_new answers data.result; recommend_like answers an array', async () => {
      const r = await act(t.http, 'sellerGoods!recommend_new', { type: 0, pageNum: 1, pageSize: 24 });
      expect(r.data.result.map((g: any) => g.id)).toEqual([f.goods.tee, f.goods.jacket, f.goods.hoodie]);
      const rec = await act(t.http, 'sellerGoods!recommend_new', { type: 2 });
      expect(rec.data.result.every((g: any) => g.sellerId === f.store)).toBe(true);
      const like = await act(t.http, 'sellerGoods!recommend_like', { type: 2, sellerId: f.store });
      expect(Array.isArray(like.data)).toBe(true);
      expect(like.data.length).toBeLessThanOrEqual(3);
      expect(like.data.every((g: any) => g.sellerId === f.store)).toBe(true);
    });
  });

  describe('goods detail', () => {
    it('answers the full detail, sanitized HTML, SKUs and counts a view', async () => {
      const r = await act(t.http, 'sellerGoods!info', { sellerGoodsId: f.goods.tee }, { lang: 'cn', token: user.token });
      expect(r.code).toBe('0');
      const d = r.data;
      expect(d).toMatchObject({
        id: f.goods.tee,
        goodsId: f.goods.tee,
        sellerId: f.store,
        name: '红色纯棉T恤',
        nameLang: 'cn',
        imgUrl1: `${O}/g/1.jpg`,
        imgUrl2: `${O}/g/2.jpg`,
        imgUrl10: '',
        sellingPrice: 19.99,
        discountPrice: 14.99,
        buyMin: 2,
        isShelf: 1,
        isKeep: 0,
        freightAmount: 2.5,
        goodsTax: 0.75,
        categoryId: f.leaf,
        categoryName: 'T恤',
        categoryNameLang: 'cn',
        seller: { id: f.store, name: 'Harbor Lantern Supply', fakeSoldNum: 0, soldNum: 0, sellerGoodsNum: 2, focusNum: 0, highOpinion: 0 },
      });
      expect(d.des).toBe('<p>Soft <b>cotton</b></p>');
      expect(d.desLang).toBe('en');
      expect(d.canSelectAttributes.goodAttrs).toEqual([
        {
          attrId: expect.any(String),
          attrName: '颜色',
          attrNameLang: 'cn',
          attrValues: [
            { attrValueId: expect.any(String), attrValueName: '红色', attrValueNameLang: 'cn', isIcon: 1, iconImg: `${O}/c/red.png` },
            { attrValueId: expect.any(String), attrValueName: '白色', attrValueNameLang: 'cn', isIcon: 0, iconImg: '' },
          ],
        },
      ]);
      const sku = d.canSelectAttributes.skus.find((k: any) => k.discountPrice !== null);
      // `price` is the list price; a SKU without pictures of its own has `img: null` (old mobile client)
      expect(sku).toMatchObject({ sellingPrice: 19.99, discountPrice: 14.99, price: 19.99, stock: 10, img: [`${O}/s/red.jpg`], hidden: 0 });
      const plain = d.canSelectAttributes.skus.find((k: any) => k.discountPrice === null);
      expect(plain).toMatchObject({ sellingPrice: 19.99, price: 19.99, img: null });
      expect(sku.attrs).toEqual([
        {
          attrId: expect.any(String),
          attrValueId: expect.any(String),
          attrName: '颜色',
          attrNameLang: 'cn',
          attrValueName: '红色',
          attrValueNameLang: 'cn',
        },
      ]);
      const before = d.viewsNum;
      const again = await act(t.http, 'sellerGoods!info', { sellerGoodsId: f.goods.tee });
      expect(again.data.viewsNum).toBe(before + 1);
    });

    it('unknown, malformed and hostile ids answer a clear "1"', async () => {
      for (const id of ['00000000-0000-0000-0000-000000000000', 'abc', "1' or '1'='1", '']) {
        expect(await act(t.http, 'sellerGoods!info', { sellerGoodsId: id }, { lang: 'cn' })).toEqual({
          code: '1',
          msg: '商品不存在',
          data: null,
        });
      }
    });
  });

  describe('search', () => {
    it.each([
      ['shirt', 'en'],
      ['T-Shirts', 'en'],
      ['cottn', 'en'],
      ['纯棉', 'cn'],
      ['قميص', 'ar'],
      ['コットン', 'ja'],
      ['algodón', 'es'],
    ])('finds the tee for %j (%s)', async (keyword, lang) => {
      const r = await act(t.http, 'sellerGoods!search', { keyword, pageNum: 1, pageSize: 20 }, { lang });
      expect(r.code).toBe('0');
      expect(r.data.pageList[0]?.id).toBe(f.goods.tee);
      expect(Object.keys(r.data.pageInfo).sort()).toEqual(PAGE_INFO_KEYS);
    });

    it('answers an empty page for blank, hostile or unmatched keywords', async () => {
      for (const keyword of ['', '   ', "'; drop table goods; --", '<script>alert(1)</script>', '%', '_', 'zzzzqqqq', 'a'.repeat(500)]) {
        const r = await act(t.http, 'sellerGoods!search', { keyword });
        expect([keyword.slice(0, 20), r.code]).toEqual([keyword.slice(0, 20), '0']);
        expect(r.data.pageList.every((g: any) => g.id !== f.goods.off)).toBe(true);
      }
      expect((await act(t.http, 'sellerGoods!search', { keyword: '%' })).data.pageList).toEqual([]);
      const long = await act(t.http, 'sellerGoods!search', { keyword: 'a'.repeat(2000) });
      expect(long).toMatchObject({ code: '1', msg: expect.stringMatching(/too long/) });
    });

    it('search-keyword answers sellerList and goodsList', async () => {
      const r = await act(t.http, 'sellerGoods!search-keyword', { keyword: 'harbor' });
      expect(r.data.sellerList.map((s: any) => s.id)).toEqual([f.store]);
      expect(r.data.sellerList[0]).toMatchObject({ id: f.store, name: 'Harbor Lantern Supply', avatar: `${O}/a/1.jpg`, fakeSoldNum: 0 });
      const g = await act(t.http, 'sellerGoods!search-keyword', { keyword: 'denim' });
      expect(g.data).toEqual({ sellerList: [], goodsList: [{ id: f.goods.jacket, name: 'Blue Denim Jacket', nameLang: 'en' }] });
    });

    it('searchSellerGoods stays inside the store', async () => {
      const r = await act(t.http, 'sellerGoods!searchSellerGoods', { sellerId: f.otherStore, keyword: 'shirt hoodie' });
      expect(r.data.pageList.every((g: any) => g.sellerId === f.otherStore)).toBe(true);
      const none = await act(t.http, 'sellerGoods!searchSellerGoods', { sellerId: f.otherStore, keyword: 'denim' });
      expect(none.data.pageList).toEqual([]);
    });

    it('tells the search index state over REST: serving, with the listed goods', async () => {
      const ds = t.app.get(DataSource);
      const [{ n }] = await ds.query(`select count(*)::int n from goods_search`);
      const state = async () => (await (await import('supertest')).default(t.http).get('/v1/search/index')).body;
      await eventually(async () => (await state()).state === 'serving');
      expect(await state()).toEqual({ state: 'serving', goods: n });
      expect(n).toBeGreaterThan(0);
    });

    it('suggests as you type over REST', async () => {
      const r = await (await import('supertest')).default(t.http).get('/v1/search/suggest?q=red%20cot&lang=en');
      expect(r.body.items).toEqual([{ type: 'goods', id: f.goods.tee, name: 'Red Cotton T-Shirt', nameLang: 'en' }]);
    });
  });

  describe('stores, follows and favourites', () => {
    it('seller!list and seller!info with isFocus for the caller; follow counts are real', async () => {
      const list = await act(t.http, 'seller!list', { isRec: 1, pageNum: 1, pageSize: 10 });
      expect(list.data.pageList.map((s: any) => s.id)).toEqual([f.store]);
      expect(Object.keys(list.data.pageList[0]).sort()).toEqual(
        ['avatar', 'fakeSoldNum', 'focusNum', 'highOpinion', 'id', 'name', 'sellerGoodsNum', 'soldNum', 'viewsNum'].sort(),
      );
      const before = await act(t.http, 'seller!info', { sellerId: f.store }, { token: user.token });
      expect(before.data).toMatchObject({
        name: 'Harbor Lantern Supply',
        shopRemark: 'Quality basics',
        shopRemarkLang: 'en',
        isFocus: 0,
        focusNum: 0,
        banner1: '',
      });
      for (const k of ['facebook', 'google', 'instagram', 'twitter', 'youtube']) expect(before.data).toHaveProperty(k);
      expect((await act(t.http, 'focusSeller!add', { sellerId: f.store }, { token: user.token })).code).toBe('0');
      expect((await act(t.http, 'focusSeller!add', { sellerId: f.store }, { token: user.token })).code).toBe('0');
      const after = await act(t.http, 'seller!info', { sellerId: f.store }, { token: user.token });
      expect(after.data).toMatchObject({ isFocus: 1, focusNum: 1 });
      expect(after.data.viewsNum).toBe(before.data.viewsNum + 1);
      expect((await act(t.http, 'focusSeller!count', {}, { token: user.token })).data).toBe(1);
      const fl = await act(t.http, 'focusSeller!list', { pageNum: 1, pageSize: 20 }, { token: user.token });
      expect(fl.data.pageList).toEqual([
        {
          sellerId: f.store,
          sellerVo: {
            id: f.store,
            name: 'Harbor Lantern Supply',
            avatar: `${O}/a/1.jpg`,
            soldNum: 0,
            fakeSoldNum: 0,
            highOpinion: 0,
            viewsNum: expect.any(Number),
            focusNum: 1,
          },
        },
      ]);
      expect(fl.data.pageInfo.totalElements).toBe(1);
      expect((await act(t.http, 'focusSeller!del', { sellerId: f.store }, { token: user.token })).code).toBe('0');
      expect((await act(t.http, 'seller!info', { sellerId: f.store })).data).toMatchObject({ isFocus: 0, focusNum: 0 });
      expect((await act(t.http, 'focusSeller!add', { sellerId: 'nope' }, { token: user.token, lang: 'cn' })).msg).toBe('商家不存在');
      expect((await act(t.http, 'focusSeller!add', { sellerId: f.store })).code).toBe('403');
    });

    it('keepGoods add/list/count/del with isKeep reflected in cards', async () => {
      expect((await act(t.http, 'keepGoods!add', { sellerGoodsId: f.goods.jacket }, { token: user.token })).code).toBe('0');
      const list = await act(t.http, 'keepGoods!list', { pageNum: 1, pageSize: 8 }, { token: user.token });
      expect(list.code).toBe('0');
      expect(list.data.pageList).toEqual([
        {
          id: f.goods.jacket,
          name: 'Blue Denim Jacket',
          nameLang: 'en',
          imgUrl1: `${O}/g/1.jpg`,
          imgUrl2: `${O}/g/2.jpg`,
          imgUrl3: '',
          imgUrl4: '',
          sellingPrice: 59.5,
          discountPrice: null,
          discountRatio: 0,
          sellerId: f.store,
          isShelf: 1,
        },
      ]);
      expect((await act(t.http, 'keepGoods!count', {}, { token: user.token })).data).toBe(1);
      const cards = await act(t.http, 'sellerGoods!list', { sellerId: f.store }, { token: user.token });
      expect(cards.data.pageList.find((g: any) => g.id === f.goods.jacket).isKeep).toBe(1);
      const detail = await act(t.http, 'sellerGoods!info', { sellerGoodsId: f.goods.jacket }, { token: user.token });
      expect(detail.data.isKeep).toBe(1);
      expect((await act(t.http, 'keepGoods!del', { sellerGoodsId: f.goods.jacket }, { token: user.token })).code).toBe('0');
      expect((await act(t.http, 'keepGoods!count', {}, { token: user.token })).data).toBe(0);
      expect((await act(t.http, 'keepGoods!add', { sellerGoodsId: randomId() }, { token: user.token })).code).toBe('1');
    });
  });

  describe('home and small calls', () => {
    it('banners, home, download url, subscription, lottery', async () => {
      const b = await act(t.http, 'banner!bannerList', { type: 'pc', imgType: 1, pageNum: 1, pageSize: 8 });
      expect(b.data).toEqual({ result: [{ id: expect.any(String), imgUrl: `${O}/b/1.jpg`, link: '/store?id=x' }] });
      expect((await act(t.http, 'banner!bannerList', {})).code).toBe('1');
      const h = await act(t.http, 'index!home', { pageNum: 1, pageSize: 12 });
      expect(h.data).toMatchObject({
        banner: [{ imgUrl: `${O}/b/1.jpg` }],
        service_link: expect.any(String),
        announcement: expect.any(String),
        aboutus: expect.any(String),
      });
      expect(typeof (await act(t.http, 'index!download-url', {})).data).toBe('string');
      expect(await act(t.http, 'activity/lottery!getCurrentActivity', {}, { via: 'get' })).toEqual({
        code: '0',
        msg: '',
        data: { detailUrl: '', title: '', id: '', status: 0, running: false },
      });
      expect(await act(t.http, 'subscribe!add', { email: 'news.reader@example.com' }, { lang: 'cn' })).toEqual({
        code: '0',
        msg: '订阅成功',
        data: null,
      });
      expect(await act(t.http, 'subscribe!add', { email: 'News.Reader@example.com' }, { lang: 'cn' })).toEqual({
        code: '1',
        msg: '该邮箱已订阅',
        data: null,
      });
      for (const email of ['ab@example.com', 'x', 'abc@e.c', 'abc@example.COM', '<b>@x.io']) {
        expect([email, (await act(t.http, 'subscribe!add', { email })).code]).toEqual([email, '1']);
      }
    });
  });
});

function randomId(): string {
  return '11111111-2222-4333-8444-555555555555';
}

describe('customer service hours', () => {
  it('answers data.start and data.end at the path without .action', async () => {
    const t = await startHttpApp();
    try {
      const r = await (await import('supertest')).default(t.http).get('/api/customerServiceTimeRange');
      expect(r.body).toEqual({ code: '0', msg: '', data: { start: '09:00', end: '21:00' } });
    } finally {
      await t.close();
    }
  });
});
