import { Injectable } from '@nestjs/common';
import type { BrandData } from '@mall/contracts';
import { BrandRepository, type BrandRow } from './brand.repository';

/** Used when the database has no brand yet (a fictional sample). */
const FALLBACK: BrandRow = {
  key: 'lumen',
  name: 'Lumen Bazaar',
  hosts: [],
  logo_url: '',
  support_email: 'support@lumen-bazaar.example',
  customer_service_url: '',
  download_url: '',
  colors: { primary: '#0f766e', accent: '#f59e0b' },
  footer_columns: [],
  contacts: {},
  announcement_i18n: {},
  about_us_i18n: {},
  copyright: '© 2026 Lumen Bazaar',
};

const TTL_MS = 30_000;

/** White-label brands, resolved from the request host (fallback: the default brand); cached briefly. */
@Injectable()
export class BrandService {
  private readonly cache = new Map<string, { at: number; row: BrandRow }>();

  constructor(private readonly brands: BrandRepository) {}

  async forHost(rawHost: string | undefined): Promise<BrandRow> {
    const host = (rawHost ?? '').toLowerCase().replace(/:\d+$/, '').slice(0, 255);
    const hit = this.cache.get(host);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
    const row = (await this.brands.forHost(host)) ?? FALLBACK;
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(host, { at: Date.now(), row });
    return row;
  }

  toData(b: BrandRow): BrandData {
    return {
      key: b.key,
      name: b.name,
      logoUrl: b.logo_url,
      supportEmail: b.support_email,
      customerServiceUrl: b.customer_service_url,
      colors: { primary: b.colors.primary ?? '#0f766e', accent: b.colors.accent ?? '#f59e0b' },
      footerColumns: b.footer_columns,
      copyright: b.copyright,
    };
  }
}
