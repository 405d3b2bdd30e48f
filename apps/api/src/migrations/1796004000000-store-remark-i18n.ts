import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A store's description in several languages (issue 26: store descriptions on the English site
 * appeared in the store's Arabic or Japanese). `sellers.shop_remark_i18n` holds it per request
 * language code; readers choose the reader's language, else English, else the store's own
 * language (`sellers.lang`, the one its seller writes in). The existing description is the
 * store's own language's text. `shop_remark` stays (the store-language text) for whatever still
 * reads it.
 */
export class StoreRemarkI18n1796004000000 implements MigrationInterface {
  name = 'StoreRemarkI18n1796004000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table sellers add column shop_remark_i18n jsonb not null default '{}'`);
    await q.query(`update sellers set shop_remark_i18n = jsonb_build_object(lang, shop_remark) where shop_remark <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table sellers drop column shop_remark_i18n`);
  }
}
