import { ConfigError, loadConfig } from './env.schema';

describe('loadConfig: the Redis prefix of a deployment', () => {
  it('defaults to mall:<database name>, the same for every process pointed at that database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/shop_eu' }).redisPrefix).toBe('mall:shop_eu');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@10.0.0.5/shop_eu?sslmode=require' }).redisPrefix).toBe('mall:shop_eu');
    expect(loadConfig({}).redisPrefix).toBe('mall:mall'); // the embedded database
  });

  it('takes REDIS_PREFIX as set, and refuses one Redis could confuse', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', REDIS_PREFIX: 'brand-b:prod' }).redisPrefix).toBe('brand-b:prod');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_PREFIX: 'x{y}' })).toThrow(ConfigError);
  });
});

describe('loadConfig: TRUST_PROXY and HSTS', () => {
  const trust = (v: string) => loadConfig({ TRUST_PROXY: v }).TRUST_PROXY;

  it('takes nobody (the default), a hop count, or proxy addresses, CIDRs and named ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const off of ['', 'false', '0', 'no']) expect(trust(off)).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 10.0.0.0/8, 192.168.1.7 ,loopback,FD00::/8 ')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
  });

  it('refuses `true` (every hop trusted: any client picks its IP), saying what to set instead', () => {
    for (const v of ['true', 'TRUE', 'yes']) {
      expect(() => trust(v)).toThrow(ConfigError);
      expect(() => trust(v)).toThrow(/TRUST_PROXY: true trusted every X-Forwarded-For hop.*number of proxies.*addresses/);
    }
  });

  it('refuses what is neither a count nor addresses', () => {
    for (const v of ['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '127.0.0.1,', '1.5', '-1', '100'])
      expect(() => trust(v)).toThrow(/TRUST_PROXY: expected false, the number of proxies/);
  });

  it('HSTS: a year with includeSubDomains by default; both configurable', () => {
    expect(loadConfig({})).toMatchObject({ HSTS_MAX_AGE_S: 31_536_000, HSTS_INCLUDE_SUBDOMAINS: true });
    expect(loadConfig({ HSTS_MAX_AGE_S: '0', HSTS_INCLUDE_SUBDOMAINS: 'false' })).toMatchObject({
      HSTS_MAX_AGE_S: 0,
      HSTS_INCLUDE_SUBDOMAINS: false,
    });
    expect(() => loadConfig({ HSTS_MAX_AGE_S: '-1' })).toThrow(ConfigError);
  });
});

describe('loadConfig: e-mail', () => {
  it('takes smtp:// and smtps:// URLs with credentials, and refuses anything else without echoing it', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://mailer:p%40ss@mail.example.com:465',
    );
    for (const bad of ['http://mail.example.com', 'mail.example.com:587', 'smtp://'])
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/SMTP_URL: expected smtp:\/\/user:pass@host:port/);
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'ftp://user:hunter2-secret@x' });
    } catch (e) {
      message = String(e);
    }
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toContain('hunter2-secret');
    expect(loadConfig({ MAIL_FROM: 'Shop <no-reply@shop.example>' }).MAIL_FROM).toBe('Shop <no-reply@shop.example>');
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('captures demo mail locally only for the demo seed without SMTP_URL, never in production', () => {
    expect(loadConfig({}).demoMail).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' }).demoMail).toBe(false);
    expect(loadConfig({ MALL_SEED: 'none' }).demoMail).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMail).toBe(false);
    expect(loadConfig({}).MALL_DEMO_MAIL_PORT).toBe(1025);
  });
});
