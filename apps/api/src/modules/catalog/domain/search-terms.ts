import type { SearchTerms } from '../catalog.repository';

const CONFIG: Record<string, string> = {
  en: 'english',
  es: 'spanish',
  ar: 'arabic',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
  ru: 'russian',
  it: 'italian',
  tr: 'turkish',
  id: 'indonesian',
  el: 'greek',
  hi: 'hindi',
};

const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g;

/** Overlapping 2-character grams of each CJK run (matches the index's cjk_bigrams()). */
export function cjkBigrams(s: string): string {
  const out: string[] = [];
  for (const run of s.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  }
  return out.join(' ');
}

/** Prepare a user's keyword: trimmed, spaces folded, ≤ 100 chars, lowercased; null when nothing searchable. */
export function searchTerms(raw: string | undefined, lang: string): SearchTerms | null {
  const text = (raw ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .toLowerCase();
  const words = text
    .replace(CJK_RUN, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
  const cjk = cjkBigrams(text).split(' ').filter(Boolean).slice(0, 12);
  if (!words.length && !cjk.length) return null;
  const like = '%' + text.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
  return { text, like, words, cjk, config: CONFIG[lang] ?? 'simple' };
}
