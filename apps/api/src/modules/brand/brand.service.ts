import { Injectable } from '@nestjs/common';
import { isLangCode, type BrandData, type BrandFooterHighlight } from '@mall/contracts';
import { BrandRepository, type BrandRow, type I18nText } from './brand.repository';

/** Used when the database has no brand yet (a fictional sample). */
const FALLBACK: BrandRow = {
  key: 'lumen',
  name: 'Lumen Bazaar',
  hosts: [],
  default_lang: 'en',
  logo_url: '',
  support_email: 'support@lumen-bazaar.example',
  customer_service_url: '',
  download_url: '',
  colors: { primary: '#0f766e', accent: '#f59e0b' },
  footer_columns: [],
  footer_highlights: [{ kind: 'goodsCount' }],
  contacts: {},
  announcement_i18n: {},
  about_us_i18n: {},
  copyright: '© 2026 Lumen Bazaar',
};

const TTL_MS = 30_000;
const COUNT_TTL_MS = 10 * 60_000;

/** Names that can only reach the viewer's own machine: safe to echo into URLs. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Origins of absolute URLs: in the answer to a request, and in links e-mailed to an account's owner. */
export interface PublicOrigins {
  answer: string;
  email: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A brand text in `langs` order (the reader's language, the brand's default language, English),
 * else in any language the brand wrote it in; '' when it has none.
 */
export function pickText(text: I18nText | unknown, langs: readonly string[]): string {
  if (typeof text === 'string') return text;
  if (!isObject(text)) return '';
  for (const l of langs) {
    const v = text[l];
    if (typeof v === 'string' && v.trim()) return v;
  }
  const any = Object.values(text).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return any ?? '';
}

/** White-label brands, resolved from the request host (fallback: the default brand); cached briefly. */
@Injectable()
export class BrandService {
  private readonly cache = new Map<string, { at: number; row: BrandRow }>();
  /** the last count of goods on sale, and the count under way */
  private goodsCount: { at: number; n: number } | null = null;
  private counting: Promise<number> | null = null;

  constructor(private readonly brands: BrandRepository) {}

  private hostTable: { at: number; table: Promise<{ all: Set<string>; defaults: string[] }> } | null = null;

  private hosts(): Promise<{ all: Set<string>; defaults: string[] }> {
    if (!this.hostTable || Date.now() - this.hostTable.at >= TTL_MS) {
      const table = this.brands.hostTable().then((t) => ({ all: new Set(t.all), defaults: t.defaults }));
      this.hostTable = { at: Date.now(), table };
      table.catch(() => (this.hostTable = null));
    }
    return this.hostTable.table;
  }

  /**
   * The origins of absolute URLs when no `PUBLIC_URL` is configured, from the request's host (with
   * `TRUST_PROXY`, the one a trusted proxy forwarded: Fastify resolves it) and scheme:
   * - `answer`, for URLs in the answer to this very request: its host (and port) only when it is a
   *   configured brand host or a loopback name;
   * - `email`, for links mailed to an account's owner (whom the request may not come from): its host
   *   only when it is a configured brand host, not a loopback name, on its scheme's default port.
   * Else the default brand's first host, else `http://localhost:<port>`. So a `Host` a client wrote
   * (evil.example, brand.example:8443, localhost:6666) never reaches a link someone else is sent.
   */
  async publicOrigins(rawHost: string | undefined, protocol: string, port: number): Promise<PublicOrigins> {
    const proto = protocol.toLowerCase() === 'https' ? 'https' : 'http';
    const { all, defaults } = await this.hosts();
    const def = defaults.find((h) => !LOOPBACK.has(h)) ?? defaults[0];
    const fallback = !def ? `http://localhost:${port}` : LOOPBACK.has(def) ? `http://${def}:${port}` : `${proto}://${def}`;
    const m = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/.exec((rawHost ?? '').toLowerCase());
    if (!m) return { answer: fallback, email: fallback };
    const [hostPort, name, hostPortNumber] = m;
    const loopback = LOOPBACK.has(name);
    const defaultPort = !hostPortNumber || hostPortNumber === (proto === 'https' ? '443' : '80');
    return {
      answer: loopback || all.has(name) ? `${proto}://${hostPort}` : fallback,
      email: !loopback && all.has(name) && defaultPort ? `${proto}://${name}` : fallback,
    };
  }

