import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLang } from '@mall/contracts';
import { isAppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/i18n/catalogue';
import { RateLimiter } from '../../../core/http/rate-limiter';
import { ChatPrincipals } from '../chat-principals';
import { ChatService } from '../chat.service';

const MAX = 2 * 1024 * 1024;

/**
 * `GET /v1/chat/guest`: a fresh signed guest id for our web app (kept in localStorage, sent as
 * `anonymousId`). `POST /v1/chat/uploads` (multipart `file`): an image for chat from a buyer
 * (`Authorization: Bearer <session>`), an agent (`X-Chat-Agent: <operator token>`) or a guest
 * (`X-Chat-Guest: <anonymousId>`); answers `{path}`, owned by the caller. A Fastify plugin of its
 * own, so its multipart parser applies to these routes only.
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
        if (!(await this.limiter.hit(`chat:guest:${req.ip}`, 30, 60_000))) return this.fail(req, reply, 'COMMON_TOO_FREQUENT', 429);
        void reply.header('cache-control', 'no-store');
        return { anonymousId: await this.chat.issueGuestId() };
      });
      f.post('/v1/chat/uploads', async (req, reply) => {
        try {
          const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
          const agent = req.headers['x-chat-agent'];
          const guest = req.headers['x-chat-guest'];
          const p = await this.principals.resolve(
            {
              token: bearer,
              agentToken: typeof agent === 'string' ? agent : undefined,
              anonymousId: typeof guest === 'string' ? guest : undefined,
            },
            req.ip,
          );
          const who = p.kind === 'user' ? p.userId : p.kind === 'agent' ? p.agentId : p.guestKey;
          if (
            !(await this.limiter.hit(`chat:upload:${who}`, 30, 10 * 60_000)) ||
            !(await this.limiter.hit(`chat:upload-ip:${req.ip}`, 60, 10 * 60_000))
          )
            return this.fail(req, reply, 'COMMON_TOO_FREQUENT', 429);
          if (!req.isMultipart()) return this.fail(req, reply, 'UPLOAD_FILE_REQUIRED', 400);
          const part = await req.file();
          if (!part || part.fieldname !== 'file') return this.fail(req, reply, 'UPLOAD_FILE_REQUIRED', 400);
          const bytes = await part.toBuffer();
          if (part.file.truncated) return this.fail(req, reply, 'UPLOAD_TOO_LARGE', 413, { maxMb: 2 });
          return { path: await this.chat.uploadImage(p, bytes) };
        } catch (e) {
          if (isAppError(e)) {
            const status = e.code === 'AUTH_LOGIN_REQUIRED' || e.code === 'ADMIN_AUTH_REQUIRED' ? 401 : 400;
            return this.fail(req, reply, e.code, status, e.params);
          }
          throw e;
        }
      });
    });
  }

  private fail(req: FastifyRequest, reply: FastifyReply, code: Parameters<typeof translate>[0], status: number, params = {}) {
    const lang = resolveLang((req.query as Record<string, unknown> | undefined)?.lang);
    return reply.status(status).send({ error: { code, message: translate(code, lang, params) } });
  }
}
