import { payBefore, stockKey, unitsOverCap, unpaidCutoff } from './unpaid-hold';

const G1 = '11111111-1111-4111-8111-111111111111';
const G2 = '22222222-2222-4222-8222-222222222222';
const S1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('the unpaid hold', () => {
  it('shows the deadline the timer applies: due exactly once the pay-before time has passed', () => {
    const placed = new Date('2026-03-01T10:00:00.000Z');
    expect(payBefore(placed, 30).toISOString()).toBe('2026-03-01T10:30:00.000Z');
    const due = (now: Date) => placed < unpaidCutoff(now, 30);
    expect(due(new Date('2026-03-01T10:30:00.000Z'))).toBe(false);
    expect(due(new Date('2026-03-01T10:30:00.001Z'))).toBe(true);
  });

  it('keys a SKU and a goods without SKUs apart', () => {
    expect(stockKey({ goodsId: G1, skuId: S1 })).toBe(`sku:${S1}`);
    expect(stockKey({ goodsId: G1, skuId: null })).toBe(`goods:${G1}`);
  });

  it('counts the units already held unpaid per stock against the cap', () => {
    const held = new Map([
      [`sku:${S1}`, 6],
      [`goods:${G2}`, 10],
    ]);
    expect(unitsOverCap([{ goodsId: G1, skuId: S1, qty: 4 }], held, 10)).toBeNull();
    expect(unitsOverCap([{ goodsId: G1, skuId: S1, qty: 5 }], held, 10)).toBe(11);
    // the goods G1 without a SKU is another stock than its SKU S1
    expect(unitsOverCap([{ goodsId: G1, skuId: null, qty: 10 }], held, 10)).toBeNull();
    expect(
      unitsOverCap(
        [
          { goodsId: G1, skuId: null, qty: 1 },
          { goodsId: G2, skuId: null, qty: 1 },
        ],
        held,
        10,
      ),
    ).toBe(11);
    expect(unitsOverCap([{ goodsId: G1, skuId: S1, qty: 11 }], new Map(), 10)).toBe(11);
  });
});