  /** Every brand's key, name and hosts (for the operators' password rule). */
  names(): Promise<string[]> {
    return this.brands.names();
  }

  async forHost(rawHost: string | undefined): Promise<BrandRow> {
    const host = (rawHost ?? '').toLowerCase().replace(/:\d+$/, '').slice(0, 255);
    const hit = this.cache.get(host);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
    const row = (await this.brands.forHost(host)) ?? FALLBACK;
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(host, { at: Date.now(), row });
    return row;
  }

  /**
   * Goods on sale (shared by every brand: one catalogue). Counting is a scan of the whole catalogue (on a
   * million goods 0.3-1 s of database CPU, which every page's `/v1/brand` used to wait for every 30 s), so
   * the count is taken at most every 10 minutes, and only the first one is waited for: later ones run in
   * the background while the last count is served. A failed recount keeps the last count.
   */
  private countGoods(): Promise<number> {
    const last = this.goodsCount;
    if (!this.counting && (!last || Date.now() - last.at >= COUNT_TTL_MS)) {
      const counting = this.brands.countGoodsOnSale();
      this.counting = counting;
      void counting
        .then(
          (n) => (this.goodsCount = { at: Date.now(), n }),
          () => undefined,
        )
        .finally(() => (this.counting = null));
    }
    return last ? Promise.resolve(last.n) : this.counting!;
  }

  /** The brand as served, its texts in `lang` (a supported code; else the brand's default language). */
  async toData(b: BrandRow, lang?: string): Promise<BrandData> {
    const defaultLang = typeof b.default_lang === 'string' && b.default_lang ? b.default_lang : 'en';
    const asked = isLangCode(lang) ? lang : defaultLang;
    const langs = [...new Set([asked, defaultLang, 'en'])];
    const columns = Array.isArray(b.footer_columns) ? b.footer_columns.filter(isObject) : [];
    const footerColumns = columns
      .map((c) => ({
        title: pickText(c.title, langs),
        links: (Array.isArray(c.links) ? c.links.filter(isObject) : [])
          .map((l) => ({ label: pickText(l.label, langs), href: typeof l.href === 'string' ? l.href : '' }))
          .filter((l) => l.label !== ''),
      }))
      .filter((c) => c.title !== '');
    const footerHighlights: BrandFooterHighlight[] = [];
    for (const h of Array.isArray(b.footer_highlights) ? b.footer_highlights.filter(isObject) : []) {
      if (h.kind === 'goodsCount') {
        // No count, no claim: a failed count leaves the line out rather than showing a made-up number.
        const count = await this.countGoods().catch(() => null);
        if (count !== null) footerHighlights.push({ kind: 'goodsCount', count });
      } else if (h.kind === 'text') {
        const text = pickText(h.text, langs);
        if (text) footerHighlights.push({ kind: 'text', text });
      }
    }
    return {
      key: b.key,
      name: b.name,
      logoUrl: b.logo_url,
      supportEmail: b.support_email,
      customerServiceUrl: b.customer_service_url,
      colors: { primary: b.colors.primary ?? '#0f766e', accent: b.colors.accent ?? '#f59e0b' },
      lang: asked,
      defaultLang,
      footerColumns,
      footerHighlights,
      copyright: b.copyright,
      aboutUs: pickText(b.about_us_i18n, langs),
      // only a web link: the page offers it as a download button
      downloadUrl: typeof b.download_url === 'string' && /^https?:\/\//i.test(b.download_url) ? b.download_url : '',
    };
  }
}
