import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { IMAGE_WIDTHS_BY_KIND } from '@mall/contracts';
import {
  IMAGE_TYPES,
  type ImageFormat,
  VARY_ACCEPT,
  VariantCache,
  encodeVariant,
  sendImage,
  snapWidth,
  variantFormat,
} from '../../core/http/image-variants';

/**
 * Placeholder images for the demo catalogue (seed/catalog-seed.ts stores their URLs), each at a
 * bounded set of widths (`?w=`, other widths snap to the next allowed one, see image-variants.ts):
 *   /media/demo/g/<goodsId>/<n>.jpg          goods image n (1–10), square, w 240|480|800 (default 480)
 *   /media/demo/s/<sellerId>/avatar.jpg      square, w 64|128|256 (default 128)
 *   /media/demo/s/<sellerId>/banner<1-3>.jpg 3:1, w 480|800|1200|1600 (default 1200)
 *   /media/demo/c/<categoryId>/icon.png      square, w 64|128|256 (default 128)
 *   /media/demo/b/<brandKey>-<n>.jpg         brand banner n (1–9), 3:1, w 480|800|1200|1600 (default 1200)
 * Rendered once from an SVG (colour from the top category, pattern from the id, the item's English
 * name as text, marked "demo"), cached under <dataDir>/media/demo/…, then served from the file.
 * Every path segment is matched whole against a strict pattern: nothing else reaches the disk.
 */
export function registerDemoMedia(f: FastifyInstance, opts: { dataDir: string; ds: DataSource }): void {
  const cache = new VariantCache(join(opts.dataDir, 'media', 'demo'));

  // Pictures (JPEG, PNG, WebP): nothing to gain from compressing them again.
  f.get('/media/demo/*', { compress: false }, async (req, reply) => {
    const rest = (req.params as Record<string, string | undefined>)['*'] ?? '';
    const target = parseTarget(rest);
    if (!target) return reply.status(404).send(NOT_FOUND);
    const sizes = widthsOf(target);
    const w = snapWidth((req.query as Record<string, unknown> | undefined)?.w, sizes.kind, sizes.fallback);
    if (w === null) {
      return reply
        .status(400)
        .send({ error: { code: 'BAD_REQUEST', message: `w must be a width in pixels (${IMAGE_WIDTHS_BY_KIND[sizes.kind].join(', ')})` } });
    }
    const format = variantFormat(req, target.kind === 'category' ? 'png' : 'jpeg');
    const got = await cache.get(cacheName(target, w, format), () => produce(opts.ds, target, w, format));
    if (!got) return reply.status(404).send(NOT_FOUND);
    return sendImage(req, reply, got.body, {
      contentType: IMAGE_TYPES[format],
      cacheControl: 'public, max-age=31536000, immutable',
      headers: { 'x-demo-media': got.hit ? 'hit' : 'miss', ...VARY_ACCEPT },
    });
  });
}

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

// ---------------------------------------------------------------------------------------------
// Paths

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const GOODS_RE = new RegExp(`^g/(${UUID})/([1-9]|10)\\.jpg$`);
const STORE_RE = new RegExp(`^s/(${UUID})/(avatar|banner[1-3])\\.jpg$`);
const CATEGORY_RE = new RegExp(`^c/(${UUID})/icon\\.png$`);
const BRAND_RE = /^b\/([a-z0-9][a-z0-9_-]{0,31})-([1-9])\.jpg$/;

export type MediaTarget =
  | { kind: 'goods'; id: string; n: number }
  | { kind: 'store'; id: string; file: 'avatar' | 'banner1' | 'banner2' | 'banner3' }
  | { kind: 'category'; id: string }
  | { kind: 'brand'; key: string; n: number };

/** The whole path after /media/demo/, or null when it is not exactly one of the known forms. */
export function parseTarget(rest: string): MediaTarget | null {
  if (rest.length > 80) return null;
  let m = GOODS_RE.exec(rest);
  if (m) return { kind: 'goods', id: m[1], n: Number(m[2]) };
  m = STORE_RE.exec(rest);
  if (m) return { kind: 'store', id: m[1], file: m[2] as 'avatar' };
  m = CATEGORY_RE.exec(rest);
  if (m) return { kind: 'category', id: m[1] };
  m = BRAND_RE.exec(rest);
  if (m) return { kind: 'brand', key: m[1], n: Number(m[2]) };
  return null;
}

