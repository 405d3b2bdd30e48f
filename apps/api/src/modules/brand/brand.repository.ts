import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

export interface BrandRow {
  key: string;
  name: string;
  hosts: string[];
  logo_url: string;
  support_email: string;
  customer_service_url: string;
  download_url: string;
  colors: { primary?: string; accent?: string };
  footer_columns: { title: string; links: { label: string; href: string }[] }[];
  contacts: Record<string, string>;
  announcement_i18n: Record<string, string>;
  about_us_i18n: Record<string, string>;
  copyright: string;
}

@Injectable()
export class BrandRepository extends BaseRepository {
  /** The brand serving `host`, else the default one. */
  async forHost(host: string): Promise<BrandRow | null> {
    const [row] = await this.em.query(`select * from brands where $1 = any(hosts) or is_default order by ($1 = any(hosts)) desc limit 1`, [
      host,
    ]);
    return row ?? null;
  }
}
