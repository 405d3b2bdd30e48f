import request from 'supertest';
import sharp from 'sharp';
import { LANG_CODES } from '@mall/contracts';
import { CATALOGUES } from '../../src/core/i18n/catalogue';
import inventory from '../../src/action-api/routes.inventory.json';
import { act, registerUser } from '../support/act';
import { startHttpApp } from '../support/test-app';

describe('the .action protocol layer', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp();
  });
  afterAll(() => t.close());

  it('serves every prefix, GET and POST alike, and the double slash of el-upload', async () => {
    for (const prefix of ['/api/', '/public/', '/wap/api/', '/wap/public/', '/wap//api/']) {
      for (const via of ['get', 'query', 'form'] as const) {
        const r = await act(t.http, 'syspara!getSyspara', { code: 'mall_max_goods_number_in_order' }, { prefix, via });
        expect(r).toEqual({ code: '0', msg: '', data: { mall_max_goods_number_in_order: '999' } });
      }
    }
  });

  it('reads parameters from the query first, then the form, then a JSON body', async () => {
    const q = await request(t.http)
      .post('/api/syspara!getSyspara.action?code=customer_service_url')
      .type('form')
      .send({ code: 'mall_max_goods_number_in_order' });
    expect(Object.keys(q.body.data)).toEqual(['customer_service_url']);
    const j = await request(t.http).post('/api/syspara!getSyspara.action').send({ code: 'mall_max_goods_number_in_order' });
    expect(j.body.data).toEqual({ mall_max_goods_number_in_order: '999' });
  });

  it('answers only public system parameters, comma lists allowed', async () => {
    const r = await act(t.http, 'syspara!getSyspara', { code: 'mall_max_goods_number_in_order,number_of_wrong_passwords,nope' });
    expect(r.data).toEqual({ mall_max_goods_number_in_order: '999' });
    expect((await act(t.http, 'syspara!getSyspara', {}, { lang: 'cn' })).msg).toBe('参数编码不能为空');
  });

  it('answers unknown actions with 404 and pending ones with a clear "1"', async () => {
    const unknown = await request(t.http).post('/api/nothing!here.action');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: '1', msg: 'This function does not exist', data: null });
    // A path still pending in the inventory (the slices fill them in; none left means nothing to answer).
    const open = (inventory as { path: string; status: string }[]).find((r) => r.status === 'pending');
    if (!open) return;
    const pending = await request(t.http).post(`${open.path}?lang=cn`);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ code: '1', msg: '功能暂未开放', data: null });
  });

  it('turns broken bodies into a "1", never a 500', async () => {
    const badJson = await request(t.http).post('/api/user!newlogin.action').set('content-type', 'application/json').send('{"username":');
    expect(badJson.status).toBe(200);
    expect(badJson.body.code).toBe('1');
    const odd = await request(t.http)
      .post('/api/syspara!getSyspara.action?code=customer_service_url')
      .set('content-type', 'text/plain')
      .send('hello');
    expect(odd.body.code).toBe('0');
    const wrongType = await request(t.http)
      .post('/api/user!newlogin.action')
      .send({ username: ['a'], password: { x: 1 } });
    expect(wrongType.body).toMatchObject({ code: '1' });
    const huge = await request(t.http)
      .post('/api/user!newlogin.action')
      .type('form')
      .send({ username: 'a'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(200);
    expect(huge.body.code).toBe('1');
  });

  it('localizes messages in all 21 languages, English for unknown ones', async () => {
    const seen = new Set<string>();
    for (const lang of LANG_CODES) {
      const r = await act(t.http, 'localuser!get', {}, { lang });
      expect(r.code).toBe('403');
      expect(r.msg).toBe(CATALOGUES[lang].AUTH_LOGIN_REQUIRED);
      seen.add(r.msg);
    }
    expect(seen.size).toBe(21);
    expect((await act(t.http, 'localuser!get', {}, { lang: 'xx' })).msg).toBe('Please log in again');
    expect((await act(t.http, 'localuser!get', {}, { lang: 'zh-CN' })).msg).toBe('请重新登录');
    expect((await act(t.http, 'localuser!get', {}, { lang: '<script>' })).msg).toBe('Please log in again');
  });

  it('every catalogue has every key, and no placeholder English does not fill', () => {
    // A translation may leave a placeholder out (the legacy Chinese texts quoted byte-exact often do),
    // but one the code never fills would show as "{name}" to the user.
    const en = CATALOGUES.en as Record<string, string>;
    const ph = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])];
    for (const lang of LANG_CODES) {
      const cat = CATALOGUES[lang] as Record<string, string>;
      expect(Object.keys(cat).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) {
        const unknown = ph(cat[k]).filter((p) => !ph(v).includes(p));
        expect([lang, k, unknown]).toEqual([lang, k, []]);
      }
    }
  });

  describe('uploads', () => {
    let token: string;
    const png = () =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
        .png()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif' } } })
        .toBuffer();
    const jpeg = () =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#f59e0b' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif' } } })
        .toBuffer();

    beforeAll(async () => {
      token = (await registerUser(t.http)).token;
    });

    it('accepts a PNG and a JPEG, re-encoded without metadata, and serves them at the answered URL', async () => {
      for (const [make, name, type] of [
        [png, 'a.png', 'image/png'],
        [jpeg, 'b.jpeg', 'image/jpeg'],
      ] as const) {
        const bytes = await make();
        expect(bytes.includes(Buffer.from('secret-exif'))).toBe(true);
        const res = await request(t.http)
          .post('/wap//api/uploadimg!execute.action')
          .field('moduleName', 'evaluate')
          .field('token', token)
          .attach('file', bytes, { filename: name, contentType: type });
        expect(res.body.code).toBe('0');
        expect(res.body.data).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/uploads/evaluate/\\d{4}/\\d\\d/[0-9a-f-]{36}\\.(png|jpg)$`));
        const got = await request(t.http).get(new URL(res.body.data).pathname).buffer(true);
        expect(got.status).toBe(200);
        expect(got.headers['content-type']).toBe(type);
        expect(got.body.includes(Buffer.from('secret-exif'))).toBe(false);
        expect((await sharp(got.body).metadata()).width).toBe(40);
      }
    });

    it('refuses what is not a JPEG/PNG by content, whatever its name says', async () => {
      const html = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      const r1 = await request(t.http)
        .post('/api/uploadimg!execute.action?lang=cn')
        .set('Authorization', `Bearer ${token}`)
        .attach('file', html, { filename: 'x.png', contentType: 'image/png' });
      expect(r1.body).toEqual({ code: '1', msg: '图片格式不正确，仅支持JPG、PNG', data: null });
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
      const r2 = await request(t.http)
        .post('/api/uploadimg!execute.action')
        .set('Authorization', `Bearer ${token}`)
        .attach('file', gif, { filename: 'x.jpg', contentType: 'image/jpeg' });
      expect(r2.body.code).toBe('1');
    });

    it('refuses an oversized file, a missing file, a broken multipart body, and anonymous uploads', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
      const r1 = await request(t.http)
        .post('/api/uploadimg!execute.action')
        .set('Authorization', `Bearer ${token}`)
        .attach('file', big, { filename: 'big.png', contentType: 'image/png' });
      expect(r1.body).toEqual({ code: '1', msg: 'The image is too large (at most 2 MB)', data: null });
      const r2 = await request(t.http)
        .post('/api/uploadimg!execute.action')
        .set('Authorization', `Bearer ${token}`)
        .field('moduleName', 'evaluate');
      expect(r2.body.msg).toBe('Please choose an image');
      const r3 = await request(t.http)
        .post('/api/uploadimg!execute.action')
        .set('Authorization', `Bearer ${token}`)
        .set('content-type', 'multipart/form-data; boundary=XYZ')
        .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc');
      expect(r3.status).toBe(200);
      expect(r3.body.code).toBe('1');
      const r4 = await request(t.http)
        .post('/api/uploadimg!execute.action')
        .attach('file', await png(), { filename: 'a.png' });
      expect(r4.body.code).toBe('403');
    });
  });

  it('serves the brand and a health check over REST', async () => {
    const b = await request(t.http).get('/v1/brand');
    expect(b.body).toMatchObject({
      name: expect.any(String),
      colors: { primary: expect.stringMatching(/^#/) },
      lang: 'en',
      defaultLang: expect.any(String),
      footerColumns: expect.any(Array),
      footerHighlights: expect.any(Array),
    });
    expect((await request(t.http).get('/healthz')).body).toEqual({ ok: true });
    expect((await request(t.http).get('/v1/nothing')).status).toBe(404);
  });
});
