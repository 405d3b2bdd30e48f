import { LANG_CODES } from '@mall/contracts';
import { TEMPLATES } from '../templates';
import { MAIL_KINDS, type MailKind } from './mail-kinds';
import { MailRenderError, renderMail, renderNotice } from './render-mail';

const ctx = { brand: 'Lumen Bazaar', color: '#0f766e', timeZone: 'Asia/Shanghai', defaultLang: 'en' };
const KINDS = Object.keys(MAIL_KINDS) as MailKind[];

/** A payload for every value of a kind (dates, amounts and URLs of their shape). */
function sample(kind: MailKind): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, type] of Object.entries(MAIL_KINDS[kind].params) as [string, string][])
    out[name] =
      type === 'date'
        ? '2026-05-01T10:00:00.000Z'
        : type === 'amount'
          ? '1234.500000'
          : type === 'url'
            ? 'https://shop.example/x?token=t'
            : `v-${name}`;
  return out;
}

describe('e-mail templates: every kind in every language', () => {
  it.each(LANG_CODES)('%s has every kind and the layout, using only the values its kind declares', (lang) => {
    const cat = TEMPLATES[lang];
    for (const key of ['greeting', 'signature', 'footer', 'linkHint'] as const) expect(cat.layout[key].trim()).not.toBe('');
    for (const kind of KINDS) {
      const tpl = cat.kinds[kind];
      expect([kind, !!tpl]).toEqual([kind, true]);
      const spec: { params: Record<string, string>; action?: string } = MAIL_KINDS[kind];
      expect([kind, 'action', !!tpl!.action]).toEqual([kind, 'action', !!spec.action]);
      const used = [tpl!.subject, ...tpl!.lines].join(' ').match(/\{(\w+)\}/g) ?? [];
      for (const p of used) expect([lang, kind, p, p === '{brand}' || p.slice(1, -1) in spec.params]).toEqual([lang, kind, p, true]);
      if (lang !== 'en')
        expect([lang, kind, tpl!.lines.join(' ') === TEMPLATES.en.kinds[kind]!.lines.join(' ')]).toEqual([lang, kind, false]);
    }
  });

  it.each(KINDS)('%s renders in every language with each value shown and nothing left unfilled', (kind) => {
    for (const lang of LANG_CODES) {
      const m = renderMail(kind, { ...sample(kind), lang }, ctx);
      expect(m.lang).toBe(lang);
      for (const part of [m.subject, m.text, m.html]) expect([lang, part]).not.toEqual([lang, expect.stringMatching(/\{\w+\}/)]);
      for (const [name, type] of Object.entries(MAIL_KINDS[kind].params) as [string, string][])
        if (type === 'text') expect([lang, name, m.text.includes(`v-${name}`) || name === 'loanId']).toEqual([lang, name, true]);
    }
  });
});

describe('renderMail', () => {
  const bound = {
    chain: 'TRC20',
    address: 'TXyz<b>',
    usableFrom: '2026-05-02T10:00:00.000Z',
    cancelUrl: 'https://shop.example/v1/withdraw-address/cancel?token=abc&lang=de',
    cancelUntil: '2026-05-02T10:00:00.000Z',
  };

  it('writes in the payload language, dates in the business time zone, amounts exact without trailing zeros', () => {
    const de = renderMail('withdraw_address_bound', { ...bound, lang: 'de' }, ctx);
    expect(de.subject).toBe('Neue Auszahlungsadresse in Ihrem Lumen Bazaar-Konto');
    expect(de.text).toContain('2. Mai 2026 um 18:00 GMT+8');
    expect(de.text).toContain('Diese Adresse stornieren:\nhttps://shop.example/v1/withdraw-address/cancel?token=abc&lang=de');
    const loan = renderMail('loan.overdue', { loanId: '7', amount: '100000.000001', dueAt: '2026-05-01T10:00:00.000Z', lang: 'fr' }, ctx);
    expect(loan.text).toMatch(/100\s000,000001 USDT/); // a narrow no-break space groups French thousands
    expect(renderMail('order.paid', { orderNo: 'SC1', total: '12.500000' }, ctx).text).toContain('12.5 USDT');
  });

  it('escapes every value in the HTML part; only http(s) URLs become links', () => {
    const m = renderMail('withdraw_address_bound', bound, ctx);
    expect(m.html).toContain('TXyz&lt;b&gt;');
    expect(m.html).not.toContain('TXyz<b>');
    expect(m.html).toContain('href="https://shop.example/v1/withdraw-address/cancel?token=abc&amp;lang=de"');
    const evil = renderMail('withdraw_address_bound', { ...bound, cancelUrl: 'javascript:alert(1)' }, { ...ctx, brand: '<img src=x>' });
    expect(evil.html).not.toContain('href="javascript');
    expect(evil.html).not.toContain('<img');
    expect(evil.html).toContain('&lt;img src=x&gt;');
    expect(renderMail('refund.rejected', { orderNo: 'SC1', reason: 'a\r\nBcc: x@evil.example' }, ctx).subject).not.toMatch(/[\r\n]/);
  });

  it('falls back to the brand language, then English; right-to-left for Arabic', () => {
    expect(renderMail('welcome', {}, { ...ctx, defaultLang: 'ja' }).lang).toBe('ja');
    expect(renderMail('welcome', { lang: 'xx' }, ctx).lang).toBe('en');
    expect(renderMail('welcome', { lang: 'zh-TW' }, ctx).subject).toBe('歡迎加入 Lumen Bazaar');
    expect(renderMail('welcome', { lang: 'ar' }, ctx).html).toContain('<html lang="ar" dir="rtl">');
  });

  it('refuses an unknown kind or a missing value (the row can never be sent)', () => {
    expect(() => renderMail('nope', {}, ctx)).toThrow(MailRenderError);
    expect(() => renderMail('verification.register', { lang: 'en' }, ctx)).toThrow(/missing value "code"/);
  });
});

describe('renderNotice (the in-app centre)', () => {
  it("is the e-mail's subject and paragraphs in the reader's language, without greeting, signature or HTML", () => {
    const values = { orderNo: '2026112700001', carrier: 'DHL <b>', trackingNo: 'JD0001234' };
    expect(renderNotice('order.shipped', { ...values, lang: 'en' }, ctx)).toEqual({
      title: 'Order 2026112700001 shipped',
      body: renderMail('order.shipped', { ...values, lang: 'en' }, ctx)
        .text.split('\n\n')
        .slice(1, -2)
        .join('\n'),
    });
    const ar = renderNotice('order.shipped', { ...values, lang: 'ar' }, ctx);
    expect(ar.title).toBe(renderMail('order.shipped', { ...values, lang: 'ar' }, ctx).subject);
    expect(ar.body).toContain('DHL <b>');
    expect(() => renderNotice('nope', {}, ctx)).toThrow(MailRenderError);
  });
});

describe('e-mailed times name their zone (the reader may be anywhere)', () => {
  // 21:13 UTC on 27 Nov is 05:13 on 28 Nov in the business zone: without the zone the day is wrong for half the world.
  it.each(LANG_CODES)('%s', (lang) => {
    const m = renderMail('loan.due', { amount: '10.000000', dueAt: '2026-11-27T21:13:45.000Z', lang }, ctx);
    expect(m.text).toMatch(/(GMT|UTC|غرينتش)\+8/);
    expect(renderNotice('loan.due', { amount: '10.000000', dueAt: '2026-11-27T21:13:45.000Z', lang }, ctx).body).toMatch(
      /(GMT|UTC|غرينتش)\+8/,
    );
  });
});
