import { isCompressibleType } from './compression';

describe('compressible content types', () => {
  it('takes text, JSON, JS, SVG and XML', () => {
    for (const t of [
      'application/json',
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/html; charset=utf-8',
      'text/css',
      'text/plain',
      'text/javascript',
      'application/javascript; charset=utf-8',
      'image/svg+xml',
      'application/xml',
      'application/manifest+json',
    ]) {
      expect([t, isCompressibleType(t)]).toEqual([t, true]);
    }
  });

  it('leaves images, binaries and event streams alone', () => {
    for (const t of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'application/octet-stream',
      'font/woff2',
      'text/event-stream',
      'application/zip',
    ]) {
      expect([t, isCompressibleType(t)]).toEqual([t, false]);
    }
  });
});
