import { parseOrderIds, parseOrderInfo, qtyPerGoods } from './order-info';
import { newOrderId } from './order-id';

const G1 = '11111111-1111-4111-8111-111111111111';
const G2 = '22222222-2222-4222-8222-222222222222';
const S1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('parseOrderInfo', () => {
  it('reads triplets, drops empty items, sums repeated (goods, sku) pairs', () => {
    const r = parseOrderInfo(` ${G1},${S1},2,,${G2},-1,1, ${G1},${S1},3,`);
    expect(r).toEqual({
      ok: true,
      lines: [
        { goodsId: G1, skuId: S1, qty: 5 },
        { goodsId: G2, skuId: null, qty: 1 },
      ],
    });
  });

  it.each([
    [undefined, 'COMMON_ILLEGAL_REQUEST'],
    ['', 'COMMON_ILLEGAL_REQUEST'],
    [`${G1},-1`, 'COMMON_ILLEGAL_REQUEST'],
    [`${G1},-1,1,${G2}`, 'COMMON_ILLEGAL_REQUEST'],
    [`not-a-uuid,-1,1`, 'COMMON_ILLEGAL_REQUEST'],
    [`${G1},7,1`, 'COMMON_ILLEGAL_REQUEST'],
    [`${G1},-1,0`, 'COMMON_ILLEGAL_REQUEST'],
    [`${G1},-1,-3`, 'COMMON_ILLEGAL_REQUEST'],
    [`${G1},-1,1.5`, 'ORDER_SUBMIT_FAILED'],
    [`${G1},-1,abc`, 'ORDER_SUBMIT_FAILED'],
    [`${G1},-1,1e3`, 'ORDER_SUBMIT_FAILED'],
    [`${G1},-1,99999999999999999999`, 'ORDER_ABOVE_MAX'],
    [`${G1},-1,999999999,${G1},-1,999999999`, 'ORDER_ABOVE_MAX'],
  ])('refuses %s with %s', (raw, code) => {
    expect(parseOrderInfo(raw)).toEqual({ ok: false, code });
  });

  it('sums quantities per goods across SKUs', () => {
    const r = parseOrderInfo(`${G1},${S1},2,${G1},-1,3`);
    if (!r.ok) throw new Error('parse');
    expect(qtyPerGoods(r.lines).get(G1)).toBe(5);
  });
});

describe('parseOrderIds', () => {
  const id = 'SC20261121120000000000001';
  it('accepts one id or a comma list, deduplicated', () => {
    expect(parseOrderIds(`${id}, ${id},SC20261121120000000000002`)).toEqual([id, 'SC20261121120000000000002']);
  });
  it.each([undefined, '', 'SC1', 'x'.repeat(1001), 'SC2026112112000000000000X', `${id};drop`])('refuses %s', (raw) => {
    expect(parseOrderIds(raw)).toBeNull();
  });
});

describe('newOrderId', () => {
  it('is SC + UTC time to the millisecond + 6 digits of the sequence', () => {
    expect(newOrderId(new Date('2026-11-21T04:05:06.007Z'), 1234567n)).toBe('SC20261121040506007234567');
  });
  it('carries the UTC day when Shanghai is already on the next one (27 Nov 21:13 UTC = 28 Nov 05:13 there)', () => {
    const id = newOrderId(new Date('2026-11-27T21:13:45.120Z'), 17n);
    expect(id).toBe('SC20261127211345120000017');
    expect(id).toHaveLength(25);
    expect(parseOrderIds(id)).toEqual([id]);
  });
  it('keeps ids of the same millisecond apart by the sequence', () => {
    const at = new Date('2026-11-27T21:13:45.120Z');
    expect(newOrderId(at, 1n)).not.toBe(newOrderId(at, 2n));
  });
});
