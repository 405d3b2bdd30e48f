import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { REFRESH_VOCABULARY_SQL } from '../../src/modules/catalog';

export interface Fixture {
  top: string;
  leaf: string;
  otherLeaf: string;
  store: string;
  otherStore: string;
  goods: Record<string, string>;
}

const usdt = (n: number) => BigInt(Math.round(n * 100)) * 10_000n;

/** A small, hand-made catalog for API tests (the seed generator has its own tests). */
export async function makeCatalog(ds: DataSource): Promise<Fixture> {
  const top = randomUUID();
  const leaf = randomUUID();
  const otherLeaf = randomUUID();
  await ds.query(
    `insert into categories (id, parent_id, name_i18n, des_i18n, icon_img, sort, recommended) values
      ($1, null, '{"en":"Apparel","cn":"服装"}', '{"en":"Clothes"}', '/i/apparel.png', 1, true),
      ($2, $1, '{"en":"T-Shirts","cn":"T恤"}', '{}', '/i/tee.png', 1, false),
      ($3, $1, '{"en":"Jackets","cn":"夹克"}', '{}', '/i/jacket.png', 2, true)`,
    [top, leaf, otherLeaf],
  );
  const store = randomUUID();
  const otherStore = randomUUID();
  await ds.query(
    `insert into sellers (id, name, avatar, shop_remark, lang, recommended) values
      ($1, 'Harbor Lantern Supply', '/a/1.jpg', 'Quality basics', 'en', true),
      ($2, 'Pine Atelier', '/a/2.jpg', '', 'cn', false)`,
    [store, otherStore],
  );
  const goods: Record<string, string> = {};
  const add = async (
    key: string,
    sellerId: string,
    categoryId: string,
    names: Record<string, string>,
    price: number,
    discount: number | null,
    extra = '',
  ) => {
    const id = randomUUID();
    goods[key] = id;
    await ds.query(
      `insert into goods (id, seller_id, category_id, name_i18n, des_i18n, images, selling_price, discount_price, freight_amount, goods_tax, buy_min, created_at ${extra ? ', ' + extra.split('=')[0] : ''})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - ($12 || ' minutes')::interval ${extra ? ', ' + extra.split('=')[1] : ''})`,
      [
        id,
        sellerId,
        categoryId,
        names,
        { en: '<p>Soft <b>cotton</b><script>alert(1)</script></p>' },
        ['/g/1.jpg', '/g/2.jpg'],
        usdt(price),
        discount === null ? null : usdt(discount),
        usdt(2.5),
        usdt(0.75),
        2,
        String(Object.keys(goods).length),
      ],
    );
  };
  await add(
    'tee',
    store,
    leaf,
    { en: 'Red Cotton T-Shirt', cn: '红色纯棉T恤', ar: 'قميص قطني أحمر', ja: 'レッドコットンTシャツ', es: 'Camiseta de algodón roja' },
    19.99,
    14.99,
  );
  await add('jacket', store, otherLeaf, { en: 'Blue Denim Jacket', cn: '蓝色牛仔夹克', ja: 'ブルーデニムジャケット' }, 59.5, null);
  await add('hoodie', otherStore, leaf, { en: 'Grey Fleece Hoodie', cn: '灰色抓绒卫衣' }, 35, null);
  await add('off', store, leaf, { en: 'Hidden Shirt' }, 10, null, 'is_shelf=false');
  // attributes and SKUs for the tee
  const colour = randomUUID();
  const red = randomUUID();
  const white = randomUUID();
  await ds.query(`insert into goods_attributes (id, goods_id, name_i18n, sort) values ($1, $2, '{"en":"Colour","cn":"颜色"}', 1)`, [
    colour,
    goods.tee,
  ]);
  await ds.query(
    `insert into goods_attribute_values (id, attribute_id, name_i18n, icon_img, sort) values ($1, $3, '{"en":"Red","cn":"红色"}', '/c/red.png', 1), ($2, $3, '{"en":"White","cn":"白色"}', '', 2)`,
    [red, white, colour],
  );
  await ds.query(
    `insert into goods_skus (goods_id, attr_value_ids, selling_price, discount_price, stock, images, cover_img) values
      ($1, array[$2::uuid], $4, $5, 10, array['/s/red.jpg'], '/s/red.jpg'), ($1, array[$3::uuid], $4, null, 0, '{}', '')`,
    [goods.tee, red, white, usdt(19.99), usdt(14.99)],
  );
  await ds.query(REFRESH_VOCABULARY_SQL);
  await ds.query(
    `insert into banners (type, img_type, img_url, link, sort) values ('pc', 1, '/b/1.jpg', '/store?id=x', 1), ('pc', 0, '/b/tile.jpg', '', 1)`,
  );
  return { top, leaf, otherLeaf, store, otherStore, goods };
}
