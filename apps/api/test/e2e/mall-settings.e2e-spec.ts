import request from 'supertest';
import { DataSource } from 'typeorm';
import { act } from '../support/act';
import { createOperator, rootEnv } from '../support/admin';
import { operatorToken } from '../support/bearer';
import { SAFEWORD, makeBuyer, makeShop } from '../support/order';
import { startHttpApp } from '../support/test-app';

const ROOT = { username: 'root-settings', password: 'root-password-1234' };

describe('operator order settings /v1/admin/settings', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  let ds: DataSource;
  let root: string;
  let finance: string;

  const tokenOf = (username: string, password: string) => operatorToken(t.http, username, password);
  const get = (token: string) => request(t.http).get('/v1/admin/settings').set('authorization', `Bearer ${token}`);
  const patch = (token: string, body: unknown) =>
    request(t.http)
      .patch('/v1/admin/settings')
      .set('authorization', `Bearer ${token}`)
      .send(body as object);
  const value = (r: request.Response, code: string) =>
    (r.body.items as { code: string; value: number }[]).find((i) => i.code === code)?.value;

  beforeAll(async () => {
    t = await startHttpApp(rootEnv(ROOT));
    ds = t.app.get(DataSource);
    root = await tokenOf(ROOT.username, ROOT.password);
    ({ token: finance } = await createOperator(t.http, root, {
      username: 'finance-settings',
      password: 'finance-settings-password-1',
      roles: ['finance'],
    }));
  }, 60_000);
  afterAll(() => t.close());

  it('lists the settings in force with their units and ranges (seeded defaults)', async () => {
    const r = await get(finance);
    expect(r.status).toBe(200);
    expect(r.body.items).toContainEqual({
      code: 'mall_commission_bp',
      value: 500,
      unit: 'basis points',
      min: 0,
      max: 5000,
      about: 'Platform commission of the order total (500 = 5 %)',
    });
    expect(value(r, 'mall_unpaid_hold_minutes')).toBe(30);
    expect(value(r, 'mall_max_unpaid_units_per_sku')).toBe(10);
    expect(value(r, 'mall_unpaid_allowance_usdt')).toBe(0);
    // the legacy hold in hours is no longer an operator setting
    expect(value(r, 'mall_autoCancel_timeout')).toBeUndefined();
    expect(value(r, 'mall_autoReceipt_timeout')).toBe(10);
    expect(value(r, 'mall_AutoComment')).toBe(15);
  });

  it('only a superadmin changes them; out-of-range, fractional and unknown settings are refused', async () => {
    expect((await patch(finance, { mall_commission_bp: 600 })).status).toBe(403);
    for (const bad of [
      { mall_commission_bp: 5001 },
      { mall_commission_bp: 1.5 },
      { mall_commission_bp: '600' },
      { mall_unpaid_hold_minutes: 4 },
      { mall_unpaid_hold_minutes: 1441 },
      { mall_autoCancel_timeout: 12 },
      { nope: 1 },
    ]) {
      const r = await patch(root, bad);
      expect([bad, r.status, r.body.error?.code]).toEqual([bad, 400, 'COMMON_INVALID_PARAM']);
    }
    expect(value(await get(root), 'mall_commission_bp')).toBe(500);
    expect(await ds.query(`select 1 from audit_log where action = 'mall_settings.update'`)).toEqual([]);
  });

  it('a change is audited and applies to the next payment; a paid order keeps its commission', async () => {
    const shop = await makeShop(ds);
    const b = await makeBuyer(t.http, t.app, { balance: '100' });
    const place = async () => {
      const r = await act(t.http, 'order!submit', { orderInfo: `${shop.mug},-1,1`, addressId: b.addressId }, { token: b.token });
      expect(r.code).toBe('0');
      const id = r.data.orderList[0].orderId as string;
      expect((await act(t.http, 'order!pay', { orderId: id, safeword: SAFEWORD }, { token: b.token })).code).toBe('0');
      return id;
    };
    const before = await place();

    const legacyHours = async () => (await ds.query(`select value from sysparas where code = 'mall_autoCancel_timeout'`))[0].value;
    expect(await legacyHours()).toBe('0.5');
    const r = await patch(root, { mall_commission_bp: 650, mall_unpaid_hold_minutes: 45 });
    expect(r.status).toBe(200);
    expect([value(r, 'mall_commission_bp'), value(r, 'mall_unpaid_hold_minutes')]).toEqual([650, 45]);
    const audits = await ds.query(`select target, details from audit_log where action = 'mall_settings.update'`);
    expect(audits).toEqual([
      {
        target: 'mall_unpaid_hold_minutes,mall_commission_bp',
        details: {
          before: { mall_unpaid_hold_minutes: 30, mall_commission_bp: 500 },
          after: { mall_unpaid_hold_minutes: 45, mall_commission_bp: 650 },
        },
      },
    ]);
    // the legacy row follows the hold, in its own unit (hours)
    expect(await legacyHours()).toBe('0.75');
    // the same values again change nothing and write no audit record
    expect((await patch(root, { mall_commission_bp: 650 })).status).toBe(200);
    expect(await ds.query(`select count(*)::int as n from audit_log where action = 'mall_settings.update'`)).toEqual([{ n: 1 }]);

    const after = await place();
    const rows = await ds.query(`select id, commission_bp from orders where id = any($1) order by paid_at`, [[before, after]]);
    expect(rows).toEqual([
      { id: before, commission_bp: 500 },
      { id: after, commission_bp: 650 },
    ]);
  });
});
