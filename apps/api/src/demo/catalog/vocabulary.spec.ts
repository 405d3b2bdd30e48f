import { itemRng, seedUuid } from './catalog-seed';
import {
  CATEGORIES,
  COLOURS,
  LEAVES,
  MATERIALS,
  SEED_LANGS,
  STORE_SUFFIXES,
  STORE_WORDS_A,
  STORE_WORDS_B,
  STYLES,
  colourByKey,
  compatibleParts,
  composeName,
  composeNames,
  leafDescription,
  materialByKey,
  styleByKey,
  type NameParts,
  type Noun,
} from './vocabulary';

const LATIN_WORD = /[A-Za-z]{3,}/;

function nounOf(en: string): Noun {
  for (const { leaf } of LEAVES) {
    const n = leaf.nouns.find((x) => x.en === en);
    if (n) return n;
  }
  throw new Error(`no noun ${en}`);
}

describe('name composer', () => {
  const tee: NameParts = { noun: nounOf('T-Shirt'), colour: colourByKey('red'), material: materialByKey('cotton') };

  it('puts the words in each language’s order', () => {
    expect(composeNames(tee)).toEqual({
      en: 'Red Cotton T-Shirt',
      cn: '红色纯棉T恤',
      ja: 'レッドコットンTシャツ',
      es: 'Camiseta de algodón roja',
      ar: 'تيشيرت قطني أحمر',
    });
  });

  it('makes Spanish and Arabic adjectives agree with the noun', () => {
    const bag = { noun: nounOf('Backpack'), colour: colourByKey('red'), material: materialByKey('leather'), style: styleByKey('classic') };
    expect(composeName('es', bag)).toBe('Mochila de piel roja clásica');
    expect(composeName('ar', bag)).toBe('حقيبة ظهر جلدية حمراء كلاسيكية');
    const jeans = { noun: nounOf('Chinos'), colour: colourByKey('white'), style: styleByKey('classic') };
    expect(composeName('es', jeans)).toBe('Pantalones chinos blancos clásicos');
    const sandals = { noun: nounOf('Strappy Sandals'), colour: colourByKey('brown') };
    expect(composeName('es', sandals)).toBe('Sandalias de tiras marrones');
  });

  it('puts an Arabic prepositional material last, and scents where colours go elsewhere', () => {
    const pan = { noun: nounOf('Frying Pan'), colour: colourByKey('black'), material: materialByKey('steel') };
    expect(composeName('ar', pan)).toBe('مقلاة سوداء من الفولاذ المقاوم للصدأ');
    expect(composeName('en', pan)).toBe('Black Stainless Steel Frying Pan');
    const cream = { noun: nounOf('Hand Cream'), material: materialByKey('lavender'), style: styleByKey('gentle') };
    expect(composeNames(cream)).toEqual({
      en: 'Gentle Lavender Hand Cream',
      cn: '温和薰衣草护手霜',
      ja: 'やさしいラベンダーハンドクリーム',
      es: 'Crema de manos de lavanda suave',
      ar: 'كريم لليدين لطيف بالخزامى',
    });
  });

  it('drops a word the noun already says', () => {
    const p = compatibleParts({ noun: nounOf('Jeans'), material: materialByKey('denim'), colour: colourByKey('navy') });
    expect(p.material).toBeUndefined();
    expect(composeName('cn', p)).toBe('藏青色牛仔裤');
  });

  it('never leaves English words in cn, ja or ar names, across every noun and word', () => {
    const r = itemRng(1, 99, 0);
    const bad: string[] = [];
    let checked = 0;
    for (const { leaf } of LEAVES) {
      for (const noun of leaf.nouns) {
        for (let k = 0; k < 20; k++) {
          const p = compatibleParts({
            noun,
            colour: leaf.colours.length ? colourByKey(r.pick(leaf.colours)) : undefined,
            material: leaf.materials.length ? materialByKey(r.pick(leaf.materials)) : undefined,
            style: leaf.styles.length ? styleByKey(r.pick(leaf.styles)) : undefined,
          });
          const names = composeNames(p);
          for (const lang of SEED_LANGS) if (/undefined|\s{2}|^\s|\s$/.test(names[lang]) || names[lang].length < 2) bad.push(names[lang]);
          for (const lang of ['cn', 'ja', 'ar'] as const)
            if (LATIN_WORD.test(names[lang]) || names[lang] === names.en) bad.push(names[lang]);
          checked++;
        }
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(40 * 6 * 20);
  });
});

describe('vocabulary', () => {
  it('has at least 8 top categories of at least 5 leaves, 40+ leaves of 6+ nouns', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(8);
    for (const top of CATEGORIES) expect(top.leaves.length).toBeGreaterThanOrEqual(5);
    expect(LEAVES.length).toBeGreaterThanOrEqual(40);
    for (const { leaf } of LEAVES) expect(leaf.nouns.length).toBeGreaterThanOrEqual(6);
    expect(new Set(LEAVES.map((l) => l.leaf.key)).size).toBe(LEAVES.length);
  });

  it('translates every word into the five languages', () => {
    const texts = [
      ...CATEGORIES.flatMap((c) => [c.name, c.des, ...c.features]),
      ...LEAVES.flatMap(({ leaf }) => [leaf.name, leafDescription(leaf)]),
    ];
    for (const t of texts) for (const lang of SEED_LANGS) expect(t[lang]?.trim()).toBeTruthy();
    for (const t of texts) for (const lang of ['cn', 'ja', 'ar'] as const) expect(t[lang]).not.toBe(t.en);
    for (const { leaf } of LEAVES) {
      for (const n of leaf.nouns) for (const v of [n.en, n.cn, n.ja, n.es, n.ar]) expect(v.trim()).toBeTruthy();
      for (const n of leaf.nouns) for (const v of [n.cn, n.ja, n.ar]) expect(v).not.toMatch(LATIN_WORD);
      for (const k of leaf.colours) expect(() => colourByKey(k)).not.toThrow();
      for (const k of leaf.materials) expect(() => materialByKey(k)).not.toThrow();
      for (const k of leaf.styles) expect(() => styleByKey(k)).not.toThrow();
      expect(leaf.price[0]).toBeGreaterThanOrEqual(1);
      expect(leaf.price[1]).toBeLessThanOrEqual(500);
    }
    for (const c of COLOURS) for (const v of [c.cn, c.ja, ...c.ar]) expect(v).not.toMatch(LATIN_WORD);
    for (const m of MATERIALS) for (const v of [m.cn, m.ja, m.arNoun, m.arPhrase, ...(m.arAdj ?? [])]) expect(v).not.toMatch(LATIN_WORD);
    for (const s of STYLES) for (const v of [s.cn, s.ja, ...s.ar]) expect(v).not.toMatch(LATIN_WORD);
  });

  it('has 60+ invented store-name parts', () => {
    const parts = [...STORE_WORDS_A, ...STORE_WORDS_B, ...STORE_SUFFIXES];
    expect(parts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(parts).size).toBe(parts.length);
  });
});

describe('seeded ids and streams', () => {
  it('are deterministic, v4-shaped and unique per kind', () => {
    expect(seedUuid(7, 3, 12)).toBe(seedUuid(7, 3, 12));
    expect(seedUuid(7, 3, 12)).not.toBe(seedUuid(8, 3, 12));
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const id = seedUuid(1, 3, i);
      seen.add(id);
      if (i < 100) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(seen.size).toBe(100_000);
    const a = itemRng(5, 1, 9);
    const b = itemRng(5, 1, 9);
    const xs = Array.from({ length: 10 }, () => a.float());
    expect(Array.from({ length: 10 }, () => b.float())).toEqual(xs);
    expect(itemRng(5, 1, 10).float()).not.toBe(xs[0]);
  });
});
