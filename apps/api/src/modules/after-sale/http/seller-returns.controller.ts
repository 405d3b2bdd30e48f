import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { CurrentSellerData } from '../../seller';
// The seller console's guard (modules/seller owns it; not in its index yet).
import { CurrentSeller, SellerAuthGuard } from '../../../core/auth/seller-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import { ReturnService, type ReturnCaseView as CaseView } from '../return.service';
import type { ReturnCaseState } from '../domain/return-rules';
import {
  AfterSaleErrorBody,
  CaseListSchema,
  NoteBody,
  NoteBodySchema,
  RejectBody,
  RejectBodySchema,
  ReturnCasePage,
  ReturnCaseView,
} from './after-sale.dto';
import { caseWire } from './after-sale.wire';

/** The store's return requests: list, one, accept (refunds what remains of the order), reject. Only this store's cases exist here. */
@ApiTags('seller')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: AfterSaleErrorBody, description: 'COMMON_INVALID_PARAM (names the field)' })
@ApiResponse({ status: 401, type: AfterSaleErrorBody, description: 'SELLER_AUTH_REQUIRED' })
@Controller('v1/seller/returns')
@UseGuards(SellerAuthGuard)
export class SellerReturnsController {
  constructor(private readonly returns: ReturnService) {}

  @Get()
  @ApiOperation({ summary: "The store's return requests, newest first (filter by state)" })
  @ApiOkResponse({ type: ReturnCasePage })
  async list(@CurrentSeller() seller: CurrentSellerData, @Query() query: unknown) {
    const q = parseInput(CaseListSchema, query);
    const r = await this.returns.sellerCases(seller.id, q.state as ReturnCaseState | undefined, q.page, q.pageSize);
    return { ...r, items: r.items.map((c: CaseView) => caseWire(c)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One return request with its evidence photos' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ReturnCaseView })
  @ApiResponse({ status: 404, type: AfterSaleErrorBody, description: "AFTERSALE_RETURN_NOT_FOUND (also another store's case)" })
  async one(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string) {
    return caseWire(await this.returns.sellerCase(seller.id, id));
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept: the buyer is refunded what remains of the order (once), returnStatus 2, log 9' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: NoteBody, required: false })
  @ApiResponse({ status: 404, type: AfterSaleErrorBody, description: 'AFTERSALE_RETURN_NOT_FOUND' })
  @ApiResponse({ status: 409, type: AfterSaleErrorBody, description: 'AFTERSALE_RETURN_NOT_OPEN (already decided)' })
  async accept(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Body() body: unknown) {
    const r = await this.returns.accept({ kind: 'seller', id: seller.id }, id, parseInput(NoteBodySchema, body ?? {}).reason);
    return { caseId: id, state: 'refunded', refundId: r.refundId, amount: r.amount.format() };
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with a reason shown to the buyer (who may escalate to the platform); returnStatus 3, log 10' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: RejectBody })
  @ApiResponse({ status: 404, type: AfterSaleErrorBody, description: 'AFTERSALE_RETURN_NOT_FOUND' })
  @ApiResponse({ status: 409, type: AfterSaleErrorBody, description: 'AFTERSALE_RETURN_NOT_OPEN' })
  async reject(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Body() body: unknown) {
    await this.returns.reject({ kind: 'seller', id: seller.id }, id, parseInput(RejectBodySchema, body).reason);
    return { caseId: id, state: 'rejected' };
  }
}
