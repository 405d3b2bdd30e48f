import { Money } from '@mall/money';
import { decideApproval } from './loan-state';
import { aprPercent, canonicalRate, interestFor, parseWholeAmount, quote, startedDays, summarize } from './loan-terms';

const DAY = 86_400_000;
const t0 = new Date('2026-01-01T00:00:00Z');
const terms = { amount: Money.parse('100000'), termDays: 30, dailyRate: '0.00050000', overdueRate: '0.001' };

describe('loan terms', () => {
  it('counts every started day, at least one', () => {
    expect(startedDays(t0, t0)).toBe(1);
    expect(startedDays(t0, new Date(t0.getTime() + 1))).toBe(1);
    expect(startedDays(t0, new Date(t0.getTime() + DAY))).toBe(1);
    expect(startedDays(t0, new Date(t0.getTime() + DAY + 1))).toBe(2);
    expect(startedDays(t0, new Date(t0.getTime() - 5000))).toBe(1);
  });

  it('daily rate up to the term, the overdue rate after it', () => {
    expect(interestFor(terms, 1).format()).toBe('50.000000');
    expect(interestFor(terms, 30).format()).toBe('1500.000000');
    expect(interestFor(terms, 32).format()).toBe('1700.000000');
  });

  it('rounds DOWN to the micro-unit once, on the whole amount', () => {
    const odd = { amount: Money.parse('100001'), termDays: 7, dailyRate: '0.00033333', overdueRate: '0.0007' };
    // 100001 × 0.00033333 × 3 = 99.99999999 → 99.999999 (never rounded up to 100)
    expect(interestFor(odd, 3).format()).toBe('99.999999');
  });

  it('states the APR, totals, late cost and no fee', () => {
    expect(aprPercent('0.0005')).toBe('18.25');
    expect(aprPercent('0.00033333')).toBe('12.166545');
    expect(canonicalRate('0.00100000')).toBe('0.001');
    const s = summarize(terms);
    expect([s.totalInterest.format(), s.totalRepayment.format(), s.lateCostPerDay.format(), s.upfrontFee.format()]).toEqual([
      '1500.000000',
      '101500.000000',
      '100.000000',
      '0.000000',
    ]);
  });

  it('quote subtracts recorded partial repayments and flags overdue', () => {
    const q = quote({ ...terms, disbursedAt: t0, repaid: Money.parse('60000') }, new Date(t0.getTime() + 31 * DAY + 1));
    expect([q.days, q.interest.format(), q.due.format(), q.overdue]).toEqual([32, '1700.000000', '41700.000000', true]);
  });

  it('applyAmount: whole numbers only; negative is out of range', () => {
    expect(parseWholeAmount('100000')).toMatchObject({ ok: true });
    expect(parseWholeAmount('1.5')).toEqual({ ok: false, code: 'LOAN_PARAM_ERROR' });
    expect(parseWholeAmount('1e5')).toEqual({ ok: false, code: 'LOAN_PARAM_ERROR' });
    expect(parseWholeAmount('-5')).toEqual({ ok: false, code: 'LOAN_AMOUNT_OUT_OF_RANGE' });
    expect(parseWholeAmount(undefined)).toEqual({ ok: false, code: 'LOAN_PARAM_ERROR' });
  });

  it('approval: only from review; two different operators above the threshold', () => {
    expect(decideApproval({ status: 1, requiredApprovals: 1, firstApprover: null }, 'a')).toEqual({ kind: 'approve' });
    expect(decideApproval({ status: 1, requiredApprovals: 2, firstApprover: null }, 'a')).toEqual({ kind: 'first' });
    expect(decideApproval({ status: 1, requiredApprovals: 2, firstApprover: 'a' }, 'a')).toEqual({
      kind: 'refuse',
      code: 'LOAN_SAME_APPROVER',
    });
    expect(decideApproval({ status: 1, requiredApprovals: 2, firstApprover: 'a' }, 'b')).toEqual({ kind: 'approve' });
    expect(decideApproval({ status: 2, requiredApprovals: 1, firstApprover: null }, 'a')).toEqual({
      kind: 'refuse',
      code: 'LOAN_NOT_PENDING',
    });
    expect(decideApproval({ status: 5, requiredApprovals: 1, firstApprover: null }, 'a')).toEqual({ kind: 'refuse', code: 'LOAN_SETTLED' });
  });
});
