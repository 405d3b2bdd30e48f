import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Transactional } from '../../../core/database/transaction';
import { resultPage } from '../../../core/http/result-page';
import { LoginGuard } from '../login-guard';

/** The e-mailed unlock link of an account locked by the daily ceiling of failed sign-ins. */
@ApiExcludeController()
@Controller('v1/account')
export class AccountLinksController {
  constructor(private readonly guard: LoginGuard) {}

  /** `GET /v1/account/unlock?token=…&lang=…`: lifts every sign-in lock of the account (once). */
  @Get('unlock')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Transactional()
  async unlock(@Query('token') token: unknown, @Query('lang') lang: unknown): Promise<string> {
    const l = typeof lang === 'string' ? lang : 'en';
    const account = typeof token === 'string' ? await this.guard.unlockByLink(token) : null;
    return resultPage(l, 'LOGIN_UNLOCK_TITLE', account ? 'LOGIN_UNLOCKED' : 'LOGIN_UNLOCK_INVALID');
  }
}
