import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { resultPage } from '../../core/http/result-page';
import { WithdrawService } from './withdraw.service';

/** The e-mailed one-click links of the withdrawal address binding. */
@ApiExcludeController()
@Controller('v1/withdraw-address')
export class WithdrawLinksController {
  constructor(private readonly withdrawals: WithdrawService) {}

  /** `GET /v1/withdraw-address/cancel?token=…&lang=…`: cancels the binding during its cooling-off (once). */
  @Get('cancel')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async cancel(@Query('token') token: unknown, @Query('lang') lang: unknown): Promise<string> {
    const l = typeof lang === 'string' ? lang : 'en';
    const outcome = typeof token === 'string' ? await this.withdrawals.cancelBindingByLink(token) : 'invalid';
    return outcome === 'cancelled'
      ? resultPage(l, 'WITHDRAW_BIND_CANCEL_TITLE', 'WITHDRAW_BIND_CANCELLED')
      : resultPage(l, 'WITHDRAW_BIND_CANCEL_TITLE', 'WITHDRAW_BIND_CANCEL_INVALID');
  }
}
