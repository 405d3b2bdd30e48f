import fc from 'fast-check';
import { Money } from '@mall/money';
import { LedgerPostingError, MAX_LEG_MINOR, planBalances, requestHash, validatePosting, type PostingRequest } from './posting';

const U = '0b7f3c1e-9a2d-4c5e-8f10-1234567890ab';
const user = `user:${U}:available`;
const usdt = (s: string) => Money.parse(s, 'USDT', { allowNegative: true });
const req = (entries: PostingRequest['entries'], over: Partial<PostingRequest> = {}): PostingRequest => ({
  idempotencyKey: 'test:1',
  kind: 'adjustment',
  entries,
  ...over,
});
const problem = (r: PostingRequest) => {
  try {
    validatePosting(r);
    return 'ok';
  } catch (e) {
    if (e instanceof LedgerPostingError) return e.problem;
    throw e;
  }
};

describe('validatePosting', () => {
  it('accepts a balanced transfer and sorts its legs by account', () => {
    const p = validatePosting(
      req(
        [
          { account: user, amount: usdt('5') },
          { account: 'platform:adjustments', amount: usdt('-5') },
        ],
        { metadata: { note: 'x' } },
      ),
    );
    expect(p.legs.map((l) => l.account.code)).toEqual(['platform:adjustments', user]);
    expect(p.metadata).toEqual({ note: 'x' });
    expect(p.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts more than two legs (fee split)', () => {
    expect(
      problem(
        req([
          { account: user, amount: usdt('-10') },
          { account: 'escrow:orders', amount: usdt('9.7') },
          { account: 'platform:fees', amount: usdt('0.3') },
        ]),
      ),
    ).toBe('ok');
  });

  it('refuses transfers that do not sum to zero', () => {
    expect(
      problem(
        req([
          { account: user, amount: usdt('5') },
          { account: 'platform:adjustments', amount: usdt('-4.999999') },
        ]),
      ),
    ).toBe('unbalanced');
  });

  it('refuses zero legs, duplicate accounts, single legs and too many legs', () => {
    expect(
      problem(
        req([
          { account: user, amount: usdt('0') },
          { account: 'platform:adjustments', amount: usdt('0') },
        ]),
      ),
    ).toBe('zero-leg');
    expect(
      problem(
        req([
          { account: user, amount: usdt('1') },
          { account: user, amount: usdt('1') },
          { account: 'platform:adjustments', amount: usdt('-2') },
        ]),
      ),
    ).toBe('duplicate-account');
    expect(problem(req([{ account: user, amount: usdt('1') }]))).toBe('leg-count');
    expect(problem(req([]))).toBe('leg-count');
    const many = Array.from({ length: 33 }, (_, i) => ({ account: i % 2 ? 'platform:fees' : user, amount: usdt('1') }));
    expect(problem(req(many))).toBe('leg-count');
  });

  it('refuses unknown accounts, bad keys, bad kinds, huge legs and non-Money amounts', () => {
    expect(
      problem(
        req([
          { account: 'nowhere:x', amount: usdt('1') },
          { account: user, amount: usdt('-1') },
        ]),
      ),
    ).toBe('account-code');
    const ok = [
      { account: user, amount: usdt('1') },
      { account: 'platform:adjustments', amount: usdt('-1') },
    ];
    expect(problem(req(ok, { idempotencyKey: '' }))).toBe('idempotency-key');
    expect(problem(req(ok, { idempotencyKey: 'has space' }))).toBe('idempotency-key');
    expect(problem(req(ok, { idempotencyKey: 'k'.repeat(201) }))).toBe('idempotency-key');
    expect(problem(req(ok, { kind: 'Bad Kind' }))).toBe('kind');
    const huge = Money.ofMinor(MAX_LEG_MINOR + 1n);
    expect(
      problem(
        req([
          { account: user, amount: huge },
          { account: 'platform:adjustments', amount: huge.negate() },
        ]),
      ),
    ).toBe('amount-range');
    expect(
      problem(
        req([
          { account: user, amount: 1 as never },
          { account: 'platform:adjustments', amount: usdt('-1') },
        ]),
      ),
    ).toBe('amount-range');
    expect(problem(req(ok, { metadata: { big: 'x'.repeat(5000) } }))).toBe('metadata');
  });

  it('any random zero-sum set of distinct non-zero legs is accepted; breaking the sum is refused', () => {
    const codes = ['platform:fees', 'platform:adjustments', 'escrow:orders', 'chain:hot_wallet', user];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...codes), { minLength: 2, maxLength: 5 }),
        fc.array(
          fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((n) => n !== 0n),
          { minLength: 4, maxLength: 4 },
        ),
        fc.bigInt({ min: 1n, max: 1000n }),
        (accounts, amounts, skew) => {
          const legs = accounts.slice(1).map((a, i) => ({ account: a, amount: Money.ofMinor(amounts[i]) }));
          const rest = -legs.reduce((s, l) => s + l.amount.minor, 0n);
          fc.pre(rest !== 0n);
          legs.push({ account: accounts[0], amount: Money.ofMinor(rest) });
          expect(problem(req(legs))).toBe('ok');
          const broken = legs.map((l, i) => (i === 0 ? { ...l, amount: Money.ofMinor(l.amount.minor + skew) } : l));
          expect(['unbalanced', 'zero-leg']).toContain(problem(req(broken)));
        },
      ),
    );
  });
});

describe('requestHash', () => {
  const a = { account: user, amount: usdt('5') };
  const b = { account: 'platform:adjustments', amount: usdt('-5') };
  it('ignores leg order, sees kind and amounts', () => {
    expect(requestHash('k', [a, b])).toBe(requestHash('k', [b, a]));
    expect(requestHash('k', [a, b])).not.toBe(requestHash('other', [a, b]));
    expect(requestHash('k', [a, b])).not.toBe(
      requestHash('k', [
        { ...a, amount: usdt('6') },
        { ...b, amount: usdt('-6') },
      ]),
    );
  });
});

describe('planBalances', () => {
  const legs = validatePosting(
    req([
      { account: user, amount: usdt('-3') },
      { account: 'platform:adjustments', amount: usdt('3') },
    ]),
  ).legs;
  it('computes balances after the transfer', () => {
    const plan = planBalances(
      [
        { code: user, currency: 'USDT', allowNegative: false, balance: 5_000_000n },
        { code: 'platform:adjustments', currency: 'USDT', allowNegative: true, balance: -5_000_000n },
      ],
      legs,
    );
    expect(plan.after.get(user)).toBe(2_000_000n);
    expect(plan.after.get('platform:adjustments')).toBe(-2_000_000n);
    expect(plan.shortfalls).toEqual([]);
  });

  it('reports accounts that would go negative, but not those allowed to', () => {
    const plan = planBalances(
      [
        { code: user, currency: 'USDT', allowNegative: false, balance: 2_999_999n },
        { code: 'platform:adjustments', currency: 'USDT', allowNegative: true, balance: -10n },
      ],
      legs,
    );
    expect(plan.shortfalls).toEqual([user]);
  });

  it('exactly the balance is enough', () => {
    const plan = planBalances(
      [
        { code: user, currency: 'USDT', allowNegative: false, balance: 3_000_000n },
        { code: 'platform:adjustments', currency: 'USDT', allowNegative: true, balance: 0n },
      ],
      legs,
    );
    expect(plan.shortfalls).toEqual([]);
    expect(plan.after.get(user)).toBe(0n);
  });
});
