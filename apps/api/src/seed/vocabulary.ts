/**
 * Product vocabulary for the demo catalogue: categories, product nouns, colours, materials, scents and
 * style words, each in en, cn (Simplified Chinese), ar, ja and es, plus fictional store-name parts.
 * Written by hand; the composers put the words in each language's order (with Spanish and Arabic
 * agreement). Grammar is approximate, but a non-English name never falls back to English words.
 */

export const SEED_LANGS = ['en', 'cn', 'ar', 'ja', 'es'] as const;
export type SeedLang = (typeof SEED_LANGS)[number];
export type Text5 = Record<SeedLang, string>;

export function t5(en: string, cn: string, ar: string, ja: string, es: string): Text5 {
  return { en, cn, ar, ja, es };
}

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

function colour(key: string, hex: string, en: string, cn: string, ar: string, ja: string, es: string): Colour {
  return { key, hex, en, cn, ja, es: esForms(es), ar: arForms(ar) };
}

export const COLOURS: readonly Colour[] = [
  colour('red', '#c0392b', 'Red', '红色', 'أحمر/حمراء', 'レッド', 'rojo'),
  colour('navy', '#1f2f56', 'Navy', '藏青色', 'كحلي', 'ネイビー', '=azul marino'),
  colour('black', '#1b1b1b', 'Black', '黑色', 'أسود/سوداء', 'ブラック', 'negro'),
  colour('white', '#f5f5f2', 'White', '白色', 'أبيض/بيضاء', 'ホワイト', 'blanco'),
  colour('grey', '#8a8d91', 'Grey', '灰色', 'رمادي', 'グレー', 'gris'),
  colour('beige', '#d9c7a7', 'Beige', '米色', '=بيج', 'ベージュ', '=beige'),
  colour('green', '#2e7d4f', 'Green', '绿色', 'أخضر/خضراء', 'グリーン', 'verde'),
  colour('pink', '#e8a0b4', 'Pink', '粉色', 'وردي', 'ピンク', 'rosa'),
  colour('brown', '#7b5234', 'Brown', '棕色', 'بني', 'ブラウン', 'marrón|marrón|marrones|marrones'),
  colour('yellow', '#e9c23b', 'Yellow', '黄色', 'أصفر/صفراء', 'イエロー', 'amarillo'),
  colour('purple', '#6d4c91', 'Purple', '紫色', 'بنفسجي', 'パープル', 'morado'),
  colour('orange', '#e67e22', 'Orange', '橙色', 'برتقالي', 'オレンジ', 'naranja'),
  colour('skyblue', '#7fb8e0', 'Sky Blue', '天蓝色', 'أزرق سماوي/زرقاء سماوية', 'スカイブルー', 'celeste'),
  colour('olive', '#6b7a3a', 'Olive', '橄榄绿', 'زيتوني', 'オリーブ', '=verde oliva'),
  colour('khaki', '#b8a57a', 'Khaki', '卡其色', '=كاكي', 'カーキ', '=caqui'),
  colour('silver', '#c0c4c8', 'Silver', '银色', 'فضي', 'シルバー', 'plateado'),
  colour('gold', '#c9a43a', 'Gold', '金色', 'ذهبي', 'ゴールド', 'dorado'),
  colour('blue', '#2f6fb5', 'Blue', '蓝色', 'أزرق/زرقاء', 'ブルー', 'azul'),
  colour('burgundy', '#7a1f35', 'Burgundy', '酒红色', 'عنابي', 'ボルドー', '=burdeos'),
  colour('turquoise', '#2bb3a8', 'Turquoise', '松石绿', 'فيروزي', 'ターコイズ', 'turquesa'),
];

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

/** ar: `m/f|noun` for an adjective, `phrase|noun` for a prepositional phrase. */
function material(
  key: string,
  en: string,
  cn: string,
  ar: string,
  ja: string,
  es: string,
  enNoun = en,
  kind: Material['kind'] = 'material',
): Material {
  const [form, arNoun] = ar.split('|');
  const adj = form.includes('/') ? arForms(form) : null;
  return { key, kind, en, enNoun, cn, ja, es, arAdj: adj, arPhrase: adj ? '' : form, arNoun };
}
function scent(key: string, en: string, cn: string, ar: string, ja: string, es: string): Material {
  return material(key, en, cn, ar, ja, es, en, 'scent');
}

