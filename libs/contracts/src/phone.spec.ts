import { displayPhone } from './phone';

describe('displayPhone (issue 26 defect 11 a)', () => {
  it.each([
    ['351 912345678', '+351 912345678'],
    ['+44 7400123456', '+44 7400123456'],
    ['1 5551234567', '+1 5551234567'],
    [' 86 13800138000 ', '+86 13800138000'],
  ])('%s → %s', (wire, shown) => expect(displayPhone(wire)).toBe(shown));

  it.each(['demo@lumen-bazaar.example', 'Ana Silva', '912345678', '', '12345 678'])('leaves %s alone', (s) => {
    expect(displayPhone(s)).toBe(s);
  });

  it('answers "" for nothing', () => {
    expect(displayPhone(undefined)).toBe('');
    expect(displayPhone(null)).toBe('');
  });
});
