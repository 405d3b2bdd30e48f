import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { AppError } from '../../../core/errors/app-error';
import { SessionService } from '../../user';
import { PaymentService, type ProviderInfo } from '../payment.service';

class ProviderDto {
  @ApiProperty({ example: 'stripe' }) id!: string;
  @ApiProperty({ example: ['card'] }) methods!: string[];
}
class ProvidersDto {
  @ApiProperty({ type: [ProviderDto] }) providers!: ProviderInfo[];
}
class OrderCheckoutBody {
  @ApiProperty({ example: ['SC20261121103000123000001'], description: "the caller's unpaid orders" }) orderIds!: string[];
}
class CheckoutDto {
  @ApiProperty({ description: "the provider's hosted payment page" }) url!: string;
}

/** Payments REST (docs/orders.md "Payments REST"). The webhook is a raw-body route of its own (payment-webhook.route.ts). */
@ApiTags('payments')
@Controller('v1/payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('providers')
  @ApiOperation({ summary: 'Configured payment providers (empty: the storefront offers the balance only)' })
  @ApiOkResponse({ type: ProvidersDto })
  providers(): ProvidersDto {
    return { providers: this.payments.list() };
  }

  @Post('orders/checkout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Pay the caller's unpaid orders on the provider's hosted page; returns to /paySuccess?orderId=…" })
  @ApiBody({ type: OrderCheckoutBody })
  @ApiOkResponse({ type: CheckoutDto })
  async checkout(@Req() req: FastifyRequest, @Body() body: unknown): Promise<CheckoutDto> {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const actor = await this.sessions.resolve(m?.[1]);
    if (!actor) throw new AppError('AUTH_LOGIN_REQUIRED');
    const orderIds = body && typeof body === 'object' ? (body as { orderIds?: unknown }).orderIds : undefined;
    const origin = this.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
    const s = await this.payments.checkoutOrders(actor, orderIds, origin.replace(/\/$/, ''));
    return { url: s.url };
  }
}
