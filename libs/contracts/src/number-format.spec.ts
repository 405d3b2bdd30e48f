import { LANGUAGES } from './languages';
import { NUMBER_STYLES, formatNumberFast } from './number-format';

const values = [
  0, 1, 7, 9.5, 12, 99.995, 100, 999, 999.999, 1000, 1234, 9999.5, 12345, 99999, 123456, 1234567, 12345678.9, 123456789, 0.1, 0.125, 0.5,
  1.005, 2.675, 1.45, 10.555, 0.0001, 0.000001, 1.500075, 19.99, 4999.995, 0.95, 0.9566, 0.99951, 1, 0.0005, 1e15, 123456789012,
];
// deterministic extra values: prices with cents and micro-units, counts
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
for (let i = 0; i < 400; i++) values.push(Math.round(rnd() * 10 ** (1 + (i % 9)) * 10 ** (i % 7)) / 10 ** (i % 7));

const cases: [string, number, number, boolean][] = [
  ['count', 0, 0, false],
  ['amount', 2, 2, false],
  ['exact', 2, 6, false],
  ['percent', 0, 1, true],
];

describe('formatNumberFast', () => {
  it('has a style for every interface language', () => {
    for (const l of LANGUAGES) expect(NUMBER_STYLES[l.tag]).toBeDefined();
  });

  for (const { tag } of LANGUAGES) {
    it(`formats as Intl.NumberFormat does in ${tag}`, () => {
      for (const [, min, max, percent] of cases) {
        const intl = new Intl.NumberFormat(tag, {
          numberingSystem: 'latn',
          minimumFractionDigits: min,
          maximumFractionDigits: max,
          ...(percent ? { style: 'percent' as const } : {}),
        });
        for (const v of values)
          expect([v, min, max, percent, formatNumberFast(tag, v, min, max, percent)]).toEqual([v, min, max, percent, intl.format(v)]);
      }
    });
  }

  it('leaves what the table does not cover to Intl', () => {
    expect(formatNumberFast('en', -1, 0, 0)).toBeNull();
    expect(formatNumberFast('en', -0, 0, 0)).toBeNull();
    expect(formatNumberFast('en', Number.NaN, 0, 0)).toBeNull();
    expect(formatNumberFast('en', 1e21, 0, 0)).toBeNull();
    expect(formatNumberFast('en', 1e-7, 2, 6)).toBeNull();
    expect(formatNumberFast('xx', 1, 0, 0)).toBeNull();
  });
});
