import { Controller, Get, Headers, Query } from '@nestjs/common';
import { resolveLang, type BrandData } from '@mall/contracts';
import { BrandService } from './brand.service';

@Controller('v1/brand')
export class BrandController {
  constructor(private readonly brands: BrandService) {}

  /** The brand of the request's host; footer texts in `?lang=` (request code or tag), else the brand's own language. */
  @Get()
  async current(@Headers('host') host: string | undefined, @Query('lang') lang: unknown): Promise<BrandData> {
    // An unknown language counts as none asked for (resolveLang answers 'en' for those).
    const code = typeof lang === 'string' ? resolveLang(lang) : 'en';
    const asked = typeof lang === 'string' && (code !== 'en' || /^en([-_]|$)/i.test(lang.trim())) ? code : undefined;
    return this.brands.toData(await this.brands.forHost(host), asked);
  }
}
