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

/** Prepare a user's keyword: trimmed, spaces folded, ≤ 100 chars, lowercased; null when empty. */
export function searchTerms(raw: string | undefined, lang: string): SearchTerms | null {
  const text = (raw ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .toLowerCase();
  if (!text) return null;
  const like = '%' + text.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
  return { text, like, cjk: cjkBigrams(text), config: CONFIG[lang] ?? 'simple' };
}
