import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ClsService } from 'nestjs-cls';
import { parse as parseQuery } from 'node:querystring';
import { resolveLang, type ActionEnvelope } from '@mall/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env.schema';
import { RateLimiter } from '../core/http/rate-limiter';
import { assertNoControlChars } from '../core/http/control-chars';
import { clientDevice } from '../core/http/device-cookie';
import { BODY_LIMIT, bodyLimitKb } from '../core/http/request-body';
import { AppError, isAppError } from '../core/errors/app-error';
import { SESSION_ERROR_CODES } from '../core/i18n/error-codes';
import { translate } from '../core/i18n/catalogue';
import { SessionService } from '../modules/user';
import { BrandService } from '../modules/brand';
import { isOwnWebClient, mediaJson } from './media-urls';
import { ActionReply, type ActionContext, type RateRule, type UploadedFile } from './action.decorator';
import { ActionRegistry } from './action-registry';
import { mergeParams, parseParams } from './params';
import { isPending } from './inventory';

export const ACTION_PREFIXES = ['/api/', '/public/', '/wap/api/', '/wap/public/'] as const;

/** `user!newlogin.action` → `user!newlogin`; also `activity/lottery!getCurrentActivity.action`. */
export function actionName(path: string): string | null {
  const m = /^[A-Za-z0-9_/-]+![A-Za-z0-9_-]+(?=\.action$)/.exec(path);
  return m ? m[0] : /^[A-Za-z0-9_-]+$/.test(path) ? path : null;
}

/**
 * The `.action` protocol: one place parses params, resolves the session, checks rate limits,
 * validates, calls the handler, and renders `{code, msg, data}` (HTTP 200, string codes).
 */
@Injectable()
export class ActionDispatcher {
  private readonly log = new Logger('Action');

