import {
  NetworkPatchSchema,
  WithdrawRulePatchSchema,
  changes,
  maskUrl,
  networkInconsistency,
  tokenContractFor,
  withdrawRuleInconsistency,
} from './config-rules';

describe('operator configuration rules', () => {
  it('masks endpoint URLs: origin kept, the rest hidden (last 4 characters when long)', () => {
    expect(maskUrl(null)).toBeNull();
    expect(maskUrl('https://api.trongrid.io')).toBe('https://api.trongrid.io');
    expect(maskUrl('http://127.0.0.1:8545/')).toBe('http://127.0.0.1:8545');
    expect(maskUrl('https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef')).toBe('https://mainnet.infura.io/…cdef');
    expect(maskUrl('https://node.example/short')).toBe('https://node.example/…');
    expect(maskUrl('https://user:secret-password-123@node.example/')).toBe('https://node.example/…-123');
    expect(maskUrl('https://node.example/?apikey=0123456789abcdef')).not.toContain('0123456789');
  });

  it('checks token contracts against the family and stores EVM ones lowercase', () => {
    expect(tokenContractFor('evm', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe('0xdac17f958d2ee523a2206206994597c13d831ec7');
    expect(tokenContractFor('evm', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe('0xdac17f958d2ee523a2206206994597c13d831ec7');
    expect(tokenContractFor('evm', '0xdAC17F958D2ee523a2206206994597C13D831ec8')).toBeNull(); // bad checksum
    expect(tokenContractFor('evm', '0x' + '0'.repeat(40))).toBeNull();
    expect(tokenContractFor('evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(tokenContractFor('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(tokenContractFor('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBeNull(); // bad checksum
  });

  it('parses amounts to micro-units, refusing floats, exponents, 7 decimals and zero', () => {
    expect(NetworkPatchSchema.parse({ rechargeMin: '12.5', minDeposit: '0.000001' })).toEqual({ rechargeMin: '12500000', minDeposit: '1' });
    for (const v of [12.5, '1e3', '0', '0.0000001', '-1', ' ', '1000000000001'])
      expect([v, NetworkPatchSchema.safeParse({ rechargeMin: v }).success]).toEqual([v, false]);
    expect(WithdrawRulePatchSchema.parse({ twoApprovalThreshold: '0' })).toEqual({ twoApprovalThreshold: '0' });
    expect(WithdrawRulePatchSchema.safeParse({ feeRate: '1.0' }).success).toBe(false);
    expect(WithdrawRulePatchSchema.safeParse({}).success).toBe(false);
    expect(WithdrawRulePatchSchema.safeParse({ chain: 'x', dailyCount: 1 }).success).toBe(false);
  });

  it('keeps merged settings consistent', () => {
    expect(networkInconsistency({ enabled: false, rpcUrl: null, rechargeMin: '2', rechargeMax: '1' })).toBe('rechargeMax');
    expect(networkInconsistency({ enabled: true, rpcUrl: null, rechargeMin: '1', rechargeMax: '1' })).toBe('rpcUrl');
    expect(networkInconsistency({ enabled: true, rpcUrl: 'http://x', rechargeMin: '1', rechargeMax: '1' })).toBeNull();
    expect(withdrawRuleInconsistency({ minAmount: '5', maxAmount: '4', windowStart: null, windowEnd: null })).toBe('maxAmount');
    expect(withdrawRuleInconsistency({ minAmount: '1', maxAmount: '4', windowStart: '09:00', windowEnd: null })).toBe('windowEnd');
    expect(withdrawRuleInconsistency({ minAmount: '1', maxAmount: '4', windowStart: null, windowEnd: '09:00' })).toBe('windowStart');
    expect(withdrawRuleInconsistency({ minAmount: '4', maxAmount: '4', windowStart: '22:00', windowEnd: '06:00' })).toBeNull();
  });

  it('records only the changed fields', () => {
    expect(changes({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: null })).toEqual({ before: { b: 'x' }, after: { b: 'y' } });
    expect(changes({ a: 1 }, { a: 1 })).toBeNull();
  });
});