/** Which width set a picture uses, and the width served without `?w=` (its historical size). */
export function widthsOf(t: MediaTarget): { kind: 'goods' | 'thumb' | 'banner'; fallback: number } {
  if (t.kind === 'goods') return { kind: 'goods', fallback: 480 };
  if (t.kind === 'category' || (t.kind === 'store' && t.file === 'avatar')) return { kind: 'thumb', fallback: 128 };
  return { kind: 'banner', fallback: 1200 };
}

/** Relative cache path, built only from validated parts; the width is always part of the name. */
function cacheName(t: MediaTarget, w: number, format: ImageFormat): string {
  const ext = format === 'jpeg' ? 'jpg' : format;
  switch (t.kind) {
    case 'goods':
      return join('g', t.id, `${t.n}-${w}.${ext}`);
    case 'store':
      return join('s', t.id, `${t.file}-${w}.${ext}`);
    case 'category':
      return join('c', t.id, `icon-${w}.${ext}`);
    case 'brand':
      return join('b', `${t.key}-${t.n}-${w}.${ext}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Lookup and render

interface Art {
  width: number;
  height: number;
  hue: number;
  /** varies pattern and shape */
  variant: number;
  title: string;
  subtitle: string;
  layout: 'square' | 'banner' | 'avatar' | 'icon';
  /** brand colours, when known */
  colors?: { primary?: string; accent?: string };
}

async function produce(ds: DataSource, t: MediaTarget, w: number, format: ImageFormat): Promise<Buffer | null> {
  const art = await describe(ds, t, w);
  if (!art) return null;
  return encodeVariant(sharp(Buffer.from(render(art))), format);
}

/** A hue per top category, from its sort order (the seed numbers them 1…9). */
function topHue(sort: number): number {
  return ((((sort - 1) * 40 + 12) % 360) + 360) % 360;
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

const EN = `coalesce(nullif(x.name_i18n->>'en', ''), (select value from jsonb_each_text(x.name_i18n) limit 1), '')`;

async function describe(ds: DataSource, t: MediaTarget, w: number): Promise<Art | null> {
  switch (t.kind) {
    case 'goods': {
      const [row] = await ds.query(
        `select ${EN} as name, cardinality(x.images) as n, c.name_i18n->>'en' as cat, coalesce(p.sort, c.sort) as top_sort
           from goods x join categories c on c.id = x.category_id left join categories p on p.id = c.parent_id
          where x.id = $1`,
        [t.id],
      );
      if (!row || t.n > Number(row.n)) return null;
      const h = hash(t.id);
      return {
        width: w,
        height: w,
        hue: (topHue(Number(row.top_sort)) + (t.n - 1) * 9) % 360,
        variant: (h + t.n * 11) >>> 0,
        title: row.name,
        subtitle: row.cat ?? '',
        layout: 'square',
      };
    }
    case 'store': {
      const [row] = await ds.query(`select name from sellers where id = $1`, [t.id]);
      if (!row) return null;
      const h = hash(t.id);
      const banner = t.file !== 'avatar';
      const n = banner ? Number(t.file.slice(-1)) : 0;
      return {
        width: w,
        height: banner ? Math.round(w / 3) : w,
        hue: ((h % 360) + n * 25) % 360,
        variant: (h + n * 3) >>> 0,
        title: row.name,
        subtitle: banner ? STORE_TAGLINES[n - 1] : '',
        layout: banner ? 'banner' : 'avatar',
      };
    }
    case 'category': {
      const [row] = await ds.query(
        `select ${EN} as name, coalesce(p.sort, x.sort) as top_sort, x.parent_id is null as is_top
           from categories x left join categories p on p.id = x.parent_id where x.id = $1`,
        [t.id],
      );
      if (!row) return null;
      return {
        width: w,
        height: w,
        hue: topHue(Number(row.top_sort)),
        variant: hash(t.id),
        title: row.name,
        subtitle: '',
        layout: 'icon',
      };
    }
    case 'brand': {
      const [row] = await ds.query(`select name, colors from brands where key = $1`, [t.key]);
      if (!row || t.n > 9) return null;
      const tops: { name: string }[] = await ds.query(
        `select name_i18n->>'en' as name from categories where parent_id is null and not hidden order by sort, id`,
      );
      const h = hash(t.key);
      return {
        width: w,
        height: Math.round(w / 3),
        hue: ((h % 360) + t.n * 40) % 360,
        variant: (h + t.n * 5) >>> 0,
        title: row.name,
        subtitle: tops.length ? (tops[(t.n - 1) % tops.length].name ?? '') : '',
        layout: 'banner',
        colors: row.colors ?? undefined,
      };
    }
  }
}

const STORE_TAGLINES = ['Independent store', 'Browse the collection', 'Thanks for visiting'];

// ---------------------------------------------------------------------------------------------
// SVG

function hsl(h: number, s: number, l: number): string {
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function xml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Greedy word wrap by an estimated glyph width; at most `maxLines`, the last one ellipsised. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (let word of words) {
    while (word.length > maxChars) {
      if (cur) {
        lines.push(cur);
        cur = '';
      }
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
    }
    if (!cur) cur = word;
    else if (cur.length + 1 + word.length <= maxChars) cur += ' ' + word;
    else {
      lines.push(cur);
      cur = word;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const keep = lines.slice(0, maxLines);
    const last = keep[maxLines - 1];
    keep[maxLines - 1] = (last.length >= maxChars ? last.slice(0, maxChars - 1) : last) + '…';
    return keep;
  }
  return lines;
}

function pattern(variant: number, colour: string, angle: number): string {
  const t = `patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"`;
  switch (variant % 7) {
    case 0:
      return `<pattern id="p" width="26" height="26" ${t}><rect width="11" height="26" fill="${colour}"/></pattern>`;
    case 1:
      return `<pattern id="p" width="30" height="30" ${t}><circle cx="15" cy="15" r="5" fill="${colour}"/></pattern>`;
    case 2:
      return `<pattern id="p" width="34" height="34" ${t}><path d="M34 0H0V34" fill="none" stroke="${colour}" stroke-width="3"/></pattern>`;
    case 3:
      return `<pattern id="p" width="64" height="26" ${t}><path d="M0 13 Q16 0 32 13 T64 13" fill="none" stroke="${colour}" stroke-width="4"/></pattern>`;
    case 4:
      return `<pattern id="p" width="40" height="40" ${t}><path d="M0 40 L20 4 L40 40Z" fill="${colour}"/></pattern>`;
    case 5:
      return `<pattern id="p" width="40" height="40" ${t}><rect width="20" height="20" fill="${colour}"/><rect x="20" y="20" width="20" height="20" fill="${colour}"/></pattern>`;
    default:
      return `<pattern id="p" width="36" height="36" ${t}><path d="M18 8V28M8 18H28" stroke="${colour}" stroke-width="4"/></pattern>`;
  }
}

function emblem(variant: number, cx: number, cy: number, r: number, fill: string, stroke: string): string {
  switch ((variant >>> 3) % 5) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="${stroke}" stroke-width="${r * 0.08}"/>`;
    case 1:
      return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.3}" fill="${fill}" transform="rotate(12 ${cx} ${cy})"/>`;
    case 2: {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${pts}" fill="${fill}"/>`;
    }
    case 3:
      return `<rect x="${cx - r}" y="${cy - r * 0.75}" width="${2 * r}" height="${1.5 * r}" rx="${r * 0.2}" fill="${fill}"/><path d="M${cx - r * 0.45} ${cy - r * 0.75} a${r * 0.45} ${r * 0.45} 0 0 1 ${r * 0.9} 0" fill="none" stroke="${fill}" stroke-width="${r * 0.12}"/>`;
    default:
      return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.8}" fill="${fill}"/><ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.25}" rx="${r * 0.25}" ry="${r * 0.18}" fill="${stroke}" opacity="0.6"/>`;
  }
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && w !== '&' && w.toLowerCase() !== 'the' && /[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0].toUpperCase())
    .join('');
}

const FONT = `font-family="DejaVu Sans, sans-serif"`;

function render(a: Art): string {
  const { hue, variant } = a;
  const light = hsl(hue, 55, 90);
  const mid = hsl((hue + 25) % 360, 50, 76);
  const ink = hsl(hue, 45, 22);
  const strong = a.colors?.primary && /^#[0-9a-f]{6}$/i.test(a.colors.primary) ? a.colors.primary : hsl(hue, 48, 48);
  const accent = a.colors?.accent && /^#[0-9a-f]{6}$/i.test(a.colors.accent) ? a.colors.accent : hsl((hue + 180) % 360, 60, 60);
  const angle = (variant % 4) * 30 - 45;
  const head = (vw: number, vh: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `${pattern(variant, hsl(hue, 40, 62), angle)}</defs>`;

  switch (a.layout) {
    case 'square': {
      const lines = wrap(a.title, 20, 3);
      const fs = 30;
      const boxH = 40 + lines.length * (fs + 8) + 26;
      const y0 = 480 - 24 - boxH;
      const text = lines
        .map(
          (l, i) =>
            `<text x="44" y="${y0 + 40 + i * (fs + 8) + fs * 0.35}" ${FONT} font-size="${fs}" font-weight="bold" fill="${ink}">${xml(l)}</text>`,
        )
        .join('');
      return (
        head(480, 480) +
        `<rect width="480" height="480" fill="url(#bg)"/><rect width="480" height="480" fill="url(#p)" opacity="0.35"/>` +
        emblem(variant, 240, Math.min(170, y0 / 2 + 10), Math.min(95, y0 / 2 - 30), strong, light) +
        `<rect x="24" y="${y0}" width="432" height="${boxH}" rx="18" fill="#ffffff" opacity="0.88"/>` +
        text +
        `<text x="44" y="${y0 + boxH - 18}" ${FONT} font-size="17" fill="${hsl(hue, 30, 40)}">${xml(a.subtitle)}</text>` +
        `<rect x="20" y="20" width="92" height="30" rx="15" fill="${ink}" opacity="0.8"/>` +
        `<text x="66" y="41" ${FONT} font-size="15" font-weight="bold" fill="#ffffff" text-anchor="middle">DEMO</text></svg>`
      );
    }
    case 'banner': {
      const lines = wrap(a.title, 26, 2);
      const fs = 64;
      const text = lines
        .map(
          (l, i) =>
            `<text x="80" y="${170 + i * (fs + 10) - (lines.length - 1) * 30}" ${FONT} font-size="${fs}" font-weight="bold" fill="${ink}">${xml(l)}</text>`,
        )
        .join('');
      return (
        head(1200, 400) +
        `<rect width="1200" height="400" fill="url(#bg)"/><rect x="640" width="560" height="400" fill="url(#p)" opacity="0.4"/>` +
        emblem(variant, 960, 200, 130, strong, light) +
        `<circle cx="1110" cy="70" r="40" fill="${accent}" opacity="0.85"/>` +
        text +
        `<text x="82" y="${170 + lines.length * (fs + 10) - (lines.length - 1) * 30 + 6}" ${FONT} font-size="34" fill="${hsl(hue, 35, 35)}">${xml(a.subtitle)}</text>` +
        `<rect x="80" y="320" width="120" height="40" rx="20" fill="${ink}" opacity="0.8"/>` +
        `<text x="140" y="347" ${FONT} font-size="20" font-weight="bold" fill="#ffffff" text-anchor="middle">DEMO</text></svg>`
      );
    }
    case 'avatar':
      return (
        head(128, 128) +
        `<rect width="128" height="128" fill="${strong}"/><rect width="128" height="128" fill="url(#p)" opacity="0.25"/>` +
        `<text x="64" y="82" ${FONT} font-size="48" font-weight="bold" fill="#ffffff" text-anchor="middle">${xml(initials(a.title))}</text></svg>`
      );
    case 'icon': {
      const lines = wrap(a.title, 14, 2);
      const label = lines
        .map(
          (l, i) =>
            `<text x="64" y="${100 + i * 14}" ${FONT} font-size="12" font-weight="bold" fill="${ink}" text-anchor="middle">${xml(l)}</text>`,
        )
        .join('');
      return (
        head(128, 128) +
        `<rect x="4" y="4" width="120" height="120" rx="26" fill="url(#bg)"/>` +
        `<circle cx="64" cy="50" r="32" fill="${strong}"/>` +
        `<text x="64" y="64" ${FONT} font-size="38" font-weight="bold" fill="#ffffff" text-anchor="middle">${xml(initials(a.title).slice(0, 1))}</text>` +
        label +
        `</svg>`
      );
    }
  }
}
