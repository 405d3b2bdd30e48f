import { refundApprovalsRequired } from './refund-approval';

describe('refundApprovalsRequired (issue 25 item 1: the threshold is per order)', () => {
  const threshold = 500_000_000n; // 500 USDT
  const usdt = (n: number) => BigInt(Math.round(n * 1_000_000));

  it('one operator up to the threshold, two above it', () => {
    expect(refundApprovalsRequired({ refunded: 0n, pending: 0n, amount: threshold, threshold })).toBe(1);
    expect(refundApprovalsRequired({ refunded: 0n, pending: 0n, amount: threshold + 1n, threshold })).toBe(2);
  });

  it('counts what the order has had refunded: 450 then 435.06 → the second part needs two', () => {
    expect(refundApprovalsRequired({ refunded: 0n, pending: 0n, amount: usdt(450), threshold })).toBe(1);
    expect(refundApprovalsRequired({ refunded: usdt(450), pending: 0n, amount: usdt(435.06), threshold })).toBe(2);
    expect(refundApprovalsRequired({ refunded: usdt(450), pending: 0n, amount: usdt(50), threshold })).toBe(1);
  });

  it('counts refunds waiting for a second operator: a small part after a pending one needs two as well', () => {
    expect(refundApprovalsRequired({ refunded: 0n, pending: usdt(600), amount: 1n, threshold })).toBe(2);
  });

  it('a threshold of 0 makes every refund need two operators', () => {
    expect(refundApprovalsRequired({ refunded: 0n, pending: 0n, amount: 1n, threshold: 0n })).toBe(2);
  });
});
