import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CurrentSellerData } from '../../../core/auth/seller';
import { SellerAuthService, type SellerLogin } from '../seller-auth.service';
import { SellerConsoleService } from '../seller-console.service';
import { CurrentSeller, SellerAuthGuard, SellerPublic } from '../../../core/auth/seller-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import { SellerErrorBody, SellerLoginBody, SellerLoginResult, SellerLoginSchema, SellerMe } from './seller.dto';
import { toWire } from './wire';

/** Seller sign-in with the user account that owns the store, and the signed-in store. */
@ApiTags('seller')
@ApiResponse({ status: 400, type: SellerErrorBody, description: 'COMMON_INVALID_PARAM (names the field)' })
@Controller('v1/seller')
@UseGuards(SellerAuthGuard)
export class SellerAuthController {
  constructor(
    private readonly auth: SellerAuthService,
    private readonly console: SellerConsoleService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @SellerPublic()
  @ApiOperation({
    summary: 'Sign in to the store; answers a bearer token',
    description:
      "The buyer account's credentials (e-mail or phone). Accounts without a store answer exactly like a wrong password. " +
      'Rate-limited per IP; 3 wrong in a row lock the identifier for 3 minutes, a wrong one after that until tomorrow.',
  })
  @ApiBody({ type: SellerLoginBody })
  @ApiOkResponse({ type: SellerLoginResult })
  @ApiResponse({ status: 401, type: SellerErrorBody, description: 'AUTH_BAD_CREDENTIALS' })
  @ApiResponse({ status: 403, type: SellerErrorBody, description: 'AUTH_USER_DISABLED' })
  @ApiResponse({ status: 429, type: SellerErrorBody, description: 'AUTH_LOCKED_MINUTES, AUTH_LOCKED_TODAY, COMMON_TOO_FREQUENT' })
  login(@Body() body: unknown, @Req() req: FastifyRequest): Promise<SellerLogin> {
    return this.auth.login(parseInput(SellerLoginSchema, body), req.ip);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke this session' })
  @ApiResponse({ status: 401, type: SellerErrorBody, description: 'SELLER_AUTH_REQUIRED' })
  async logout(@CurrentSeller() seller: CurrentSellerData): Promise<void> {
    await this.auth.logout(seller);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in store and its balances' })
  @ApiOkResponse({ type: SellerMe })
  @ApiResponse({ status: 401, type: SellerErrorBody, description: 'SELLER_AUTH_REQUIRED' })
  async me(@CurrentSeller() seller: CurrentSellerData) {
    return toWire(await this.console.me(seller));
  }
}
