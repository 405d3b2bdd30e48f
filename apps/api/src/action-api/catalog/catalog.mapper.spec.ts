import { AttrValueWire, GoodAttrWire, GoodsDetailWire, KeptGoodsWire, SkuWire } from '@mall/contracts';
import { sellerCardRow } from '../../../test/support/catalog-rows';
import type { GoodsDetailRow, GoodsOptionRows } from '../../modules/catalog';
import { goodsDetail, keptGoods } from './catalog.mapper';

/**
 * `sellerGoods!info` and `keepGoods!list` answer exactly their wire schemas (strict at every level, so
 * a field added without its contract, or a contract field the answer lacks, fails here).
 */
const goods: GoodsDetailRow = {
  id: 'g1',
  seller_id: 's1',
  name_i18n: { pt: 'Camisa de linho', en: 'Linen shirt' },
  des_i18n: { en: '<p>Soft <b>linen</b><script>alert(1)</script></p>' },
  img_des_i18n: {},
  images: ['/uploads/a.jpg', '/uploads/b.jpg'],
  selling_price: '15000000',
  discount_price: '12000000',
  freight_amount: '0',
  goods_tax: '500000',
  sold_num: '40',
  views_num: '899',
  buy_min: 1,
  is_shelf: true,
  unit: 'piece',
  category_id: 'c1',
  category_name_i18n: { en: 'Shirts' },
  seller_lang: 'pt',
  seller_status: 'open',
  is_keep: true,
};
const options: GoodsOptionRows = {
  attrs: [{ id: 'a1', name_i18n: { en: 'Colour' } }],
  values: [
    { id: 'v1', attribute_id: 'a1', name_i18n: { en: 'Sand' }, icon_img: '/uploads/sand.png' },
    { id: 'v2', attribute_id: 'a1', name_i18n: { en: 'Ink' }, icon_img: '' },
  ],
  skus: [
    {
      id: 'k1',
      attr_value_ids: ['v1'],
      selling_price: '15000000',
      discount_price: null,
      stock: 3,
      images: [],
      cover_img: '',
      hidden: false,
    },
    {
      id: 'k2',
      attr_value_ids: ['v2'],
      selling_price: '16000000',
      discount_price: '14000000',
      stock: 0,
      images: ['/uploads/ink.jpg'],
      cover_img: '/uploads/ink.jpg',
      hidden: true,
    },
  ],
};
const seller = sellerCardRow(9, 10);

describe('catalog mappers answer the contracts', () => {
  it('sellerGoods!info', () => {
    const d = goodsDetail({ goods, options, seller, isOwn: false }, 'en');
    expect(GoodsDetailWire.strict().parse(d)).toEqual(d);
    expect(GoodsDetailWire.shape.seller.strict().parse(d.seller)).toEqual(d.seller);
    expect(GoodsDetailWire.shape.canSelectAttributes.strict().parse(d.canSelectAttributes)).toEqual(d.canSelectAttributes);
    for (const a of d.canSelectAttributes.goodAttrs) {
      expect(GoodAttrWire.strict().parse(a)).toEqual(a);
      for (const v of a.attrValues) expect(AttrValueWire.strict().parse(v)).toEqual(v);
    }
    for (const k of d.canSelectAttributes.skus) {
      expect(SkuWire.strict().parse(k)).toEqual(k);
      for (const a of k.attrs) expect(SkuWire.shape.attrs.element.strict().parse(a)).toEqual(a);
    }
    expect(d).toMatchObject({
      name: 'Linen shirt',
      nameLang: 'en',
      des: '<p>Soft <b>linen</b></p>',
      imgUrl1: '/uploads/a.jpg',
      imgUrl3: '',
      imgUrl10: '',
      sellingPrice: 15,
      discountPrice: 12,
      discountRatio: 0.2,
      viewsNum: 900,
      isShelf: 1,
      isKeep: 1,
      goodsTax: 0.5,
      seller: { fakeSoldNum: 0, soldNum: 40, highOpinion: 0.9, isOwn: 0 },
    });
    expect(d.canSelectAttributes.skus.map((k) => [k.img, k.hidden, k.attrs[0].attrValueName])).toEqual([
      [null, 0, 'Sand'],
      [['/uploads/ink.jpg'], 1, 'Ink'],
    ]);
    expect(d.canSelectAttributes.goodAttrs[0].attrValues.map((v) => v.isIcon)).toEqual([1, 0]);
    expect(d.canSelectAttributes.skuImg).toBe(1);
    // A closed store's goods is shown but not for sale.
    expect(goodsDetail({ goods: { ...goods, seller_status: 'closed' }, options, seller, isOwn: true }, 'en')).toMatchObject({
      isShelf: 0,
      seller: { isOwn: 1 },
    });
  });

  it('keepGoods!list row', () => {
    const row = keptGoods(
      {
        id: 'g1',
        name_i18n: { pt: 'Camisa de linho' },
        images: ['/uploads/a.jpg'],
        selling_price: '15000000',
        discount_price: null,
        seller_id: 's1',
        seller_lang: 'pt',
        is_shelf: false,
      },
      'ar',
    );
    expect(KeptGoodsWire.strict().parse(row)).toEqual(row);
    expect(row).toMatchObject({
      name: 'Camisa de linho',
      nameLang: 'pt',
      imgUrl1: '/uploads/a.jpg',
      imgUrl4: '',
      discountPrice: null,
      isShelf: 0,
    });
  });
});
