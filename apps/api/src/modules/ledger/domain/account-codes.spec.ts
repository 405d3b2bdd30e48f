import { LedgerAccounts, SYSTEM_ACCOUNTS, describeAccount } from './account-codes';

const U = '0b7f3c1e-9a2d-4c5e-8f10-1234567890ab';

describe('ledger account codes', () => {
  it('builds canonical user and seller codes', () => {
    expect(LedgerAccounts.userAvailable(U.toUpperCase())).toBe(`user:${U}:available`);
    expect(LedgerAccounts.userFrozen(U)).toBe(`user:${U}:frozen`);
    expect(LedgerAccounts.sellerPayable(U)).toBe(`seller:${U}:payable`);
    expect(() => LedgerAccounts.userAvailable('42')).toThrow(TypeError);
  });

  it('describes owner accounts: kind, owner, never negative', () => {
    expect(describeAccount(`user:${U}:available`)).toEqual({
      code: `user:${U}:available`,
      kind: 'user.available',
      ownerUserId: U,
      allowNegative: false,
    });
    expect(describeAccount(`user:${U}:frozen`)?.kind).toBe('user.frozen');
    expect(describeAccount(`seller:${U}:payable`)).toEqual({
      code: `seller:${U}:payable`,
      kind: 'seller.payable',
      ownerUserId: null,
      allowNegative: false,
    });
  });

  it('describes system accounts from the registry', () => {
    expect(describeAccount('platform:adjustments')).toMatchObject({ kind: 'platform.adjustments', allowNegative: true, ownerUserId: null });
    expect(describeAccount('platform:fees')).toMatchObject({ allowNegative: false });
    expect(describeAccount('chain:hot_wallet')).toMatchObject({ allowNegative: true });
    for (const code of Object.keys(SYSTEM_ACCOUNTS)) expect(describeAccount(code)?.code).toBe(code);
  });

  it.each([
    '',
    'platform:unknown',
    `user:${U}:payable`,
    `seller:${U}:available`,
    `user:${U.toUpperCase()}:available`,
    `user:${U}`,
    `user:not-a-uuid-not-a-uuid-not-a-uuid-xx:available`,
    `admin:${U}:available`,
    'toString',
    '__proto__',
  ])('rejects %j', (code) => {
    expect(describeAccount(code)).toBeNull();
  });
});
