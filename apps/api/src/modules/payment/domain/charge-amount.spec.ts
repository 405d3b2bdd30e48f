import { Money } from '@mall/money';
import { chargeFor, currencyDecimals, parseRate, parseTopUpAmount } from './charge-amount';

describe('provider charge amounts', () => {
  const one = parseRate('1');

  it('charges 1 USDT as 1 unit of the currency by default, exactly', () => {
    expect(chargeFor(Money.parse('12.34'), one, 'usd')).toBe(1234n);
    expect(chargeFor(Money.parse('5000'), one, 'eur')).toBe(500000n);
  });

  it('rounds a sub-cent total up to the next cent (never charges less than is credited)', () => {
    expect(chargeFor(Money.parse('10.000001'), one, 'usd')).toBe(1001n);
    expect(chargeFor(Money.parse('0.000001'), one, 'usd')).toBe(1n);
  });

  it('applies the rate and the currency exponent', () => {
    expect(chargeFor(Money.parse('10'), parseRate('0.92'), 'eur')).toBe(920n);
    expect(chargeFor(Money.parse('10'), parseRate('150.5'), 'jpy')).toBe(1505n);
    expect(chargeFor(Money.parse('1'), parseRate('0.307'), 'kwd')).toBe(307n);
    expect(currencyDecimals('USD')).toBe(2);
  });

  it('refuses a zero rate and non-positive amounts', () => {
    expect(() => parseRate('0')).toThrow();
    expect(() => parseRate('0.000')).toThrow();
    expect(() => chargeFor(Money.zero(), one, 'usd')).toThrow();
  });

  it('validates top-up amounts exactly', () => {
    const limits = { min: Money.parse('1'), max: Money.parse('10000') };
    expect(parseTopUpAmount('25.5', limits)).toEqual({ ok: true, amount: Money.parse('25.5') });
    expect(parseTopUpAmount(undefined, limits)).toEqual({ ok: false, code: 'RECHARGE_AMOUNT_REQUIRED' });
    expect(parseTopUpAmount('1e3', limits)).toEqual({ ok: false, code: 'RECHARGE_AMOUNT_INVALID' });
    expect(parseTopUpAmount('-5', limits)).toEqual({ ok: false, code: 'RECHARGE_AMOUNT_NOT_POSITIVE' });
    expect(parseTopUpAmount('0', limits)).toEqual({ ok: false, code: 'RECHARGE_AMOUNT_NOT_POSITIVE' });
    expect(parseTopUpAmount('1.005', limits)).toEqual({ ok: false, code: 'RECHARGE_AMOUNT_DECIMALS' });
    expect(parseTopUpAmount('0.99', limits)).toEqual({ ok: false, code: 'RECHARGE_BELOW_MIN' });
    expect(parseTopUpAmount('10000.01', limits)).toEqual({ ok: false, code: 'RECHARGE_ABOVE_MAX' });
    expect(parseTopUpAmount('10000', limits).ok).toBe(true);
  });
});
