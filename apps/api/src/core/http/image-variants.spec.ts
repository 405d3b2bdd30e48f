import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTHS_BY_KIND } from '@mall/contracts';
import { VariantCache, etagOf, inside, matchesEtag, snapWidth } from './image-variants';

describe('image variants', () => {
  it('snaps ?w= to the bounded set: next allowed width up, the largest at most', () => {
    expect(snapWidth(undefined, 'goods', 480)).toBe(480);
    expect(snapWidth('', 'goods', 480)).toBe(480);
    expect(snapWidth('240', 'goods', 480)).toBe(240);
    expect(snapWidth('1', 'goods', 480)).toBe(240);
    expect(snapWidth('241', 'goods', 480)).toBe(480);
    expect(snapWidth('800', 'goods', 480)).toBe(800);
    expect(snapWidth('99999', 'goods', 480)).toBe(800);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', ' 240', '240px', '123456', ['240', '480'], 240]) {
      expect([bad, snapWidth(bad, 'goods', 480)]).toEqual([bad, null]);
    }
  });

  it('keeps every width set small and ascending', () => {
    for (const [kind, ws] of Object.entries(IMAGE_WIDTHS_BY_KIND)) {
      expect([kind, [...ws].sort((a, b) => a - b)]).toEqual([kind, [...ws]]);
      expect(ws.length).toBeLessThanOrEqual(5);
      expect(Math.max(...ws)).toBeLessThanOrEqual(1600);
    }
  });

  it('compares ETags weakly, lists and * included', () => {
    const e = etagOf(Buffer.from('abc'));
    expect(e).toMatch(/^"[\w-]+"$/);
    expect(etagOf(Buffer.from('abc'))).toBe(e);
    expect(etagOf(Buffer.from('abd'))).not.toBe(e);
    expect(matchesEtag(e, e)).toBe(true);
    expect(matchesEtag(`W/${e}`, e)).toBe(true);
    expect(matchesEtag(`"x", ${e}`, e)).toBe(true);
    expect(matchesEtag('*', e)).toBe(true);
    expect(matchesEtag('"x"', e)).toBe(false);
    expect(matchesEtag(undefined, e)).toBe(false);
  });

  it('keeps paths inside the root', () => {
    expect(inside('/data/media', 'g/a/1-240.jpg')).toBe('/data/media/g/a/1-240.jpg');
    expect(inside('/data/media', '../secret')).toBeNull();
    expect(inside('/data/media', 'g/../../secret')).toBeNull();
    expect(inside('/data/media', '/etc/passwd')).toBeNull();
    expect(inside('/data/media', '')).toBeNull();
    expect(inside('/data/media', '.')).toBeNull();
    expect(inside('/data/media', '../media-other/x')).toBeNull();
  });

  it('renders a variant once, also under concurrent requests, and then reads it from disk', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mall-variants-'));
    try {
      const cache = new VariantCache(root, 1);
      let renders = 0;
      const render = async () => {
        renders++;
        await new Promise((ok) => setTimeout(ok, 20));
        return Buffer.from('pixels');
      };
      const all = await Promise.all(Array.from({ length: 5 }, () => cache.get('a/b.240.jpg', render)));
      expect(renders).toBe(1);
      expect(all.every((r) => r?.body.toString() === 'pixels')).toBe(true);
      expect(await cache.get('a/b.240.jpg', render)).toEqual({ body: Buffer.from('pixels'), hit: true });
      expect(renders).toBe(1);
      expect(readdirSync(join(root, 'a'))).toEqual(['b.240.jpg']);
      // a source newer than the variant renders it again
      expect((await cache.get('a/b.240.jpg', render, { notBefore: Date.now() + 60_000 }))?.hit).toBe(false);
      expect(renders).toBe(2);
      // nothing is written for what does not exist, nor outside the root
      expect(await cache.get('a/none.jpg', async () => null)).toBeNull();
      expect(await cache.get('../escape.jpg', render)).toBeNull();
      expect(readdirSync(join(root, 'a'))).toEqual(['b.240.jpg']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
