import { ownUrlPath } from './own-url';

describe('ownUrlPath', () => {
  const hosts = ['mall.example', '127.0.0.1'];

  it.each([
    ['/uploads/chat/2026/11/a.jpg', '/uploads/chat/2026/11/a.jpg'],
    ['https://mall.example/uploads/x.png', '/uploads/x.png'],
    ['http://127.0.0.1/uploads/x.png', '/uploads/x.png'],
  ])('keeps the path of %s', (url, path) => {
    expect(ownUrlPath(url, hosts)).toBe(path);
  });

  it.each([
    '//evil.example/uploads/x.png', // protocol-relative: another host
    'https://evil.example/uploads/x.png',
    'javascript:alert(1)',
    'ftp://mall.example/uploads/x.png',
    '/uploads/x.png?v=1',
    '/uploads/x.png#top',
    'https://user:pw@mall.example/uploads/x.png',
    'uploads/x.png', // relative without a leading slash
    'http://[::1', // malformed
  ])('refuses %s', (url) => {
    expect(ownUrlPath(url, hosts)).toBeNull();
  });
});
