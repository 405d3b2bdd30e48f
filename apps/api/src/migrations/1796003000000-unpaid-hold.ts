import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock can no longer be held without paying (issue 25 item 3): an unpaid order holds its stock for
 * `mall_unpaid_hold_minutes` (30) instead of `mall_autoCancel_timeout` hours (24), one buyer holds at
 * most `mall_max_unpaid_units_per_sku` (10) units of one stock unpaid, and all their unpaid orders
 * within their wallet balance plus `mall_unpaid_allowance_usdt` (0).
 *
 * An operator's own choice of hours (anything but the seeded 24) carries over, within 5..1440
 * minutes. The legacy row stays, equal to the hold in hours (`0.5`), for whatever still reads it.
 */
export class UnpaidHold1796003000000 implements MigrationInterface {
  name = 'UnpaidHold1796003000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      insert into sysparas (code, value, is_public, description)
      select 'mall_unpaid_hold_minutes',
             coalesce((select least(greatest(round(value::numeric * 60), 5), 1440)::int::text
                         from sysparas where code = 'mall_autoCancel_timeout' and value ~ '^\\d{1,6}(\\.\\d{1,6})?$' and value <> '24'), '30'),
             false, 'Minutes an unpaid order holds its stock before it is cancelled'
      on conflict do nothing`);
    await q.query(`
      insert into sysparas (code, value, is_public, description) values
        ('mall_max_unpaid_units_per_sku', '10', false, 'Most units of one SKU (or goods without SKUs) one buyer may hold in unpaid orders'),
        ('mall_unpaid_allowance_usdt', '0', false, 'USDT a buyer''s unpaid orders may total beyond their wallet balance (0: the balance must cover them)')
      on conflict do nothing`);
    await q.query(`
      update sysparas l set value = trim_scale(round(h.value::numeric / 60, 4))::text,
             description = 'Hours before an unpaid order is cancelled (legacy; kept equal to mall_unpaid_hold_minutes)', updated_at = now()
        from sysparas h
       where l.code = 'mall_autoCancel_timeout' and h.code = 'mall_unpaid_hold_minutes'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      update sysparas l set value = greatest(ceil(h.value::numeric / 60), 1)::int::text,
             description = 'Hours before an unpaid order is cancelled', updated_at = now()
        from sysparas h
       where l.code = 'mall_autoCancel_timeout' and h.code = 'mall_unpaid_hold_minutes'`);
    await q.query(
      `delete from sysparas where code in ('mall_unpaid_hold_minutes', 'mall_max_unpaid_units_per_sku', 'mall_unpaid_allowance_usdt')`,
    );
  }
}
