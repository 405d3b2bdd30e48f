/**
 * Product vocabulary for the demo catalogue: categories, product nouns, colours, materials, scents and
 * style words, each in en, cn (Simplified Chinese), ar, ja and es, plus fictional store-name parts.
 * The words are data, written by hand in `vocabulary/*.json` (checked against the schemas below when
 * this file loads); this file turns their compact forms into the shapes the seed uses, and the
 * composers put the words in each language's order (with Spanish and Arabic agreement). Grammar is
 * approximate, but a non-English name never falls back to English words. The order of every list is
 * part of the data: the seed picks by index, so reordering a list changes the catalogue it makes.
 */
import { z } from 'zod';
import categoriesJson from './vocabulary/categories.json';
import coloursJson from './vocabulary/colours.json';
import materialsJson from './vocabulary/materials.json';
import storeNamesJson from './vocabulary/store-names.json';
import stylesJson from './vocabulary/styles.json';
import variantsJson from './vocabulary/variants.json';

export const SEED_LANGS = ['en', 'cn', 'ar', 'ja', 'es'] as const;
export type SeedLang = (typeof SEED_LANGS)[number];
export type Text5 = Record<SeedLang, string>;

export function t5(en: string, cn: string, ar: string, ja: string, es: string): Text5 {
  return { en, cn, ar, ja, es };
}

/** A text in the five seed languages, in this key order (the order the seed writes them in). */
const text5 = z.object({
  en: z.string().min(1),
  cn: z.string().min(1),
  ar: z.string().min(1),
  ja: z.string().min(1),
  es: z.string().min(1),
});

// ---------------------------------------------------------------------------------------------
// Inflection helpers

/** Spanish forms: [masc. sing., fem. sing., masc. pl., fem. pl.]. */
export type EsForms = readonly [string, string, string, string];
/** Arabic adjective forms: [masc., fem.] (non-human plurals agree in the feminine singular). */
export type ArForms = readonly [string, string];

/**
 * `rojo` → rojo/roja/rojos/rojas; `verde` → verde/verdes; `azul` → azul/azules; only the first word
 * inflects (`hecho a mano`); `=retro` is invariable; `a|b|c|d` gives all four forms.
 */
function esForms(spec: string): EsForms {
  if (spec.startsWith('=')) {
    const s = spec.slice(1);
    return [s, s, s, s];
  }
  if (spec.includes('|')) {
    const p = spec.split('|');
    return [p[0], p[1], p[2], p[3]];
  }
  const [head, ...rest] = spec.split(' ');
  const tail = rest.length ? ' ' + rest.join(' ') : '';
  const stem = head.slice(0, -1);
  let f: EsForms;
  if (head.endsWith('o')) f = [head, stem + 'a', head + 's', stem + 'as'];
  else if (/[aeé]$/.test(head)) f = [head, head, head + 's', head + 's'];
  else f = [head, head, head + 'es', head + 'es'];
  return [f[0] + tail, f[1] + tail, f[2] + tail, f[3] + tail];
}

/** `رمادي` → رمادي/رمادية (first word takes ة); `=بيج` is invariable; `m/f` gives both. */
function arForms(spec: string): ArForms {
  if (spec.startsWith('=')) return [spec.slice(1), spec.slice(1)];
  if (spec.includes('/')) {
    const [m, f] = spec.split('/');
    return [m, f];
  }
  const [head, ...rest] = spec.split(' ');
  const tail = rest.length ? ' ' + rest.join(' ') : '';
  return [spec, (head.endsWith('ة') ? head : head + 'ة') + tail];
}

// ---------------------------------------------------------------------------------------------
// Colours

export interface Colour {
  key: string;
  hex: string;
  en: string;
  cn: string;
  ja: string;
  es: EsForms;
  ar: ArForms;
}

