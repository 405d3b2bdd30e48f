import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { act, registerUser } from '../support/act';
import { startHttpApp } from '../support/test-app';

/**
 * Issue 26 defect 1: every translated text a reader sees is in the reader's language, else English,
 * else the store's own language (`sellers.lang`) — never another one the goods happen to carry —
 * and the answer says which (`<field>Lang`).
 */
const READERS = ['de', 'fr', 'ru', 'tr', 'th', 'el'];
const usdt = (n: number) => BigInt(Math.round(n * 100)) * 10_000n;

describe('texts in the reader’s language, else English, else the store’s', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  /** a Japanese store's goods written in ja/ar/es/cn plus en, like the seed's */
  let withEn: { goods: string; sku: string; store: string };
  /** an Arabic store's goods written in ja/ar/es/cn, no English */
  let noEn: { goods: string; sku: string; store: string };

  async function store(lang: string, remark: string, remarks: Record<string, string> | null): Promise<string> {
    const owner = await registerUser(t.http);
    const [{ id }] = await ds.query(
      `insert into sellers (owner_user_id, name, avatar, shop_remark, lang${remarks ? ', shop_remark_i18n' : ''})
       values ((select id from users where username = $1), $2, '/a/1.jpg', $3, $4${remarks ? ', $5' : ''}) returning id::text`,
      [owner.username, `Store ${lang} ${randomUUID().slice(0, 6)}`, remark, lang, ...(remarks ? [remarks] : [])],
    );
    return id;
  }

  async function goods(sellerId: string, names: Record<string, string>, colour: Record<string, string>, red: Record<string, string>) {
    const [cat] = await ds.query(`select id from categories limit 1`);
    const categoryId =
      cat?.id ?? (await ds.query(`insert into categories (name_i18n) values ('{"en":"Lamps","ja":"ランプ"}') returning id`))[0].id;
    const id = randomUUID();
    await ds.query(
      `insert into goods (id, seller_id, category_id, name_i18n, des_i18n, images, selling_price, buy_min)
       values ($1, $2, $3, $4, $5, '{/g/1.jpg}', $6, 1)`,
      [id, sellerId, categoryId, names, Object.fromEntries(Object.entries(names).map(([l, v]) => [l, `<p>${v}</p>`])), usdt(12)],
    );
    const attr = randomUUID();
    const value = randomUUID();
    await ds.query(`insert into goods_attributes (id, goods_id, name_i18n, sort) values ($1, $2, $3, 1)`, [attr, id, colour]);
    await ds.query(`insert into goods_attribute_values (id, attribute_id, name_i18n, sort) values ($1, $2, $3, 1)`, [value, attr, red]);
    const [{ id: sku }] = await ds.query(
      `insert into goods_skus (goods_id, attr_value_ids, selling_price, stock) values ($1, array[$2::uuid], $3, 5) returning id::text`,
      [id, value, usdt(12)],
    );
    return { goods: id, sku, store: sellerId };
  }

  beforeAll(async () => {
    t = await startHttpApp();
    ds = t.app.get(DataSource);
    const ja = await store('ja', 'インテリア雑貨の店です。', null);
    withEn = await goods(
      ja,
      { ja: 'デスクランプ', ar: 'مصباح مكتب', es: 'Lámpara de escritorio', cn: '台灯', en: 'Desk lamp' },
      { ja: '色', ar: 'اللون', es: 'Color', cn: '颜色', en: 'Colour' },
      { ja: '赤', ar: 'أحمر', es: 'Rojo', cn: '红色', en: 'Red' },
    );
    const ar = await store('ar', 'متجر أدوات منزلية.', { ar: 'متجر أدوات منزلية.', en: 'A homeware store.' });
    noEn = await goods(
      ar,
      { ja: '花瓶', ar: 'مزهرية', es: 'Jarrón', cn: '花瓶' },
      { ja: '色', ar: 'اللون', es: 'Color', cn: '颜色' },
      { ja: '青', ar: 'أزرق', es: 'Azul', cn: '蓝色' },
    );
  });
  afterAll(() => t.close());

  it.each(READERS)('goods lists answer English, else the store’s language, to lang=%s', async (lang) => {
    for (const [g, name, used] of [
      [withEn, 'Desk lamp', 'en'],
      [noEn, 'مزهرية', 'ar'],
    ] as const) {
      const list = await act(t.http, 'sellerGoods!list', { sellerId: g.store }, { lang });
      expect(list.data.pageList.map((c: any) => [c.name, c.nameLang])).toEqual([[name, used]]);
      const kw = await act(t.http, 'sellerGoods!recommend_like', { type: 2, sellerId: g.store }, { lang });
      expect(kw.data.map((c: any) => [c.name, c.nameLang])).toEqual([[name, used]]);
    }
  });

  it.each(READERS)(
    'the goods page answers name, description, options and SKUs in English, else the store’s language, to lang=%s',
    async (lang) => {
      const a = (await act(t.http, 'sellerGoods!info', { sellerGoodsId: withEn.goods }, { lang })).data;
      expect(a).toMatchObject({ name: 'Desk lamp', nameLang: 'en', des: '<p>Desk lamp</p>', desLang: 'en' });
      expect(a.canSelectAttributes.goodAttrs).toMatchObject([
        { attrName: 'Colour', attrNameLang: 'en', attrValues: [{ attrValueName: 'Red', attrValueNameLang: 'en' }] },
      ]);
      expect(a.canSelectAttributes.skus[0].attrs).toMatchObject([{ attrName: 'Colour', attrValueName: 'Red', attrValueNameLang: 'en' }]);
      const b = (await act(t.http, 'sellerGoods!info', { sellerGoodsId: noEn.goods }, { lang })).data;
      expect(b).toMatchObject({ name: 'مزهرية', nameLang: 'ar', des: '<p>مزهرية</p>', desLang: 'ar' });
      expect(b.canSelectAttributes.goodAttrs).toMatchObject([
        { attrName: 'اللون', attrNameLang: 'ar', attrValues: [{ attrValueName: 'أزرق', attrValueNameLang: 'ar' }] },
      ]);
    },
  );

  it.each(READERS)('cart lines answer English, else the store’s language, to lang=%s', async (lang) => {
    const r = await act(t.http, 'sellerGoods!cartLines', { lines: `${withEn.goods}:${withEn.sku},${noEn.goods}:${noEn.sku}` }, { lang });
    expect(r.data.map((l: any) => [l.name, l.nameLang, l.attributes[0].attrValue, l.attributes[0].attrValueLang])).toEqual([
      ['Desk lamp', 'en', 'Red', 'en'],
      ['مزهرية', 'ar', 'أزرق', 'ar'],
    ]);
  });

  it('a reader’s own language still comes first', async () => {
    const r = await act(t.http, 'sellerGoods!info', { sellerGoodsId: noEn.goods }, { lang: 'es' });
    expect(r.data).toMatchObject({ name: 'Jarrón', nameLang: 'es' });
  });

  it('the store description on the English site is in English, else in the store’s language', async () => {
    for (const lang of ['en', ...READERS]) {
      const ar = await act(t.http, 'seller!info', { sellerId: noEn.store }, { lang });
      expect([lang, ar.data.shopRemark, ar.data.shopRemarkLang]).toEqual([lang, 'A homeware store.', 'en']);
      // a description written only in the store's language (as every store's was before): that one
      const ja = await act(t.http, 'seller!info', { sellerId: withEn.store }, { lang });
      expect([lang, ja.data.shopRemark, ja.data.shopRemarkLang]).toEqual([lang, 'インテリア雑貨の店です。', 'ja']);
    }
    const own = await act(t.http, 'seller!info', { sellerId: noEn.store }, { lang: 'ar' });
    expect([own.data.shopRemark, own.data.shopRemarkLang]).toEqual(['متجر أدوات منزلية.', 'ar']);
  });

  it('a store’s chat greeting on the English site is in English', async () => {
    /** The greeting `store` sends a new buyer who opens its chat on the `lang` site. */
    const greeting = async (store: string, lang: string) => {
      const buyer = await registerUser(t.http);
      const r = await act(
        t.http,
        'userOnlineChatController!senddefault',
        { partyid: store },
        { token: buyer.token, lang, prefix: '/wap/public/' },
      );
      return r.data;
    };
    expect(await greeting(noEn.store, 'en')).toMatchObject({
      send_receive: 'receive',
      type: 'text',
      content: 'A homeware store.',
      content_lang: 'en',
    });
    expect(await greeting(withEn.store, 'de')).toMatchObject({ content: 'インテリア雑貨の店です。', content_lang: 'ja' });
  });
});
