import { HDNodeWallet } from 'ethers';
import { TronWeb } from 'tronweb';
import { XpubError, deriveEvmAddress, deriveTronAddress, displayAddress, parseAccountXpub, storedAddress } from './hd-address';

// BIP-39 test mnemonic; its addresses are published in many wallets' test suites.
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const accountXpub = (coin: number) => HDNodeWallet.fromPhrase(MNEMONIC, undefined, `m/44'/${coin}'/0'`).neuter().extendedKey;
const fullPath = (coin: number, i: number) => HDNodeWallet.fromPhrase(MNEMONIC, undefined, `m/44'/${coin}'/0'/0/${i}`);

describe('deposit address derivation (BIP32/44 from an account-level xpub)', () => {
  const evm = parseAccountXpub(accountXpub(60));
  const tron = parseAccountXpub(accountXpub(195));

  it('matches the well-known first addresses of the test mnemonic', () => {
    expect(deriveEvmAddress(evm, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(deriveTronAddress(tron, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it("equals the address of the private key at m/44'/60'/0'/0/<index>, for many indexes", () => {
    for (const i of [0, 1, 2, 7, 19, 20, 255, 1000, 65_536, 2 ** 31 - 1]) {
      expect([i, deriveEvmAddress(evm, i)]).toEqual([i, fullPath(60, i).address]);
    }
  });

  it("TRON: equals tronweb's address of the private key at m/44'/195'/0'/0/<index>", () => {
    for (const i of [0, 1, 5, 42, 9999]) {
      expect([i, deriveTronAddress(tron, i)]).toEqual([i, TronWeb.address.fromPrivateKey(fullPath(195, i).privateKey.slice(2))]);
    }
  });

  it('gives every index its own address', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => deriveEvmAddress(evm, i)));
    expect(seen.size).toBe(200);
  });

  it('refuses private keys, keys at the wrong depth, garbage and bad indexes', () => {
    const root = HDNodeWallet.fromPhrase(MNEMONIC, undefined, 'm');
    expect(() => parseAccountXpub(HDNodeWallet.fromPhrase(MNEMONIC, undefined, "m/44'/60'/0'").extendedKey)).toThrow(XpubError);
    expect(() => parseAccountXpub(root.neuter().extendedKey)).toThrow(/depth 0/);
    expect(() => parseAccountXpub(HDNodeWallet.fromPhrase(MNEMONIC, undefined, "m/44'/60'/0'/0").neuter().extendedKey)).toThrow(/depth 4/);
    expect(() => parseAccountXpub('xpub-nonsense')).toThrow(XpubError);
    expect(() => deriveEvmAddress(evm, -1)).toThrow(RangeError);
    expect(() => deriveEvmAddress(evm, 2 ** 31)).toThrow(RangeError);
    expect(() => deriveEvmAddress(evm, 1.5)).toThrow(RangeError);
  });

  it('fingerprints the key, and stores EVM addresses lowercase but shows them checksummed', () => {
    expect(evm.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(evm.fingerprint).not.toBe(tron.fingerprint);
    const a = deriveEvmAddress(evm, 3);
    expect(storedAddress('evm', a)).toBe(a.toLowerCase());
    expect(displayAddress('evm', a.toLowerCase())).toBe(a);
    const t = deriveTronAddress(tron, 3);
    expect(storedAddress('tron', t)).toBe(t);
  });
});
