import { AddressWire, GoodsCardWire, OrderGoodsLine, OrderInfoWire, OrderListItem, StoreCardWire } from '@mall/contracts';
import { sellerCardRow } from '../../test/support/catalog-rows';
import type { BuyerOrder } from '../modules/order';
import { toAddressWire } from './address/address.mapper';
import { goodsCard, storeCard } from './catalog/catalog.mapper';
import { toGoodsRow, toListRow, toOrderInfo } from './order/order.mapper';

/**
 * The mappers answer exactly the wire schemas of `@mall/contracts` (what the web reads): strict, so a
 * field added to an answer without its contract, or a contract field the answer lacks, fails here.
 */
const view = { lang: 'en', tz: 'Asia/Shanghai' };

const address = {
  contacts: 'Ana Souza',
  phone: '+55 11987654321',
  email: 'ana@example.com',
  postcode: '01310-100',
  country: 'Brazil',
  province: 'São Paulo',
  city: 'São Paulo',
  address: 'Av. Paulista 1000',
  countryId: 31,
  provinceId: 2021,
  cityId: 10345,
};

const order: BuyerOrder = {
  ...address,
  id: 'SC20261125143012345000017',
  userId: '7',
  sellerId: '4f1c2a8e-4a0b-4c55-9a51-0d7f3e2b9c11',
  sellerName: 'Harbor Lane Goods',
  status: 3,
  payStatus: 1,
  returnStatus: 0,
  prizeOriginal: '30000000',
  prizeReal: '26650000',
  fees: '2990000',
  tax: '0',
  goodsCount: 2,
  paymentMethod: 'balance',
  paymentRef: null,
  commissionBp: 500,
  cancelReason: null,
  carrier: 'DHL',
  trackingNo: 'JD0123456789',
  createdAt: new Date('2026-11-25T06:30:12Z'),
  paidAt: new Date('2026-11-25T06:31:00Z'),
  confirmedAt: new Date('2026-11-25T08:00:00Z'),
  shippedAt: new Date('2026-11-26T08:00:00Z'),
  receivedAt: null,
  cancelledAt: null,
  settledAt: null,
  remindedAt: null,
  payBefore: null,
  returnOpen: true,
};

describe('action mappers answer the contracts', () => {
  it('address!list row', () => {
    const row = toAddressWire({ ...address, id: '12', isDefault: true });
    expect(AddressWire.strict().parse(row)).toEqual(row);
    expect(row).toMatchObject({ id: 12, use: 1 });
  });

  it('order!info and order!listMain', () => {
    const info = toOrderInfo(order, view);
    expect(OrderInfoWire.strict().parse(info)).toEqual(info);
    expect(info).toMatchObject({
      totalPrice: 29.64,
      discount: 3.35,
      pushTime: '2026-11-26 16:00:00',
      buttons: ['receipt', 'logistics', 'refund'],
    });
    const row = toListRow({ ...order, firstGoodsName: { en: 'Linen shirt' }, firstGoodsIcon: null, sellerLang: 'pt' }, view);
    expect(OrderListItem.strict().parse(row)).toEqual(row);
    expect(row).toMatchObject({ goodsName: 'Linen shirt', goodsNameLang: 'en', goodsIcon: '', priceCount: 26.65 });
  });

  it('order!listGoods line', () => {
    const line = toGoodsRow(
      {
        id: '1',
        orderId: order.id,
        goodsId: 'g1',
        skuId: null,
        qty: 2,
        listPrice: '15000000',
        paidPrice: '13325000',
        freight: '1495000',
        tax: '0',
        goodsNameI18n: { en: 'Linen shirt' },
        goodsIcon: 'goods/a.webp',
        attributes: [{ attrName_i18n: { en: 'Size' }, attrValue_i18n: { en: 'M' } }],
        currentSellingPrice: null,
        isShelf: true,
        isValid: null,
        sellerLang: 'pt',
      },
      view,
    );
    expect(OrderGoodsLine.strict().parse(line)).toEqual(line);
    expect(line).toMatchObject({ goodsReal: 13.325, sellingPrice: 15, fees: 2.99, skuId: '-1', isValid: 0 });
  });

  it('goods and store cards', () => {
    const card = goodsCard(
      {
        id: 'g1',
        name_i18n: { en: 'Linen shirt' },
        img: null,
        selling_price: '15000000',
        discount_price: '12000000',
        sold_num: '40',
        is_shelf: true,
        is_keep: false,
        seller_id: 's1',
        seller_lang: 'pt',
      },
      'en',
    );
    expect(GoodsCardWire.strict().parse(card)).toEqual(card);
    expect(card).toMatchObject({ discountRatio: 0.2, imgUrl1: '', isKeep: 0 });
    const store = storeCard(sellerCardRow(2, 3));
    expect(StoreCardWire.strict().parse(store)).toEqual(store);
    expect(store.highOpinion).toBe(0.6667);
  });
});
