import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLang } from '@mall/contracts';
import { isAppError } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/i18n/error-codes';
import { translate } from '../../../core/i18n/catalogue';
import { RateLimiter } from '../../../core/http/rate-limiter';
import { ChatPrincipals, type Credentials } from '../chat-principals';
import { ChatService } from '../chat.service';

const MAX = 2 * 1024 * 1024;

/** HTTP status of a refusal on these routes (anything else: 400). */
const STATUS: Partial<Record<ErrorCode, number>> = {
  AUTH_LOGIN_REQUIRED: 401,
  ADMIN_AUTH_REQUIRED: 401,
  CHAT_GUEST_ID_REQUIRED: 401,
  CHAT_NOT_FOUND: 404,
  COMMON_TOO_FREQUENT: 429,
  CHAT_UPLOAD_QUOTA: 429,
};

/** The caller: `Authorization: Bearer <session>` (buyer), `X-Chat-Agent: <operator token>` or `X-Chat-Guest: <anonymousId>`. */
function credentials(req: FastifyRequest): Credentials {
  const header = (name: string) => {
    const v = req.headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  return {
    token: /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1],
    agentToken: header('x-chat-agent'),
    anonymousId: header('x-chat-guest'),
  };
}

/**
 * `GET /v1/chat/guest`: a fresh signed guest id for our web app (kept in localStorage, sent as
 * `anonymousId`). `POST /v1/chat/uploads` (multipart `file`): an image for chat from a buyer, an
 * agent or a guest (credentials above); answers `{path}`, owned by the caller: a public `/uploads/…`
 * path for buyers and agents, a private `/v1/chat/media/<name>` for guests (within their daily
 * quotas). `GET /v1/chat/media/:name` (same credentials): a private picture, to its uploader and the
 * parties of the conversation that shows it, else 404. A Fastify plugin of its own, so its multipart
 * parser applies to these routes only.
 */
@Injectable()
export class ChatUploadRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly chat: ChatService,
    private readonly principals: ChatPrincipals,
    private readonly limiter: RateLimiter,
  ) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!instance?.register) return;
    void instance.register(async (f) => {
      await f.register(multipart, { limits: { fileSize: MAX, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: false });
      f.get('/v1/chat/guest', async (req, reply) => {
        if (!(await this.limiter.hit(`chat:guest:${req.ip}`, 30, 60_000))) return this.fail(req, reply, 'COMMON_TOO_FREQUENT');
        void reply.header('cache-control', 'no-store');
        return { anonymousId: await this.chat.issueGuestId() };
      });
      f.post('/v1/chat/uploads', async (req, reply) => {
        try {
          const p = await this.principals.resolve(credentials(req), req.ip);
          const who = p.kind === 'user' ? p.userId : p.kind === 'agent' ? p.agentId : p.guestKey;
          if (
            !(await this.limiter.hit(`chat:upload:${who}`, 30, 10 * 60_000)) ||
            !(await this.limiter.hit(`chat:upload-ip:${req.ip}`, 60, 10 * 60_000))
          )
            return this.fail(req, reply, 'COMMON_TOO_FREQUENT');
          if (!req.isMultipart()) return this.fail(req, reply, 'UPLOAD_FILE_REQUIRED');
          const part = await req.file();
          if (!part || part.fieldname !== 'file') return this.fail(req, reply, 'UPLOAD_FILE_REQUIRED');
          const bytes = await part.toBuffer();
          if (part.file.truncated) return this.fail(req, reply, 'UPLOAD_TOO_LARGE', { maxMb: 2 }, 413);
          return { path: await this.chat.uploadImage(p, bytes, req.ip) };
        } catch (e) {
          if (isAppError(e)) return this.fail(req, reply, e.code, e.params);
          throw e;
        }
      });
      f.get('/v1/chat/media/:name', async (req, reply) => {
        try {
          if (!(await this.limiter.hit(`chat:media-ip:${req.ip}`, 600, 60_000))) return this.fail(req, reply, 'COMMON_TOO_FREQUENT');
          const p = await this.principals.resolve(credentials(req), req.ip);
          const file = await this.chat.readMedia(p, (req.params as { name: string }).name);
          return reply
            .header('content-type', file.mime)
            .header('cache-control', 'private, no-store')
            .header('content-disposition', 'inline')
            .send(file.bytes);
        } catch (e) {
          if (isAppError(e)) return this.fail(req, reply, e.code, e.params);
          throw e;
        }
      });
    });
  }

  private fail(req: FastifyRequest, reply: FastifyReply, code: ErrorCode, params = {}, status = STATUS[code] ?? 400) {
    const lang = resolveLang((req.query as Record<string, unknown> | undefined)?.lang);
    return reply.status(status).send({ error: { code, message: translate(code, lang, params) } });
  }
}
