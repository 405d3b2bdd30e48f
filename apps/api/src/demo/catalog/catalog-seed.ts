import type { DataSource, QueryRunner } from 'typeorm';
import {
  APPAREL_SIZES,
  ATTR_NAMES,
  CATEGORIES,
  PACK_COUNTS,
  SEED_LANGS,
  SHOE_SIZES,
  STORE_SUFFIXES,
  STORE_WORDS_A,
  STORE_WORDS_B,
  colourByKey,
  colourValueName,
  colourWord,
  compatibleParts,
  composeNames,
  leafDescription,
  materialByKey,
  materialNoun,
  packValueName,
  sameText,
  styleByKey,
  t5,
  type Leaf,
  type NameParts,
  type SeedLang,
  type Text5,
  type TopCategory,
} from './vocabulary';

/**
 * The demo catalogue: two fictional brands with banners, a two-level category tree, stores and
 * goods (with variants for the first 5,000). Deterministic: ids and content derive from `seed` and
 * each row's index, so a re-run inserts nothing new (`on conflict do nothing`) and an interrupted
 * run resumes. Counters (sold, views, followers, reviews) stay 0: they only come from real activity.
 * Images are URLs under /media/demo/, rendered on first request (core/http/demo-media.ts).
 */
export interface SeedCatalogOptions {
  goods: number;
  stores?: number;
  log?: (m: string) => void;
  seed?: number;
}

export interface SeedCatalogResult {
  /** rows inserted by this run (0 for rows that were already there) */
  categories: number;
  stores: number;
  goods: number;
  skus: number;
}

const BATCH = 5_000;
const SKU_GOODS_LIMIT = 5_000;
/** From this many goods on, the search GIN indexes are dropped during the load and rebuilt after. */
const BIG_LOAD = 200_000;
const PROGRESS_EVERY = 50_000;
const DAY = 86_400_000;
export const DEFAULT_SEED = 20_251_122;

// ---------------------------------------------------------------------------------------------
// Deterministic ids and random streams

