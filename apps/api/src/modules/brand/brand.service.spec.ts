import type { BrandRepository, BrandRow } from './brand.repository';
import { BrandService } from './brand.service';

const row = {
  key: 'k',
  name: 'K',
  default_lang: 'en',
  colors: {},
  footer_columns: [],
  footer_highlights: [{ kind: 'goodsCount' }],
} as unknown as BrandRow;

describe('BrandService goods count', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the first count only; a stale count is served while the next one is taken in the background', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let answer = 7;
    let calls = 0;
    let release: (() => void) | null = null;
    const repo = {
      countGoodsOnSale: () => {
        calls++;
        const n = answer;
        return calls === 1 ? Promise.resolve(n) : new Promise<number>((r) => (release = () => r(n)));
      },
    } as unknown as BrandRepository;
    const svc = new BrandService(repo);
    const count = async () => ((await svc.toData(row, 'en')).footerHighlights[0] as { count: number }).count;

    expect(await count()).toBe(7);
    answer = 9;
    jest.setSystemTime(9 * 60_000); // within 10 minutes: no recount
    expect(await count()).toBe(7);
    expect(calls).toBe(1);

    jest.setSystemTime(11 * 60_000); // stale: answered at once with the last count, one recount started
    expect(await count()).toBe(7);
    expect(await count()).toBe(7);
    expect(calls).toBe(2);
    release!();
    await new Promise((r) => setImmediate(r));
    expect(await count()).toBe(9);
    expect(calls).toBe(2);
  });

  it('keeps the last count when a recount fails, and leaves the line out when there never was one', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let fail = true;
    const repo = { countGoodsOnSale: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(5)) } as unknown as BrandRepository;
    const svc = new BrandService(repo);
    expect((await svc.toData(row, 'en')).footerHighlights).toEqual([]);
    fail = false;
    expect((await svc.toData(row, 'en')).footerHighlights).toEqual([{ kind: 'goodsCount', count: 5 }]);
    fail = true;
    jest.setSystemTime(11 * 60_000);
    expect((await svc.toData(row, 'en')).footerHighlights).toEqual([{ kind: 'goodsCount', count: 5 }]);
    await new Promise((r) => setImmediate(r));
    expect((await svc.toData(row, 'en')).footerHighlights).toEqual([{ kind: 'goodsCount', count: 5 }]);
  });
});

describe('BrandService.publicOrigins: absolute URLs without PUBLIC_URL', () => {
  const svc = (all: string[], defaults: string[]) =>
    new BrandService({ hostTable: () => Promise.resolve({ all, defaults }) } as unknown as BrandRepository);
  const brands = svc(['shop.example', 'two.example', 'localhost'], ['shop.example', 'localhost']);

  it('answers on the request host when it is a brand or loopback host (any port), else the default brand', async () => {
    expect((await brands.publicOrigins('two.example:8443', 'https', 3000)).answer).toBe('https://two.example:8443');
    expect((await brands.publicOrigins('localhost:6666', 'http', 3000)).answer).toBe('http://localhost:6666');
    expect((await brands.publicOrigins('evil.example', 'http', 3000)).answer).toBe('http://shop.example');
  });

  it('mails links on a brand host only on its default port, never a loopback name or a port the request chose', async () => {
    const email = async (host: string | undefined, proto = 'http') => (await brands.publicOrigins(host, proto, 3000)).email;
    expect(await email('two.example')).toBe('http://two.example');
    expect(await email('TWO.example:443', 'https')).toBe('https://two.example');
    expect(await email('two.example:80', 'http')).toBe('http://two.example');
    const forged = ['two.example:8443', 'two.example:443', 'localhost:6666', 'localhost', '127.0.0.1:3000', 'evil.example', 'a b'];
    for (const host of [...forged, undefined]) expect([host, await email(host)]).toEqual([host, 'http://shop.example']);
  });

  it('without a non-loopback default brand host: the configured port on localhost', async () => {
    expect(await svc(['localhost'], ['localhost']).publicOrigins('localhost:6666', 'http', 3000)).toEqual({
      answer: 'http://localhost:6666',
      email: 'http://localhost:3000',
    });
    expect(await svc([], []).publicOrigins('evil.example', 'https', 3000)).toEqual({
      answer: 'http://localhost:3000',
      email: 'http://localhost:3000',
    });
  });
});
