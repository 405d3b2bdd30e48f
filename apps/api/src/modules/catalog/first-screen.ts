import { Injectable } from '@nestjs/common';
import { WAP_BANNER_SIZES, WAP_GALLERY_SIZES, imagePreload, mobileSiteTarget, type ImagePreload } from '@mall/contracts';
import { CatalogRepository } from './catalog.repository';
import { CatalogService, isId } from './catalog.service';

const ON_MOBILE_SITE = /^\/wap(\/|$)/;

/**
 * The largest picture of a mobile page's first screen, for the page's HTML to preload: the browser
 * then fetches it while the scripts load, not after them and the API call that names it (on a slow
 * phone network that is most of the time to the largest paint). The mobile home's first banner (of
 * the request's brand) and a goods page's first picture; a mobile agent on a desktop address gets the
 * picture of the mobile page it is sent to. Other pages: none.
 */
@Injectable()
export class FirstScreenPictures {
  constructor(
    private readonly catalog: CatalogService,
    private readonly repo: CatalogRepository,
  ) {}

  async forPage(url: string, host: string | undefined, userAgent: string): Promise<ImagePreload | null> {
    const asked = new URL(url, 'http://page');
    const target = ON_MOBILE_SITE.test(asked.pathname)
      ? asked.pathname + asked.search
      : mobileSiteTarget(asked.pathname, asked.search, userAgent);
    if (!target) return null;
    const page = new URL(target, 'http://page');
    if (page.pathname === '/wap' || page.pathname === '/wap/') {
      // the same first banner as the page's `banner!bannerList` type h5, imgType 1
      const [first] = await this.catalog.banners('h5', 1, { pageNum: 1, pageSize: 1, offset: 0 }, host);
      return first?.img_url ? imagePreload(first.img_url, WAP_BANNER_SIZES) : null;
    }
    const id = page.searchParams.get('id')?.trim();
    if (page.pathname === '/wap/goods' && isId(id)) {
      const first = await this.repo.firstGoodsPicture(id);
      return first ? imagePreload(first, WAP_GALLERY_SIZES) : null;
    }
    return null;
  }
}
