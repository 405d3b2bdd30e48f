import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../../core/http/request-lang';
import { ClsService } from 'nestjs-cls';
import { isAppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/i18n/catalogue';
import { PaymentService } from '../payment.service';

/** Largest notification accepted (Stripe's are a few KiB). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /v1/payments/:provider/webhook` as an encapsulated Fastify plugin with ONE content-type
 * parser that keeps the body as the raw bytes: the signature is over those exact bytes, so nothing
 * may parse and re-serialise them first. Answers 200 `{received: true, outcome}` (also for events
 * we ignore, so the provider stops retrying), 400 on a bad signature, 404 for a provider that is
 * not configured.
 */
@Injectable()
export class PaymentWebhookRoute implements OnModuleInit {
  private readonly log = new Logger('PaymentWebhook');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly payments: PaymentService,
    private readonly cls: ClsService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify?.register) return; // an application context without HTTP (jobs, tests)
    void fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
      scope.post<{ Params: { provider: string } }>('/v1/payments/:provider/webhook', async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const lang = requestLang(req);
        void reply.header('cache-control', 'no-store');
        try {
          const outcome = await this.cls.run(() => this.payments.webhook(req.params.provider, raw, req.headers));
          return reply.status(200).send({ received: true, outcome });
        } catch (e) {
          if (isAppError(e)) {
            const status = e.code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? 404 : 400;
            return reply.status(status).send({ error: { code: e.code, message: translate(e.code, lang) } });
          }
          // Not acknowledged: the provider retries later (a retry is harmless, settlement is idempotent).
          this.log.error(`webhook of ${req.params.provider.slice(0, 32)} failed: ${(e as Error)?.stack ?? String(e)}`);
          return reply.status(500).send({ error: { code: 'COMMON_INTERNAL', message: translate('COMMON_INTERNAL', lang) } });
        }
      });
    });
  }
}
