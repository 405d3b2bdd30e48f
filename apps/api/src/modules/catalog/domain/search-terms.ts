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

/**
 * Spelling corrections to try, most likely first: attempt r replaces every word the vocabulary does
 * not have by its r-th closest word (or its last one), and keeps the words it has. Different
 * attempts only; none when no word needs correcting.
 */
export function correctionAttempts(words: string[], candidates: string[][], max: number): string[][] {
  const unknown = words.map((w, i) => (candidates[i] ?? [])[0] !== w);
  if (!unknown.some(Boolean)) return [];
  const out: string[][] = [];
  const seen = new Set<string>();
  for (let r = 0; r < max; r++) {
    const attempt = words.map((w, i) => {
      const c = candidates[i] ?? [];
      return unknown[i] && c.length ? c[Math.min(r, c.length - 1)]! : w;
    });
    const key = attempt.join(' ');
    if (key !== words.join(' ') && !seen.has(key)) {
      seen.add(key);
      out.push(attempt);
    }
  }
  return out;
}
