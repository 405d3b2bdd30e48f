import { isAppError } from '../../../core/errors/app-error';
import { parseAreaId, parsePhone, plainText, validateAddressInput, type AddressInputRaw } from './address-rules';
import { countryName } from './country-names';

const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
};

const base: AddressInputRaw = {
  contacts: 'Ada',
  phone: '44 7400123456',
  email: '',
  postcode: 'SW1A 1AA',
  address: '10 Downing Street',
  countryId: '0',
  provinceId: '',
  cityId: undefined,
  use: '0',
};

describe('address rules', () => {
  it('parses "<areaCode> <number>" and one international number; refuses numbers invalid for their code', () => {
    expect(parsePhone('44 7400123456')).toEqual({ areaCode: '44', number: '7400123456' });
    expect(parsePhone('+44 7400 123-456')).toEqual({ areaCode: '44', number: '7400123456' });
    expect(parsePhone('+8613800138000')).toEqual({ areaCode: '86', number: '13800138000' });
    expect(codeOf(() => parsePhone('93 5551234'))).toBe('ADDRESS_PHONE_INVALID');
    expect(codeOf(() => parsePhone('1 555'))).toBe('ADDRESS_PHONE_INVALID');
    expect(codeOf(() => parsePhone('abc'))).toBe('ADDRESS_PHONE_INVALID');
    expect(codeOf(() => parsePhone('  '))).toBe('ADDRESS_PHONE_REQUIRED');
  });

  it('area ids: empty → 0, digits → number, anything else refused', () => {
    expect(parseAreaId(undefined)).toBe(0);
    expect(parseAreaId(' 42 ')).toBe(42);
    for (const bad of ['1.5', '-1', 'x', '1e3', '99999999999', '2147483648'])
      expect(codeOf(() => parseAreaId(bad))).toBe('ADDRESS_AREA_INVALID');
  });

  it('plain text: markup and control characters gone, whitespace collapsed', () => {
    expect(plainText(' <b>Bold</b>\tname\r\n ')).toBe('Bold name');
    expect(plainText('a < b > c')).toBe('a c');
    expect(plainText('x\u202ey\u200bz')).toBe('x y z');
  });

  it('checks in the legacy order and counts characters, not UTF-16 units', () => {
    expect(codeOf(() => validateAddressInput({ ...base, phone: '', contacts: '' }))).toBe('ADDRESS_PHONE_REQUIRED');
    expect(codeOf(() => validateAddressInput({ ...base, contacts: '' }))).toBe('ADDRESS_CONTACTS_REQUIRED');
    expect(codeOf(() => validateAddressInput({ ...base, address: '<p></p>' }))).toBe('ADDRESS_LINE_REQUIRED');
    expect(codeOf(() => validateAddressInput({ ...base, contacts: '😀'.repeat(64) }))).toBeNull();
    expect(codeOf(() => validateAddressInput({ ...base, contacts: '😀'.repeat(65) }))).toBe('ADDRESS_CONTACTS_TOO_LONG');
    expect(codeOf(() => validateAddressInput({ ...base, address: 'a'.repeat(256) }))).toBe('ADDRESS_LINE_TOO_LONG');
    expect(codeOf(() => validateAddressInput({ ...base, postcode: '1'.repeat(33) }))).toBe('ADDRESS_POSTCODE_TOO_LONG');
    expect(codeOf(() => validateAddressInput({ ...base, postcode: '123' }))).toBe('ADDRESS_POSTCODE_INVALID');
    expect(codeOf(() => validateAddressInput({ ...base, postcode: '12#45' }))).toBe('ADDRESS_POSTCODE_INVALID');
    expect(codeOf(() => validateAddressInput({ ...base, postcode: '' }))).toBeNull();
    expect(codeOf(() => validateAddressInput({ ...base, email: 'a@b' }))).toBe('ADDRESS_EMAIL_INVALID');
    expect(codeOf(() => validateAddressInput({ ...base, email: 'a..b@example.com' }))).toBe('ADDRESS_EMAIL_INVALID');
    expect(validateAddressInput({ ...base, email: 'a.b+c@example.co.uk', use: '1' })).toMatchObject({
      email: 'a.b+c@example.co.uk',
      isDefault: true,
      phoneAreaCode: '44',
      phoneNumber: '7400123456',
      countryId: 0,
    });
  });

  it('country names per language, with fallbacks', () => {
    expect(countryName('DE', 'cn', 'Germany')).toBe('德国');
    expect(countryName('DE', 'ar', 'Germany')).toBe('ألمانيا');
    expect(countryName('DE', 'en', 'Germany')).toBe('Germany');
    expect(countryName('DE', 'ph', 'Germany')).toBe('Germany');
    expect(countryName('XK', 'ja', 'Kosovo')).toBe('コソボ');
    expect(countryName('ZZ', 'fr', 'Nowhere')).toBe('Nowhere');
  });
});
