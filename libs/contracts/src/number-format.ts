/**
 * Number formatting of the interface languages without Intl.NumberFormat, for the common cases.
 *
 * The first `new Intl.NumberFormat(…)` in a page loads ICU's number data: 20–120 ms of main thread
 * measured in Chromium on a 2-core machine (more on a slow phone), in the middle of the first render of
 * any page with a price or a count on it. The styles below are what Intl answers for the 21 interface
 * languages with Latin digits (number-format.spec.ts checks every one against Intl), so prices and
 * counts format the same, at no start-up cost. Cases outside the table (negative numbers, exponents,
 * NaN, languages not listed) answer null and the caller uses Intl.
 */
export interface NumberStyle {
  /** grouping separator */
  g: string;
  /** decimal separator */
  d: string;
  /** size of the groups after the first group of 3 (2 in Hindi: 12,34,567) */
  s: number;
  /** 2 when a 4-digit integer is not grouped (1234, but 12.345) */
  m: number;
  /** what stands before and after a percentage */
  p: readonly [string, string];
}

const EN: NumberStyle = { g: ',', d: '.', s: 3, m: 1, p: ['', '%'] };
const DOT: NumberStyle = { g: '.', d: ',', s: 3, m: 1, p: ['', '%'] };
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const LRM = '\u200e';

/** By BCP 47 tag (LANGUAGES[].tag). */
export const NUMBER_STYLES: Readonly<Record<string, NumberStyle>> = {
  en: EN,
  'zh-CN': EN,
  'zh-TW': EN,
  ja: EN,
  ko: EN,
  de: { ...DOT, p: ['', `${NBSP}%`] },
  fr: { g: NNBSP, d: ',', s: 3, m: 1, p: ['', `${NBSP}%`] },
  es: { ...DOT, m: 2, p: ['', `${NBSP}%`] },
  pt: DOT,
  it: { ...DOT, m: 2 },
  ru: { g: NBSP, d: ',', s: 3, m: 1, p: ['', `${NBSP}%`] },
  tr: { ...DOT, p: ['%', ''] },
  el: DOT,
  ms: EN,
  id: DOT,
  th: EN,
  vi: DOT,
  hi: { ...EN, s: 2 },
  fil: EN,
  af: { g: NBSP, d: ',', s: 3, m: 1, p: ['', '%'] },
  ar: { ...EN, p: ['', `${LRM}%${LRM}`] },
};

/** Digits of a non-negative finite number as Intl sees them (the shortest round trip), or null. */
function digitsOf(value: number): [string, string] | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  const s = String(value);
  if (s.includes('e')) return null;
  const [int, frac = ''] = s.split('.');
  return [int, frac];
}

/** Rounds half away from zero to at most `max` fraction digits, keeping at least `min`. */
function round([int, frac]: [string, string], min: number, max: number): [string, string] {
  if (frac.length > max) {
    const up = frac.charCodeAt(max) >= 53; // '5'
    let digits = int + frac.slice(0, max);
    if (up) {
      const arr = digits.split('');
      let i = arr.length - 1;
      for (; i >= 0; i--) {
        if (arr[i] === '9') arr[i] = '0';
        else {
          arr[i] = String(Number(arr[i]) + 1);
          break;
        }
      }
      digits = (i < 0 ? '1' : '') + arr.join('');
    }
    int = digits.slice(0, digits.length - max);
    frac = digits.slice(digits.length - max);
  }
  frac = frac.replace(/0+$/, '');
  if (frac.length < min) frac = frac.padEnd(min, '0');
  return [int || '0', frac];
}

function group(int: string, st: NumberStyle): string {
  if (int.length < 4 || (st.m === 2 && int.length < 5)) return int;
  let out = int.slice(-3);
  let rest = int.slice(0, -3);
  while (rest.length > st.s) {
    out = `${rest.slice(-st.s)}${st.g}${out}`;
    rest = rest.slice(0, -st.s);
  }
  return `${rest}${st.g}${out}`;
}

/**
 * `value` with `min`–`max` fraction digits in the language `tag`, Latin digits, as
 * `new Intl.NumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: min, maximumFractionDigits: max })`
 * formats it; with `percent`, as `style: 'percent'` does. Null when the table does not cover the case.
 */
export function formatNumberFast(tag: string, value: number, min: number, max: number, percent = false): string | null {
  const st = NUMBER_STYLES[tag];
  const parts = st ? digitsOf(value) : null;
  if (!st || !parts) return null;
  if (percent) {
    // × 100 on the decimal digits, exactly as Intl scales
    const [int, frac] = parts;
    const shifted = (int + frac.slice(0, 2).padEnd(2, '0')).replace(/^0+(?=\d)/, '');
    parts[0] = shifted;
    parts[1] = frac.slice(2);
  }
  const [int, frac] = round(parts, min, max);
  const text = group(int, st) + (frac ? st.d + frac : '');
  return percent ? st.p[0] + text + st.p[1] : text;
}
