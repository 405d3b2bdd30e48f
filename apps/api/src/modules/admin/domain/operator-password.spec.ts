import { operatorPasswordProblem, passwordContext } from './operator-password';

describe('operator passwords (zxcvbn-ts score ≥ 4, 12–128 characters)', () => {
  const context = ['finance-lead', 'lumen', 'Lumen Bazaar', 'shop.lumen-bazaar.example'];

  it('refuses guessable ones that pass the length rule and the common-password list', () => {
    for (const p of ['password1234', 'Password1234!', 'Qwerty123456!', 'Summer2024!!', '1q2w3e4r5t6y', 'abcdefghijkl', 'P4$$w0rdP4$$w0rd'])
      expect([p, operatorPasswordProblem(p, context)]).toEqual([p, 'ADMIN_PASSWORD_GUESSABLE']);
  });

  it('refuses the account and mall words with a year or digits (user inputs)', () => {
    for (const p of ['LumenBazaar2026', 'finance-lead-2026', 'Superadmin2026!'])
      expect([p, operatorPasswordProblem(p, context)]).toEqual([p, 'ADMIN_PASSWORD_GUESSABLE']);
    // the same shape with words that are not the account's or the mall's passes
    expect(operatorPasswordProblem('Kestrel-Quarry-2026', context)).toBeNull();
  });

  it('accepts passphrases and random passwords', () => {
    for (const p of ['correct horse battery staple', 'generated-Pw-7f3k2q9x', 'vX9#kq2!Lm4@pz', 'amber-violin-tundra-42'])
      expect([p, operatorPasswordProblem(p, context)]).toEqual([p, null]);
  });

  it('keeps the length rule first: under 12 or over 128 characters', () => {
    expect(operatorPasswordProblem('vX9#kq2!Lm4', context)).toBe('ADMIN_PASSWORD_WEAK');
    expect(operatorPasswordProblem(`vX9#kq2!Lm4@pz${'x'.repeat(115)}`, context)).toBe('ADMIN_PASSWORD_WEAK');
  });

  it('judges a long password on its first 64 characters', () => {
    expect(operatorPasswordProblem(`${'password'.repeat(8)}vX9#kq2!Lm4@pz`, context)).toBe('ADMIN_PASSWORD_GUESSABLE');
    expect(operatorPasswordProblem(`vX9#kq2!Lm4@pz${'a'.repeat(100)}`, context)).toBeNull();
  });

  it('splits the context into words (username, brand key, name and hosts), with the role names', () => {
    expect(passwordContext(['finance-lead', 'Lumen Bazaar', 'shop.lumen-bazaar.example'])).toEqual(
      expect.arrayContaining([
        'finance-lead',
        'finance',
        'lead',
        'lumen bazaar',
        'lumen',
        'bazaar',
        'shop',
        'example',
        'admin',
        'superadmin',
      ]),
    );
  });
});
