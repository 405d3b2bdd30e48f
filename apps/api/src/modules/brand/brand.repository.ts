import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

/** A text in several languages: `{ en: 'About us', ar: 'من نحن' }` (a plain string: one text for all). */
export type I18nText = Record<string, string> | string;

export interface BrandFooterColumnRow {
  title: I18nText;
  links: { label: I18nText; href: string }[];
}

export type BrandHighlightRow = { kind: 'text'; text: I18nText } | { kind: 'goodsCount' };

export interface BrandRow {
  key: string;
  name: string;
  hosts: string[];
  default_lang: string;
  logo_url: string;
  support_email: string;
  customer_service_url: string;
  download_url: string;
  colors: { primary?: string; accent?: string };
  footer_columns: BrandFooterColumnRow[];
  footer_highlights: BrandHighlightRow[];
  contacts: Record<string, string>;
  announcement_i18n: Record<string, string>;
  about_us_i18n: Record<string, string>;
  copyright: string;
}

@Injectable()
export class BrandRepository extends BaseRepository {
  /** The brand serving `host`, else the default one. */
  async forHost(host: string): Promise<BrandRow | null> {
    return this.one(`select * from brands where $1 = any(hosts) or is_default order by ($1 = any(hosts)) desc limit 1`, [host]);
  }

  /** Every configured brand host, and the default brand's hosts (for building absolute URLs). */
  async hostTable(): Promise<{ all: string[]; defaults: string[] }> {
    const rows: { host: string; is_default: boolean }[] = await this.em.query(
      `select lower(h) as host, b.is_default from brands b, unnest(b.hosts) as h order by b.is_default desc, b.key`,
    );
    return { all: rows.map((r) => r.host), defaults: rows.filter((r) => r.is_default).map((r) => r.host) };
  }

  /** Every brand's key, name and hosts (the words an operator's password must not lean on). */
  async names(): Promise<string[]> {
    const rows: { word: string }[] = await this.em.query(
      `select w as word from brands b, unnest(array[b.key, b.name] || b.hosts) as w where w <> '' order by b.key`,
    );
    return rows.map((r) => r.word);
  }

  /** Goods a buyer can see and buy now (the listing pages' own filter). */
  async countGoodsOnSale(): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from goods g where g.is_shelf and g.is_valid and g.store_open`);
    return row?.n ?? 0;
  }
}
