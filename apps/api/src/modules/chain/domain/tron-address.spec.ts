import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { TronWeb } from 'tronweb';
import { base58Decode, base58Encode, isTronAddress, normalizeTronAddress, tronFromHex, tronToEvmHex } from './tron-address';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('TRON addresses (base58check)', () => {
  it('accepts real addresses and converts them like tronweb', () => {
    expect(isTronAddress(USDT)).toBe(true);
    expect(isTronAddress('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBe(true);
    expect(tronToEvmHex(USDT)).toBe('0x' + TronWeb.address.toHex(USDT).slice(2));
    expect(tronFromHex('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(USDT);
    expect(tronFromHex('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(USDT);
    expect(normalizeTronAddress(' 0xA614F803B6FD780986A42C78EC9C7F77E6DED13C ')).toBe(USDT);
    expect(normalizeTronAddress(USDT)).toBe(USDT);
  });

  it('refuses a wrong checksum, a wrong version byte, wrong lengths, bad characters and non-strings', () => {
    const bad = [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', // last character changed: checksum fails
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', // too short
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt',
      'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', // 0 is not base58
      '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', // a Bitcoin address: valid base58check, wrong version
      '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c', // hex is not the base58 form
      '',
    ];
    for (const a of bad) expect([a, isTronAddress(a)]).toEqual([a, false]);
    expect(isTronAddress(undefined)).toBe(false);
    expect(isTronAddress(123)).toBe(false);
    expect(tronFromHex('42a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBeNull();
    expect(normalizeTronAddress('nonsense')).toBeNull();
  });

  it('agrees with tronweb on random account ids and on random corruptions', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(33), fc.nat(57), (id, pos, ch) => {
        const hex = '41' + Buffer.from(id).toString('hex');
        const ours = tronFromHex(hex)!;
        expect(ours).toBe(TronWeb.address.fromHex(hex));
        expect(isTronAddress(ours)).toBe(true);
        const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
        const mutated = ours.slice(0, pos) + alphabet[ch] + ours.slice(pos + 1);
        expect(isTronAddress(mutated)).toBe(TronWeb.isAddress(mutated));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips base58 with leading zero bytes', () => {
    for (let i = 0; i < 50; i++) {
      const b = Buffer.concat([Buffer.alloc(i % 4), randomBytes(i % 30)]);
      expect(base58Decode(base58Encode(b))).toEqual(b);
    }
    expect(base58Decode('0OIl')).toBeNull();
  });
});