  constructor(
    private readonly registry: ActionRegistry,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly cls: ClsService,
    private readonly brands: BrandService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A Fastify plugin (encapsulated: its parsers and error handler apply to `.action` routes only). */
  plugin = async (f: FastifyInstance): Promise<void> => {
    await f.register(formbody, { parser: (s: string) => parseQuery(s) as Record<string, unknown>, bodyLimit: BODY_LIMIT });
    const maxUpload = Math.max(this.config.UPLOAD_MAX_BYTES, ...Object.values(this.config.uploadLimits));
    await f.register(multipart, {
      limits: { fileSize: maxUpload, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 40 },
      throwFileSizeLimit: false,
    });
    // Old clients POST with a null body and odd content types: accept and ignore such bodies.
    f.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, _body, done) => done(null, undefined));
    f.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      const lang = resolveLang((req.query as Record<string, unknown> | undefined)?.lang);
      // Refused by a body parser with its own message (JSON nested too deep).
      if (isAppError(err)) return void reply.status(200).send(this.envelope('1', translate(err.code, lang, err.params), null));
      if (status >= 500) this.log.error(`transport error: ${err.message}`);
      // Too large: an upload names the image limit; any other call the request limit (1 MiB, JSON 64 KiB).
      const upload = /uploadimg!/.test(req.url);
      const code =
        status === 413
          ? upload
            ? 'UPLOAD_TOO_LARGE'
            : 'COMMON_REQUEST_TOO_LARGE'
          : status < 500
            ? 'COMMON_INVALID_PARAM'
            : 'COMMON_INTERNAL';
      const params = { field: 'body', maxMb: +(maxUpload / 1048576).toFixed(1), maxKb: bodyLimitKb(req) };
      void reply.status(200).send(this.envelope('1', translate(code, lang, params), null));
    });
    for (const prefix of ACTION_PREFIXES) {
      f.route({
        method: ['GET', 'POST'],
        url: `${prefix}*`,
        // `return reply`: Fastify then waits for the reply to be written. Resolving with undefined
        // while an onSend hook is still at work (compressing a large body as a stream) would make
        // Fastify send a second, empty reply.
        handler: async (req, reply) => {
          await this.handle(req, reply, (req.params as { '*': string })['*']);
          return reply;
        },
      });
    }
  };

  private async handle(req: FastifyRequest, reply: FastifyReply, path: string): Promise<void> {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    void reply.header('x-request-id', requestId).header('cache-control', 'no-store');
    const query = (req.query ?? {}) as Record<string, unknown>;
    let lang = resolveLang(query.lang);
    const name = actionName(path);
    let outcome = '0';
    try {
      const action = name ? this.registry.get(name) : undefined;
      if (!action) {
        outcome = name && isPending(name) ? 'pending' : '404';
        throw new AppError(outcome === 'pending' ? 'ACTION_PENDING' : 'ACTION_NOT_FOUND');
      }
      const { meta } = action;
      let file: UploadedFile | undefined;
      let formFields: Record<string, string> = {};
      if (meta.multipart && req.isMultipart()) ({ file, fields: formFields } = await this.readMultipart(req));
      const raw = mergeParams(query, { ...formFields, ...(isPlainObject(req.body) ? req.body : {}) });
      lang = resolveLang(raw.lang);
      // NUL and other control characters: a clear "1" before any session lookup or query.
      assertNoControlChars(raw, isPlainObject(req.body) || Array.isArray(req.body) ? req.body : undefined);

      const token = bearer(req.headers.authorization) ?? raw.token;
      const actor = meta.auth === 'none' ? null : await this.sessions.resolve(token);
      await this.checkRate(meta.rateLimit, name!, req.ip, actor?.userId);
      if (meta.auth === 'required' && !actor) throw new AppError('AUTH_LOGIN_REQUIRED');

      const ownWeb = isOwnWebClient(req.headers['x-mall-client']);
      // Absolute URLs: PUBLIC_URL, else the request's host only when it is a brand host (never any Host sent).
      const publicUrl = this.config.PUBLIC_URL?.replace(/\/+$/, '');
      const origins = publicUrl
        ? { answer: publicUrl, email: publicUrl }
        : await this.brands.publicOrigins(req.host, req.protocol, this.config.PORT);
      const origin = origins.answer;
      const ctx: ActionContext = {
        params: parseParams(meta.params, raw) as Record<string, string>,
        body: req.body,
        actor,
        lang,
        ip: req.ip,
        requestId,
        origin,
        linkOrigin: origins.email,
        host: req.headers.host,
        file,
        device: clientDevice(req, reply, ownWeb),
      };
      const result = await this.cls.run(() => action.invoke(ctx));
      const answer =
        result instanceof ActionReply
          ? this.envelope('0', translate(result.msgCode, lang), result.data ?? null)
          : this.envelope('0', '', result ?? null);
      // Media URLs absolute for old clients; our web app keeps relative ones.
      if (ownWeb) void reply.send(answer);
      else void reply.type('application/json; charset=utf-8').send(mediaJson(answer, origin));
    } catch (e) {
      if (isAppError(e)) {
        outcome = SESSION_ERROR_CODES.has(e.code) ? '403' : outcome === '404' ? '404' : '1';
        const code = outcome === '403' ? '403' : '1';
        void reply.status(outcome === '404' ? 404 : 200).send(this.envelope(code, translate(e.code, lang, e.params), null));
      } else {
        outcome = '500';
        // Logged with the request id (never the params: they may hold passwords or tokens).
        this.log.error(`request ${requestId} ${name ?? path} failed: ${(e as Error)?.stack ?? e}`);
        void reply.send(this.envelope('1', translate('COMMON_INTERNAL', lang), null));
      }
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (this.config.LOG_LEVEL === 'debug' || outcome === '500') {
        this.log.log(`${req.method} ${name ?? '?'} → ${outcome} ${ms.toFixed(1)}ms ${requestId}`);
      }
    }
  }

  private envelope<T>(code: ActionEnvelope['code'], msg: string, data: T): ActionEnvelope<T> {
    return { code, msg, data };
  }

  private async checkRate(
    rules: RateRule[] | ((c: AppConfig) => RateRule[]) | undefined,
    name: string,
    ip: string,
    userId: string | undefined,
  ): Promise<void> {
    const list = typeof rules === 'function' ? rules(this.config) : rules;
    for (const r of list ?? []) {
      const who = r.by === 'user' ? userId : ip;
      if (!who) continue;
      if (!(await this.limiter.hit(`${name}:${r.by}:${who}`, r.limit, r.windowMs))) throw new AppError('COMMON_TOO_FREQUENT');
    }
  }

  private async readMultipart(req: FastifyRequest): Promise<{ file?: UploadedFile; fields: Record<string, string> }> {
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          const bytes = await part.toBuffer();
          file = { bytes, filename: part.filename, truncated: part.file.truncated };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      if (isAppError(e)) throw e;
      throw new AppError('UPLOAD_FAILED');
    }
    return { file, fields };
  }
}

function bearer(h: string | undefined): string | undefined {
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v);
}
