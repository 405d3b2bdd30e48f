import { absoluteMediaUrl, mediaJson } from './media-urls';

const origin = 'https://shop.example';

describe('media URLs for old clients', () => {
  it('makes root-relative paths absolute, and leaves absolute, protocol-relative, empty and non-path values', () => {
    expect(absoluteMediaUrl(origin, '/media/a.jpg')).toBe('https://shop.example/media/a.jpg');
    for (const v of ['https://cdn.example/a.jpg', '//cdn.example/a.jpg', '', 'a.jpg']) expect(absoluteMediaUrl(origin, v)).toBe(v);
  });

  it('rewrites media fields at any depth, in arrays too, and nothing else', () => {
    const answer = {
      code: '0',
      msg: '/not/a/media/key',
      data: {
        pageList: [{ id: '/g/1', imgUrl1: '/media/1.jpg', name: '/media/name' }],
        seller: { avatar: '/u/a.png', banner2: '/b.png', logo: null, imgs: ['/m/1.jpg', 'https://x.example/2.jpg'] },
        images: [{ img: '/deep.jpg' }],
      },
    };
    const before = JSON.stringify(answer);
    expect(JSON.parse(mediaJson(answer, origin))).toEqual({
      code: '0',
      msg: '/not/a/media/key',
      data: {
        pageList: [{ id: '/g/1', imgUrl1: 'https://shop.example/media/1.jpg', name: '/media/name' }],
        seller: {
          avatar: 'https://shop.example/u/a.png',
          banner2: 'https://shop.example/b.png',
          logo: null,
          imgs: ['https://shop.example/m/1.jpg', 'https://x.example/2.jpg'],
        },
        images: [{ img: 'https://shop.example/deep.jpg' }],
      },
    });
    expect(JSON.stringify(answer)).toBe(before); // the answer itself is not changed (it may be shared)
  });
});