/** `es` and `ar` in the compact forms of {@link esForms} and {@link arForms}. */
const colourData = text5.extend({ key: z.string().min(1), hex: z.string().regex(/^#[0-9a-f]{6}$/) });

export const COLOURS: readonly Colour[] = z
  .array(colourData)
  .parse(coloursJson)
  .map(({ key, hex, en, cn, ar, ja, es }) => ({ key, hex, en, cn, ja, es: esForms(es), ar: arForms(ar) }));

const COLOUR_BY_KEY = new Map(COLOURS.map((c) => [c.key, c]));
export function colourByKey(key: string): Colour {
  const c = COLOUR_BY_KEY.get(key);
  if (!c) throw new Error(`unknown colour ${key}`);
  return c;
}

// ---------------------------------------------------------------------------------------------
// Materials and scents

export interface Material {
  key: string;
  kind: 'material' | 'scent';
  /** as used in a name: "Wooden", "Cotton", "Lavender" */
  en: string;
  /** as a noun after "Material:" */
  enNoun: string;
  cn: string;
  ja: string;
  /** a phrase after the noun: "de algodón" */
  es: string;
  /** adjective forms ("قطني/قطنية") or null when the material is a phrase ("من ...", "بـ...") */
  arAdj: ArForms | null;
  arPhrase: string;
  /** as a noun after "الخامة:" */
  arNoun: string;
}

/** ar: `m/f|noun` for an adjective, `phrase|noun` for a prepositional phrase; `enNoun` when not `en`. */
const materialData = text5.extend({ key: z.string().min(1), ar: z.string().regex(/^[^|]+\|[^|]+$/), enNoun: z.string().min(1).optional() });

function material(d: z.infer<typeof materialData>, kind: Material['kind']): Material {
  const [form, arNoun] = d.ar.split('|');
  const adj = form.includes('/') ? arForms(form) : null;
  return {
    key: d.key,
    kind,
    en: d.en,
    enNoun: d.enNoun ?? d.en,
    cn: d.cn,
    ja: d.ja,
    es: d.es,
    arAdj: adj,
    arPhrase: adj ? '' : form,
    arNoun,
  };
}

const materials = z.object({ materials: z.array(materialData), scents: z.array(materialData) }).parse(materialsJson);
export const MATERIALS: readonly Material[] = [
  ...materials.materials.map((m) => material(m, 'material')),
  ...materials.scents.map((m) => material(m, 'scent')),
];

const MATERIAL_BY_KEY = new Map(MATERIALS.map((m) => [m.key, m]));
export function materialByKey(key: string): Material {
  const m = MATERIAL_BY_KEY.get(key);
  if (!m) throw new Error(`unknown material ${key}`);
  return m;
}

/** The material as a plain noun (for "Material: …" lines). */
export function materialNoun(m: Material, lang: SeedLang): string {
  switch (lang) {
    case 'en':
      return m.enNoun;
    case 'cn':
      return m.cn;
    case 'ja':
      return m.ja;
    case 'ar':
      return m.arNoun;
    case 'es':
      return m.es.replace(/^de /, '');
  }
}

// ---------------------------------------------------------------------------------------------
// Style words

export interface Style {
  key: string;
  en: string;
  cn: string;
  /** a prefix, already with its connector when it needs one ("丈夫な") */
  ja: string;
  es: EsForms;
  ar: ArForms;
}

export const STYLES: readonly Style[] = z
  .array(text5.extend({ key: z.string().min(1) }))
  .parse(stylesJson)
  .map(({ key, en, cn, ar, ja, es }) => ({ key, en, cn, ja, es: esForms(es), ar: arForms(ar) }));

const STYLE_BY_KEY = new Map(STYLES.map((s) => [s.key, s]));
export function styleByKey(key: string): Style {
  const s = STYLE_BY_KEY.get(key);
  if (!s) throw new Error(`unknown style ${key}`);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Product nouns

export interface Noun {
  en: string;
  cn: string;
  ja: string;
  es: string;
  esG: 'm' | 'f';
  esPl: boolean;
  ar: string;
  arG: 'm' | 'f';
}

/** `ar` ends with `:m` or `:f`; `es` ends with `:m`, `:f`, `:mp` or `:fp` (plural). */
const nounData = text5.extend({ ar: z.string().regex(/^[^:]+:[mf]$/), es: z.string().regex(/^[^:]+:[mf]p?$/) });

function noun({ en, cn, ar, ja, es }: z.infer<typeof nounData>): Noun {
  const [arText, arG] = ar.split(':');
  const [esText, esG] = es.split(':');
  return { en, cn, ja, ar: arText, arG: arG as 'm' | 'f', es: esText, esG: esG[0] as 'm' | 'f', esPl: esG.length === 2 };
}

// ---------------------------------------------------------------------------------------------
// Categories

const attrKind = z.enum(['apparel', 'shoes', 'colour', 'capacity', 'pack']);
export type AttrKind = z.infer<typeof attrKind>;

export interface Leaf {
  key: string;
  name: Text5;
  /** product nouns of this leaf */
  nouns: readonly Noun[];
  materials: readonly string[];
  styles: readonly string[];
  /** colour keys used in names and variants; empty: names carry no colour */
  colours: readonly string[];
  attr: AttrKind;
  /** values for `capacity` variants */
  capacities?: readonly string[];
  /** price range, whole USDT */
  price: readonly [number, number];
  unit: string;
}

export interface TopCategory {
  key: string;
  name: Text5;
  des: Text5;
  /** short lines used in goods descriptions */
  features: readonly Text5[];
  leaves: readonly Leaf[];
}

/**
 * A leaf's `colours` is a list of colour keys or the name of a palette; a feature line is a text or
 * the name of a shared note. `unit` defaults to `piece`.
 */
const leafData = z.object({
  key: z.string().min(1),
  name: text5,
  materials: z.array(z.string()),
  styles: z.array(z.string()),
  colours: z.union([z.string(), z.array(z.string())]),
  attr: attrKind,
  capacities: z.array(z.string().min(1)).optional(),
  price: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  unit: z.string().min(1).optional(),
  nouns: z.array(nounData).min(1),
});
const categoryData = z.object({
  key: z.string().min(1),
  name: text5,
  des: text5,
  features: z.array(z.union([z.string(), text5])),
  leaves: z.array(leafData).min(1),
});
const categoryFile = z
  .object({ palettes: z.record(z.string(), z.array(z.string())), notes: z.record(z.string(), text5), categories: z.array(categoryData) })
  .parse(categoriesJson);

function named<T>(kind: string, table: Record<string, T>, name: string): T {
  const v = table[name];
  if (v === undefined) throw new Error(`unknown ${kind} ${name}`);
  return v;
}

export const CATEGORIES: readonly TopCategory[] = categoryFile.categories.map((top) => ({
  ...top,
  features: top.features.map((f) => (typeof f === 'string' ? named('note', categoryFile.notes, f) : f)),
  leaves: top.leaves.map(({ key, name, nouns, ...o }) => ({
    key,
    name,
    nouns: nouns.map(noun),
    unit: o.unit ?? 'piece',
    ...o,
    colours: typeof o.colours === 'string' ? named('palette', categoryFile.palettes, o.colours) : o.colours,
  })),
}));

/** Leaves in a stable order, with their top category. */
export const LEAVES: readonly { top: TopCategory; topIndex: number; leaf: Leaf }[] = CATEGORIES.flatMap((top, topIndex) =>
  top.leaves.map((l) => ({ top, topIndex, leaf: l })),
);

/** Short description of a leaf category. */
export function leafDescription(l: Leaf): Text5 {
  return t5(
    `${l.name.en} from independent sellers.`,
    `来自独立卖家的${l.name.cn}。`,
    `${l.name.ar} من بائعين مستقلين.`,
    `個人ショップの${l.name.ja}。`,
    `${l.name.es} de vendedores independientes.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Variant attributes

const variants = z
  .object({
    attributeNames: z.object({ colour: text5, size: text5, capacity: text5, pack: text5 }),
    apparelSizes: z.array(z.string().min(1)).min(5),
    shoeSizes: z.array(z.string().min(1)).min(6),
    packCounts: z.array(z.number().int().positive()).min(3),
  })
  .parse(variantsJson);
export const ATTR_NAMES: Readonly<Record<'colour' | 'size' | 'capacity' | 'pack', Text5>> = variants.attributeNames;
export const APPAREL_SIZES: readonly string[] = variants.apparelSizes;
export const SHOE_SIZES: readonly string[] = variants.shoeSizes;
export const PACK_COUNTS: readonly number[] = variants.packCounts;

export function colourValueName(c: Colour): Text5 {
  return t5(c.en, c.cn, c.ar[0], c.ja, c.es[0].charAt(0).toUpperCase() + c.es[0].slice(1));
}

export function packValueName(n: number): Text5 {
  return t5(`${n} pcs`, `${n}件装`, `${n} قطعة`, `${n}点セット`, `${n} uds.`);
}

/** The same text in every language (sizes, "500 ml"). */
export function sameText(s: string): Text5 {
  return t5(s, s, s, s, s);
}

// ---------------------------------------------------------------------------------------------
// Name composer

export interface NameParts {
  noun: Noun;
  colour?: Colour;
  material?: Material;
  style?: Style;
}

/** Drop a part the noun already says ("Wireless Charger" + "Wireless", "Denim Jacket" + "Denim"). */
export function compatibleParts(p: NameParts): NameParts {
  const n = p.noun.en.toLowerCase();
  const cn = p.noun.cn;
  const out: NameParts = { noun: p.noun };
  if (p.style && !n.includes(p.style.en.toLowerCase().replace(/-.*$/, '')) && !cn.includes(p.style.cn)) out.style = p.style;
  if (p.material && !n.includes(p.material.en.toLowerCase()) && !cn.includes(p.material.cn)) out.material = p.material;
  if (p.colour && !n.includes(p.colour.en.toLowerCase()) && !cn.includes(p.colour.cn)) out.colour = p.colour;
  return out;
}

function esIndex(n: Noun): number {
  return (n.esG === 'f' ? 1 : 0) + (n.esPl ? 2 : 0);
}

/** A goods name in `lang`, in that language's word order. */
export function composeName(lang: SeedLang, p: NameParts): string {
  const { noun: n, colour: c, material: m, style: s } = p;
  switch (lang) {
    case 'en':
      return [s?.en, c?.en, m?.en, n.en].filter(Boolean).join(' ');
    case 'cn':
      return `${s?.cn ?? ''}${c?.cn ?? ''}${m?.cn ?? ''}${n.cn}`;
    case 'ja':
      return `${s?.ja ?? ''}${c?.ja ?? ''}${m?.ja ?? ''}${n.ja}`;
    case 'es': {
      const i = esIndex(n);
      return [n.es, m?.es, c?.es[i], s?.es[i]].filter(Boolean).join(' ');
    }
    case 'ar': {
      const i = n.arG === 'f' ? 1 : 0;
      return [n.ar, m?.arAdj?.[i], c?.ar[i], s?.ar[i], m && !m.arAdj ? m.arPhrase : undefined].filter(Boolean).join(' ');
    }
  }
}

export function composeNames(p: NameParts): Text5 {
  return t5(composeName('en', p), composeName('cn', p), composeName('ar', p), composeName('ja', p), composeName('es', p));
}

/** A colour as a plain word (for "Colour: …" lines). */
export function colourWord(c: Colour, lang: SeedLang): string {
  if (lang === 'es') return c.es[0];
  if (lang === 'ar') return c.ar[0];
  return c[lang];
}

// ---------------------------------------------------------------------------------------------
// Fictional store names (invented word combinations; not real brands)

const storeNames = z
  .object({ first: z.array(z.string().min(1)), second: z.array(z.string().min(1)), suffixes: z.array(z.string().min(1)) })
  .parse(storeNamesJson);
export const STORE_WORDS_A: readonly string[] = storeNames.first;
export const STORE_WORDS_B: readonly string[] = storeNames.second;
export const STORE_SUFFIXES: readonly string[] = storeNames.suffixes;
