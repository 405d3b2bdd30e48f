import request from 'supertest';
import { DataSource } from 'typeorm';
import { BrandFooter1763870000000 } from '../../src/migrations/1763870000000-brand-footer';
import { makeCatalog } from '../support/catalog-fixtures';
import { startHttpApp } from '../support/test-app';

/** Brands are operator data: footer columns and claims in several languages, resolved per request. */
describe('GET /v1/brand', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startHttpApp();
    ds = t.app.get(DataSource);
    await makeCatalog(ds);
    const insert = (key: string, hosts: string[], isDefault: boolean, defaultLang: string, columns: unknown, highlights: unknown) =>
      ds.query(
        `insert into brands (key, name, hosts, is_default, default_lang, support_email, colors, footer_columns, footer_highlights, copyright)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          key,
          `${key} shop`,
          hosts,
          isDefault,
          defaultLang,
          `help@${key}.example`,
          JSON.stringify({ primary: '#123456', accent: '#abcdef' }),
          JSON.stringify(columns),
          JSON.stringify(highlights),
          `© ${key}`,
        ],
      );
    // A Spanish-first brand: Spanish is its fallback, English the last resort.
    await insert(
      'alba',
      ['alba.test'],
      true,
      'es',
      [
        {
          title: { es: 'Ayuda', en: 'Help', ar: 'مساعدة' },
          links: [
            { label: { es: 'Envíos', en: 'Shipping' }, href: '/help/shipping' },
            { label: { en: 'Only in English' }, href: 'https://alba.example/en' },
            { label: 'i18n:footer.links.myOrders', href: '/userInfo/my-order' },
            { label: {}, href: '/dropped' },
          ],
        },
        { title: {}, links: [{ label: { en: 'no title: column dropped' }, href: '' }] },
      ],
      [{ kind: 'goodsCount' }, { kind: 'text', text: { es: 'Precios en USDT', en: 'Prices in USDT' } }, { kind: 'text', text: {} }],
    );
    await insert(
      'brisa',
      ['brisa.test'],
      false,
      'en',
      [{ title: { en: 'About' }, links: [{ label: { en: 'About brisa', de: 'Über brisa' }, href: '/information' }] }],
      [{ kind: 'text', text: { en: 'Sample data' } }],
    );
  });
  afterAll(() => t.close());

  const brand = async (host: string, lang?: string) => {
    const r = await request(t.http)
      .get('/v1/brand')
      .query(lang === undefined ? {} : { lang })
      .set('Host', host);
    expect(r.status).toBe(200);
    return r.body;
  };

  it('serves the brand of the host, texts in the asked language', async () => {
    const b = await brand('alba.test', 'ar');
    const [{ n }] = await ds.query(`select count(*)::int n from goods where is_shelf and is_valid and store_open`);
    expect(n).toBeGreaterThan(0);
    expect(b).toEqual({
      key: 'alba',
      name: 'alba shop',
      logoUrl: '',
      supportEmail: 'help@alba.example',
      customerServiceUrl: '',
      colors: { primary: '#123456', accent: '#abcdef' },
      lang: 'ar',
      defaultLang: 'es',
      footerColumns: [
        {
          title: 'مساعدة',
          links: [
            { label: 'Envíos', href: '/help/shipping' }, // no Arabic: the brand's own language
            { label: 'Only in English', href: 'https://alba.example/en' }, // nor Spanish: English
            { label: 'i18n:footer.links.myOrders', href: '/userInfo/my-order' }, // the app translates it
          ],
        },
      ],
      // The goods count is counted from the catalogue, never typed in.
      footerHighlights: [
        { kind: 'goodsCount', count: n },
        { kind: 'text', text: 'Precios en USDT' },
      ],
      copyright: '© alba',
      aboutUs: '',
      downloadUrl: '',
    });
  });

  it("serves the brand's about text in the asked language, else its own, else English (issue 26 defect 11 c)", async () => {
    const add = (key: string, about: unknown, download: string) =>
      ds.query(
        `insert into brands (key, name, hosts, is_default, default_lang, support_email, colors, footer_columns, footer_highlights,
                             copyright, about_us_i18n, download_url)
         values ($1, $1, $2, false, 'es', '', '{}', '[]', '[]', '', $3, $4)`,
        [key, [`${key}.test`], JSON.stringify(about), download],
      );
    await add('cala', { es: 'Somos cala.', en: 'We are cala.', ar: 'نحن كالا.' }, 'https://apps.example/cala');
    await add('duna', {}, 'javascript:alert(1)');
    const ar = await brand('cala.test', 'ar');
    expect(ar.aboutUs).toBe('نحن كالا.');
    expect(ar.downloadUrl).toBe('https://apps.example/cala');
    expect((await brand('cala.test', 'fr')).aboutUs).toBe('Somos cala.');
    const duna = await brand('duna.test', 'en');
    expect(duna.aboutUs).toBe('');
    expect(duna.downloadUrl).toBe(''); // not a web link: not offered
  });

  it('falls back to the brand default language, then English', async () => {
    const fr = await brand('alba.test', 'fr');
    expect(fr.lang).toBe('fr');
    expect(fr.footerColumns[0].title).toBe('Ayuda');
    expect(fr.footerColumns[0].links.map((l: { label: string }) => l.label)).toEqual([
      'Envíos',
      'Only in English',
      'i18n:footer.links.myOrders',
    ]);
    expect(fr.footerHighlights[1]).toEqual({ kind: 'text', text: 'Precios en USDT' });

    const en = await brand('alba.test', 'en');
    expect(en.footerColumns[0].title).toBe('Help');
    expect(en.footerHighlights[1].text).toBe('Prices in USDT');

    // No (or an unknown) language: the brand's own.
    for (const lang of [undefined, 'xx']) {
      const own = await brand('alba.test', lang);
      expect(own.lang).toBe('es');
      expect(own.footerColumns[0].title).toBe('Ayuda');
    }
    // A language tag is understood like its request code.
    expect((await brand('alba.test', 'zh-CN')).lang).toBe('cn');
  });

  it('switches with the host; an unknown host gets the default brand', async () => {
    const de = await brand('brisa.test', 'de');
    expect(de).toMatchObject({
      key: 'brisa',
      lang: 'de',
      defaultLang: 'en',
      footerColumns: [{ title: 'About', links: [{ label: 'Über brisa', href: '/information' }] }],
      footerHighlights: [{ kind: 'text', text: 'Sample data' }],
    });
    expect((await brand('brisa.test:8080', 'ar')).footerColumns[0].links[0].label).toBe('About brisa');
    expect((await brand('elsewhere.test', 'en')).key).toBe('alba');
  });

  it('migrates plain-string footers to the default language, and back', async () => {
    const qr = ds.createQueryRunner();
    try {
      const m = new BrandFooter1763870000000();
      await m.down(qr);
      await qr.query(
        `insert into brands (key, name, hosts, footer_columns)
         values ('old', 'old', '{old.test}', '[{"title":"Service","links":[{"label":"Contact","href":"mailto:a@old.example"}]}]')`,
      );
      await m.up(qr);
      const [row] = await qr.query(`select default_lang, footer_columns, footer_highlights from brands where key = 'old'`);
      expect(row).toEqual({
        default_lang: 'en',
        footer_columns: [{ title: { en: 'Service' }, links: [{ label: { en: 'Contact' }, href: 'mailto:a@old.example' }] }],
        footer_highlights: [{ kind: 'goodsCount' }],
      });
      const [alba] = await qr.query(`select default_lang, footer_columns from brands where key = 'alba'`);
      expect(alba.default_lang).toBe('en'); // dropped by down: back to the default
      expect(alba.footer_columns[0].title).toEqual({ en: 'Ayuda' }); // down kept the brand's own (es) text
      const b = await brand('old.test', 'ar');
      expect(b.footerColumns).toEqual([{ title: 'Service', links: [{ label: 'Contact', href: 'mailto:a@old.example' }] }]);
    } finally {
      await qr.release();
    }
  });
});
