import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CurrentSellerData } from '../../../core/auth/seller';
import { ShipSchema } from '../domain/ship-input';
import { SellerConsoleService } from '../seller-console.service';
import { CurrentSeller, SellerAuthGuard } from '../../../core/auth/seller-auth.guard';
import { requestLang } from '../../../core/http/request-lang';
import { sellerOrderDetailWire } from './seller-order.mapper';
import { parseInput } from '../../../core/http/parse-input';
import {
  NoticeListSchema,
  OrderListQueryDoc,
  OrderListSchema,
  SellerErrorBody,
  SellerNoticePage,
  SellerOrderDetailView,
  SellerOrderPage,
  ShipBody,
} from './seller.dto';
import { toWire } from './wire';

/** The store's orders: queue, detail, confirm, ship; and its notices. Only this store's orders exist here. */
@ApiTags('seller')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: SellerErrorBody, description: 'COMMON_INVALID_PARAM (names the field)' })
@ApiResponse({ status: 401, type: SellerErrorBody, description: 'SELLER_AUTH_REQUIRED' })
@Controller('v1/seller')
@UseGuards(SellerAuthGuard)
export class SellerOrdersController {
  constructor(private readonly console: SellerConsoleService) {}

  @Get('orders')
  @ApiOperation({ summary: "The store's orders, newest first; filter by status, search by order id or buyer contact" })
  @ApiOkResponse({ type: SellerOrderPage })
  async list(@CurrentSeller() seller: CurrentSellerData, @Query() query: OrderListQueryDoc) {
    return toWire(await this.console.list(seller, parseInput(OrderListSchema, query)));
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'One order: lines, shipping address, buyer contact, money, log' })
  @ApiParam({ name: 'id', example: 'SC20261125143012345000017' })
  @ApiOkResponse({ type: SellerOrderDetailView })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: "ORDER_NOT_FOUND (also another store's order)" })
  async detail(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Req() req: FastifyRequest) {
    return sellerOrderDetailWire(await this.console.detail(seller, id), requestLang(req));
  }

  @Post('orders/:id/confirm')
  @HttpCode(204)
  @ApiOperation({ summary: 'Confirm a paid order (status 1 → 2); no money moves' })
  @ApiParam({ name: 'id' })
  @ApiNoContentResponse()
  @ApiResponse({ status: 403, type: SellerErrorBody, description: 'SELLER_SUSPENDED' })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: 'ORDER_NOT_FOUND' })
  @ApiResponse({ status: 409, type: SellerErrorBody, description: 'the order is not in status 1' })
  async confirm(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string): Promise<void> {
    await this.console.confirm(seller, id);
  }

  @Post('orders/:id/ship')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ship an order with its carrier and tracking number (status 1 or 2 → 3)' })
  @ApiParam({ name: 'id' })
  @ApiBody({ type: ShipBody })
  @ApiNoContentResponse()
  @ApiResponse({ status: 403, type: SellerErrorBody, description: 'SELLER_SUSPENDED' })
  @ApiResponse({ status: 404, type: SellerErrorBody, description: 'ORDER_NOT_FOUND' })
  @ApiResponse({ status: 409, type: SellerErrorBody, description: 'the order is not in status 1 or 2' })
  async ship(@CurrentSeller() seller: CurrentSellerData, @Param('id') id: string, @Body() body: unknown): Promise<void> {
    await this.console.ship(seller, id, parseInput(ShipSchema, body));
  }

  @Get('notices')
  @ApiOperation({ summary: "The store's notices (new order, paid, reminder, received), newest first" })
  @ApiOkResponse({ type: SellerNoticePage })
  async notices(@CurrentSeller() seller: CurrentSellerData, @Query() query: unknown) {
    return toWire(await this.console.notices(seller, parseInput(NoticeListSchema, query).page));
  }
}