const enum Kind {
  Category = 1,
  Seller = 2,
  Goods = 3,
  Attr = 4,
  Value = 5,
  Sku = 6,
  Banner = 7,
  Variants = 8,
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function streamKey(seed: number, kind: number): number {
  return fmix32(Math.imul(seed >>> 0, 0x9e3779b1) ^ fmix32(kind + 0x632be5ab));
}

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
function hex32(w: number): string {
  return HEX[w >>> 24] + HEX[(w >>> 16) & 255] + HEX[(w >>> 8) & 255] + HEX[w & 255];
}

/**
 * A v4-shaped UUID from (seed, kind, index). The first 32 bits are a bijection of `index`, so ids
 * of one kind never collide (index < 2^32).
 */
export function seedUuid(seed: number, kind: number, index: number): string {
  const k = streamKey(seed, kind);
  const w0 = fmix32((index ^ k) >>> 0);
  const w1 = fmix32(w0 ^ k ^ 0x27d4eb2f);
  const w2 = fmix32((w1 + 0x165667b1) >>> 0);
  const w3 = fmix32((w2 ^ fmix32((index + k) >>> 0)) >>> 0);
  const a = hex32(w1);
  const b = hex32(((w2 & 0x3fffffff) | 0x80000000) >>> 0);
  return `${hex32(w0)}-${a.slice(0, 4)}-4${a.slice(5, 8)}-${b.slice(0, 4)}-${b.slice(4)}${hex32(w3)}`;
}

export interface Rng {
  /** [0, 1) */
  float(): number;
  /** integer in [lo, hi] */
  int(lo: number, hi: number): number;
  pick<T>(a: readonly T[]): T;
  chance(p: number): boolean;
}

/** sfc32 seeded with (seed, kind, index): an independent stream per row. */
export function itemRng(seed: number, kind: number, index: number): Rng {
  let a = streamKey(seed, kind);
  let b = index >>> 0;
  let c = fmix32((index ^ a ^ 0x5bd1e995) >>> 0);
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    float: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// Money: integer cents in, integer micro-units (USDT × 1,000,000) out

function micro(cents: number): string {
  const v = cents * 10_000;
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`bad amount ${cents}`);
  return String(v);
}

function priceCents(r: Rng, [min, max]: readonly [number, number]): number {
  const lo = Math.log(min * 100);
  const hi = Math.log(max * 100);
  let c = Math.round(Math.exp(lo + r.float() * (hi - lo)));
  const f = r.float();
  if (c >= 1000) {
    if (f < 0.55) c = Math.floor(c / 100) * 100 + 99;
    else if (f < 0.75) c = Math.round(c / 100) * 100;
    else if (f < 0.9) c = Math.floor(c / 100) * 100 + 50;
  } else if (f < 0.6) {
    c = Math.floor(c / 10) * 10 + 9;
  }
  return Math.min(50_000, Math.max(100, c));
}

// ---------------------------------------------------------------------------------------------
// Plans

interface CategoryPlan {
  id: string;
  parentId: string | null;
  name: Text5;
  des: Text5;
  sort: number;
  recommended: boolean;
}

interface LeafRef {
  id: string;
  leaf: Leaf;
  top: TopCategory;
  topIndex: number;
}

function planCategories(seed: number): { rows: CategoryPlan[]; topIds: string[]; leaves: LeafRef[] } {
  const rows: CategoryPlan[] = [];
  const topIds: string[] = [];
  const leaves: LeafRef[] = [];
  let g = 0;
  CATEGORIES.forEach((top, ti) => {
    const topId = seedUuid(seed, Kind.Category, ti * 100);
    topIds.push(topId);
    rows.push({ id: topId, parentId: null, name: top.name, des: top.des, sort: ti + 1, recommended: false });
    top.leaves.forEach((l, li) => {
      const id = seedUuid(seed, Kind.Category, ti * 100 + li + 1);
      rows.push({ id, parentId: topId, name: l.name, des: leafDescription(l), sort: li + 1, recommended: g % 4 === 0 });
      leaves.push({ id, leaf: l, top, topIndex: ti });
      g++;
    });
  });
  return { rows, topIds, leaves };
}

interface StorePlan {
  id: string;
  name: string;
  lang: SeedLang;
  tops: number[];
  weight: number;
  recommended: boolean;
  createdAt: number;
  /** the store's description in its own language (`shop_remark`) */
  remark: string;
  /** …and in every seed language (`shop_remark_i18n`: readers see theirs, else English, else the store's) */
  remarks: Record<SeedLang, string>;
}

const STORE_LANGS: readonly { lang: SeedLang; upTo: number }[] = [
  { lang: 'en', upTo: 0.4 },
  { lang: 'cn', upTo: 0.6 },
  { lang: 'es', upTo: 0.75 },
  { lang: 'ja', upTo: 0.9 },
  { lang: 'ar', upTo: 1 },
];

function storeName(r: Rng): string {
  const a = r.pick(STORE_WORDS_A);
  const f = r.float();
  if (f < 0.35) return `${a} ${r.pick(STORE_WORDS_B)}`;
  if (f < 0.55) {
    let b = r.pick(STORE_WORDS_A);
    if (b === a) b = STORE_WORDS_A[(STORE_WORDS_A.indexOf(a) + 7) % STORE_WORDS_A.length];
    return `${a} & ${b}`;
  }
  if (f < 0.75) return `${a} ${r.pick(STORE_SUFFIXES)}`;
  if (f < 0.88) return `The ${a} ${r.pick(STORE_WORDS_B)}`;
  return `${a} ${r.pick(STORE_WORDS_B)} ${r.pick(['Supply Co.', 'Trading Co.', '& Co.'])}`;
}

function storeRemark(lang: SeedLang, tops: number[]): string {
  const names = tops.slice(0, 2).map((t) => CATEGORIES[t].name[lang]);
  const [a, b] = names;
  switch (lang) {
    case 'en':
      return `Independent store for ${a}${b ? ` and ${b}` : ''}. Questions about sizes or materials? Send us a message.`;
    case 'cn':
      return `独立店铺，主营${a}${b ? `和${b}` : ''}。对尺码或材质有疑问？欢迎留言咨询。`;
    case 'ja':
      return `${a}${b ? `と${b}` : ''}を扱う個人ショップです。サイズや素材のご質問はメッセージでお気軽にどうぞ。`;
    case 'es':
      return `Tienda independiente de ${a.toLowerCase()}${b ? ` y ${b.toLowerCase()}` : ''}. ¿Dudas sobre tallas o materiales? Escríbenos.`;
    case 'ar':
      return `متجر مستقل متخصص في ${a}${b ? ` و${b}` : ''}. هل لديك سؤال عن المقاسات أو الخامات؟ راسلنا.`;
  }
}

function planStores(seed: number, count: number, now: number): StorePlan[] {
  const T = CATEGORIES.length;
  const used = new Set<string>();
  const out: StorePlan[] = [];
  for (let j = 0; j < count; j++) {
    const r = itemRng(seed, Kind.Seller, j);
    let name = storeName(r);
    for (let k = 0; k < 30 && used.has(name); k++) name = storeName(r);
    if (used.has(name)) {
      let n = 2;
      while (used.has(`${name} ${n}`)) n++;
      name = `${name} ${n}`;
    }
    used.add(name);
    const lf = r.float();
    const lang = STORE_LANGS.find((l) => lf < l.upTo)!.lang;
    const tops = [j % T];
    if (r.chance(0.4)) {
      const t = r.int(0, T - 1);
      if (!tops.includes(t)) tops.push(t);
    }
    if (r.chance(0.1)) {
      const t = r.int(0, T - 1);
      if (!tops.includes(t)) tops.push(t);
    }
    const weight = 0.3 + r.float() ** 3 * 6;
    const recommended = r.chance(0.15);
    const createdAt = now - (91 + r.int(0, 630)) * DAY - r.int(0, DAY - 1);
    const id = seedUuid(seed, Kind.Seller, j);
    const remarks = Object.fromEntries(SEED_LANGS.map((l) => [l, storeRemark(l, tops)])) as Record<SeedLang, string>;
    out.push({ id, name, lang, tops, weight, recommended, createdAt, remark: remarks[lang], remarks });
  }
  return out;
}

interface StoreGroup {
  ids: string[];
  cum: Float64Array;
}

function groupStores(stores: StorePlan[]): StoreGroup[] {
  return CATEGORIES.map((_, t) => {
    const own = stores.filter((s) => s.tops.includes(t));
    const members = own.length ? own : stores; // fewer stores than top categories
    const cum = new Float64Array(members.length);
    let acc = 0;
    members.forEach((s, i) => {
      acc += s.weight;
      cum[i] = acc;
    });
    return { ids: members.map((s) => s.id), cum };
  });
}

function pickWeighted(g: StoreGroup, u: number): string {
  const x = u * g.cum[g.cum.length - 1];
  let lo = 0;
  let hi = g.cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (g.cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return g.ids[lo];
}

// ---------------------------------------------------------------------------------------------
// Goods

export interface GoodsPlan {
  index: number;
  id: string;
  sellerId: string;
  leafRef: LeafRef;
  parts: NameParts;
  names: Text5;
  des: Text5;
  images: number;
  unit: string;
  /** cents */
  price: number;
  discount: number | null;
  freight: number;
  tax: number;
  buyMin: number;
  isRec: boolean;
  isNew: boolean;
  recTime: number | null;
  createdAt: number;
}

interface GoodsContext {
  seed: number;
  now: number;
  leaves: LeafRef[];
  groups: StoreGroup[];
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ESC[ch]);
}

const LABELS: Record<SeedLang, { material: string; scent: string; colour: string; min: string; sep: string; stop: string; demo: string }> =
  {
    en: {
      material: 'Material',
      scent: 'Scent',
      colour: 'Colour',
      min: 'Minimum order',
      sep: ': ',
      stop: '. ',
      demo: 'Demo listing: sample data for this marketplace.',
    },
    cn: { material: '材质', scent: '香型', colour: '颜色', min: '起订量', sep: '：', stop: '。', demo: '演示商品：本商城的示例数据。' },
    ar: {
      material: 'الخامة',
      scent: 'الرائحة',
      colour: 'اللون',
      min: 'الحد الأدنى للطلب',
      sep: ': ',
      stop: '. ',
      demo: 'منتج تجريبي: بيانات نموذجية لهذا المتجر.',
    },
    ja: {
      material: '素材',
      scent: '香り',
      colour: 'カラー',
      min: '最小注文数',
      sep: '：',
      stop: '。',
      demo: 'デモ商品：このマーケットプレイスのサンプルデータです。',
    },
    es: {
      material: 'Material',
      scent: 'Aroma',
      colour: 'Color',
      min: 'Pedido mínimo',
      sep: ': ',
      stop: '. ',
      demo: 'Artículo de demostración: datos de ejemplo de este mercado.',
    },
  };

function describe(lang: SeedLang, name: string, p: NameParts, f1: Text5, f2: Text5, buyMin: number): string {
  const L = LABELS[lang];
  const items: string[] = [];
  if (p.material) items.push(`${p.material.kind === 'scent' ? L.scent : L.material}${L.sep}${materialNoun(p.material, lang)}`);
  if (p.colour) items.push(`${L.colour}${L.sep}${colourWord(p.colour, lang)}`);
  items.push(f2[lang]);
  if (buyMin > 1) items.push(`${L.min}${L.sep}${buyMin}`);
  items.push(L.demo);
  return `<p>${esc(name)}${L.stop}${esc(f1[lang])}</p><ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

function unitFor(leaf: Leaf, en: string): string {
  if (/ Set$/.test(en)) return 'set';
  if (/(Gloves|Goggles)$/.test(en)) return 'pair';
  return leaf.unit;
}

/** Goods `i`: everything but the store depends only on (seed, i). */
function planGoods(ctx: GoodsContext, i: number): GoodsPlan {
  const r = itemRng(ctx.seed, Kind.Goods, i);
  const leafRef = ctx.leaves[r.int(0, ctx.leaves.length - 1)];
  const { leaf, top } = leafRef;
  const noun = r.pick(leaf.nouns);
  const style = leaf.styles.length && r.chance(0.65) ? styleByKey(r.pick(leaf.styles)) : undefined;
  const colour = leaf.colours.length && r.chance(0.8) ? colourByKey(r.pick(leaf.colours)) : undefined;
  const material = leaf.materials.length && r.chance(0.6) ? materialByKey(r.pick(leaf.materials)) : undefined;
  const parts = compatibleParts({ noun, style, colour, material });
  const names = composeNames(parts);
  const fi = r.int(0, top.features.length - 1);
  const f1 = top.features[fi];
  const f2 = top.features[(fi + 1 + r.int(0, top.features.length - 2)) % top.features.length];

  const price = priceCents(r, leaf.price);
  let discount: number | null = null;
  if (r.chance(0.3)) {
    const pct = r.int(5, 40);
    discount = Math.max(1, Math.min(price - 1, Math.round((price * (100 - pct)) / 100)));
  }
  const freight = r.chance(0.35) ? 0 : r.int(1, 30) * 50 - 1;
  const tax = r.chance(0.5) ? 0 : Math.round((price * r.int(1, 10)) / 200);
  const buyMin = r.chance(0.08) ? r.int(2, 5) : 1;
  const images = r.int(3, 6);
  const createdAt = ctx.now - Math.floor(r.float() * 90 * DAY);
  const isNew = ctx.now - createdAt < 9 * DAY;
  const isRec = r.chance(0.1);
  const recTime = isRec ? createdAt + Math.floor(r.float() * (ctx.now - createdAt)) : null;
  const des = {} as Text5;
  for (const lang of SEED_LANGS) des[lang] = describe(lang, names[lang], parts, f1, f2, buyMin);
  // Last draw: the store (depends on the number of stores).
  const sellerId = pickWeighted(ctx.groups[leafRef.topIndex], r.float());
  return {
    index: i,
    id: seedUuid(ctx.seed, Kind.Goods, i),
    sellerId,
    leafRef,
    parts,
    names,
    des,
    images,
    unit: unitFor(leaf, noun.en),
    price,
    discount,
    freight,
    tax,
    buyMin,
    isRec,
    isNew,
    recTime,
    createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Variants (attributes, values, SKUs)

interface VariantRows {
  attrs: { id: string; goodsId: string; name: Text5; sort: number }[];
  values: { id: string; attrId: string; name: Text5; sort: number }[];
  skus: { id: string; goodsId: string; valueIds: string[]; price: number; discount: number | null; stock: number; cover: string }[];
}

interface Dim {
  name: Text5;
  values: { name: Text5; permille: number; image?: number }[];
}

function consecutive<T>(r: Rng, all: readonly T[], min: number, max: number): T[] {
  const n = Math.min(all.length, r.int(min, max));
  const start = r.int(0, all.length - n);
  return all.slice(start, start + n);
}

function planVariants(seed: number, g: GoodsPlan, out: VariantRows): void {
  const r = itemRng(seed, Kind.Variants, g.index);
  const leaf = g.leafRef.leaf;
  const dims: Dim[] = [];
  if (leaf.attr === 'apparel' || leaf.attr === 'shoes' || leaf.attr === 'colour') {
    const pool = leaf.colours.length ? leaf.colours : ['black', 'white', 'grey', 'navy'];
    const keys: string[] = g.parts.colour ? [g.parts.colour.key] : [];
    const want = r.int(2, Math.min(4, pool.length));
    for (let k = 0; k < 20 && keys.length < want; k++) {
      const c = r.pick(pool);
      if (!keys.includes(c)) keys.push(c);
    }
    dims.push({
      name: ATTR_NAMES.colour,
      values: keys.map((k, vi) => ({ name: colourValueName(colourByKey(k)), permille: vi > 0 && r.chance(0.2) ? 1030 : 1000, image: vi })),
    });
  }
  if (leaf.attr === 'apparel') {
    const sizes = consecutive(r, APPAREL_SIZES, 3, 5);
    dims.push({
      name: ATTR_NAMES.size,
      values: sizes.map((s, k) => ({ name: sameText(s), permille: k >= sizes.length - 1 && k > 2 ? 1060 : 1000 })),
    });
  } else if (leaf.attr === 'shoes') {
    const sizes = consecutive(r, SHOE_SIZES, 4, 6);
    dims.push({ name: ATTR_NAMES.size, values: sizes.map((s) => ({ name: sameText(s), permille: 1000 })) });
  } else if (leaf.attr === 'capacity') {
    const caps = consecutive(r, leaf.capacities ?? ['250 ml', '500 ml'], 2, 4);
    dims.push({ name: ATTR_NAMES.capacity, values: caps.map((c, k) => ({ name: sameText(c), permille: 1000 + 450 * k })) });
  } else if (leaf.attr === 'pack') {
    const packs = consecutive(r, PACK_COUNTS, 2, 3);
    dims.push({ name: ATTR_NAMES.pack, values: packs.map((n, k) => ({ name: packValueName(n), permille: 1000 + 700 * k })) });
  }

  const valueIds: string[][] = [];
  dims.forEach((d, a) => {
    const attrId = seedUuid(seed, Kind.Attr, g.index * 4 + a);
    out.attrs.push({ id: attrId, goodsId: g.id, name: d.name, sort: a + 1 });
    valueIds.push(
      d.values.map((v, vi) => {
        const id = seedUuid(seed, Kind.Value, g.index * 64 + a * 16 + vi);
        out.values.push({ id, attrId, name: v.name, sort: vi + 1 });
        return id;
      }),
    );
  });

  // Cartesian product of the dimensions; the first combination costs exactly the goods price.
  let combos: number[][] = [[]];
  for (const d of dims) combos = combos.flatMap((c) => d.values.map((_, vi) => [...c, vi]));
  combos.forEach((combo, s) => {
    let price = g.price;
    let image = 0;
    combo.forEach((vi, a) => {
      const v = dims[a].values[vi];
      price = Math.round((price * v.permille) / 1000);
      if (v.image !== undefined) image = v.image;
    });
    price = Math.min(50_000, price);
    const discount = g.discount === null ? null : Math.max(1, Math.min(price - 1, Math.round((price * g.discount) / g.price)));
    out.skus.push({
      id: seedUuid(seed, Kind.Sku, g.index * 64 + s),
      goodsId: g.id,
      valueIds: combo.map((vi, a) => valueIds[a][vi]),
      price,
      discount,
      stock: r.chance(0.08) ? 0 : r.int(1, 500),
      cover: `/media/demo/g/${g.id}/${(image % g.images) + 1}.jpg`,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Brands

interface BrandSeed {
  key: string;
  name: string;
  hosts: string[];
  isDefault: boolean;
  /** The brand's own language: the fallback for a footer text missing in the reader's language. */
  defaultLang: string;
  domain: string;
  colors: { primary: string; accent: string };
  phone: string;
}

const BRANDS: readonly BrandSeed[] = [
  {
    key: 'lumen',
    name: 'Lumen Bazaar',
    hosts: ['localhost', '127.0.0.1'],
    isDefault: true,
    defaultLang: 'en',
    domain: 'lumen-bazaar.example',
    colors: { primary: '#0f766e', accent: '#f59e0b' },
    phone: '+1 555 0100',
  },
  {
    key: 'tidewell',
    name: 'Tidewell Market',
    hosts: ['tidewell.localhost'],
    isDefault: false,
    defaultLang: 'en',
    domain: 'tidewell-market.example',
    colors: { primary: '#1d4ed8', accent: '#f97316' },
    phone: '+1 555 0199',
  },
];

/**
 * Footer columns: per-language texts (`Text5`; other languages fall back to the brand's default
 * language), or `i18n:<key>` for the app's own translated strings. Links go only to pages the app has.
 */
function footerColumns(b: BrandSeed): { title: Text5 | string; links: { label: Text5 | string; href: string }[] }[] {
  const service = {
    title: 'i18n:footer.columns.service',
    links: [
      { label: 'i18n:footer.links.helpLine', href: `mailto:support@${b.domain}` },
      { label: 'i18n:footer.links.myOrders', href: '/userInfo/my-order' },
    ],
  };
  const account = {
    title: 'i18n:footer.columns.userCentre',
    links: [
      { label: 'i18n:footer.links.myAccount', href: '/userInfo/dashboard' },
      { label: 'i18n:footer.links.wallet', href: '/userInfo/money-package' },
    ],
  };
  const about = {
    title: 'i18n:footer.columns.about',
    links: [
      { label: t5(`About ${b.name}`, `关于 ${b.name}`, `حول ${b.name}`, `${b.name}について`, `Acerca de ${b.name}`), href: '/about' },
      {
        label: t5('Sell with us', '成为商家', 'بِع معنا', '出店のご案内', 'Vende con nosotros'),
        href: '/merchantSettled',
      },
    ],
  };
  if (b.key === 'tidewell') {
    const guides = {
      title: t5('Shopping guides', '购物指南', 'أدلة التسوق', 'お買い物ガイド', 'Guías de compra'),
      links: [
        { label: t5('Discounted goods', '折扣商品', 'منتجات مخفضة', '割引商品', 'Productos con descuento'), href: '/discounted' },
        { label: t5('All categories', '全部分类', 'كل الفئات', 'すべてのカテゴリ', 'Todas las categorías'), href: '/classification' },
      ],
    };
    return [guides, service, about];
  }
  return [service, account, about];
}

/** Claims above the footer: true of the demo (USDT prices, sample data) or counted from the catalogue. */
function footerHighlights(b: BrandSeed): ({ kind: 'goodsCount' } | { kind: 'text'; text: Text5 })[] {
  const usdt = t5('Prices in USDT', '价格以 USDT 计', 'الأسعار بعملة USDT', '価格はUSDT表示', 'Precios en USDT');
  if (b.key === 'tidewell') {
    return [
      { kind: 'goodsCount' },
      { kind: 'text', text: usdt },
      {
        kind: 'text',
        text: t5(
          'A demo store with sample data',
          '演示商城，示例数据',
          'متجر تجريبي ببيانات نموذجية',
          'サンプルデータのデモストア',
          'Tienda de demostración con datos de ejemplo',
        ),
      },
    ];
  }
  return [
    { kind: 'goodsCount' },
    {
      kind: 'text',
      text: t5(
        'Goods from independent stores',
        '商品来自独立店铺',
        'منتجات من متاجر مستقلة',
        '独立系ショップの商品',
        'Productos de tiendas independientes',
      ),
    },
    { kind: 'text', text: usdt },
  ];
}

function announcement(name: string): Text5 {
  return t5(
    `Welcome to ${name}. This is a demo store: the shops and goods are sample data and prices are in USDT.`,
    `欢迎来到 ${name}。这是演示商城：店铺和商品均为示例数据，价格以 USDT 计。`,
    `مرحباً بك في ${name}. هذا متجر تجريبي: المتاجر والمنتجات بيانات نموذجية والأسعار بعملة USDT.`,
    `${name}へようこそ。こちらはデモストアです。ショップと商品はサンプルデータで、価格はUSDT表示です。`,
    `Bienvenido a ${name}. Es una tienda de demostración: las tiendas y los productos son datos de ejemplo y los precios están en USDT.`,
  );
}

function aboutUs(name: string): Text5 {
  return t5(
    `${name} is a fictional sample brand of an open-source cross-border marketplace. Independent stores list their goods here; sales, views and reviews are counted only from real activity.`,
    `${name} 是一个开源跨境商城的虚构示例品牌。独立店铺在这里上架商品；销量、浏览量和评价只来自真实的操作。`,
    `${name} علامة تجارية نموذجية خيالية لسوق إلكتروني مفتوح المصدر للتجارة عبر الحدود. تعرض المتاجر المستقلة منتجاتها هنا، وتُحتسب المبيعات والمشاهدات والتقييمات من النشاط الحقيقي فقط.`,
    `${name}は、オープンソースの越境マーケットプレイスの架空のサンプルブランドです。独立系ショップが商品を出品しており、販売数・閲覧数・レビューは実際の利用からのみ集計されます。`,
    `${name} es una marca de ejemplo ficticia de un mercado transfronterizo de código abierto. Las tiendas independientes publican aquí sus productos; las ventas, visitas y reseñas solo se cuentan a partir de actividad real.`,
  );
}

/** Banner layout per brand: [type, img_type, count]; image n is /media/demo/b/<key>-<n>.jpg. */
export const BANNER_LAYOUT: readonly (readonly ['pc' | 'h5', 0 | 1, number])[] = [
  ['pc', 1, 4],
  ['pc', 0, 2],
  ['h5', 1, 3],
];
export const BANNERS_PER_BRAND = BANNER_LAYOUT.reduce((n, [, , c]) => n + c, 0);

// ---------------------------------------------------------------------------------------------
// SQL

const GOODS_SQL = `
  insert into goods (id, seller_id, category_id, name_i18n, des_i18n, images, unit, selling_price, discount_price,
                     freight_amount, goods_tax, buy_min, is_rec, is_new, rec_time, created_at)
  select u.id, u.seller_id, u.category_id, u.name_i18n, u.des_i18n,
         array(select '/media/demo/g/' || u.id || '/' || n || '.jpg' from generate_series(1, u.nimg) n order by n),
         u.unit, u.sp, u.dp, u.fr, u.tx, u.bm, u.rec, u.is_new, u.rt, u.ca
    from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::jsonb[], $5::jsonb[], $6::int[], $7::text[], $8::bigint[], $9::bigint[],
                $10::bigint[], $11::bigint[], $12::int[], $13::bool[], $14::bool[], $15::timestamptz[], $16::timestamptz[])
      as u(id, seller_id, category_id, name_i18n, des_i18n, nimg, unit, sp, dp, fr, tx, bm, rec, is_new, rt, ca)
  on conflict (id) do nothing`;

const SEARCH_INDEXES: readonly [string, string][] = [
  ['goods_search_tsv', `create index if not exists goods_search_tsv on goods_search using gin (tsv)`],
  ['goods_text_trgm', `create index if not exists goods_text_trgm on goods using gin (search_text gin_trgm_ops)`],
];

/**
 * Seed sessions skip the per-row goods_search trigger (`mall.bulk_load`); this copies the listed
 * goods the search table lacks in one statement (also repairs an interrupted earlier load). Not an
 * anti-join: on a fresh (analyzed empty) table the planner picks a nested loop that rescans the
 * pages this very statement is writing — quadratic, over 20 minutes for a million goods.
 */
const SYNC_SEARCH_TABLE = `
  insert into goods_search (id, seller_id, sold_num, price_eff, created_at, is_rec, rec_time, tsv)
  select g.id, g.seller_id, g.sold_num, g.price_eff, g.created_at, g.is_rec, g.rec_time, strip(g.search_tsv)
    from goods g
   where g.is_shelf and g.is_valid and g.store_open
  on conflict (id) do nothing`;

async function rowCount(qr: QueryRunner, sql: string, params: unknown[]): Promise<number> {
  const res = await qr.query(sql, params, true);
  return Number(res.affected ?? 0);
}

const SESSION_SETTINGS = ['synchronous_commit', 'jit', 'default_toast_compression', 'maintenance_work_mem', 'mall.bulk_load'];

/** Bulk-load settings for this session only; `restoreSession` undoes them before the pool reuses it. */
async function prepareSession(qr: QueryRunner): Promise<void> {
  await qr.query(`set synchronous_commit = off`);
  await qr.query(`set jit = off`);
  await qr.query(`set mall.bulk_load = on`);
  try {
    await qr.query(`set default_toast_compression = 'lz4'`);
  } catch {
    /* server without lz4: keep pglz */
  }
}

async function restoreSession(qr: QueryRunner): Promise<void> {
  for (const name of SESSION_SETTINGS) await qr.query(`reset ${name}`);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

async function insertGoods(qr: QueryRunner, rows: GoodsPlan[]): Promise<number> {
  const n = rows.length;
  const cols = {
    id: new Array<string>(n),
    seller: new Array<string>(n),
    cat: new Array<string>(n),
    name: new Array<string>(n),
    des: new Array<string>(n),
    nimg: new Array<number>(n),
    unit: new Array<string>(n),
    sp: new Array<string>(n),
    dp: new Array<string | null>(n),
    fr: new Array<string>(n),
    tx: new Array<string>(n),
    bm: new Array<number>(n),
    rec: new Array<boolean>(n),
    isNew: new Array<boolean>(n),
    rt: new Array<string | null>(n),
    ca: new Array<string>(n),
  };
  rows.forEach((g, i) => {
    cols.id[i] = g.id;
    cols.seller[i] = g.sellerId;
    cols.cat[i] = g.leafRef.id;
    cols.name[i] = JSON.stringify(g.names);
    cols.des[i] = JSON.stringify(g.des);
    cols.nimg[i] = g.images;
    cols.unit[i] = g.unit;
    cols.sp[i] = micro(g.price);
    cols.dp[i] = g.discount === null ? null : micro(g.discount);
    cols.fr[i] = micro(g.freight);
    cols.tx[i] = micro(g.tax);
    cols.bm[i] = g.buyMin;
    cols.rec[i] = g.isRec;
    cols.isNew[i] = g.isNew;
    cols.rt[i] = g.recTime === null ? null : iso(g.recTime);
    cols.ca[i] = iso(g.createdAt);
  });
  return rowCount(qr, GOODS_SQL, [
    cols.id,
    cols.seller,
    cols.cat,
    cols.name,
    cols.des,
    cols.nimg,
    cols.unit,
    cols.sp,
    cols.dp,
    cols.fr,
    cols.tx,
    cols.bm,
    cols.rec,
    cols.isNew,
    cols.rt,
    cols.ca,
  ]);
}

async function insertVariants(qr: QueryRunner, v: VariantRows): Promise<number> {
  if (!v.attrs.length) return 0;
  await qr.query(
    `insert into goods_attributes (id, goods_id, name_i18n, sort)
     select * from unnest($1::uuid[], $2::uuid[], $3::jsonb[], $4::int[]) on conflict (id) do nothing`,
    [v.attrs.map((a) => a.id), v.attrs.map((a) => a.goodsId), v.attrs.map((a) => JSON.stringify(a.name)), v.attrs.map((a) => a.sort)],
  );
  await qr.query(
    `insert into goods_attribute_values (id, attribute_id, name_i18n, sort)
     select * from unnest($1::uuid[], $2::uuid[], $3::jsonb[], $4::int[]) on conflict (id) do nothing`,
    [v.values.map((a) => a.id), v.values.map((a) => a.attrId), v.values.map((a) => JSON.stringify(a.name)), v.values.map((a) => a.sort)],
  );
  return rowCount(
    qr,
    `insert into goods_skus (id, goods_id, attr_value_ids, selling_price, discount_price, stock, cover_img)
     select u.id, u.goods_id, u.avs::uuid[], u.sp, u.dp, u.stock, u.cover
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[], $5::bigint[], $6::int[], $7::text[])
         as u(id, goods_id, avs, sp, dp, stock, cover)
     on conflict (id) do nothing`,
    [
      v.skus.map((s) => s.id),
      v.skus.map((s) => s.goodsId),
      v.skus.map((s) => `{${s.valueIds.join(',')}}`),
      v.skus.map((s) => micro(s.price)),
      v.skus.map((s) => (s.discount === null ? null : micro(s.discount))),
      v.skus.map((s) => s.stock),
      v.skus.map((s) => s.cover),
    ],
  );
}

async function seedBrands(qr: QueryRunner, seed: number, topIds: string[]): Promise<void> {
  const year = new Date().getUTCFullYear();
  for (const b of BRANDS) {
    await qr.query(
      `insert into brands (key, name, hosts, is_default, logo_url, support_email, colors, footer_columns, contacts,
                           announcement_i18n, about_us_i18n, copyright, default_lang, footer_highlights)
       values ($1, $2, $3, $4, '', $5, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict do nothing`,
      [
        b.key,
        b.name,
        b.hosts,
        b.isDefault,
        `support@${b.domain}`,
        JSON.stringify(b.colors),
        JSON.stringify(footerColumns(b)),
        JSON.stringify({ email: `hello@${b.domain}`, phone: b.phone, hours: 'Mon–Fri 09:00–18:00 UTC' }),
        JSON.stringify(announcement(b.name)),
        JSON.stringify(aboutUs(b.name)),
        `© ${year} ${b.name}`,
        b.defaultLang,
        JSON.stringify(footerHighlights(b)),
      ],
    );
  }
  const rows: { id: string; brand: string; type: string; imgType: number; url: string; link: string; sort: number }[] = [];
  BRANDS.forEach((b, bi) => {
    let n = 0;
    for (const [type, imgType, count] of BANNER_LAYOUT) {
      for (let k = 0; k < count; k++) {
        n++;
        const topId = topIds[(n - 1 + bi * 3) % topIds.length];
        rows.push({
          id: seedUuid(seed, Kind.Banner, bi * 64 + n),
          brand: b.key,
          type,
          imgType,
          url: `/media/demo/b/${b.key}-${n}.jpg`,
          link: imgType === 0 && k === 0 ? '/discounted' : `/classification?id=${topId}`,
          sort: k + 1,
        });
      }
    }
  });
  // A brand that already existed (edited by an operator) keeps its own banners.
  await qr.query(
    `insert into banners (id, brand_key, type, img_type, img_url, link, sort)
     select u.* from unnest($1::uuid[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::text[], $7::int[])
       as u(id, brand_key, type, img_type, img_url, link, sort)
      where exists (select 1 from brands b where b.key = u.brand_key)
        and not exists (select 1 from banners x where x.brand_key = u.brand_key and x.id <> u.id and x.img_url not like '/media/demo/%')
     on conflict (id) do nothing`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.brand),
      rows.map((r) => r.type),
      rows.map((r) => r.imgType),
      rows.map((r) => r.url),
      rows.map((r) => r.link),
      rows.map((r) => r.sort),
    ],
  );
}

async function insertCategories(qr: QueryRunner, rows: CategoryPlan[]): Promise<number> {
  return rowCount(
    qr,
    `insert into categories (id, parent_id, name_i18n, des_i18n, icon_img, sort, recommended)
     select u.id, u.parent_id, u.name_i18n, u.des_i18n, '/media/demo/c/' || u.id || '/icon.png', u.sort, u.recommended
       from unnest($1::uuid[], $2::uuid[], $3::jsonb[], $4::jsonb[], $5::int[], $6::bool[])
         as u(id, parent_id, name_i18n, des_i18n, sort, recommended)
     on conflict (id) do nothing`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.parentId),
      rows.map((r) => JSON.stringify(r.name)),
      rows.map((r) => JSON.stringify(r.des)),
      rows.map((r) => r.sort),
      rows.map((r) => r.recommended),
    ],
  );
}

async function insertStores(qr: QueryRunner, stores: StorePlan[]): Promise<number> {
  let n = 0;
  for (let s = 0; s < stores.length; s += BATCH) {
    const part = stores.slice(s, s + BATCH);
    n += await rowCount(
      qr,
      `insert into sellers (id, name, avatar, banner1, banner2, banner3, shop_remark, shop_remark_i18n, lang, status, recommended, created_at)
       select u.id, u.name, '/media/demo/s/' || u.id || '/avatar.jpg', '/media/demo/s/' || u.id || '/banner1.jpg',
              '/media/demo/s/' || u.id || '/banner2.jpg', '/media/demo/s/' || u.id || '/banner3.jpg',
              u.remark, u.remarks, u.lang, 'open', u.rec, u.ca
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::timestamptz[], $7::jsonb[])
              as u(id, name, remark, lang, rec, ca, remarks)
       on conflict (id) do nothing`,
      [
        part.map((x) => x.id),
        part.map((x) => x.name),
        part.map((x) => x.remark),
        part.map((x) => x.lang),
        part.map((x) => x.recommended),
        part.map((x) => iso(x.createdAt)),
        part.map((x) => JSON.stringify(x.remarks)),
      ],
    );
  }
  return n;
}

// ---------------------------------------------------------------------------------------------

export async function seedCatalog(ds: DataSource, opts: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const log = opts.log ?? (() => undefined);
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0;
  const total = opts.goods;
  if (!Number.isInteger(total) || total < 0) throw new Error('goods must be a whole number ≥ 0');
  const storeCount = opts.stores ?? Math.max(200, Math.ceil(total / 250));
  if (!Number.isInteger(storeCount) || storeCount < 1) throw new Error('stores must be a whole number ≥ 1');
  const t0 = Date.now();
  const now = t0;
  const secs = () => ((Date.now() - t0) / 1000).toFixed(1);

  const cats = planCategories(seed);
  const stores = planStores(seed, storeCount, now);
  const result: SeedCatalogResult = { categories: 0, stores: 0, goods: 0, skus: 0 };

  const runners = [ds.createQueryRunner(), ds.createQueryRunner()];
  try {
    for (const qr of runners) {
      await qr.connect();
      await prepareSession(qr);
    }
    const main = runners[0];

    await main.startTransaction();
    try {
      await seedBrands(main, seed, cats.topIds);
      result.categories = await insertCategories(main, cats.rows);
      result.stores = await insertStores(main, stores);
      await main.commitTransaction();
    } catch (e) {
      await main.rollbackTransaction();
      throw e;
    }
    log(
      `catalog: ${result.categories} categories, ${result.stores} stores inserted (${cats.rows.length} / ${stores.length} planned) in ${secs()} s`,
    );

    const ctx: GoodsContext = { seed, now, leaves: cats.leaves, groups: groupStores(stores) };
    const big = total >= BIG_LOAD;
    if (big) {
      log(`large load: dropping the goods search indexes until the end`);
      for (const [name] of SEARCH_INDEXES) await main.query(`drop index if exists ${name}`);
    }
    try {
      result.goods = await loadGoods(runners, ctx, total, (done) =>
        log(`goods ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${secs()} s)`),
      );
    } finally {
      await main.query(SYNC_SEARCH_TABLE);
      if (big) {
        log(`rebuilding the goods search indexes…`);
        await Promise.all(
          SEARCH_INDEXES.map(async ([, sql], i) => {
            await runners[i].query(`set maintenance_work_mem = '512MB'`);
            await runners[i].query(sql);
          }),
        );
      }
    }
    // Repairs a previous large load that was interrupted before its rebuild (no-op otherwise).
    for (const [, sql] of SEARCH_INDEXES) await main.query(sql);

    const limit = Math.min(total, SKU_GOODS_LIMIT);
    let variants: VariantRows = { attrs: [], values: [], skus: [] };
    for (let i = 0; i < limit; i++) {
      planVariants(seed, planGoods(ctx, i), variants);
      if (variants.skus.length >= BATCH || variants.values.length >= BATCH) {
        result.skus += await insertVariants(main, variants);
        variants = { attrs: [], values: [], skus: [] };
      }
    }
    result.skus += await insertVariants(main, variants);
    log(`variants for ${limit.toLocaleString('en')} goods: ${result.skus.toLocaleString('en')} SKUs inserted (${secs()} s)`);

    await main.query(
      `analyze brands, banners, categories, sellers, goods, goods_search, goods_attributes, goods_attribute_values, goods_skus`,
    );
    log(`done in ${secs()} s`);
    return result;
  } finally {
    for (const qr of runners) {
      if (qr.isTransactionActive) await qr.rollbackTransaction().catch(() => undefined);
      await restoreSession(qr).catch(() => undefined);
      await qr.release().catch(() => undefined);
    }
  }
}

/** Goods in batches, two inserts in flight (one per connection) while the next batch is built. */
async function loadGoods(runners: QueryRunner[], ctx: GoodsContext, total: number, progress: (done: number) => void): Promise<number> {
  const free = [...runners];
  const inflight = new Set<Promise<void>>();
  let inserted = 0;
  let done = 0;
  let failure: unknown;
  for (let start = 0; start < total && failure === undefined; start += BATCH) {
    const end = Math.min(total, start + BATCH);
    const rows: GoodsPlan[] = new Array(end - start);
    for (let i = start; i < end; i++) rows[i - start] = planGoods(ctx, i);
    while (!free.length) await Promise.race(inflight);
    if (failure !== undefined) break;
    const qr = free.pop()!;
    const p: Promise<void> = insertGoods(qr, rows)
      .then((n) => {
        inserted += n;
        const before = done;
        done += rows.length;
        if (Math.floor(done / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY) || done === total) progress(done);
      })
      .catch((e: unknown) => {
        failure ??= e;
      })
      .finally(() => {
        free.push(qr);
        inflight.delete(p);
      });
    inflight.add(p);
  }
  await Promise.all(inflight);
  if (failure !== undefined) throw failure;
  return inserted;
}

/** For tests and tools: the planned goods `i` of a catalogue (store assignment needs the same store count). */
export function plannedGoods(seed: number, goods: number, stores: number | undefined, indexes: number[]): GoodsPlan[] {
  const storeCount = stores ?? Math.max(200, Math.ceil(goods / 250));
  const now = Date.now();
  const cats = planCategories(seed >>> 0);
  const ctx: GoodsContext = { seed: seed >>> 0, now, leaves: cats.leaves, groups: groupStores(planStores(seed >>> 0, storeCount, now)) };
  return indexes.map((i) => planGoods(ctx, i));
}
