import { isCommonPassword } from './common-passwords';

describe('common passwords (from @zxcvbn-ts/language-common)', () => {
  it('refuses the most common ones, in any case', () => {
    for (const p of ['111111', '123456', 'password', 'Password1', 'qwerty123', 'abc123', 'iloveyou'])
      expect([p, isCommonPassword(p)]).toEqual([p, true]);
  });
  it('accepts uncommon ones', () => {
    for (const p of ['demo1234', 'Lantern-42x', 'secret12', 'vX9#kq2!']) expect([p, isCommonPassword(p)]).toEqual([p, false]);
  });
});
