import request from 'supertest';
import { DataSource } from 'typeorm';
import { AddressService } from '../../src/modules/address';
import { seedDemoAddress } from '../../src/demo/accounts/demo-address.seed';
import { act, registerUser } from '../support/act';
import { ADDRESS_WIRE_KEYS } from '../support/address';
import { userIdOf } from '../support/ledger';
import { startHttpApp } from '../support/test-app';

const ROW_KEYS = ['id', 'use', ...ADDRESS_WIRE_KEYS, 'countryId', 'provinceId', 'cityId'].sort();

describe('address book over HTTP (address!*)', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let db: DataSource;
  /** A real place from the dataset: United States → New York → New York City. */
  let us: { id: number; stateId: number; cityId: number; otherStateCityId: number };
  let gb: { id: number; stateId: number };

  type User = Awaited<ReturnType<typeof registerUser>> & { id: string };
  const newUser = async (): Promise<User> => {
    const u = await registerUser(t.http);
    return { ...u, id: await userIdOf(t.app, u.token) };
  };
  const valid = () => ({
    contacts: 'Ada Lovelace',
    phone: '1 2015550123',
    email: 'ada@example.com',
    postcode: '10001',
    country: 'United States',
    countryId: us.id,
    province: 'New York',
    provinceId: us.stateId,
    city: 'New York City',
    cityId: us.cityId,
    address: '12 Example Street, Apt 3',
    use: 0,
    areaCode: '999',
  });
  /** What the book keeps of `valid()`: the address without its use and the ignored area code. */
  const stored = () => {
    const { use: _use, areaCode: _areaCode, ...kept } = valid();
    return kept;
  };
  const add = (u: User, over: Record<string, string | number | undefined> = {}, lang = 'cn') =>
    act(t.http, 'address!add', { ...valid(), ...over }, { token: u.token, lang, via: 'query' });
  const list = async (u: User, lang = 'en') => {
    const r = await act(t.http, 'address!list', {}, { token: u.token, lang });
    expect(r.code).toBe('0');
    return r.data.pageList as any[];
  };

  beforeAll(async () => {
    t = await startHttpApp();
    db = t.app.get(DataSource);
    const [c] = await db.query(`select id from countries where iso2 = 'US'`);
    const [s] = await db.query(`select id from states where country_id = $1 and name = 'New York'`, [c.id]);
    const [city] = await db.query(`select id from cities where state_id = $1 and name = 'New York City'`, [s.id]);
    const [other] = await db.query(
      `select c.id from cities c join states s on s.id = c.state_id where s.country_id = $1 and s.id <> $2 limit 1`,
      [c.id, s.id],
    );
    us = { id: c.id, stateId: s.id, cityId: city.id, otherStateCityId: other.id };
    const [g] = await db.query(`select id from countries where iso2 = 'GB'`);
    const [gs] = await db.query(`select id from states where country_id = $1 limit 1`, [g.id]);
    gb = { id: g.id, stateId: gs.id };
  }, 60_000);
  afterAll(async () => t?.close());

  it('loads the whole dataset with its own ids', async () => {
    const [n] = await db.query(
      `select (select count(*) from countries)::int as c, (select count(*) from states)::int as s, (select count(*) from cities)::int as ci`,
    );
    expect(n.c).toBeGreaterThan(240);
    expect(n.s).toBeGreaterThan(5000);
    expect(n.ci).toBeGreaterThan(150_000);
    const [af] = await db.query(`select id, name, phonecode from countries where iso2 = 'AF'`);
    expect(af).toEqual({ id: 1, name: 'Afghanistan', phonecode: '93' });
  });

  describe('area lookups', () => {
    it('listCountry is public, nested data.data, named in the request language, filterable', async () => {
      const en = await act(t.http, 'address!listCountry', {}, { lang: 'en' });
      expect(en.code).toBe('0');
      expect(Array.isArray(en.data.data)).toBe(true);
      expect(en.data.data.length).toBeGreaterThan(240);
      const usEn = en.data.data.find((c: any) => c.id === us.id);
      expect(usEn).toMatchObject({ id: us.id, countryName: 'United States', phonecode: '1' });
      const cn = await act(t.http, 'address!listCountry', {}, { lang: 'cn' });
      expect(cn.data.data.find((c: any) => c.id === us.id).countryName).toBe('美国');
      const ar = await act(t.http, 'address!listCountry', { countryName: 'germ' }, { lang: 'ar' });
      expect(ar.data.data.map((c: any) => c.countryName)).toEqual(['ألمانيا']);
      const de = await act(t.http, 'address!listCountry', { countryName: 'Deutsch' }, { lang: 'de' });
      expect(de.data.data.map((c: any) => c.countryName)).toEqual(['Deutschland']);
      const none = await act(t.http, 'address!listCountry', { countryName: 'zzzz-nothing' }, { lang: 'en' });
      expect(none.data).toEqual({ data: [] });
    });

    it('listState needs a session; empty without countryId; {id, stateName}', async () => {
      const u = await newUser();
      expect((await act(t.http, 'address!listState', { countryId: us.id })).code).toBe('403');
      const r = await act(t.http, 'address!listState', { countryId: us.id }, { token: u.token });
      expect(r.code).toBe('0');
      expect(r.data.data).toContainEqual({ id: us.stateId, stateName: 'New York' });
      expect(Object.keys(r.data.data[0]).sort()).toEqual(['id', 'stateName']);
      expect((await act(t.http, 'address!listState', {}, { token: u.token })).data).toEqual({ data: [] });
      expect((await act(t.http, 'address!listState', { countryId: 'abc' }, { token: u.token })).data).toEqual({ data: [] });
    });

    it('listCity: {id, cityName}; 请先选择州 without stateId unless queryType=noShow', async () => {
      const u = await newUser();
      const r = await act(t.http, 'address!listCity', { stateId: us.stateId }, { token: u.token });
      expect(r.code).toBe('0');
      expect(r.data.data).toContainEqual({ id: us.cityId, cityName: 'New York City' });
      const missing = await act(t.http, 'address!listCity', {}, { token: u.token, lang: 'cn' });
      expect(missing).toMatchObject({ code: '1', msg: '请先选择州' });
      const en = await act(t.http, 'address!listCity', { stateId: '' }, { token: u.token, lang: 'en' });
      expect(en).toMatchObject({ code: '1', msg: 'Please choose a state first' });
      const quiet = await act(t.http, 'address!listCity', { queryType: 'noShow' }, { token: u.token, lang: 'cn' });
      expect(quiet).toMatchObject({ code: '0', data: { data: [] } });
    });
  });

  describe('add, list, edit, delete', () => {
    it('adds with the exact wire shape; the first address becomes the default; areaCode is ignored', async () => {
      const u = await newUser();
      const r = await add(u, { use: 0 });
      expect(r.code).toBe('0');
      const rows = await list(u);
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]).sort()).toEqual(ROW_KEYS);
      expect(rows[0]).toEqual({ id: r.data.id, use: 1, ...stored() });
      expect(typeof rows[0].id).toBe('number');
      // names re-localised for the reader
      const cn = await list(u, 'cn');
      expect(cn[0].country).toBe('美国');
    });

    it('old clients: params in the query, contacts encodeURIComponent-ed, + as a space, GET works too', async () => {
      const u = await newUser();
      // The old client appends its (partly pre-encoded) fields to the URL as they are: decoded once.
      const q = Object.entries({ ...valid(), address: '1+Main+St' })
        .map(([k, v]) => `${k}=${k === 'contacts' ? encodeURIComponent('李 雷') : String(v).replace(/ /g, '+')}`)
        .join('&');
      const res = await request(t.http).post(`/api/address!add.action?${q}&token=${u.token}`);
      expect(res.body.code).toBe('0');
      const g = await act(t.http, 'address!add', { ...valid(), contacts: 'Via GET' }, { token: u.token, via: 'get', prefix: '/wap/api/' });
      expect(g.code).toBe('0');
      const rows = await list(u);
      expect(rows.map((x) => [x.contacts, x.address])).toEqual([
        ['李 雷', '1 Main St'],
        ['Via GET', '12 Example Street, Apt 3'],
      ]);
    });

    it('use=1 moves the default atomically; the list shows the default first, then the newest', async () => {
      const u = await newUser();
      const a = (await add(u)).data.id;
      const b = (await add(u, { contacts: 'B' })).data.id;
      const c = (await add(u, { contacts: 'C', use: 1 })).data.id;
      let rows = await list(u);
      expect(rows.map((x) => [x.id, x.use])).toEqual([
        [c, 1],
        [b, 0],
        [a, 0],
      ]);
      const e = await act(t.http, 'address!edit', { ...valid(), id: a, use: 1 }, { token: u.token, via: 'query' });
      expect(e.code).toBe('0');
      rows = await list(u);
      expect(rows.map((x) => [x.id, x.use])).toEqual([
        [a, 1],
        [c, 0],
        [b, 0],
      ]);
      const [n] = await db.query(`select count(*)::int as n from addresses where user_id = $1 and is_default`, [u.id]);
      expect(n.n).toBe(1);
    });

    it('concurrent use=1 saves leave exactly one default', async () => {
      const u = await newUser();
      await Promise.all(Array.from({ length: 6 }, (_, i) => add(u, { contacts: `P${i}`, use: 1 })));
      const rows = await list(u);
      expect(rows).toHaveLength(6);
      expect(rows.filter((x) => x.use === 1)).toHaveLength(1);
    });

    it('edit replaces the fields; without id 非法请求; use=0 on the default keeps it the default', async () => {
      const u = await newUser();
      const id = (await add(u)).data.id;
      const r = await act(
        t.http,
        'address!edit',
        {
          ...valid(),
          id,
          contacts: 'Grace Hopper',
          phone: '44 7400 123456',
          countryId: gb.id,
          country: 'x',
          provinceId: gb.stateId,
          province: 'y',
          cityId: 0,
          city: 'Somewhere',
          use: 0,
        },
        { token: u.token, via: 'query' },
      );
      expect(r.code).toBe('0');
      const [row] = await list(u);
      expect(row).toMatchObject({
        id,
        use: 1,
        contacts: 'Grace Hopper',
        phone: '44 7400123456',
        countryId: gb.id,
        country: 'United Kingdom',
        cityId: 0,
        city: 'Somewhere',
      });
      const noId = await act(t.http, 'address!edit', { ...valid() }, { token: u.token, lang: 'cn' });
      expect(noId).toMatchObject({ code: '1', msg: '非法请求' });
    });

    it('deleting the default promotes the newest remaining address', async () => {
      const u = await newUser();
      const a = (await add(u)).data.id;
      const b = (await add(u, { contacts: 'B' })).data.id;
      const c = (await add(u, { contacts: 'C' })).data.id;
      const d = await act(t.http, 'address!del', { id: a }, { token: u.token });
      expect(d.code).toBe('0');
      let rows = await list(u);
      expect(rows.map((x) => [x.id, x.use])).toEqual([
        [c, 1],
        [b, 0],
      ]);
      expect((await act(t.http, 'address!del', { id: b }, { token: u.token })).code).toBe('0');
      rows = await list(u);
      expect(rows.map((x) => [x.id, x.use])).toEqual([[c, 1]]);
      const again = await act(t.http, 'address!del', { id: b }, { token: u.token, lang: 'cn' });
      expect(again).toMatchObject({ code: '1', msg: '地址不存在,或者已删除' });
      const empty = await act(t.http, 'address!del', {}, { token: u.token, lang: 'cn' });
      expect(empty).toMatchObject({ code: '1', msg: '地址不存在,或者已删除' });
    });

    it('caps at 10 addresses (收货地址达上限)', async () => {
      const u = await newUser();
      for (let i = 0; i < 10; i++) expect((await add(u, { contacts: `N${i}` })).code).toBe('0');
      expect(await add(u, { contacts: 'N10' })).toMatchObject({ code: '1', msg: '收货地址达上限' });
      expect(await add(u, { contacts: 'N10' }, 'en')).toMatchObject({ code: '1', msg: 'You can keep at most 10 addresses' });
      expect(await list(u)).toHaveLength(10);
    });

    it('needs a session', async () => {
      expect((await act(t.http, 'address!list', {})).code).toBe('403');
      expect((await act(t.http, 'address!add', valid())).code).toBe('403');
    });
  });

  describe('validation (cn texts byte-exact)', () => {
    let u: User;
    beforeAll(async () => {
      u = await newUser();
    });
    const cases: [string, Record<string, string | number>, string][] = [
      ['phone missing', { phone: '' }, '手机号不能为空'],
      ['contacts missing', { contacts: '  ' }, '联系人不能为空'],
      ['address missing', { address: '' }, '地址不能为空'],
      ['address too long', { address: 'x'.repeat(256) }, '地址过长'],
      ['contacts too long', { contacts: '名'.repeat(65) }, '收货人姓名不能超过64个字符'],
      ['postcode too long', { postcode: '1'.repeat(33) }, '邮码不能超过32个字符'],
      ['postcode too short', { postcode: '12' }, '邮码格式不正确'],
      ['bad phone', { phone: '93 5551234' }, '手机号格式不正确'],
      ['letters for a phone', { phone: '1 call-me' }, '手机号格式不正确'],
      ['bad email', { email: 'not-an-email' }, '邮箱格式不正确'],
      ['non-integer country id', { countryId: '1.5' }, '参数错误'],
      ['non-integer city id', { cityId: 'abc' }, '参数错误'],
      ['negative id', { provinceId: '-3' }, '参数错误'],
      ['unknown city id', { cityId: 999_999_999 }, '参数错误'],
      ['state of another country', { provinceId: 0 }, '所选国家、州和城市不匹配'],
    ];
    it.each(cases)('%s', async (_name, over, msg) => {
      const r = await add(u, over);
      expect(r).toMatchObject({ code: '1', msg });
    });

    it('a state of another country, and a city of another state, are refused', async () => {
      expect(await add(u, { countryId: gb.id })).toMatchObject({ code: '1', msg: '所选国家、州和城市不匹配' });
      expect(await add(u, { cityId: us.otherStateCityId })).toMatchObject({ code: '1', msg: '所选国家、州和城市不匹配' });
      expect(await add(u, { countryId: gb.id }, 'en')).toMatchObject({
        code: '1',
        msg: 'The chosen country, state and city do not belong together',
      });
      expect(await list(u)).toHaveLength(0);
    });

    it('edit applies the same caps as add (legacy gap closed)', async () => {
      const id = (await add(u)).data.id;
      const r = await act(t.http, 'address!edit', { ...valid(), id, contacts: 'n'.repeat(65) }, { token: u.token, lang: 'cn' });
      expect(r).toMatchObject({ code: '1', msg: '收货人姓名不能超过64个字符' });
      await act(t.http, 'address!del', { id }, { token: u.token });
    });

    it('unknown ids (0) keep the names sent; HTML and control characters are stored inert', async () => {
      const r = await add(u, {
        countryId: 0,
        provinceId: 0,
        cityId: 0,
        country: 'Atlantis',
        province: 'Deep',
        city: 'Harbour',
        contacts: '<img src=x onerror=alert(1)>Bob\u202e\u200b',
        address: '<script>alert(1)</script>1 Main St\r\nFloor 2',
      });
      expect(r.code).toBe('0');
      const row = (await list(u)).find((x) => x.id === r.data.id);
      expect(row).toMatchObject({
        countryId: 0,
        country: 'Atlantis',
        province: 'Deep',
        city: 'Harbour',
        contacts: 'Bob',
        address: 'alert(1) 1 Main St Floor 2',
      });
      expect(JSON.stringify(row)).not.toMatch(/[<>\u0000-\u001f\u200b\u202e]/);
      await act(t.http, 'address!del', { id: r.data.id }, { token: u.token });
      // NUL never reaches the service: refused by the dispatcher, nothing stored
      expect((await add(u, { contacts: 'Nul\u0000Byte' })).code).toBe('1');
      expect(await list(u)).toHaveLength(0);
    });
  });

  describe("another user's address reads as missing", () => {
    it('edit and del of a foreign id answer 地址不存在,或者已删除 and change nothing', async () => {
      const owner = await newUser();
      const thief = await newUser();
      const id = (await add(owner)).data.id;
      const e = await act(t.http, 'address!edit', { ...valid(), id, contacts: 'Mallory' }, { token: thief.token, lang: 'cn' });
      expect(e).toMatchObject({ code: '1', msg: '地址不存在,或者已删除' });
      const d = await act(t.http, 'address!del', { id }, { token: thief.token, lang: 'cn' });
      expect(d).toMatchObject({ code: '1', msg: '地址不存在,或者已删除' });
      const rows = await list(owner);
      expect(rows).toHaveLength(1);
      expect(rows[0].contacts).toBe('Ada Lovelace');
      expect(await list(thief)).toHaveLength(0);
      // a missing id and junk answer exactly the same
      const missing = await act(t.http, 'address!del', { id: 987654321 }, { token: thief.token, lang: 'cn' });
      const junk = await act(t.http, 'address!del', { id: '1 or 1=1' }, { token: thief.token, lang: 'cn' });
      expect(missing).toEqual(d);
      expect(junk).toEqual(d);
    });

    it('snapshotForOrder: the chosen address, else the default, else ORDER_ADDRESS_REQUIRED; a foreign id is ADDRESS_NOT_FOUND', async () => {
      const svc = t.app.get(AddressService);
      const owner = await newUser();
      const other = await newUser();
      await expect(svc.snapshotForOrder(owner.id, undefined)).rejects.toMatchObject({ code: 'ORDER_ADDRESS_REQUIRED' });
      const first = (await add(owner)).data.id;
      const second = (await add(owner, { contacts: 'Second', phone: '86 13800138000' })).data.id;
      expect(await svc.snapshotForOrder(owner.id, undefined)).toEqual(stored());
      expect(await svc.snapshotForOrder(owner.id, String(second))).toMatchObject({ contacts: 'Second', phone: '86 13800138000' });
      await expect(svc.snapshotForOrder(other.id, String(first))).rejects.toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
      await expect(svc.snapshotForOrder(other.id, 'x')).rejects.toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    });
  });

  it('demo seed: one default address in a real city, idempotent', async () => {
    const u = await newUser();
    await seedDemoAddress(t.app, u.email, () => undefined);
    await seedDemoAddress(t.app, u.email, () => undefined);
    const rows = await list(u);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ use: 1, country: 'Portugal', province: 'Lisbon', city: 'Lisbon', phone: '351 912345678' });
    expect(rows[0].cityId).toBeGreaterThan(0);
  });
});
