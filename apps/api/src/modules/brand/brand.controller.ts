import { Controller, Get, Headers } from '@nestjs/common';
import type { BrandData } from '@mall/contracts';
import { BrandService } from './brand.service';

@Controller('v1/brand')
export class BrandController {
  constructor(private readonly brands: BrandService) {}

  @Get()
  async current(@Headers('host') host: string | undefined): Promise<BrandData> {
    return this.brands.toData(await this.brands.forHost(host));
  }
}
