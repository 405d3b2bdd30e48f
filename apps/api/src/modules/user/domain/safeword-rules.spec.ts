import { isTrivialSafeword } from './safeword-rules';

describe('trivial fund passwords', () => {
  it('refuses one digit repeated', () => {
    for (const s of ['000000', '111111', '777777', '999999']) expect([s, isTrivialSafeword(s)]).toEqual([s, true]);
  });

  it('refuses a pair or a triple repeated', () => {
    for (const s of ['121212', '101010', '909090', '123123', '007007', '369369']) expect([s, isTrivialSafeword(s)]).toEqual([s, true]);
  });

  it('refuses consecutive digits up or down, 0 following 9', () => {
    for (const s of ['012345', '123456', '456789', '567890', '890123', '654321', '543210', '098765', '987654'])
      expect([s, isTrivialSafeword(s)]).toEqual([s, true]);
  });

  it('accepts the rest, including other patterns people pick on purpose', () => {
    for (const s of ['246810', '135790', '135246', '975310', '482913', '112233', '123321', '102938', '000001'])
      expect([s, isTrivialSafeword(s)]).toEqual([s, false]);
  });

  it('refuses about 1,100 of the million 6-digit fund passwords', () => {
    let n = 0;
    for (let i = 0; i < 1_000_000; i++) if (isTrivialSafeword(String(i).padStart(6, '0'))) n++;
    expect(n).toBe(10 + 90 + 990 + 20);
  });
});
