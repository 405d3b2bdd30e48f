import { randomUUID } from 'node:crypto';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from './request-lang';
import { bodyLimitKb } from './request-body';
import { isAppError } from '../errors/app-error';
import type { ErrorCode } from '../i18n/error-codes';
import { translate } from '../i18n/catalogue';

/** HTTP status of a business error on the REST API (anything else: 400). */
const STATUS: Partial<Record<ErrorCode, number>> = {
  ADMIN_AUTH_REQUIRED: 401,
  AUTH_LOGIN_REQUIRED: 401,
  PAYMENT_PROVIDER_UNAVAILABLE: 404,
  PAYMENT_ORDERS_NOT_PAYABLE: 409,
  PAYMENT_PROVIDER_FAILED: 502,
  AUTH_BAD_CREDENTIALS: 401,
  AUTH_USER_DISABLED: 403,
  ADMIN_FORBIDDEN: 403,
  ADMIN_PASSWORD_CHANGE_REQUIRED: 403,
  SELLER_AUTH_REQUIRED: 401,
  SELLER_SUSPENDED: 403,
  AUTH_LOCKED_MINUTES: 429,
  AUTH_LOCKED_TODAY: 429,
  AUTH_LOCKED_CEILING: 429,
  ADMIN_APPROVER_NOT_INDEPENDENT: 409,
  COMMON_TOO_FREQUENT: 429,
  COMMON_NOT_FOUND: 404,
  ADMIN_NOT_FOUND: 404,
  RECHARGE_ORDER_NOT_FOUND: 404,
  WITHDRAW_ORDER_NOT_FOUND: 404,
  WITHDRAW_ADDRESS_NOT_BOUND: 404,
  ORDER_NOT_FOUND: 404,
  CHAT_NOT_FOUND: 404,
  RECHARGE_ORDER_NOT_PENDING: 409,
  WITHDRAW_ORDER_NOT_PENDING: 409,
  WITHDRAW_SAME_APPROVER: 409,
  WITHDRAW_ORDER_NOT_TO_PAY: 409,
  WITHDRAW_PAYOUT_AUTOMATIC: 409,
  WITHDRAW_TX_HASH_USED: 409,
  WITHDRAW_ALREADY_PAID_ON_CHAIN: 409,
  WITHDRAW_PAID_CHECK_UNAVAILABLE: 503,
  RECHARGE_SAME_APPROVER: 409,
  LOAN_NOT_FOUND: 404,
  LOAN_NOT_PENDING: 409,
  LOAN_SAME_APPROVER: 409,
  LOAN_SETTLED: 409,
  LOAN_NOT_APPROVED: 409,
  ORDER_STATUS_FORBIDS: 409,
  AUTH_USERNAME_TAKEN: 409,
  ADMIN_SELF_DISABLE: 409,
  LEDGER_INSUFFICIENT_FUNDS: 409,
  LEDGER_IDEMPOTENCY_CONFLICT: 409,
  AFTERSALE_RETURN_NOT_FOUND: 404,
  AFTERSALE_REFUND_NOT_FOUND: 404,
  AFTERSALE_RETURN_NOT_OPEN: 409,
  AFTERSALE_NOT_ESCALATABLE: 409,
  AFTERSALE_ESCALATE_RECEIVED: 409,
  AFTERSALE_ESCALATE_TOO_LATE: 409,
  AFTERSALE_NOTHING_REFUNDABLE: 409,
  AFTERSALE_REFUND_EXCEEDS: 409,
  AFTERSALE_REFUND_KEY_CONFLICT: 409,
  AFTERSALE_REFUND_NOT_PENDING: 409,
  AFTERSALE_SAME_APPROVER: 409,
  COMMON_INTERNAL: 500,
};

function clientErrorStatus(e: unknown): number | null {
  const s = (e as { statusCode?: unknown })?.statusCode;
  return typeof s === 'number' && s >= 400 && s < 500 ? s : null;
}

function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'ADMIN_AUTH_REQUIRED';
  if (status === 403) return 'ADMIN_FORBIDDEN';
  if (status === 404) return 'COMMON_NOT_FOUND';
  if (status === 429) return 'COMMON_TOO_FREQUENT';
  if (status === 413) return 'COMMON_REQUEST_TOO_LARGE';
  return status >= 500 ? 'COMMON_INTERNAL' : 'COMMON_INVALID_PARAM';
}

/**
 * The REST transport's one error filter (global; `.action` routes have their own): `{error: {code,
 * message}}` with the HTTP status; the message in `?lang=` or the
 * Accept-Language (English by default). Unknown errors are logged with a request id and answered
 * generically: no stack trace or internal text reaches the client.
 */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger('Rest');

  catch(e: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const lang = requestLang(req);
    let status: number;
    let code: ErrorCode;
    let params: Record<string, string | number> = {};
    if (isAppError(e)) {
      code = e.code;
      params = e.params;
      status = STATUS[code] ?? 400;
    } else if (e instanceof HttpException || clientErrorStatus(e)) {
      // Nest's HTTP exceptions, and Fastify's own refusals before a controller ran (bad JSON, too large).
      status = e instanceof HttpException ? e.getStatus() : clientErrorStatus(e)!;
      code = codeOfStatus(status);
      params = { field: 'request', maxKb: bodyLimitKb(req) };
    } else {
      status = 500;
      code = 'COMMON_INTERNAL';
      const id = randomUUID();
      void reply.header('x-request-id', id);
      this.log.error(`request ${id} ${req.method} ${req.url.split('?')[0]} failed: ${(e as Error)?.stack ?? String(e)}`);
    }
    void reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error: { code, message: translate(code, lang, params) } });
  }
}
