import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Brand footers become operator data in every language:
 * - `default_lang`: the brand's own language, the first fallback for a text missing in the reader's.
 * - `footer_columns`: titles and link labels become per-language texts
 *   (`[{ title: { en, ar, … }, links: [{ label: { en, … }, href }] }]`); the plain strings already
 *   stored become the default language's text.
 * - `footer_highlights`: the short claims above the footer (`[{ kind: 'text', text: { en, … } }]`, or
 *   `{ kind: 'goodsCount' }`, the number of goods on sale, counted from the catalogue when served).
 *   Existing brands start with the counted one only: any other claim is the operator's to make.
 */
export class BrandFooter1763870000000 implements MigrationInterface {
  name = 'BrandFooter1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table brands add column default_lang text not null default 'en'`);
    await q.query(`alter table brands add constraint brands_default_lang_check check (default_lang ~ '^[a-z]{2,3}$')`);
    await q.query(`alter table brands add column footer_highlights jsonb not null default '[]'`);
    await q.query(`alter table brands add constraint brands_footer_highlights_array check (jsonb_typeof(footer_highlights) = 'array')`);
    // A plain string → { <default_lang>: string }; a per-language object stays as it is.
    await q.query(`
      update brands b set footer_columns = coalesce((
        select jsonb_agg(jsonb_build_object(
                 'title', case jsonb_typeof(c->'title') when 'string' then jsonb_build_object(b.default_lang, c->'title')
                                                        when 'object' then c->'title' else '{}'::jsonb end,
                 'links', case jsonb_typeof(c->'links') when 'array' then coalesce((
                   select jsonb_agg(jsonb_build_object(
                            'label', case jsonb_typeof(l->'label') when 'string' then jsonb_build_object(b.default_lang, l->'label')
                                                                   when 'object' then l->'label' else '{}'::jsonb end,
                            'href', case jsonb_typeof(l->'href') when 'string' then l->'href' else '""'::jsonb end)
                          order by lo)
                     from jsonb_array_elements(c->'links') with ordinality as ls(l, lo)), '[]'::jsonb)
                   else '[]'::jsonb end)
               order by co)
          from jsonb_array_elements(b.footer_columns) with ordinality as cs(c, co)), '[]'::jsonb)
       where jsonb_typeof(b.footer_columns) = 'array'`);
    await q.query(`update brands set footer_columns = '[]' where jsonb_typeof(footer_columns) <> 'array'`);
    await q.query(`update brands set footer_highlights = '[{"kind":"goodsCount"}]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Back to plain strings: the default language's text (else English, else any).
    await q.query(`
      create function pg_temp.brand_text(t jsonb, lang text) returns jsonb language sql immutable as $$
        select case jsonb_typeof(t) when 'string' then t
               else to_jsonb(coalesce(t->>lang, t->>'en', (select v from jsonb_each_text(t) as e(k, v) limit 1), '')) end
      $$`);
    await q.query(`
      update brands b set footer_columns = coalesce((
        select jsonb_agg(jsonb_build_object(
                 'title', pg_temp.brand_text(c->'title', b.default_lang),
                 'links', coalesce((
                   select jsonb_agg(jsonb_build_object('label', pg_temp.brand_text(l->'label', b.default_lang), 'href', l->'href') order by lo)
                     from jsonb_array_elements(c->'links') with ordinality as ls(l, lo)), '[]'::jsonb))
               order by co)
          from jsonb_array_elements(b.footer_columns) with ordinality as cs(c, co)), '[]'::jsonb)`);
    await q.query(`alter table brands drop column footer_highlights`);
    await q.query(`alter table brands drop column default_lang`);
  }
}
