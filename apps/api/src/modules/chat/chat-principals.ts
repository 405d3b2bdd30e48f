import { Injectable } from '@nestjs/common';
import { AppError } from '../../core/errors/app-error';
import { AdminAuthService, mayAct } from '../admin';
import { SessionService } from '../user';
import { ChatService, type ChatPrincipal } from './chat.service';

export interface Credentials {
  /** a buyer's session token */
  token?: string;
  /** an operator's bearer token (agent console) */
  agentToken?: string;
  /** a guest's id (see domain/guest-id) */
  anonymousId?: string;
}

/** Turns what a transport received into a chat principal. One place for sockets and REST alike. */
@Injectable()
export class ChatPrincipals {
  constructor(
    private readonly sessions: SessionService,
    private readonly operators: AdminAuthService,
    private readonly chat: ChatService,
  ) {}

  /** An operator with the `agent` role (or superadmin), else null. */
  async agent(token: string | undefined, ip: string): Promise<(ChatPrincipal & { kind: 'agent' }) | null> {
    const op = await this.operators.resolve(token, ip);
    if (!op || op.mustChangePassword || !mayAct(op.roles, ['agent'])) return null;
    return { kind: 'agent', agentId: op.id, username: op.username, superadmin: op.roles.includes('superadmin') };
  }

  async resolve(c: Credentials, ip: string): Promise<ChatPrincipal> {
    if (c.agentToken) {
      const a = await this.agent(c.agentToken, ip);
      if (!a) throw new AppError('ADMIN_AUTH_REQUIRED');
      return a;
    }
    if (c.token) {
      const actor = await this.sessions.resolve(c.token);
      if (!actor) throw new AppError('AUTH_LOGIN_REQUIRED');
      if (c.anonymousId) await this.chat.mergeGuest(actor.userId, c.anonymousId);
      return { kind: 'user', userId: actor.userId, username: actor.username };
    }
    return this.chat.guest(c.anonymousId);
  }
}
