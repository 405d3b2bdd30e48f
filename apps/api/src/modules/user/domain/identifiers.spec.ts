import { maskName, normalizeEmail, normalizePhone, passwordLengthOk } from './identifiers';

describe('identifiers', () => {
  it.each([
    ['93 5551234567', '93 5551234567'],
    ['+44 7700 900123', '44 7700900123'],
    ['86 138-0013-8000', '86 13800138000'],
  ])('normalizes phone %j', (raw, want) => {
    expect(normalizePhone(raw)).toEqual({ ok: true, value: want });
  });

  it('joins a separate area code', () => {
    expect(normalizePhone('13800138000', '+86')).toEqual({ ok: true, value: '86 13800138000' });
  });

  it.each(['', '1234567', '86 1234567', 'abc 12345678', '12345 12345678', '86 1234567890123456'])('rejects phone %j', (raw) => {
    expect(normalizePhone(raw)).toEqual({ ok: false, code: 'AUTH_INVALID_PHONE' });
  });

  it('lowercases e-mail and caps it at 64', () => {
    expect(normalizeEmail(' Ann@Example.COM ')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(normalizeEmail('a'.repeat(60) + '@x.io')).toEqual({ ok: false, code: 'AUTH_EMAIL_TOO_LONG' });
    for (const bad of ['ann', 'ann@', '@x.io', 'ann@x', 'a b@x.io', 'ann@x..io', '<script>@x.io']) {
      expect(normalizeEmail(bad).ok).toBe(false);
    }
  });

  it('password: 6 to 12 characters, specials allowed, no control characters', () => {
    expect(passwordLengthOk('abc12')).toBe(false);
    expect(passwordLengthOk('abc123')).toBe(true);
    expect(passwordLengthOk('p@ss w0rd!#%')).toBe(true);
    expect(passwordLengthOk('abcdefghijk12')).toBe(false);
    expect(passwordLengthOk('abc\n123')).toBe(false);
  });

  it('masks names', () => {
    expect(maskName('ada@example.com')).toBe('ad***@example.com');
    expect(maskName('8613800138000')).toBe('861****00');
    expect(maskName('lovelace')).toBe('l***e');
  });
});