export const MATERIALS: readonly Material[] = [
  material('cotton', 'Cotton', '纯棉', 'قطني/قطنية|قطن', 'コットン', 'de algodón'),
  material('linen', 'Linen', '亚麻', 'كتاني/كتانية|كتان', 'リネン', 'de lino'),
  material('wool', 'Wool', '羊毛', 'صوفي/صوفية|صوف', 'ウール', 'de lana'),
  material('silk', 'Silk', '真丝', 'حريري/حريرية|حرير', 'シルク', 'de seda'),
  material('denim', 'Denim', '牛仔', 'من الدنيم|دنيم', 'デニム', 'de tela vaquera'),
  material('velvet', 'Velvet', '丝绒', 'مخملي/مخملية|مخمل', 'ベルベット', 'de terciopelo'),
  material('corduroy', 'Corduroy', '灯芯绒', 'من قماش الكوردروي|قماش الكوردروي', 'コーデュロイ', 'de pana'),
  material('cashmere', 'Cashmere', '羊绒', 'من الكشمير|كشمير', 'カシミヤ', 'de cachemira'),
  material('fleece', 'Fleece', '摇粒绒', 'من الفليس|فليس', 'フリース', 'de forro polar'),
  material('polyester', 'Polyester', '涤纶', 'من البوليستر|بوليستر', 'ポリエステル', 'de poliéster'),
  material('nylon', 'Nylon', '尼龙', 'من النايلون|نايلون', 'ナイロン', 'de nailon'),
  material('leather', 'Leather', '真皮', 'جلدي/جلدية|جلد', 'レザー', 'de piel'),
  material('suede', 'Suede', '麂皮', 'من الشامواه|شامواه', 'スエード', 'de ante'),
  material('canvas', 'Canvas', '帆布', 'من قماش الكانفاس|قماش الكانفاس', 'キャンバス', 'de lona'),
  material('mesh', 'Mesh', '网面', 'شبكي/شبكية|قماش شبكي', 'メッシュ', 'de malla'),
  material('rubber', 'Rubber', '橡胶', 'مطاطي/مطاطية|مطاط', 'ラバー', 'de caucho'),
  material('cork', 'Cork', '软木', 'من الفلين|فلين', 'コルク', 'de corcho'),
  material('felt', 'Felt', '毛毡', 'من اللباد|لباد', 'フェルト', 'de fieltro'),
  material('steel', 'Stainless Steel', '不锈钢', 'من الفولاذ المقاوم للصدأ|فولاذ مقاوم للصدأ', 'ステンレス', 'de acero inoxidable'),
  material('castiron', 'Cast Iron', '铸铁', 'من الحديد الزهر|حديد زهر', '鋳鉄', 'de hierro fundido'),
  material('aluminium', 'Aluminium', '铝合金', 'من الألمنيوم|ألمنيوم', 'アルミ', 'de aluminio'),
  material('copper', 'Copper', '铜制', 'نحاسي/نحاسية|نحاس', '銅製', 'de cobre'),
  material('ceramic', 'Ceramic', '陶瓷', 'خزفي/خزفية|خزف', 'セラミック', 'de cerámica'),
  material('porcelain', 'Porcelain', '白瓷', 'من البورسلين|بورسلين', '磁器', 'de porcelana'),
  material('glass', 'Glass', '玻璃', 'زجاجي/زجاجية|زجاج', 'ガラス', 'de vidrio'),
  material('bamboo', 'Bamboo', '竹制', 'من الخيزران|خيزران', '竹製', 'de bambú'),
  material('wood', 'Wooden', '实木', 'خشبي/خشبية|خشب', '木製', 'de madera', 'Wood'),
  material('rattan', 'Rattan', '藤编', 'من الروطان|روطان', 'ラタン', 'de ratán'),
  material('marble', 'Marble', '大理石', 'رخامي/رخامية|رخام', '大理石', 'de mármol'),
  material('silicone', 'Silicone', '硅胶', 'من السيليكون|سيليكون', 'シリコン', 'de silicona'),
  material(
    'recycled',
    'Recycled Plastic',
    '再生塑料',
    'من البلاستيك المعاد تدويره|بلاستيك معاد تدويره',
    '再生プラスチック',
    'de plástico reciclado',
  ),
  material('carbon', 'Carbon Fibre', '碳纤维', 'من ألياف الكربون|ألياف الكربون', 'カーボン', 'de fibra de carbono'),
  material('kraft', 'Kraft Paper', '牛皮纸', 'من ورق الكرافت|ورق الكرافت', 'クラフト紙', 'de papel kraft'),
  material('terracotta', 'Terracotta', '红陶', 'فخاري/فخارية|فخار', 'テラコッタ', 'de terracota'),
  material('concrete', 'Concrete', '水泥', 'إسمنتي/إسمنتية|إسمنت', 'コンクリート', 'de hormigón'),
  material('teak', 'Teak', '柚木', 'من خشب الساج|خشب الساج', 'チーク', 'de teca'),
  material('crv', 'Chrome Vanadium', '铬钒钢', 'من فولاذ الكروم فاناديوم|فولاذ الكروم فاناديوم', 'クロムバナジウム', 'de cromo vanadio'),
  scent('lavender', 'Lavender', '薰衣草', 'بالخزامى|الخزامى', 'ラベンダー', 'de lavanda'),
  scent('rose', 'Rose', '玫瑰', 'بالورد|الورد', 'ローズ', 'de rosa'),
  scent('citrus', 'Citrus', '柑橘', 'بالحمضيات|الحمضيات', 'シトラス', 'de cítricos'),
  scent('greentea', 'Green Tea', '绿茶', 'بالشاي الأخضر|الشاي الأخضر', '緑茶', 'de té verde'),
  scent('coconut', 'Coconut', '椰子', 'بجوز الهند|جوز الهند', 'ココナッツ', 'de coco'),
  scent('aloe', 'Aloe Vera', '芦荟', 'بالصبار|الصبار', 'アロエ', 'de aloe vera'),
  scent('unscented', 'Unscented', '无香', 'بدون عطر|بدون عطر', '無香料', 'sin perfume'),
  scent('vanilla', 'Vanilla', '香草', 'بالفانيليا|الفانيليا', 'バニラ', 'de vainilla'),
  scent('chamomile', 'Chamomile', '洋甘菊', 'بالبابونج|البابونج', 'カモミール', 'de manzanilla'),
  scent('argan', 'Argan', '摩洛哥坚果油', 'بزيت الأرغان|زيت الأرغان', 'アルガン', 'de argán'),
  scent('honey', 'Honey', '蜂蜜', 'بالعسل|العسل', 'ハニー', 'de miel'),
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

function style(key: string, en: string, cn: string, ar: string, ja: string, es: string): Style {
  return { key, en, cn, ja, es: esForms(es), ar: arForms(ar) };
}

export const STYLES: readonly Style[] = [
  style('classic', 'Classic', '经典', 'كلاسيكي', 'クラシック', 'clásico'),
  style('minimalist', 'Minimalist', '简约', 'بسيط', 'シンプル', 'minimalista'),
  style('casual', 'Casual', '休闲', 'غير رسمي/غير رسمية', 'カジュアル', 'informal'),
  style('retro', 'Retro', '复古', '=بطراز عتيق', 'レトロ', '=retro'),
  style('elegant', 'Elegant', '优雅', 'أنيق', 'エレガント', 'elegante'),
  style('oversized', 'Oversized', '宽松', 'واسع', 'オーバーサイズ', 'holgado'),
  style('lightweight', 'Lightweight', '轻便', 'خفيف', '軽量', 'ligero'),
  style('warm', 'Warm', '保暖', 'دافئ', 'あったか', 'abrigado'),
  style('everyday', 'Everyday', '日常', 'يومي', 'デイリー', '=de uso diario'),
  style('modern', 'Modern', '现代', 'عصري', 'モダン', 'moderno'),
  style('nordic', 'Nordic', '北欧风', '=بطراز إسكندنافي', '北欧風', 'nórdico'),
  style('rustic', 'Rustic', '田园风', 'ريفي', 'カントリー調', 'rústico'),
  style('compact', 'Compact', '小巧', 'مدمج', 'コンパクト', 'compacto'),
  style('stackable', 'Stackable', '可叠放', 'قابل للتكديس', 'スタッキング', 'apilable'),
  style('handmade', 'Handmade', '手工', 'مصنوع يدويًا', 'ハンドメイド', 'hecho a mano'),
  style('largecap', 'Large-Capacity', '大容量', 'كبير السعة', '大容量', '=de gran capacidad'),
  style('slim', 'Slim', '超薄', 'رفيع', '薄型', 'ultradelgado'),
  style('portable', 'Portable', '便携式', 'محمول', 'ポータブル', 'portátil'),
  style('durable', 'Durable', '耐用', 'متين', '丈夫な', 'resistente'),
  style('professional', 'Professional', '专业', 'احترافي', 'プロ仕様', 'profesional'),
  style('foldable', 'Foldable', '折叠', 'قابل للطي', '折りたたみ', 'plegable'),
  style('quickdry', 'Quick-Dry', '速干', 'سريع الجفاف', '速乾', '=de secado rápido'),
  style('waterproof', 'Waterproof', '防水', 'مقاوم للماء', '防水', 'impermeable'),
  style('adjustable', 'Adjustable', '可调节', 'قابل للتعديل', '調節式', 'ajustable'),
  style('gentle', 'Gentle', '温和', 'لطيف', 'やさしい', 'suave'),
  style('moisturising', 'Moisturising', '保湿', 'مرطب', '保湿', 'hidratante'),
  style('natural', 'Natural', '天然', 'طبيعي', 'ナチュラル', 'natural'),
  style('refreshing', 'Refreshing', '清爽', 'منعش', 'さっぱり', 'refrescante'),
  style('nourishing', 'Nourishing', '滋养', 'مغذي', 'しっとり', 'nutritivo'),
  style('travel', 'Travel-Size', '旅行装', '=بحجم السفر', 'トラベルサイズ', '=de viaje'),
  style('longlasting', 'Long-Lasting', '持久', 'طويل الأمد', '落ちにくい', '=de larga duración'),
  style('matte', 'Matte', '哑光', 'مطفي', 'マット', 'mate'),
  style('shimmer', 'Shimmer', '珠光', 'لامع', 'パール', 'nacarado'),
  style('educational', 'Educational', '益智', 'تعليمي', '知育', 'educativo'),
  style('creative', 'Creative', '创意', 'إبداعي', 'クリエイティブ', 'creativo'),
  style('mini', 'Mini', '迷你', 'صغير', 'ミニ', '=mini'),
  style('deluxe', 'Deluxe', '豪华', 'فاخر', 'デラックス', '=de lujo'),
  style('soft', 'Soft', '柔软', 'ناعم', 'ふわふわ', 'suave'),
  style('heavyduty', 'Heavy-Duty', '重型', 'شديد التحمل', '頑丈な', 'reforzado'),
  style('weatherproof', 'Weatherproof', '耐候', 'مقاوم للطقس', '耐候性', 'resistente a la intemperie'),
  style('ergonomic', 'Ergonomic', '人体工学', 'مريح', '人間工学', 'ergonómico'),
  style('refillable', 'Refillable', '可换芯', 'قابل لإعادة التعبئة', 'リフィル式', 'recargable'),
];

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
function noun(en: string, cn: string, ar: string, ja: string, es: string): Noun {
  const [arText, arG] = ar.split(':');
  const [esText, esG] = es.split(':');
  if ((arG !== 'm' && arG !== 'f') || !/^[mf]p?$/.test(esG ?? '')) throw new Error(`bad genders for ${en}`);
  return { en, cn, ja, ar: arText, arG, es: esText, esG: esG[0] as 'm' | 'f', esPl: esG.length === 2 };
}

// ---------------------------------------------------------------------------------------------
// Categories

export type AttrKind = 'apparel' | 'shoes' | 'colour' | 'capacity' | 'pack';

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

const ALL = COLOURS.map((c) => c.key).filter((k) => k !== 'silver' && k !== 'gold');
const TECH = ['black', 'white', 'grey', 'silver', 'navy', 'blue', 'green', 'pink'];
const EARTH = ['white', 'grey', 'beige', 'green', 'brown', 'black', 'olive', 'khaki'];
const MAKEUP = ['red', 'pink', 'burgundy', 'brown', 'purple', 'orange', 'black'];
const TOOLS = ['red', 'black', 'yellow', 'orange', 'blue', 'grey'];
const GROOM = ['white', 'black', 'pink', 'silver', 'grey', 'navy'];
const LIGHT = ['black', 'white', 'silver', 'grey', 'gold'];
const HOME = ['white', 'grey', 'beige', 'green', 'blue', 'pink', 'black', 'navy', 'yellow', 'turquoise', 'brown'];

function leaf(
  key: string,
  name: Text5,
  o: Omit<Leaf, 'key' | 'name' | 'nouns' | 'unit'> & { unit?: string },
  nouns: readonly Noun[],
): Leaf {
  return { key, name, nouns, unit: o.unit ?? 'piece', ...o };
}

const CHECK_SIZE = t5(
  'Check the size chart before ordering.',
  '下单前请查看尺码表。',
  'يرجى مراجعة جدول المقاسات قبل الطلب.',
  'ご注文前にサイズ表をご確認ください。',
  'Consulta la guía de tallas antes de comprar.',
);
const CHECK_DIMENSIONS = t5(
  'Check the dimensions before ordering.',
  '下单前请确认尺寸。',
  'يرجى التحقق من الأبعاد قبل الطلب.',
  'ご注文前にサイズをご確認ください。',
  'Comprueba las medidas antes de comprar.',
);
const PACKED = t5(
  'Packed carefully to avoid damage in transit.',
  '仔细包装，减少运输损坏。',
  'مغلف بعناية لتجنب التلف أثناء الشحن.',
  '輸送中の破損を防ぐため丁寧に梱包します。',
  'Embalado con cuidado para el transporte.',
);
const WIPE = t5(
  'Wipe clean with a damp cloth.',
  '可用湿布擦拭清洁。',
  'ينظف بقطعة قماش مبللة.',
  '汚れは湿らせた布で拭き取ってください。',
  'Limpiar con un paño húmedo.',
);
const COLOURS_VARY = t5(
  'Colours may vary slightly between screens.',
  '不同屏幕显示的颜色可能略有差异。',
  'قد تختلف الألوان قليلاً حسب الشاشة.',
  '画面により色味が多少異なる場合があります。',
  'Los colores pueden variar ligeramente según la pantalla.',
);

export const CATEGORIES: readonly TopCategory[] = [
  {
    key: 'apparel',
    name: t5('Apparel', '服装', 'الملابس', 'アパレル', 'Ropa'),
    des: t5(
      'Everyday clothing, from tees and shirts to coats and knitwear.',
      '从T恤衬衫到外套针织，日常穿搭一站选购。',
      'ملابس يومية من التيشيرتات والقمصان إلى المعاطف والملابس المحبوكة.',
      'Tシャツやシャツからコート、ニットまで、毎日の服をそろえて。',
      'Ropa para el día a día: desde camisetas y camisas hasta abrigos y punto.',
    ),
    features: [
      t5(
        'Comfortable fit for everyday wear.',
        '版型舒适，适合日常穿着。',
        'قصة مريحة للارتداء اليومي.',
        '毎日着やすい快適なシルエット。',
        'Corte cómodo para el día a día.',
      ),
      CHECK_SIZE,
      t5(
        'Machine wash cold and hang to dry.',
        '建议冷水机洗，悬挂晾干。',
        'يغسل في الغسالة بماء بارد ويجفف بالتعليق.',
        '洗濯機（冷水）で洗い、吊り干ししてください。',
        'Lavar a máquina en frío y secar colgado.',
      ),
      COLOURS_VARY,
    ],
    leaves: [
      leaf(
        'tops',
        t5('T-Shirts & Tops', 'T恤与上衣', 'تيشيرتات وبلوزات', 'Tシャツ・トップス', 'Camisetas y tops'),
        {
          materials: ['cotton', 'linen', 'silk', 'polyester'],
          styles: ['classic', 'minimalist', 'casual', 'retro', 'oversized', 'everyday'],
          colours: ALL,
          attr: 'apparel',
          price: [5, 35],
        },
        [
          noun('T-Shirt', 'T恤', 'تيشيرت:m', 'Tシャツ', 'Camiseta:f'),
          noun('Polo Shirt', '翻领衫', 'قميص بولو:m', 'ポロシャツ', 'Polo:m'),
          noun('Tank Top', '背心', 'قميص بلا أكمام:m', 'タンクトップ', 'Camiseta de tirantes:f'),
          noun('Long-Sleeve Top', '长袖上衣', 'بلوزة بأكمام طويلة:f', '長袖トップス', 'Camiseta de manga larga:f'),
          noun('Blouse', '女式衬衫', 'بلوزة:f', 'ブラウス', 'Blusa:f'),
          noun('Henley Shirt', '亨利衫', 'قميص بأزرار:m', 'ヘンリーネックシャツ', 'Camiseta con botones:f'),
          noun('Crop Top', '短款上衣', 'بلوزة قصيرة:f', 'クロップトップ', 'Top corto:m'),
        ],
      ),
      leaf(
        'shirts',
        t5('Shirts', '衬衫', 'قمصان', 'シャツ', 'Camisas'),
        {
          materials: ['cotton', 'linen', 'denim', 'silk'],
          styles: ['classic', 'minimalist', 'casual', 'elegant', 'oversized', 'retro'],
          colours: ALL,
          attr: 'apparel',
          price: [12, 60],
        },
        [
          noun('Oxford Shirt', '牛津纺衬衫', 'قميص أكسفورد:m', 'オックスフォードシャツ', 'Camisa Oxford:f'),
          noun('Dress Shirt', '正装衬衫', 'قميص رسمي:m', 'ドレスシャツ', 'Camisa de vestir:f'),
          noun('Flannel Shirt', '法兰绒衬衫', 'قميص فانيلا:m', 'ネルシャツ', 'Camisa de franela:f'),
          noun('Short-Sleeve Shirt', '短袖衬衫', 'قميص بأكمام قصيرة:m', '半袖シャツ', 'Camisa de manga corta:f'),
          noun('Overshirt', '衬衫外套', 'قميص خارجي:m', 'シャツジャケット', 'Sobrecamisa:f'),
          noun('Band-Collar Shirt', '立领衬衫', 'قميص بياقة ماندرين:m', 'バンドカラーシャツ', 'Camisa de cuello mao:f'),
        ],
      ),
      leaf(
        'dresses',
        t5('Dresses & Skirts', '连衣裙与半身裙', 'فساتين وتنانير', 'ワンピース・スカート', 'Vestidos y faldas'),
        {
          materials: ['cotton', 'linen', 'silk', 'velvet'],
          styles: ['classic', 'elegant', 'minimalist', 'retro', 'casual'],
          colours: ALL,
          attr: 'apparel',
          price: [15, 90],
        },
        [
          noun('Midi Dress', '中长连衣裙', 'فستان متوسط الطول:m', 'ミディワンピース', 'Vestido midi:m'),
          noun('Maxi Dress', '长款连衣裙', 'فستان طويل:m', 'マキシワンピース', 'Vestido largo:m'),
          noun('Wrap Dress', '裹身裙', 'فستان ملفوف:m', 'ラップワンピース', 'Vestido cruzado:m'),
          noun('Shirt Dress', '衬衫裙', 'فستان قميص:m', 'シャツワンピース', 'Vestido camisero:m'),
          noun('Pleated Skirt', '百褶裙', 'تنورة بكسرات:f', 'プリーツスカート', 'Falda plisada:f'),
          noun('A-Line Skirt', 'A字裙', 'تنورة واسعة:f', 'Aラインスカート', 'Falda evasé:f'),
          noun('Pencil Skirt', '铅笔裙', 'تنورة ضيقة:f', 'タイトスカート', 'Falda de tubo:f'),
        ],
      ),
      leaf(
        'trousers',
        t5('Trousers & Jeans', '裤装与牛仔裤', 'سراويل وجينز', 'パンツ・ジーンズ', 'Pantalones y vaqueros'),
        {
          materials: ['cotton', 'linen', 'denim', 'corduroy'],
          styles: ['classic', 'casual', 'retro', 'oversized', 'everyday', 'lightweight'],
          colours: ALL,
          attr: 'apparel',
          price: [15, 70],
        },
        [
          noun('Jeans', '牛仔裤', 'بنطال جينز:m', 'ジーンズ', 'Vaqueros:mp'),
          noun('Chinos', '休闲长裤', 'بنطال تشينو:m', 'チノパン', 'Pantalones chinos:mp'),
          noun('Joggers', '束脚运动裤', 'بنطال رياضي:m', 'ジョガーパンツ', 'Pantalones de chándal:mp'),
          noun('Wide-Leg Trousers', '阔腿裤', 'بنطال واسع:m', 'ワイドパンツ', 'Pantalones anchos:mp'),
          noun('Cargo Trousers', '工装裤', 'بنطال كارغو:m', 'カーゴパンツ', 'Pantalones cargo:mp'),
          noun('Shorts', '短裤', 'شورت:m', 'ショートパンツ', 'Pantalones cortos:mp'),
          noun('Leggings', '打底裤', 'بنطال ضيق:m', 'レギンス', 'Mallas:fp'),
        ],
      ),
      leaf(
        'outerwear',
        t5('Outerwear', '外套', 'ملابس خارجية', 'アウター', 'Abrigos y chaquetas'),
        {
          materials: ['wool', 'cotton', 'nylon', 'fleece'],
          styles: ['classic', 'warm', 'lightweight', 'minimalist', 'oversized', 'waterproof'],
          colours: ALL,
          attr: 'apparel',
          price: [30, 160],
        },
        [
          noun('Puffer Jacket', '面包服', 'سترة منفوخة:f', 'ダウンジャケット', 'Chaqueta acolchada:f'),
          noun('Trench Coat', '风衣', 'معطف واق من المطر:m', 'トレンチコート', 'Gabardina:f'),
          noun('Bomber Jacket', '飞行员夹克', 'سترة طيار:f', 'ボンバージャケット', 'Chaqueta de aviador:f'),
          noun('Overcoat', '大衣', 'معطف:m', 'オーバーコート', 'Abrigo:m'),
          noun('Rain Jacket', '防雨夹克', 'سترة مطر:f', 'レインジャケット', 'Chubasquero:m'),
          noun('Hooded Jacket', '连帽夹克', 'سترة بقلنسوة:f', 'フード付きジャケット', 'Chaqueta con capucha:f'),
          noun('Gilet', '马甲', 'صديري:m', 'ベスト', 'Chaleco:m'),
          noun('Blazer', '西装外套', 'سترة رسمية:f', 'テーラードジャケット', 'Americana:f'),
        ],
      ),
      leaf(
        'knitwear',
        t5('Knitwear & Hoodies', '针织衫与卫衣', 'ملابس محبوكة وهوديز', 'ニット・パーカー', 'Punto y sudaderas'),
        {
          materials: ['wool', 'cotton', 'cashmere', 'fleece'],
          styles: ['classic', 'warm', 'oversized', 'casual', 'minimalist', 'retro'],
          colours: ALL,
          attr: 'apparel',
          price: [18, 90],
        },
        [
          noun('Hoodie', '连帽卫衣', 'هودي:m', 'パーカー', 'Sudadera con capucha:f'),
          noun('Sweatshirt', '圆领卫衣', 'كنزة رياضية:f', 'トレーナー', 'Sudadera:f'),
          noun('Cardigan', '开衫', 'سترة محبوكة:f', 'カーディガン', 'Chaqueta de punto:f'),
          noun('Crew-Neck Sweater', '圆领毛衣', 'كنزة بياقة دائرية:f', 'クルーネックセーター', 'Jersey de cuello redondo:m'),
          noun('Turtleneck', '高领毛衣', 'كنزة بياقة عالية:f', 'タートルネック', 'Jersey de cuello alto:m'),
          noun('Knitted Vest', '针织背心', 'صديري محبوك:m', 'ニットベスト', 'Chaleco de punto:m'),
        ],
      ),
    ],
  },
  {
    key: 'shoes-bags',
    name: t5('Shoes & Bags', '鞋靴箱包', 'الأحذية والحقائب', 'シューズ・バッグ', 'Calzado y bolsos'),
    des: t5(
      'Sneakers, boots, sandals, handbags and travel bags.',
      '运动鞋、靴子、凉鞋、手提包与旅行箱包。',
      'أحذية رياضية وجزمات وصنادل وحقائب يد وحقائب سفر.',
      'スニーカー、ブーツ、サンダル、バッグ、旅行かばん。',
      'Zapatillas, botas, sandalias, bolsos y equipaje.',
    ),
    features: [
      t5(
        'Sturdy stitching and a comfortable feel.',
        '做工扎实，手感舒适。',
        'خياطة متينة وملمس مريح.',
        'しっかりした縫製と快適な使い心地。',
        'Costuras resistentes y tacto cómodo.',
      ),
      t5(
        'Store away from direct sunlight.',
        '请避免阳光直射存放。',
        'يحفظ بعيداً عن أشعة الشمس المباشرة.',
        '直射日光を避けて保管してください。',
        'Guardar lejos de la luz solar directa.',
      ),
      WIPE,
      COLOURS_VARY,
    ],
    leaves: [
      leaf(
        'sneakers',
        t5('Sneakers', '运动鞋', 'أحذية رياضية', 'スニーカー', 'Zapatillas'),
        {
          materials: ['mesh', 'leather', 'canvas', 'suede'],
          styles: ['classic', 'lightweight', 'retro', 'minimalist', 'casual'],
          colours: ALL,
          attr: 'shoes',
          price: [20, 120],
          unit: 'pair',
        },
        [
          noun('Running Shoes', '跑步鞋', 'حذاء جري:m', 'ランニングシューズ', 'Zapatillas de correr:fp'),
          noun('Low-Top Sneakers', '低帮板鞋', 'حذاء رياضي منخفض:m', 'ローカットスニーカー', 'Zapatillas bajas:fp'),
          noun('High-Top Sneakers', '高帮板鞋', 'حذاء رياضي عالي الرقبة:m', 'ハイカットスニーカー', 'Zapatillas altas:fp'),
          noun('Slip-On Shoes', '一脚蹬', 'حذاء بدون رباط:m', 'スリッポン', 'Zapatillas sin cordones:fp'),
          noun('Walking Shoes', '健步鞋', 'حذاء مشي:m', 'ウォーキングシューズ', 'Zapatos para caminar:mp'),
          noun('Trail Shoes', '越野跑鞋', 'حذاء للمسارات الوعرة:m', 'トレイルシューズ', 'Zapatillas de montaña:fp'),
        ],
      ),
      leaf(
        'boots',
        t5('Boots', '靴子', 'جزمات', 'ブーツ', 'Botas'),
        {
          materials: ['leather', 'suede', 'rubber', 'nylon'],
          styles: ['classic', 'warm', 'waterproof', 'durable', 'retro'],
          colours: ['black', 'brown', 'beige', 'grey', 'navy', 'khaki', 'olive', 'burgundy'],
          attr: 'shoes',
          price: [35, 150],
          unit: 'pair',
        },
        [
          noun('Chelsea Boots', '切尔西靴', 'جزمة تشيلسي:f', 'チェルシーブーツ', 'Botas Chelsea:fp'),
          noun('Ankle Boots', '踝靴', 'جزمة قصيرة:f', 'ショートブーツ', 'Botines:mp'),
          noun('Hiking Boots', '登山靴', 'جزمة تسلق:f', '登山靴', 'Botas de montaña:fp'),
          noun('Rain Boots', '雨靴', 'جزمة مطر:f', 'レインブーツ', 'Botas de agua:fp'),
          noun('Work Boots', '工装靴', 'جزمة عمل:f', 'ワークブーツ', 'Botas de trabajo:fp'),
          noun('Snow Boots', '雪地靴', 'جزمة ثلج:f', 'スノーブーツ', 'Botas de nieve:fp'),
        ],
      ),
      leaf(
        'sandals',
        t5('Sandals & Slippers', '凉鞋与拖鞋', 'صنادل ونعال', 'サンダル・スリッパ', 'Sandalias y zapatillas de casa'),
        {
          materials: ['rubber', 'leather', 'cork', 'felt'],
          styles: ['classic', 'lightweight', 'soft', 'minimalist', 'casual'],
          colours: ALL,
          attr: 'shoes',
          price: [8, 60],
          unit: 'pair',
        },
        [
          noun('Slide Sandals', '一字拖', 'شبشب:m', 'スライドサンダル', 'Chanclas:fp'),
          noun('Strappy Sandals', '绑带凉鞋', 'صندل بأشرطة:m', 'ストラップサンダル', 'Sandalias de tiras:fp'),
          noun('House Slippers', '家居拖鞋', 'خف منزلي:m', 'ルームシューズ', 'Zapatillas de casa:fp'),
          noun('Flip-Flops', '人字拖', 'شبشب إصبع:m', 'ビーチサンダル', 'Chanclas de dedo:fp'),
          noun('Espadrilles', '草编鞋', 'حذاء إسبادريل:m', 'エスパドリーユ', 'Alpargatas:fp'),
          noun('Clogs', '洞洞鞋', 'قبقاب:m', 'クロッグ', 'Zuecos:mp'),
        ],
      ),
      leaf(
        'handbags',
        t5('Handbags', '手提包', 'حقائب يد', 'ハンドバッグ', 'Bolsos'),
        {
          materials: ['leather', 'canvas', 'suede', 'nylon'],
          styles: ['classic', 'elegant', 'minimalist', 'retro', 'everyday'],
          colours: ALL,
          attr: 'colour',
          price: [20, 150],
        },
        [
          noun('Tote Bag', '托特包', 'حقيبة توت:f', 'トートバッグ', 'Bolso cabás:m'),
          noun('Crossbody Bag', '斜挎包', 'حقيبة كروس:f', 'ショルダーバッグ', 'Bolso bandolera:m'),
          noun('Clutch', '手拿包', 'حقيبة سهرة:f', 'クラッチバッグ', 'Cartera de mano:f'),
          noun('Bucket Bag', '水桶包', 'حقيبة دلو:f', 'バケットバッグ', 'Bolso saco:m'),
          noun('Shoulder Bag', '单肩包', 'حقيبة كتف:f', 'ワンショルダーバッグ', 'Bolso de hombro:m'),
          noun('Saddle Bag', '马鞍包', 'حقيبة سرج:f', 'サドルバッグ', 'Bolso sillín:m'),
        ],
      ),
      leaf(
        'luggage',
        t5('Backpacks & Luggage', '背包与旅行箱', 'حقائب ظهر وأمتعة', 'リュック・旅行かばん', 'Mochilas y maletas'),
        {
          materials: ['nylon', 'canvas', 'leather', 'polyester'],
          styles: ['lightweight', 'durable', 'waterproof', 'minimalist', 'largecap', 'classic'],
          colours: ALL,
          attr: 'capacity',
          capacities: ['15 L', '20 L', '30 L', '40 L'],
          price: [15, 200],
        },
        [
          noun('Backpack', '双肩包', 'حقيبة ظهر:f', 'リュックサック', 'Mochila:f'),
          noun('Laptop Backpack', '电脑双肩包', 'حقيبة ظهر للحاسوب المحمول:f', 'ノートパソコン用リュック', 'Mochila para portátil:f'),
          noun('Carry-On Suitcase', '登机箱', 'حقيبة سفر للمقصورة:f', '機内持ち込みスーツケース', 'Maleta de cabina:f'),
          noun('Duffel Bag', '行李袋', 'حقيبة رياضية:f', 'ダッフルバッグ', 'Bolsa de viaje:f'),
          noun('Weekender Bag', '周末旅行包', 'حقيبة عطلة نهاية الأسبوع:f', 'ボストンバッグ', 'Bolsa de fin de semana:f'),
          noun('Waist Bag', '腰包', 'حقيبة خصر:f', 'ウエストポーチ', 'Riñonera:f'),
        ],
      ),
    ],
  },
  {
    key: 'home-kitchen',
    name: t5('Home & Kitchen', '家居厨房', 'المنزل والمطبخ', 'ホーム・キッチン', 'Hogar y cocina'),
    des: t5(
      'Cookware, tableware, bedding and décor for every room.',
      '锅具、餐具、床品与家居装饰，打理每个房间。',
      'أواني طهي وأدوات مائدة ومفروشات وديكور لكل غرفة.',
      '調理器具、食器、寝具、インテリア雑貨を部屋ごとに。',
      'Menaje, vajilla, ropa de cama y decoración para cada estancia.',
    ),
    features: [
      t5(
        'Designed for daily use at home.',
        '为居家日常使用而设计。',
        'مصمم للاستخدام اليومي في المنزل.',
        '毎日の暮らしで使いやすいデザイン。',
        'Pensado para el uso diario en casa.',
      ),
      t5('Easy to clean.', '易于清洁。', 'سهل التنظيف.', 'お手入れ簡単。', 'Fácil de limpiar.'),
      CHECK_DIMENSIONS,
      PACKED,
    ],
    leaves: [
      leaf(
        'cookware',
        t5('Cookware', '锅具', 'أواني الطهي', '調理器具', 'Utensilios de cocina'),
        {
          materials: ['steel', 'castiron', 'aluminium', 'copper', 'ceramic'],
          styles: ['classic', 'professional', 'durable', 'modern', 'lightweight'],
          colours: ['black', 'grey', 'red', 'blue', 'green', 'beige', 'silver'],
          attr: 'capacity',
          capacities: ['1.5 L', '2.5 L', '3.5 L', '5 L'],
          price: [12, 120],
        },
        [
          noun('Frying Pan', '煎锅', 'مقلاة:f', 'フライパン', 'Sartén:f'),
          noun('Saucepan', '奶锅', 'قدر صغير:m', '片手鍋', 'Cazo:m'),
          noun('Stockpot', '汤锅', 'قدر كبير:m', '両手鍋', 'Olla:f'),
          noun('Wok', '炒锅', 'مقلاة ووك:f', '中華鍋', 'Wok:m'),
          noun('Dutch Oven', '炖锅', 'قدر طهي ثقيل:m', 'ダッチオーブン', 'Cacerola:f'),
          noun('Griddle Pan', '烤盘', 'مقلاة شواء:f', 'グリルパン', 'Plancha:f'),
          noun('Steamer Basket', '蒸笼', 'سلة تبخير:f', '蒸し器', 'Vaporera:f'),
        ],
      ),
      leaf(
        'tableware',
        t5('Tableware', '餐具', 'أدوات المائدة', '食器', 'Vajilla'),
        {
          materials: ['ceramic', 'porcelain', 'glass', 'bamboo'],
          styles: ['handmade', 'nordic', 'minimalist', 'rustic', 'modern', 'stackable'],
          colours: HOME,
          attr: 'colour',
          price: [4, 45],
        },
        [
          noun('Dinner Plate', '餐盘', 'طبق عشاء:m', 'ディナープレート', 'Plato llano:m'),
          noun('Soup Bowl', '汤碗', 'وعاء شوربة:m', 'スープボウル', 'Cuenco de sopa:m'),
          noun('Coffee Mug', '马克杯', 'كوب قهوة:m', 'マグカップ', 'Taza de café:f'),
          noun('Teapot', '茶壶', 'إبريق شاي:m', 'ティーポット', 'Tetera:f'),
          noun('Salad Bowl', '沙拉碗', 'وعاء سلطة:m', 'サラダボウル', 'Ensaladera:f'),
          noun('Drinking Glass', '水杯', 'كوب ماء:m', 'タンブラー', 'Vaso:m'),
          noun('Cutlery Set', '餐具套装', 'طقم أدوات مائدة:m', 'カトラリーセット', 'Juego de cubiertos:m'),
        ],
      ),
      leaf(
        'storage',
        t5('Kitchen Storage', '厨房收纳', 'تخزين المطبخ', 'キッチン収納', 'Almacenaje de cocina'),
        {
          materials: ['glass', 'bamboo', 'steel', 'silicone', 'recycled'],
          styles: ['stackable', 'largecap', 'minimalist', 'compact', 'modern'],
          colours: HOME,
          attr: 'capacity',
          capacities: ['350 ml', '500 ml', '750 ml', '1 L'],
          price: [5, 40],
        },
        [
          noun('Storage Jar', '储物罐', 'برطمان تخزين:m', 'キャニスター', 'Tarro:m'),
          noun('Lunch Box', '饭盒', 'علبة غداء:f', '弁当箱', 'Fiambrera:f'),
          noun('Spice Rack', '调料架', 'رف توابل:m', 'スパイスラック', 'Especiero:m'),
          noun('Bread Bin', '面包盒', 'علبة خبز:f', 'ブレッドケース', 'Panera:f'),
          noun('Water Bottle', '水壶', 'زجاجة ماء:f', '水筒', 'Botella de agua:f'),
          noun('Food Container Set', '保鲜盒套装', 'طقم حافظات طعام:m', '保存容器セット', 'Juego de recipientes:m'),
          noun('Insulated Flask', '保温杯', 'ترمس:m', '保温ボトル', 'Termo:m'),
        ],
      ),
      leaf(
        'bedding',
        t5('Bedding', '床上用品', 'مفروشات السرير', '寝具', 'Ropa de cama'),
        {
          materials: ['cotton', 'linen', 'silk', 'velvet'],
          styles: ['soft', 'classic', 'nordic', 'minimalist', 'warm', 'lightweight'],
          colours: HOME,
          attr: 'colour',
          price: [10, 90],
        },
        [
          noun('Duvet Cover', '被套', 'غطاء لحاف:m', '掛け布団カバー', 'Funda nórdica:f'),
          noun('Pillowcase Set', '枕套套装', 'طقم أكياس وسائد:m', '枕カバーセット', 'Juego de fundas de almohada:m'),
          noun('Fitted Sheet', '床笠', 'ملاءة مطاطية:f', 'ボックスシーツ', 'Sábana bajera:f'),
          noun('Throw Blanket', '盖毯', 'بطانية:f', 'ブランケット', 'Manta:f'),
          noun('Quilt', '绗缝被', 'لحاف:m', 'キルトケット', 'Colcha:f'),
          noun('Pillow', '枕头', 'وسادة:f', '枕', 'Almohada:f'),
        ],
      ),
      leaf(
        'decor',
        t5('Home Décor', '家居装饰', 'ديكور المنزل', 'インテリア雑貨', 'Decoración'),
        {
          materials: ['ceramic', 'glass', 'wood', 'rattan', 'marble', 'velvet'],
          styles: ['modern', 'nordic', 'rustic', 'handmade', 'minimalist', 'retro'],
          colours: HOME,
          attr: 'colour',
          price: [8, 80],
        },
        [
          noun('Vase', '花瓶', 'مزهرية:f', '花瓶', 'Jarrón:m'),
          noun('Scented Candle', '香薰蜡烛', 'شمعة معطرة:f', 'アロマキャンドル', 'Vela aromática:f'),
          noun('Wall Clock', '挂钟', 'ساعة حائط:f', '掛け時計', 'Reloj de pared:m'),
          noun('Photo Frame', '相框', 'إطار صور:m', 'フォトフレーム', 'Marco de fotos:m'),
          noun('Cushion Cover', '抱枕套', 'غطاء وسادة:m', 'クッションカバー', 'Funda de cojín:f'),
          noun('Table Lamp', '台灯', 'مصباح طاولة:m', 'テーブルランプ', 'Lámpara de mesa:f'),
          noun('Wall Mirror', '挂镜', 'مرآة حائط:f', 'ウォールミラー', 'Espejo de pared:m'),
        ],
      ),
      leaf(
        'cleaning',
        t5('Cleaning & Laundry', '清洁与洗衣', 'التنظيف والغسيل', '掃除・洗濯用品', 'Limpieza y lavandería'),
        {
          materials: ['bamboo', 'recycled', 'steel', 'rattan'],
          styles: ['foldable', 'compact', 'durable', 'minimalist', 'largecap'],
          colours: HOME,
          attr: 'colour',
          price: [3, 45],
        },
        [
          noun('Laundry Basket', '洗衣篮', 'سلة غسيل:f', 'ランドリーバスケット', 'Cesto de la ropa:m'),
          noun('Dish Brush', '洗碗刷', 'فرشاة أطباق:f', '食器用ブラシ', 'Cepillo para platos:m'),
          noun('Cleaning Cloth Set', '清洁布套装', 'طقم مناشف تنظيف:m', '掃除用クロスセット', 'Juego de bayetas:m'),
          noun('Drying Rack', '晾衣架', 'منشر غسيل:m', '物干しラック', 'Tendedero:m'),
          noun('Spray Mop', '喷水拖把', 'ممسحة رذاذ:f', 'スプレーモップ', 'Mopa con pulverizador:f'),
          noun('Dustpan and Brush', '簸箕扫帚套装', 'مجرفة وفرشاة:f', 'ちりとりセット', 'Recogedor con cepillo:m'),
        ],
      ),
    ],
  },
  {
    key: 'electronics',
    name: t5('Electronics', '数码电子', 'الإلكترونيات', '家電・デジタル', 'Electrónica'),
    des: t5(
      'Accessories for phones and computers, audio, smart home and charging.',
      '手机电脑配件、音频设备、智能家居与充电产品。',
      'ملحقات الهواتف والحواسيب والصوتيات والمنزل الذكي والشحن.',
      'スマホ・パソコン周辺機器、オーディオ、スマートホーム、充電用品。',
      'Accesorios para móvil y ordenador, audio, hogar inteligente y carga.',
    ),
    features: [
      t5(
        'Check compatibility with your devices before ordering.',
        '下单前请确认与您设备的兼容性。',
        'يرجى التأكد من التوافق مع أجهزتك قبل الطلب.',
        'ご注文前にお使いの機器との互換性をご確認ください。',
        'Comprueba la compatibilidad con tus dispositivos antes de comprar.',
      ),
      t5(
        'Includes a quick-start guide.',
        '附快速入门指南。',
        'يتضمن دليل بدء سريع.',
        'クイックスタートガイド付き。',
        'Incluye guía de inicio rápido.',
      ),
      t5(
        'Keep away from water and high heat.',
        '请远离水和高温。',
        'يحفظ بعيداً عن الماء والحرارة العالية.',
        '水気や高温を避けてください。',
        'Mantener alejado del agua y del calor.',
      ),
      t5(
        'Compact size, easy to carry.',
        '小巧便携。',
        'حجم صغير وسهل الحمل.',
        'コンパクトで持ち運びやすい。',
        'Tamaño compacto, fácil de llevar.',
      ),
    ],
    leaves: [
      leaf(
        'phone',
        t5('Phone Accessories', '手机配件', 'إكسسوارات الهاتف', 'スマホアクセサリー', 'Accesorios para móvil'),
        {
          materials: ['silicone', 'aluminium', 'leather', 'recycled'],
          styles: ['slim', 'minimalist', 'compact', 'durable', 'portable'],
          colours: TECH,
          attr: 'colour',
          price: [3, 40],
        },
        [
          noun('Phone Case', '手机壳', 'جراب هاتف:m', 'スマホケース', 'Funda de móvil:f'),
          noun('Screen Protector', '屏幕保护膜', 'واقي شاشة:m', '画面保護フィルム', 'Protector de pantalla:m'),
          noun('Phone Stand', '手机支架', 'حامل هاتف:m', 'スマホスタンド', 'Soporte para móvil:m'),
          noun('Car Phone Mount', '车载手机支架', 'حامل هاتف للسيارة:m', '車載スマホホルダー', 'Soporte de coche para móvil:m'),
          noun('Charging Cable', '充电线', 'كابل شحن:m', '充電ケーブル', 'Cable de carga:m'),
          noun('Wall Charger', '充电头', 'شاحن حائط:m', '充電器', 'Cargador de pared:m'),
          noun('Selfie Stick', '自拍杆', 'عصا سيلفي:f', '自撮り棒', 'Palo selfi:m'),
        ],
      ),
      leaf(
        'audio',
        t5('Audio', '音频设备', 'الصوتيات', 'オーディオ', 'Audio'),
        {
          materials: ['aluminium', 'wood', 'recycled'],
          styles: ['compact', 'portable', 'classic', 'minimalist', 'retro', 'lightweight'],
          colours: TECH,
          attr: 'colour',
          price: [12, 200],
        },
        [
          noun('Earbuds', '入耳式耳机', 'سماعات أذن:f', 'イヤホン', 'Auriculares intrauditivos:mp'),
          noun('Over-Ear Headphones', '头戴式耳机', 'سماعات رأس:f', 'ヘッドホン', 'Auriculares de diadema:mp'),
          noun('Speaker', '音箱', 'مكبر صوت:m', 'スピーカー', 'Altavoz:m'),
          noun('Soundbar', '回音壁', 'مكبر صوت شريطي:m', 'サウンドバー', 'Barra de sonido:f'),
          noun('Desktop Microphone', '桌面麦克风', 'ميكروفون مكتبي:m', '卓上マイク', 'Micrófono de sobremesa:m'),
          noun('Turntable', '黑胶唱机', 'مشغل أسطوانات:m', 'レコードプレーヤー', 'Tocadiscos:m'),
          noun('Radio', '收音机', 'راديو:m', 'ラジオ', 'Radio:f'),
        ],
      ),
      leaf(
        'computer',
        t5('Computer Accessories', '电脑配件', 'ملحقات الحاسوب', 'パソコン周辺機器', 'Accesorios de ordenador'),
        {
          materials: ['aluminium', 'recycled', 'felt', 'leather'],
          styles: ['slim', 'ergonomic', 'compact', 'minimalist', 'portable', 'professional'],
          colours: TECH,
          attr: 'colour',
          price: [6, 120],
        },
        [
          noun('Keyboard', '键盘', 'لوحة مفاتيح:f', 'キーボード', 'Teclado:m'),
          noun('Mouse', '鼠标', 'فأرة:f', 'マウス', 'Ratón:m'),
          noun('Mouse Pad', '鼠标垫', 'لوحة فأرة:f', 'マウスパッド', 'Alfombrilla de ratón:f'),
          noun('Laptop Stand', '笔记本支架', 'حامل حاسوب محمول:m', 'ノートパソコンスタンド', 'Soporte para portátil:m'),
          noun('Docking Hub', '扩展坞', 'محطة توصيل:f', 'ドッキングステーション', 'Base de conexiones:f'),
          noun('Webcam', '网络摄像头', 'كاميرا ويب:f', 'ウェブカメラ', 'Cámara web:f'),
          noun('Laptop Sleeve', '电脑内胆包', 'غلاف حاسوب محمول:m', 'ノートパソコンケース', 'Funda para portátil:f'),
        ],
      ),
      leaf(
        'smarthome',
        t5('Smart Home', '智能家居', 'المنزل الذكي', 'スマートホーム', 'Hogar inteligente'),
        {
          materials: ['recycled', 'aluminium'],
          styles: ['compact', 'minimalist', 'modern', 'slim'],
          colours: ['white', 'black', 'grey'],
          attr: 'colour',
          price: [8, 150],
        },
        [
          noun('Smart Plug', '智能插座', 'قابس ذكي:m', 'スマートプラグ', 'Enchufe inteligente:m'),
          noun('Smart Bulb', '智能灯泡', 'مصباح ذكي:m', 'スマート電球', 'Bombilla inteligente:f'),
          noun('Video Doorbell', '可视门铃', 'جرس باب بالفيديو:m', 'ビデオドアホン', 'Timbre con vídeo:m'),
          noun('Security Camera', '监控摄像头', 'كاميرا مراقبة:f', '防犯カメラ', 'Cámara de seguridad:f'),
          noun('Motion Sensor', '人体感应器', 'مستشعر حركة:m', '人感センサー', 'Sensor de movimiento:m'),
          noun('Smart Thermostat', '智能温控器', 'منظم حرارة ذكي:m', 'スマートサーモスタット', 'Termostato inteligente:m'),
          noun('Light Strip', '灯带', 'شريط إضاءة:m', 'テープライト', 'Tira de luces:f'),
        ],
      ),
      leaf(
        'power',
        t5('Power & Charging', '电源与充电', 'الطاقة والشحن', '充電・電源', 'Energía y carga'),
        {
          materials: ['aluminium', 'recycled'],
          styles: ['compact', 'slim', 'portable', 'lightweight', 'durable'],
          colours: TECH,
          attr: 'colour',
          price: [8, 80],
        },
        [
          noun('Power Bank', '充电宝', 'بطارية متنقلة:f', 'モバイルバッテリー', 'Batería externa:f'),
          noun('Wireless Charger', '无线充电器', 'شاحن لاسلكي:m', 'ワイヤレス充電器', 'Cargador inalámbrico:m'),
          noun('Extension Lead', '插线板', 'وصلة كهربائية:f', '電源タップ', 'Regleta:f'),
          noun('Charging Station', '多口充电站', 'محطة شحن:f', '充電ステーション', 'Estación de carga:f'),
          noun('Travel Adapter', '旅行转换插头', 'محول سفر:m', '変換プラグ', 'Adaptador de viaje:m'),
          noun('Solar Charger', '太阳能充电器', 'شاحن شمسي:m', 'ソーラー充電器', 'Cargador solar:m'),
        ],
      ),
      leaf(
        'photo',
        t5('Camera & Photo', '摄影器材', 'التصوير', 'カメラ用品', 'Fotografía'),
        {
          materials: ['aluminium', 'carbon', 'nylon', 'leather'],
          styles: ['lightweight', 'compact', 'professional', 'portable', 'durable'],
          colours: TECH,
          attr: 'colour',
          price: [6, 120],
        },
        [
          noun('Tripod', '三脚架', 'حامل ثلاثي:m', '三脚', 'Trípode:m'),
          noun('Camera Bag', '相机包', 'حقيبة كاميرا:f', 'カメラバッグ', 'Bolsa para cámara:f'),
          noun('Ring Light', '环形补光灯', 'إضاءة حلقية:f', 'リングライト', 'Aro de luz:m'),
          noun('Lens Cleaning Kit', '镜头清洁套装', 'طقم تنظيف العدسات:m', 'レンズクリーニングキット', 'Kit de limpieza de objetivos:m'),
          noun('Memory Card Case', '存储卡收纳盒', 'علبة بطاقات الذاكرة:f', 'メモリーカードケース', 'Estuche para tarjetas de memoria:m'),
          noun('Camera Strap', '相机背带', 'حزام كاميرا:m', 'カメラストラップ', 'Correa para cámara:f'),
        ],
      ),
    ],
  },
  {
    key: 'beauty',
    name: t5('Beauty & Personal Care', '美妆个护', 'الجمال والعناية الشخصية', 'ビューティー・パーソナルケア', 'Belleza y cuidado personal'),
    des: t5(
      'Skincare, makeup, hair care, bath products and grooming tools.',
      '护肤、彩妆、护发、沐浴用品与美容工具。',
      'العناية بالبشرة والمكياج والعناية بالشعر ومنتجات الاستحمام وأدوات العناية.',
      'スキンケア、メイク、ヘアケア、バス用品、美容ツール。',
      'Cuidado facial, maquillaje, cuidado del cabello, baño y utensilios.',
    ),
    features: [
      t5(
        'Patch test before first use.',
        '首次使用前请先做皮肤测试。',
        'يرجى إجراء اختبار على جزء صغير من الجلد قبل الاستخدام الأول.',
        '初めてお使いの際はパッチテストを行ってください。',
        'Haz una prueba en la piel antes del primer uso.',
      ),
      t5(
        'Full ingredient list on the package.',
        '完整成分表见包装。',
        'قائمة المكونات الكاملة على العبوة.',
        '全成分はパッケージに記載しています。',
        'Lista completa de ingredientes en el envase.',
      ),
      t5(
        'Store in a cool, dry place.',
        '请存放于阴凉干燥处。',
        'يحفظ في مكان بارد وجاف.',
        '高温多湿を避けて保管してください。',
        'Conservar en un lugar fresco y seco.',
      ),
      t5('Suitable for daily routines.', '适合日常护理。', 'مناسب للروتين اليومي.', '毎日のケアに。', 'Apto para la rutina diaria.'),
    ],
    leaves: [
      leaf(
        'skincare',
        t5('Skincare', '护肤', 'العناية بالبشرة', 'スキンケア', 'Cuidado facial'),
        {
          materials: ['unscented', 'greentea', 'aloe', 'rose', 'chamomile', 'honey'],
          styles: ['gentle', 'moisturising', 'natural', 'refreshing', 'nourishing', 'travel'],
          colours: [],
          attr: 'capacity',
          capacities: ['15 ml', '30 ml', '50 ml', '100 ml'],
          price: [4, 45],
        },
        [
          noun('Face Cream', '面霜', 'كريم للوجه:m', 'フェイスクリーム', 'Crema facial:f'),
          noun('Facial Cleanser', '洁面乳', 'غسول للوجه:m', '洗顔料', 'Limpiador facial:m'),
          noun('Serum', '精华液', 'سيروم:m', '美容液', 'Sérum:m'),
          noun('Toner', '爽肤水', 'تونر:m', '化粧水', 'Tónico:m'),
          noun('Sheet Mask Set', '面膜套装', 'طقم أقنعة للوجه:m', 'シートマスクセット', 'Set de mascarillas faciales:m'),
          noun('Sunscreen', '防晒霜', 'واقي شمس:m', '日焼け止め', 'Protector solar:m'),
          noun('Lip Balm', '润唇膏', 'مرطب شفاه:m', 'リップクリーム', 'Bálsamo labial:m'),
        ],
      ),
      leaf(
        'makeup',
        t5('Makeup', '彩妆', 'المكياج', 'メイクアップ', 'Maquillaje'),
        {
          materials: [],
          styles: ['longlasting', 'matte', 'shimmer', 'natural', 'classic', 'travel'],
          colours: MAKEUP,
          attr: 'colour',
          price: [4, 40],
        },
        [
          noun('Lipstick', '口红', 'أحمر شفاه:m', '口紅', 'Pintalabios:m'),
          noun('Eyeshadow Palette', '眼影盘', 'لوحة ظلال عيون:f', 'アイシャドウパレット', 'Paleta de sombras:f'),
          noun('Mascara', '睫毛膏', 'ماسكارا:f', 'マスカラ', 'Máscara de pestañas:f'),
          noun('Nail Polish', '指甲油', 'طلاء أظافر:m', 'マニキュア', 'Esmalte de uñas:m'),
          noun('Makeup Brush Set', '化妆刷套装', 'طقم فرش مكياج:m', 'メイクブラシセット', 'Set de brochas:m'),
          noun('Blush', '腮红', 'أحمر خدود:m', 'チーク', 'Colorete:m'),
          noun('Eyeliner', '眼线笔', 'قلم تحديد العيون:m', 'アイライナー', 'Delineador de ojos:m'),
        ],
      ),
      leaf(
        'haircare',
        t5('Hair Care', '美发护发', 'العناية بالشعر', 'ヘアケア', 'Cuidado del cabello'),
        {
          materials: ['coconut', 'argan', 'rose', 'greentea', 'unscented', 'citrus'],
          styles: ['gentle', 'nourishing', 'natural', 'refreshing', 'travel'],
          colours: [],
          attr: 'capacity',
          capacities: ['100 ml', '250 ml', '500 ml'],
          price: [4, 35],
        },
        [
          noun('Shampoo', '洗发水', 'شامبو:m', 'シャンプー', 'Champú:m'),
          noun('Conditioner', '护发素', 'بلسم:m', 'コンディショナー', 'Acondicionador:m'),
          noun('Hair Mask', '发膜', 'قناع للشعر:m', 'ヘアマスク', 'Mascarilla capilar:f'),
          noun('Hair Oil', '护发精油', 'زيت شعر:m', 'ヘアオイル', 'Aceite capilar:m'),
          noun('Dry Shampoo', '干洗喷雾', 'شامبو جاف:m', 'ドライシャンプー', 'Champú en seco:m'),
          noun('Leave-In Conditioner', '免洗护发素', 'بلسم بدون شطف:m', '洗い流さないトリートメント', 'Acondicionador sin aclarado:m'),
          noun('Scalp Scrub', '头皮磨砂膏', 'مقشر فروة الرأس:m', 'スカルプスクラブ', 'Exfoliante capilar:m'),
        ],
      ),
      leaf(
        'bath',
        t5('Bath & Body', '沐浴身体护理', 'الاستحمام والجسم', 'ボディケア', 'Baño y cuerpo'),
        {
          materials: ['lavender', 'rose', 'citrus', 'coconut', 'vanilla', 'chamomile', 'unscented', 'honey'],
          styles: ['gentle', 'moisturising', 'natural', 'refreshing', 'nourishing', 'travel'],
          colours: [],
          attr: 'capacity',
          capacities: ['100 ml', '250 ml', '500 ml'],
          price: [3, 30],
        },
        [
          noun('Body Wash', '沐浴露', 'غسول الجسم:m', 'ボディソープ', 'Gel de ducha:m'),
          noun('Hand Cream', '护手霜', 'كريم لليدين:m', 'ハンドクリーム', 'Crema de manos:f'),
          noun('Body Lotion', '身体乳', 'لوشن للجسم:m', 'ボディローション', 'Loción corporal:f'),
          noun('Bath Salts', '浴盐', 'أملاح استحمام:f', 'バスソルト', 'Sales de baño:fp'),
          noun('Soap Bar', '香皂', 'صابونة:f', '固形石鹸', 'Pastilla de jabón:f'),
          noun('Body Scrub', '身体磨砂膏', 'مقشر للجسم:m', 'ボディスクラブ', 'Exfoliante corporal:m'),
          noun('Deodorant', '香体露', 'مزيل عرق:m', 'デオドラント', 'Desodorante:m'),
        ],
      ),
      leaf(
        'grooming',
        t5('Grooming Tools', '美容工具', 'أدوات العناية', '美容ツール', 'Utensilios de cuidado'),
        {
          materials: [],
          styles: ['compact', 'portable', 'professional', 'lightweight', 'foldable'],
          colours: GROOM,
          attr: 'colour',
          price: [5, 90],
        },
        [
          noun('Hair Dryer', '吹风机', 'مجفف شعر:m', 'ヘアドライヤー', 'Secador de pelo:m'),
          noun('Electric Shaver', '电动剃须刀', 'ماكينة حلاقة كهربائية:f', '電気シェーバー', 'Afeitadora eléctrica:f'),
          noun('Hair Straightener', '直发器', 'مكواة شعر:f', 'ストレートアイロン', 'Plancha de pelo:f'),
          noun('Nail Clipper Set', '指甲剪套装', 'طقم قصافة أظافر:m', '爪切りセット', 'Set de cortaúñas:m'),
          noun('Makeup Mirror', '化妆镜', 'مرآة مكياج:f', 'メイクミラー', 'Espejo de maquillaje:m'),
          noun('Electric Toothbrush', '电动牙刷', 'فرشاة أسنان كهربائية:f', '電動歯ブラシ', 'Cepillo de dientes eléctrico:m'),
          noun('Hair Brush', '气垫梳', 'فرشاة شعر:f', 'ヘアブラシ', 'Cepillo para el pelo:m'),
        ],
      ),
    ],
  },
  {
    key: 'sports',
    name: t5('Sports & Outdoors', '运动户外', 'الرياضة والهواء الطلق', 'スポーツ・アウトドア', 'Deportes y aire libre'),
    des: t5(
      'Gear for the gym, the trail, the pool and the pitch.',
      '健身房、山野、泳池与球场的运动装备。',
      'معدات للصالة الرياضية والمسارات والمسبح والملعب.',
      'ジム、山道、プール、グラウンドで使えるギア。',
      'Equipamiento para el gimnasio, la montaña, la piscina y la cancha.',
    ),
    features: [
      t5(
        'Made for training and weekend trips.',
        '适合训练与周末出行。',
        'مناسب للتدريب ورحلات نهاية الأسبوع.',
        'トレーニングや週末のお出かけに。',
        'Para entrenar y para escapadas de fin de semana.',
      ),
      t5('Lightweight and easy to pack.', '轻便易收纳。', 'خفيف وسهل الحمل.', '軽くて持ち運びやすい。', 'Ligero y fácil de guardar.'),
      t5(
        'Rinse and air-dry after use.',
        '使用后请冲洗并自然晾干。',
        'يشطف ويترك ليجف في الهواء بعد الاستخدام.',
        '使用後は水洗いして自然乾燥させてください。',
        'Enjuagar y dejar secar al aire después de usar.',
      ),
      t5(
        'Inspect before each use.',
        '每次使用前请检查。',
        'يرجى الفحص قبل كل استخدام.',
        'ご使用前に毎回点検してください。',
        'Revisar antes de cada uso.',
      ),
    ],
    leaves: [
      leaf(
        'fitness',
        t5('Fitness', '健身', 'اللياقة البدنية', 'フィットネス', 'Fitness'),
        {
          materials: ['rubber', 'cork'],
          styles: ['durable', 'compact', 'professional', 'adjustable', 'lightweight'],
          colours: ALL,
          attr: 'colour',
          price: [5, 90],
        },
        [
          noun('Yoga Mat', '瑜伽垫', 'سجادة يوغا:f', 'ヨガマット', 'Esterilla de yoga:f'),
          noun('Dumbbell Set', '哑铃套装', 'طقم أثقال يدوية:m', 'ダンベルセット', 'Juego de mancuernas:m'),
          noun('Resistance Bands', '弹力带', 'أحزمة مقاومة:f', 'エクササイズバンド', 'Bandas elásticas:fp'),
          noun('Jump Rope', '跳绳', 'حبل قفز:m', '縄跳び', 'Comba:f'),
          noun('Foam Roller', '泡沫轴', 'أسطوانة تدليك:f', 'フォームローラー', 'Rodillo de espuma:m'),
          noun('Kettlebell', '壶铃', 'ثقل بمقبض:m', 'ケトルベル', 'Pesa rusa:f'),
          noun('Ab Roller', '健腹轮', 'عجلة تمارين البطن:f', '腹筋ローラー', 'Rueda abdominal:f'),
        ],
      ),
      leaf(
        'cycling',
        t5('Cycling', '骑行', 'ركوب الدراجات', 'サイクリング', 'Ciclismo'),
        {
          materials: ['aluminium', 'carbon', 'nylon'],
          styles: ['lightweight', 'durable', 'waterproof', 'compact', 'adjustable'],
          colours: ALL,
          attr: 'colour',
          price: [6, 90],
        },
        [
          noun('Bike Helmet', '骑行头盔', 'خوذة دراجة:f', 'サイクルヘルメット', 'Casco de ciclismo:m'),
          noun('Bike Light Set', '自行车灯套装', 'طقم أضواء دراجة:m', '自転車ライトセット', 'Juego de luces para bicicleta:m'),
          noun('Bike Lock', '自行车锁', 'قفل دراجة:m', '自転車用ロック', 'Candado de bicicleta:m'),
          noun('Cycling Gloves', '骑行手套', 'قفازات ركوب الدراجات:f', 'サイクルグローブ', 'Guantes de ciclismo:mp'),
          noun('Frame Bag', '车架包', 'حقيبة إطار الدراجة:f', 'フレームバッグ', 'Bolsa de cuadro:f'),
          noun('Bottle Cage', '水壶架', 'حامل زجاجة ماء:m', 'ボトルケージ', 'Portabidones:m'),
          noun('Mini Pump', '便携打气筒', 'منفاخ يدوي:m', '携帯ポンプ', 'Bomba de mano:f'),
        ],
      ),
      leaf(
        'camping',
        t5('Camping & Hiking', '露营徒步', 'التخييم والمشي', 'キャンプ・ハイキング', 'Camping y senderismo'),
        {
          materials: ['nylon', 'aluminium', 'polyester', 'canvas'],
          styles: ['lightweight', 'foldable', 'waterproof', 'durable', 'compact', 'portable'],
          colours: ['green', 'olive', 'khaki', 'orange', 'navy', 'grey', 'black', 'blue', 'red'],
          attr: 'colour',
          price: [8, 180],
        },
        [
          noun('Tent', '帐篷', 'خيمة:f', 'テント', 'Tienda de campaña:f'),
          noun('Sleeping Bag', '睡袋', 'كيس نوم:m', '寝袋', 'Saco de dormir:m'),
          noun('Camping Chair', '露营椅', 'كرسي تخييم:m', 'キャンプチェア', 'Silla de camping:f'),
          noun('Headlamp', '头灯', 'مصباح رأس:m', 'ヘッドランプ', 'Linterna frontal:f'),
          noun('Trekking Poles', '登山杖', 'عصي المشي:f', 'トレッキングポール', 'Bastones de trekking:mp'),
          noun('Camping Lantern', '露营灯', 'فانوس تخييم:m', 'ランタン', 'Farol de camping:m'),
          noun('Camping Cookset', '露营炊具套装', 'طقم طهي للتخييم:m', 'クッカーセット', 'Set de cocina de camping:m'),
        ],
      ),
      leaf(
        'swimming',
        t5('Swimming & Water', '游泳与水上', 'السباحة والرياضات المائية', '水泳・マリン', 'Natación y agua'),
        {
          materials: [],
          styles: ['quickdry', 'lightweight', 'durable', 'classic', 'compact'],
          colours: ALL,
          attr: 'colour',
          price: [4, 60],
        },
        [
          noun('Swim Goggles', '泳镜', 'نظارات سباحة:f', 'スイミングゴーグル', 'Gafas de natación:fp'),
          noun('Swim Cap', '泳帽', 'قبعة سباحة:f', 'スイムキャップ', 'Gorro de natación:m'),
          noun('Beach Towel', '沙滩巾', 'منشفة شاطئ:f', 'ビーチタオル', 'Toalla de playa:f'),
          noun('Dry Bag', '防水袋', 'حقيبة جافة:f', 'ドライバッグ', 'Bolsa estanca:f'),
          noun('Snorkel Set', '浮潜套装', 'طقم غطس:m', 'シュノーケルセット', 'Set de esnórquel:m'),
          noun('Swim Shorts', '泳裤', 'شورت سباحة:m', 'サーフパンツ', 'Bañador:m'),
          noun('Kickboard', '浮板', 'لوح سباحة:m', 'ビート板', 'Tabla de natación:f'),
        ],
      ),
      leaf(
        'teamsports',
        t5('Team Sports', '球类运动', 'الرياضات الجماعية', '球技', 'Deportes de equipo'),
        { materials: [], styles: ['professional', 'durable', 'classic', 'lightweight'], colours: ALL, attr: 'colour', price: [6, 70] },
        [
          noun('Football', '足球', 'كرة قدم:f', 'サッカーボール', 'Balón de fútbol:m'),
          noun('Basketball', '篮球', 'كرة سلة:f', 'バスケットボール', 'Balón de baloncesto:m'),
          noun('Volleyball', '排球', 'كرة طائرة:f', 'バレーボール', 'Balón de voleibol:m'),
          noun(
            'Badminton Racket Set',
            '羽毛球拍套装',
            'طقم مضارب ريشة:m',
            'バドミントンラケットセット',
            'Juego de raquetas de bádminton:m',
          ),
          noun('Table Tennis Paddle', '乒乓球拍', 'مضرب تنس طاولة:m', '卓球ラケット', 'Pala de pimpón:f'),
          noun('Training Cones', '训练标志桶', 'أقماع تدريب:f', 'トレーニングコーン', 'Conos de entrenamiento:mp'),
          noun('Goalkeeper Gloves', '守门员手套', 'قفازات حارس مرمى:f', 'キーパーグローブ', 'Guantes de portero:mp'),
        ],
      ),
    ],
  },
  {
    key: 'toys',
    name: t5('Toys & Kids', '玩具与儿童', 'الألعاب والأطفال', 'おもちゃ・キッズ', 'Juguetes y niños'),
    des: t5(
      'Toys for building, pretend play and learning, plus baby essentials.',
      '拼搭、过家家与益智玩具，以及婴儿必需品。',
      'ألعاب للبناء واللعب التخيلي والتعلم، ومستلزمات الرضع.',
      '組み立て、ごっこ遊び、学びのおもちゃとベビー用品。',
      'Juguetes para construir, imaginar y aprender, y artículos para bebé.',
    ),
    features: [
      t5(
        'Please check the recommended age on the package.',
        '请查看包装上的建议年龄。',
        'يرجى مراجعة العمر الموصى به على العبوة.',
        '対象年齢はパッケージをご確認ください。',
        'Consulta la edad recomendada en el envase.',
      ),
      t5(
        'Adult supervision recommended for young children.',
        '幼儿使用时建议成人看护。',
        'يوصى بإشراف الكبار للأطفال الصغار.',
        '小さなお子様のご使用には大人の付き添いをおすすめします。',
        'Se recomienda supervisión adulta con niños pequeños.',
      ),
      t5(
        'Rounded edges and a sturdy build.',
        '圆角设计，结构结实。',
        'حواف مستديرة وبنية متينة.',
        '角の丸いしっかりした作り。',
        'Bordes redondeados y estructura resistente.',
      ),
      WIPE,
    ],
    leaves: [
      leaf(
        'building',
        t5('Building Toys', '积木拼搭', 'ألعاب البناء', 'ブロック・組み立て', 'Juegos de construcción'),
        {
          materials: ['wood', 'recycled', 'bamboo'],
          styles: ['classic', 'creative', 'educational', 'deluxe', 'mini'],
          colours: ALL,
          attr: 'colour',
          price: [8, 80],
        },
        [
          noun('Building Blocks Set', '积木套装', 'طقم مكعبات بناء:m', 'ブロックセット', 'Juego de bloques de construcción:m'),
          noun('Magnetic Tiles', '磁力片', 'بلاطات مغناطيسية:f', 'マグネットブロック', 'Bloques magnéticos:mp'),
          noun('Marble Run', '弹珠轨道', 'مسار كرات زجاجية:m', 'ビー玉転がし', 'Circuito de canicas:m'),
          noun('Train Set', '火车轨道套装', 'طقم قطار:m', '電車セット', 'Tren de juguete:m'),
          noun('Model Kit', '拼装模型', 'مجسم للتركيب:m', '組み立てキット', 'Maqueta para montar:f'),
          noun('Stacking Rings', '叠叠圈', 'حلقات تكديس:f', '積み重ねリング', 'Anillas apilables:fp'),
        ],
      ),
      leaf(
        'plush',
        t5('Dolls & Plush', '玩偶毛绒', 'دمى وألعاب محشوة', 'ぬいぐるみ・人形', 'Muñecas y peluches'),
        {
          materials: ['cotton', 'felt'],
          styles: ['soft', 'classic', 'mini', 'handmade', 'deluxe'],
          colours: ALL,
          attr: 'colour',
          price: [6, 70],
        },
        [
          noun('Teddy Bear', '泰迪熊', 'دب محشو:m', 'テディベア', 'Oso de peluche:m'),
          noun('Plush Bunny', '毛绒兔', 'أرنب محشو:m', 'うさぎのぬいぐるみ', 'Conejito de peluche:m'),
          noun('Rag Doll', '布娃娃', 'دمية قماشية:f', '布人形', 'Muñeca de trapo:f'),
          noun('Dollhouse', '娃娃屋', 'بيت دمى:m', 'ドールハウス', 'Casa de muñecas:f'),
          noun('Hand Puppet Set', '手偶套装', 'طقم دمى يد:m', 'パペットセット', 'Juego de marionetas:m'),
          noun('Plush Dinosaur', '毛绒恐龙', 'ديناصور محشو:m', '恐竜のぬいぐるみ', 'Dinosaurio de peluche:m'),
        ],
      ),
      leaf(
        'educational',
        t5('Educational Toys', '益智玩具', 'ألعاب تعليمية', '知育玩具', 'Juguetes educativos'),
        {
          materials: ['wood', 'bamboo', 'recycled'],
          styles: ['classic', 'creative', 'deluxe', 'mini'],
          colours: ALL,
          attr: 'colour',
          price: [6, 60],
        },
        [
          noun('Jigsaw Puzzle', '拼图', 'أحجية تركيب:f', 'ジグソーパズル', 'Rompecabezas:m'),
          noun('Shape Sorter', '形状配对盒', 'صندوق فرز الأشكال:m', '型はめパズル', 'Clasificador de formas:m'),
          noun('Abacus', '算盘', 'معداد:m', 'そろばん', 'Ábaco:m'),
          noun('Science Kit', '科学实验套装', 'طقم تجارب علمية:m', '科学実験キット', 'Kit de ciencias:m'),
          noun('Memory Card Game', '记忆卡片游戏', 'لعبة الذاكرة:f', 'メモリーカードゲーム', 'Juego de memoria:m'),
          noun('Globe', '地球仪', 'مجسم الكرة الأرضية:m', '地球儀', 'Globo terráqueo:m'),
          noun('Magnetic Drawing Board', '磁性画板', 'لوح رسم مغناطيسي:m', 'お絵かきボード', 'Pizarra magnética:f'),
        ],
      ),
      leaf(
        'outdoorplay',
        t5('Outdoor Play', '户外玩具', 'ألعاب خارجية', '外遊び', 'Juego al aire libre'),
        { materials: [], styles: ['classic', 'foldable', 'durable', 'lightweight', 'mini'], colours: ALL, attr: 'colour', price: [6, 90] },
        [
          noun('Kick Scooter', '滑板车', 'سكوتر:m', 'キックスクーター', 'Patinete:m'),
          noun('Balance Bike', '平衡车', 'دراجة توازن:f', 'バランスバイク', 'Bicicleta sin pedales:f'),
          noun('Kite', '风筝', 'طائرة ورقية:f', '凧', 'Cometa:f'),
          noun('Bubble Machine', '泡泡机', 'آلة فقاعات:f', 'シャボン玉マシーン', 'Máquina de burbujas:f'),
          noun('Sandpit Toy Set', '沙滩玩具套装', 'طقم ألعاب رمل:m', '砂場セット', 'Juego de playa:m'),
          noun('Water Blaster', '水枪', 'مسدس ماء:m', '水鉄砲', 'Pistola de agua:f'),
          noun('Swing Seat', '秋千座椅', 'أرجوحة:f', 'ブランコ', 'Columpio:m'),
        ],
      ),
      leaf(
        'baby',
        t5('Baby Essentials', '婴儿用品', 'مستلزمات الرضع', 'ベビー用品', 'Bebé'),
        {
          materials: ['cotton', 'bamboo'],
          styles: ['soft', 'gentle', 'classic', 'natural'],
          colours: ['white', 'beige', 'pink', 'skyblue', 'yellow', 'green', 'grey'],
          attr: 'colour',
          price: [4, 60],
        },
        [
          noun('Baby Blanket', '婴儿毯', 'بطانية أطفال:f', 'ベビーブランケット', 'Manta para bebé:f'),
          noun('Bib Set', '口水巾套装', 'طقم مرايل:m', 'スタイセット', 'Juego de baberos:m'),
          noun('Teether', '牙胶', 'عضاضة:f', '歯がため', 'Mordedor:m'),
          noun('Baby Bottle', '奶瓶', 'رضاعة:f', '哺乳瓶', 'Biberón:m'),
          noun('Sippy Cup', '学饮杯', 'كوب تدريب:m', 'ストローマグ', 'Vaso de aprendizaje:m'),
          noun('Baby Carrier', '婴儿背带', 'حمالة أطفال:f', '抱っこ紐', 'Mochila portabebés:f'),
          noun('Baby Bodysuit', '婴儿连体衣', 'بدلة رضيع:f', 'ベビーロンパース', 'Body de bebé:m'),
        ],
      ),
    ],
  },
  {
    key: 'office',
    name: t5('Office & Stationery', '办公文具', 'المكتب والقرطاسية', '文房具・オフィス用品', 'Oficina y papelería'),
    des: t5(
      'Pens, paper, desk organisers, office furniture and art supplies.',
      '笔、纸品、桌面收纳、办公家具与美术用品。',
      'أقلام وورق ومنظمات مكتب وأثاث مكتبي ومستلزمات فنية.',
      'ペン、紙製品、デスク収納、オフィス家具、画材。',
      'Bolígrafos, papel, organizadores, muebles de oficina y material de arte.',
    ),
    features: [
      t5(
        'Practical for home, school and the office.',
        '适合居家、学校和办公室使用。',
        'عملي للمنزل والمدرسة والمكتب.',
        '家庭・学校・オフィスで活躍。',
        'Práctico para casa, clase y oficina.',
      ),
      t5('Neat, simple design.', '简洁大方的设计。', 'تصميم بسيط وأنيق.', 'すっきりシンプルなデザイン。', 'Diseño sencillo y ordenado.'),
      CHECK_DIMENSIONS,
      PACKED,
    ],
    leaves: [
      leaf(
        'writing',
        t5('Writing Instruments', '书写工具', 'أدوات الكتابة', '筆記具', 'Escritura'),
        {
          materials: ['steel', 'wood', 'bamboo', 'aluminium'],
          styles: ['classic', 'refillable', 'minimalist', 'professional', 'slim'],
          colours: ALL,
          attr: 'colour',
          price: [2, 60],
        },
        [
          noun('Fountain Pen', '钢笔', 'قلم حبر:m', '万年筆', 'Pluma estilográfica:f'),
          noun('Gel Pen Set', '中性笔套装', 'طقم أقلام جل:m', 'ゲルインクペンセット', 'Juego de bolígrafos de gel:m'),
          noun('Mechanical Pencil', '自动铅笔', 'قلم رصاص ميكانيكي:m', 'シャープペンシル', 'Portaminas:m'),
          noun('Highlighter Set', '荧光笔套装', 'طقم أقلام تحديد:m', '蛍光ペンセット', 'Juego de subrayadores:m'),
          noun('Brush Pen', '软头笔', 'قلم فرشاة:m', '筆ペン', 'Rotulador de punta pincel:m'),
          noun('Ballpoint Pen', '圆珠笔', 'قلم حبر جاف:m', 'ボールペン', 'Bolígrafo:m'),
          noun('Marker Set', '记号笔套装', 'طقم أقلام تلوين:m', 'マーカーセット', 'Juego de rotuladores:m'),
        ],
      ),
      leaf(
        'paper',
        t5('Notebooks & Paper', '本册纸品', 'دفاتر وورق', 'ノート・紙製品', 'Cuadernos y papel'),
        {
          materials: ['kraft', 'leather', 'linen'],
          styles: ['classic', 'minimalist', 'refillable', 'compact', 'retro'],
          colours: ALL,
          attr: 'colour',
          price: [2, 30],
        },
        [
          noun('Notebook', '笔记本', 'دفتر:m', 'ノート', 'Cuaderno:m'),
          noun('Planner', '计划本', 'مفكرة:f', '手帳', 'Agenda:f'),
          noun('Sketchbook', '素描本', 'كراسة رسم:f', 'スケッチブック', 'Cuaderno de dibujo:m'),
          noun('Sticky Notes', '便利贴', 'أوراق لاصقة:f', '付箋', 'Notas adhesivas:fp'),
          noun('Memo Pad', '便签本', 'دفتر ملاحظات:m', 'メモ帳', 'Bloc de notas:m'),
          noun('Journal', '手账本', 'دفتر يوميات:m', '日記帳', 'Diario:m'),
        ],
      ),
      leaf(
        'desk',
        t5('Desk Organisation', '桌面收纳', 'تنظيم المكتب', 'デスク収納', 'Organización de escritorio'),
        {
          materials: ['bamboo', 'wood', 'felt', 'leather', 'aluminium'],
          styles: ['minimalist', 'modern', 'compact', 'stackable', 'classic'],
          colours: HOME,
          attr: 'colour',
          price: [4, 60],
        },
        [
          noun('Pen Holder', '笔筒', 'حامل أقلام:m', 'ペン立て', 'Portalápices:m'),
          noun('Desk Organiser', '桌面收纳盒', 'منظم مكتب:m', 'デスクオーガナイザー', 'Organizador de escritorio:m'),
          noun('File Folder Set', '文件夹套装', 'طقم ملفات:m', 'ファイルフォルダーセット', 'Juego de carpetas:m'),
          noun('Document Tray', '文件盘', 'صينية مستندات:f', '書類トレー', 'Bandeja de documentos:f'),
          noun('Monitor Riser', '显示器增高架', 'حامل شاشة:m', 'モニター台', 'Elevador de monitor:m'),
          noun('Cable Organiser', '理线器', 'منظم كابلات:m', 'ケーブル収納', 'Organizador de cables:m'),
          noun('Desk Mat', '桌垫', 'مفرش مكتب:m', 'デスクマット', 'Alfombrilla de escritorio:f'),
        ],
      ),
      leaf(
        'furniture',
        t5('Office Furniture', '办公家具', 'أثاث مكتبي', 'オフィス家具', 'Mobiliario de oficina'),
        {
          materials: ['wood', 'mesh', 'aluminium', 'bamboo'],
          styles: ['ergonomic', 'modern', 'minimalist', 'adjustable', 'compact'],
          colours: ['black', 'white', 'grey', 'beige', 'brown', 'navy', 'green'],
          attr: 'colour',
          price: [15, 320],
        },
        [
          noun('Office Chair', '办公椅', 'كرسي مكتب:m', 'オフィスチェア', 'Silla de oficina:f'),
          noun('Standing Desk', '升降桌', 'مكتب وقوف:m', 'スタンディングデスク', 'Escritorio elevable:m'),
          noun('Bookshelf', '书架', 'رف كتب:m', '本棚', 'Estantería:f'),
          noun('Filing Cabinet', '文件柜', 'خزانة ملفات:f', 'ファイルキャビネット', 'Archivador:m'),
          noun('Footrest', '脚踏', 'مسند قدمين:m', 'フットレスト', 'Reposapiés:m'),
          noun('Drawer Unit', '抽屉柜', 'وحدة أدراج:f', 'サイドワゴン', 'Cajonera:f'),
          noun('Desk Lamp', '书桌台灯', 'مصباح مكتب:m', 'デスクライト', 'Flexo:m'),
        ],
      ),
      leaf(
        'art',
        t5('Art Supplies', '美术用品', 'مستلزمات الفنون', '画材', 'Bellas artes'),
        { materials: [], styles: ['classic', 'professional', 'compact', 'deluxe', 'travel'], colours: [], attr: 'pack', price: [3, 60] },
        [
          noun('Watercolour Set', '水彩颜料套装', 'طقم ألوان مائية:m', '水彩絵の具セット', 'Set de acuarelas:m'),
          noun('Coloured Pencils', '彩色铅笔', 'أقلام رصاص ملونة:f', '色鉛筆', 'Lápices de colores:mp'),
          noun('Acrylic Paint Set', '丙烯颜料套装', 'طقم ألوان أكريليك:m', 'アクリル絵の具セット', 'Set de pintura acrílica:m'),
          noun('Paintbrush Set', '画笔套装', 'طقم فرش رسم:m', '絵筆セット', 'Juego de pinceles:m'),
          noun('Canvas Panel', '画布板', 'لوحة قماش للرسم:f', 'キャンバスボード', 'Lienzo:m'),
          noun('Easel', '画架', 'حامل رسم:m', 'イーゼル', 'Caballete:m'),
          noun('Modelling Clay Kit', '黏土套装', 'طقم صلصال:m', '粘土セット', 'Kit de modelado de arcilla:m'),
        ],
      ),
    ],
  },
  {
    key: 'garden',
    name: t5('Garden & Tools', '园艺工具', 'الحديقة والأدوات', 'ガーデン・工具', 'Jardín y herramientas'),
    des: t5(
      'Planters, garden tools, outdoor furniture, lighting and hand tools.',
      '花盆、园艺工具、户外家具、照明与手动工具。',
      'أصص وأدوات حدائق وأثاث خارجي وإضاءة وأدوات يدوية.',
      'プランター、園芸用品、ガーデン家具、屋外照明、ハンドツール。',
      'Macetas, herramientas de jardín, muebles de exterior, iluminación y herramientas manuales.',
    ),
    features: [
      t5(
        'Made for the garden, balcony and workshop.',
        '适用于花园、阳台和工作间。',
        'مناسب للحديقة والشرفة والورشة.',
        '庭・ベランダ・作業場で使えます。',
        'Para el jardín, el balcón y el taller.',
      ),
      t5(
        'Clean and dry after use to extend its life.',
        '使用后清洁并晾干，可延长使用寿命。',
        'ينظف ويجفف بعد الاستخدام لإطالة عمره.',
        '使用後は汚れを落として乾かすと長持ちします。',
        'Limpiar y secar después de usar para que dure más.',
      ),
      t5(
        'Store indoors in winter.',
        '冬季请收纳于室内。',
        'يخزن في الداخل خلال فصل الشتاء.',
        '冬場は屋内で保管してください。',
        'Guardar en interior durante el invierno.',
      ),
      CHECK_DIMENSIONS,
    ],
    leaves: [
      leaf(
        'planters',
        t5('Planters & Pots', '花盆', 'أصص ومزارع', 'プランター・鉢', 'Macetas y jardineras'),
        {
          materials: ['ceramic', 'terracotta', 'wood', 'rattan', 'concrete'],
          styles: ['modern', 'rustic', 'handmade', 'minimalist', 'nordic'],
          colours: EARTH,
          attr: 'colour',
          price: [4, 120],
        },
        [
          noun('Plant Pot', '花盆', 'أصيص نباتات:m', '植木鉢', 'Maceta:f'),
          noun('Hanging Planter', '吊盆', 'أصيص معلق:m', 'ハンギングプランター', 'Maceta colgante:f'),
          noun('Raised Garden Bed', '种植箱', 'حوض زراعة مرتفع:m', 'レイズドベッド', 'Huerto elevado:m'),
          noun('Window Box', '窗台花箱', 'صندوق زهور للنافذة:m', 'プランターボックス', 'Jardinera de ventana:f'),
          noun('Self-Watering Pot', '自动吸水花盆', 'أصيص ذاتي الري:m', '自動給水鉢', 'Maceta autorriego:f'),
          noun('Plant Stand', '花架', 'حامل نباتات:m', 'プランタースタンド', 'Soporte para plantas:m'),
        ],
      ),
      leaf(
        'gardentools',
        t5('Garden Tools', '园艺用具', 'أدوات الحديقة', '園芸用品', 'Herramientas de jardín'),
        {
          materials: [],
          styles: ['durable', 'heavyduty', 'lightweight', 'compact', 'foldable'],
          colours: ['green', 'black', 'orange', 'grey', 'red', 'yellow'],
          attr: 'colour',
          price: [3, 60],
        },
        [
          noun('Pruning Shears', '修枝剪', 'مقص تقليم:m', '剪定ばさみ', 'Tijeras de podar:fp'),
          noun('Hand Trowel', '园艺小铲', 'مجرفة يدوية:f', '移植ごて', 'Desplantador:m'),
          noun('Garden Gloves', '园艺手套', 'قفازات حدائق:f', 'ガーデングローブ', 'Guantes de jardinería:mp'),
          noun('Garden Hose', '浇水软管', 'خرطوم حديقة:m', 'ガーデンホース', 'Manguera de jardín:f'),
          noun('Watering Can', '洒水壶', 'إبريق سقي:m', 'じょうろ', 'Regadera:f'),
          noun('Rake', '耙子', 'مشط حديقة:m', '熊手', 'Rastrillo:m'),
          noun('Kneeling Pad', '园艺跪垫', 'وسادة ركبة:f', '膝当てマット', 'Reposarrodillas:m'),
        ],
      ),
      leaf(
        'outdoorfurniture',
        t5('Outdoor Furniture', '户外家具', 'أثاث خارجي', 'ガーデンファニチャー', 'Muebles de exterior'),
        {
          materials: ['wood', 'rattan', 'aluminium', 'teak'],
          styles: ['foldable', 'weatherproof', 'modern', 'rustic', 'stackable'],
          colours: EARTH,
          attr: 'colour',
          price: [20, 400],
        },
        [
          noun('Garden Chair', '花园椅', 'كرسي حديقة:m', 'ガーデンチェア', 'Silla de jardín:f'),
          noun('Patio Table', '庭院桌', 'طاولة فناء:f', 'ガーデンテーブル', 'Mesa de exterior:f'),
          noun('Hammock', '吊床', 'أرجوحة شبكية:f', 'ハンモック', 'Hamaca:f'),
          noun('Deck Chair', '躺椅', 'كرسي استلقاء:m', 'デッキチェア', 'Tumbona:f'),
          noun('Outdoor Cushion', '户外坐垫', 'وسادة خارجية:f', '屋外用クッション', 'Cojín de exterior:m'),
          noun('Parasol', '遮阳伞', 'مظلة:f', 'パラソル', 'Sombrilla:f'),
          noun('Garden Bench', '花园长椅', 'مقعد حديقة:m', 'ガーデンベンチ', 'Banco de jardín:m'),
        ],
      ),
      leaf(
        'outdoorlighting',
        t5('Outdoor Lighting', '户外照明', 'إضاءة خارجية', '屋外照明', 'Iluminación exterior'),
        {
          materials: ['steel', 'aluminium', 'glass', 'rattan'],
          styles: ['weatherproof', 'modern', 'retro', 'compact', 'classic'],
          colours: LIGHT,
          attr: 'colour',
          price: [8, 120],
        },
        [
          noun('Solar Path Lights', '太阳能草坪灯', 'أضواء ممرات شمسية:f', 'ソーラーガーデンライト', 'Balizas solares:fp'),
          noun('String Lights', '串灯', 'سلسلة أضواء:f', 'ストリングライト', 'Guirnalda de luces:f'),
          noun('Wall Lantern', '户外壁灯', 'فانوس جداري:m', '屋外ウォールライト', 'Aplique de exterior:m'),
          noun('Floodlight', '投光灯', 'كشاف إضاءة:m', '投光器', 'Foco proyector:m'),
          noun('Hanging Lantern', '挂灯', 'فانوس معلق:m', '吊り下げランタン', 'Farol colgante:m'),
          noun('Motion Sensor Light', '感应灯', 'ضوء بمستشعر حركة:m', 'センサーライト', 'Luz con sensor de movimiento:f'),
        ],
      ),
      leaf(
        'handtools',
        t5('Hand Tools', '手动工具', 'أدوات يدوية', 'ハンドツール', 'Herramientas manuales'),
        {
          materials: ['crv', 'steel'],
          styles: ['heavyduty', 'compact', 'professional', 'durable'],
          colours: TOOLS,
          attr: 'colour',
          price: [5, 90],
        },
        [
          noun('Screwdriver Set', '螺丝刀套装', 'طقم مفكات:m', 'ドライバーセット', 'Juego de destornilladores:m'),
          noun('Hammer', '锤子', 'مطرقة:f', 'ハンマー', 'Martillo:m'),
          noun('Adjustable Wrench', '活动扳手', 'مفتاح ربط متحرك:m', 'モンキーレンチ', 'Llave inglesa:f'),
          noun('Tape Measure', '卷尺', 'شريط قياس:m', 'メジャー', 'Cinta métrica:f'),
          noun('Utility Knife', '美工刀', 'قاطعة:f', 'カッターナイフ', 'Cúter:m'),
          noun('Tool Box', '工具箱', 'صندوق عدة:m', '工具箱', 'Caja de herramientas:f'),
          noun('Spirit Level', '水平仪', 'ميزان ماء:m', '水平器', 'Nivel de burbuja:m'),
          noun('Pliers Set', '钳子套装', 'طقم زرديات:m', 'ペンチセット', 'Juego de alicates:m'),
        ],
      ),
    ],
  },
];

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

export const ATTR_NAMES = {
  colour: t5('Colour', '颜色', 'اللون', 'カラー', 'Color'),
  size: t5('Size', '尺码', 'المقاس', 'サイズ', 'Talla'),
  capacity: t5('Capacity', '容量', 'السعة', '容量', 'Capacidad'),
  pack: t5('Pack Size', '规格', 'حجم العبوة', '入数', 'Unidades'),
} as const;

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'] as const;
export const PACK_COUNTS = [6, 12, 24, 36, 48] as const;

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

export const STORE_WORDS_A: readonly string[] = [
  'Harbor',
  'Pine',
  'Lantern',
  'Willow',
  'Cedar',
  'Maple',
  'Saltmarsh',
  'Copper',
  'Amber',
  'Birch',
  'Fern',
  'Meadow',
  'Orchard',
  'Driftwood',
  'Tidepool',
  'Heron',
  'Marigold',
  'Thistle',
  'Clover',
  'Hollow',
  'Bramble',
  'Linden',
  'Alder',
  'Sorrel',
  'Wren',
  'Larkspur',
  'Basalt',
  'Saffron',
  'Brook',
  'Lagoon',
  'Mossgate',
  'Tamarind',
  'Bayleaf',
  'Cinderhill',
  'Yarrow',
  'Quince',
  'Hazel',
  'Rowan',
  'Sandpiper',
  'Foxglove',
  'Nettle',
  'Pumice',
  'Glenmoor',
  'Starling',
  'Millbrook',
  'Lowtide',
  'Wildrye',
  'Oakmoss',
  'Flint',
  'Dunmore',
];
export const STORE_WORDS_B: readonly string[] = [
  'Loom',
  'Hearth',
  'Grove',
  'Trading',
  'Goods',
  'Workshop',
  'Studio',
  'Atelier',
  'Mercantile',
  'Outfitters',
  'House',
  'Corner',
  'Market',
  'Emporium',
  'Collective',
  'Provisions',
  'Depot',
  'Works',
  'Wares',
  'Yard',
  'Cabinet',
  'Pantry',
  'Shelf',
  'Lane',
  'Row',
];
export const STORE_SUFFIXES: readonly string[] = ['Supply Co.', '& Co.', 'Trading Co.', 'Goods Co.', 'Home', 'Store', 'Shop'];
