import { commission, orderTotals, paidUnitPrice, payable, priceLine, settlementSplit } from './order-pricing';
import { buyerButtons, canRemind, returnWindowOpen, statusesOfTab, transition, validTrackingNo } from './order-state';

describe('order pricing (exact micro-USDT)', () => {
  it('pays the discount price when set and non-zero, else the selling price', () => {
    expect(paidUnitPrice({ sellingPrice: 19_990_000n, discountPrice: 14_990_000n })).toBe(14_990_000n);
    expect(paidUnitPrice({ sellingPrice: 19_990_000n, discountPrice: 0n })).toBe(19_990_000n);
    expect(paidUnitPrice({ sellingPrice: 19_990_000n, discountPrice: null })).toBe(19_990_000n);
  });

  it('multiplies units, freight and tax by the quantity and sums exactly', () => {
    const a = priceLine({ sellingPrice: 19_990_000n, discountPrice: 14_990_001n, freight: 2_500_000n, tax: 750_001n }, 3);
    const b = priceLine({ sellingPrice: 1n, discountPrice: null, freight: 0n, tax: 0n }, 7);
    const t = orderTotals([a, b]);
    expect(t).toEqual({ prizeOriginal: 59_970_007n, prizeReal: 44_970_010n, fees: 7_500_000n, tax: 2_250_003n, goodsCount: 10 });
    expect(payable(t)).toBe(54_720_013n);
  });

  it('rounds the commission down (in the seller’s favour) and splits the total exactly', () => {
    expect(commission(999n, 500)).toBe(49n); // 49.95 → 49
    expect(settlementSplit(54_720_013n, 500)).toEqual({ commission: 2_736_000n, payout: 51_984_013n });
    expect(settlementSplit(1n, 10_000)).toEqual({ commission: 1n, payout: 0n });
    expect(() => commission(1n, 10_001)).toThrow(RangeError);
  });

  it('refuses a quantity that is not a positive integer', () => {
    expect(() => priceLine({ sellingPrice: 1n, discountPrice: null, freight: 0n, tax: 0n }, 0)).toThrow(RangeError);
  });
});

describe('order state machine', () => {
  it.each([
    ['pay', 0, 1, 2],
    ['cancel', 0, -1, 3],
    ['autoCancel', 0, -1, 4],
    ['confirm', 1, 2, 5],
    ['ship', 1, 3, 6],
    ['ship', 2, 3, 6],
    ['receipt', 3, 4, 7],
    ['autoReceipt', 3, 4, 7],
  ] as const)('%s from %i → %i with log state %i', (move, from, to, log) => {
    expect(transition(move, from)).toMatchObject({ to, log });
  });

  it.each([
    ['pay', 1],
    ['pay', -1],
    ['cancel', 1],
    ['confirm', 0],
    ['confirm', 2],
    ['ship', 0],
    ['ship', 3],
    ['receipt', 2],
    ['receipt', 4],
  ] as const)('refuses %s from %i', (move, from) => {
    expect(transition(move, from)).toBeNull();
  });

  it('offers the contract’s buttons per status: refund within the return window, logistics once shipped', () => {
    const shippedAt = new Date();
    const o = (status: number, returnStatus = 0) => ({ status, returnStatus, shippedAt: status >= 3 ? shippedAt : null });
    expect(buyerButtons(o(0), false)).toEqual(['pay', 'cancel']);
    expect(buyerButtons(o(1), true)).toEqual(['remind', 'refund']);
    expect(buyerButtons(o(2, 1), true)).toEqual(['remind']);
    expect(buyerButtons(o(3), true)).toEqual(['receipt', 'logistics', 'refund']);
    expect(buyerButtons(o(3), false)).toEqual(['receipt', 'logistics']);
    expect(buyerButtons(o(4), true)).toEqual(['review', 'logistics', 'refund']);
    expect(buyerButtons(o(4), false)).toEqual(['review', 'logistics']);
    expect(buyerButtons(o(-1), false)).toEqual([]);
    // refunded before it was ever shipped: nothing to track
    expect(buyerButtons({ status: 6, returnStatus: 2, shippedAt: null }, false)).toEqual([]);
    expect(buyerButtons({ status: 6, returnStatus: 2, shippedAt }, false)).toEqual(['logistics']);
    expect(canRemind(3, null)).toBe(false);
  });

  it('keeps the return window open until shipping, then mall_returnTimeOut hours', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(returnWindowOpen({ shippedAt: null }, now, 72)).toBe(true);
    expect(returnWindowOpen({ shippedAt: new Date('2026-01-07T12:00:00Z') }, now, 72)).toBe(true);
    expect(returnWindowOpen({ shippedAt: new Date('2026-01-07T11:59:59Z') }, now, 72)).toBe(false);
  });

  it('maps list tabs to statuses', () => {
    expect(statusesOfTab(null)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statusesOfTab('all')).toEqual([-1, 0, 1, 2, 3, 4, 5, 6]);
    expect(statusesOfTab(1)).toEqual([1, 2]);
    expect(statusesOfTab(0)).toEqual([0]);
  });

  it('validates tracking numbers', () => {
    expect(validTrackingNo('SF-1234567890')).toBe(true);
    expect(validTrackingNo('abc')).toBe(true);
    expect(validTrackingNo('ab')).toBe(false);
    expect(validTrackingNo('A'.repeat(64))).toBe(true);
    expect(validTrackingNo('A'.repeat(65))).toBe(false);
    expect(validTrackingNo('12 34 56')).toBe(false);
  });
});
