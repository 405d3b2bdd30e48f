import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SellerReviewPageData } from '@mall/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localized } from '../../catalog';
import type { CurrentSellerData } from '../../seller';
import { CurrentSeller, SellerAuthGuard } from '../../../core/auth/seller-auth.guard';
import { requestLang } from '../../../core/http/request-lang';
import { parseInput } from '../../../core/http/parse-input';
import { maskName } from '../../user';
import { EvaluationService } from '../evaluation.service';

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  lang: z.string().max(8).optional(),
});

/** The reviews of the store's goods (real and default, labelled), newest first. */
@ApiTags('seller')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'SELLER_AUTH_REQUIRED' })
@Controller('v1/seller/reviews')
@UseGuards(SellerAuthGuard)
export class SellerReviewsController {
  constructor(private readonly reviews: EvaluationService) {}

  @Get()
  @ApiOperation({ summary: "Reviews of the store's goods; `isDefault` marks the system's default good reviews" })
  async list(
    @CurrentSeller() seller: CurrentSellerData,
    @Query() query: unknown,
    @Req() req: FastifyRequest,
  ): Promise<SellerReviewPageData> {
    const q = parseInput(PageQuery, query);
    const lang = requestLang(req);
    const r = await this.reviews.forSeller(seller.id, q.page, q.pageSize);
    return {
      items: r.rows.map((e) => ({
        id: e.id,
        orderId: e.orderId,
        goodsId: e.goodsId,
        ...localized('goodsName', e.goodsName, lang, e.sellerLang),
        userName: maskName(e.username),
        rating: e.rating,
        evaluationType: e.evaluationType,
        content: e.content,
        images: e.images,
        isDefault: e.isDefault,
        createdAt: new Date(e.createdAt).toISOString(),
      })),
      total: r.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }
}
