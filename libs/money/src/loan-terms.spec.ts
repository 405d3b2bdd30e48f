import { Money } from './money';
import { interestMinor, lateCostMinor, ratePercent, rateText, summarize } from './loan-terms';

// The API's loan rules are tested in modules/loan (loan-terms.spec.ts); these are the web's way in:
// rates arrive as JSON numbers and must be read exactly, not as floats.
describe('loan terms from wire numbers', () => {
  it('reads a JSON-number rate as its exact decimal text', () => {
    expect(rateText(0.0005)).toBe('0.00050000');
    expect(rateText(0.00000001)).toBe('0.00000001');
    expect(rateText(-1)).toBe('0');
    expect(rateText(Number.NaN)).toBe('0');
  });

  it('states a rate as an exact percentage', () => {
    expect(ratePercent(rateText(0.0005))).toBe('0.05');
    expect(ratePercent(rateText(0.001234))).toBe('0.1234');
    expect(ratePercent('0')).toBe('0');
  });

  it('prices an offer the way the server does: interest rounded down once', () => {
    // 1000 USDT × 0.00033333 × 7 days = 2.333310 exactly; 333 USDT × 0.00012345 × 30 = 1.2332655 → 1.233265
    const a = summarize({ amount: Money.parse('1000'), termDays: 7, dailyRate: rateText(0.00033333), overdueRate: rateText(0.001) });
    expect(a.totalInterest.format()).toBe('2.333310');
    expect(a.totalRepayment.format()).toBe('1002.333310');
    expect(a.lateCostPerDay.format()).toBe('1.000000');
    const b = summarize({ amount: Money.parse('333'), termDays: 30, dailyRate: rateText(0.00012345), overdueRate: rateText(0.00000003) });
    expect(b.totalInterest.format()).toBe('1.233265');
    expect(b.lateCostPerDay.format()).toBe('0.000009');
  });

  it('gives the web the same figures in minor units, without Money', () => {
    const rates = { termDays: 30, dailyRate: rateText(0.00012345), overdueRate: rateText(0.00000003) };
    expect(interestMinor(333_000_000n, rates, 30)).toBe(1_233_265n);
    // past the term: 333 × (0.00012345 × 30 + 0.00000003 × 2) = 1.23328548, rounded down once
    expect(interestMinor(333_000_000n, rates, 32)).toBe(1_233_285n);
    expect(lateCostMinor(333_000_000n, rates.overdueRate)).toBe(9n);
  });
});
