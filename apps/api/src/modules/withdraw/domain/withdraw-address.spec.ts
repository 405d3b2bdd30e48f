import { displayWithdrawAddress, normalizeWithdrawAddress } from './withdraw-address';

describe('withdrawal addresses', () => {
  const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7';
  it('accepts EVM addresses with a valid EIP-55 checksum or in one case, stores them lowercase', () => {
    expect(normalizeWithdrawAddress('evm', checksummed)).toBe(checksummed.toLowerCase());
    expect(normalizeWithdrawAddress('evm', ` ${checksummed.toLowerCase()} `)).toBe(checksummed.toLowerCase());
    expect(normalizeWithdrawAddress('evm', '0x' + checksummed.slice(2).toUpperCase())).toBe(checksummed.toLowerCase());
    expect(displayWithdrawAddress('evm', checksummed.toLowerCase())).toBe(checksummed);
  });

  it('refuses bad EVM addresses', () => {
    const badChecksum = checksummed.replace('E0F', 'e0F');
    for (const a of [
      badChecksum,
      '0x1234',
      'T' + 'x'.repeat(33),
      '52908400098527886E0F7030069857D2E4169EE7',
      '0x' + '0'.repeat(40),
      `${checksummed}0`,
    ])
      expect([a, normalizeWithdrawAddress('evm', a)]).toEqual([a, null]);
  });

  it('validates TRON base58check', () => {
    const good = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(normalizeWithdrawAddress('tron', good)).toBe(good);
    expect(normalizeWithdrawAddress('tron', good.slice(0, -1) + 'u')).toBeNull();
    expect(normalizeWithdrawAddress('tron', checksummed)).toBeNull();
  });
});
