import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  UseGuards,
  Injectable,
  type CanActivate,
  type ExecutionContext,
  createParamDecorator,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors/app-error';
import { LANG_CODES } from '@mall/contracts';
import { Money } from '@mall/money';
import { OrderService } from '../../order';
import { WalletService } from '../../wallet';
import { ChatPrincipals } from '../chat-principals';
import { toConversationDto, toMessageDto } from '../chat.dto';
import { ChatService, type ChatPrincipal } from '../chat.service';
import { parseChatInput } from './chat-params';
import { ChatHistoryQuery, ChatSendBody } from './chat-requests';

type AgentPrincipal = ChatPrincipal & { kind: 'agent' };
type AgentRequest = FastifyRequest & { agent?: AgentPrincipal };

/** `Authorization: Bearer <operator token>` of an operator holding `agent` (or superadmin), else 401. */
@Injectable()
export class AgentGuard implements CanActivate {
  constructor(private readonly principals: ChatPrincipals) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<AgentRequest>();
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const agent = await this.principals.agent(m?.[1], req.ip);
    if (!agent) throw new AppError('ADMIN_AUTH_REQUIRED');
    req.agent = agent;
    return true;
  }
}

const CurrentAgent = createParamDecorator((_: unknown, ctx: ExecutionContext): AgentPrincipal => {
  const a = ctx.switchToHttp().getRequest<AgentRequest>().agent;
  if (!a) throw new AppError('ADMIN_AUTH_REQUIRED');
  return a;
});

const QueueQuery = z.object({
  scope: z.enum(['mine', 'waiting', 'all']).default('all'),
  status: z.enum(['open', 'closed']).default('open'),
});
const SyncQuery = z.object({ afterSeq: z.coerce.number().int().min(0).default(0) });
const ReadBody = z.object({ seq: z.number().int().min(0) });
const AssignBody = z.object({ agentId: z.string().uuid() });
const CannedQuery = z.object({ lang: z.enum(LANG_CODES as unknown as [string, ...string[]]).default('en') });
const CannedBody = z.object({
  lang: z.enum(LANG_CODES as unknown as [string, ...string[]]),
  title: z.string().min(1).max(80),
  body: z.string().min(1).max(2000),
});

/**
 * The agent console's API (`/agent`). Thin: every call goes through ChatService, which authorises
 * the conversation (unassigned, or the caller's; superadmin any).
 */
@ApiTags('agent: customer-service chat')
@ApiBearerAuth()
@Controller('v1/agent')
@UseGuards(AgentGuard)
export class AgentController {
  constructor(
    private readonly chat: ChatService,
    private readonly wallet: WalletService,
    private readonly orders: OrderService,
  ) {}

  @Get('me')
  me(@CurrentAgent() a: AgentPrincipal) {
    return { id: a.agentId, username: a.username, superadmin: a.superadmin };
  }

  @Get('conversations')
  @ApiOperation({ summary: 'Queue: open conversations unassigned or mine, waiting longest first, with unread counts' })
  async queue(@CurrentAgent() a: AgentPrincipal, @Query() q: unknown) {
    const { scope, status } = parseChatInput(QueueQuery, q);
    return { items: (await this.chat.queue(a, scope, status)).map(toConversationDto) };
  }

  @Get('conversations/:id')
  async one(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string) {
    return toConversationDto(await this.chat.view(a, id));
  }

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Newest first, 50 per page, before a message id; the first page marks read' })
  async history(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string, @Query() q: unknown) {
    const { before } = parseChatInput(ChatHistoryQuery, q);
    return { items: (await this.chat.history(a, id, before)).map(toMessageDto) };
  }

  @Get('conversations/:id/sync')
  async sync(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string, @Query() q: unknown) {
    const { afterSeq } = parseChatInput(SyncQuery, q);
    const r = await this.chat.sync(a, id, afterSeq);
    return { lastSeq: r.conv.lastSeq, items: r.messages.map(toMessageDto) };
  }

  @Post('conversations/:id/messages')
  async send(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string, @Body() body: unknown, @Req() req: FastifyRequest) {
    const b = parseChatInput(ChatSendBody, body);
    const r = await this.chat.send(a, id, { ...b, hostnames: [req.hostname.replace(/:\d+$/, '')], ip: req.ip });
    return { message: toMessageDto(r.message), duplicate: r.duplicate };
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  read(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string, @Body() body: unknown) {
    return this.chat.markRead(a, id, parseChatInput(ReadBody, body).seq);
  }

  @Post('conversations/:id/claim')
  @HttpCode(200)
  async claim(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string) {
    return toConversationDto(await this.chat.claim(a, id));
  }

  @Post('conversations/:id/assign')
  @HttpCode(200)
  async assign(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string, @Body() body: unknown) {
    return toConversationDto(await this.chat.assign(a, id, parseChatInput(AssignBody, body).agentId));
  }

  @Post('conversations/:id/close')
  @HttpCode(200)
  async close(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string) {
    await this.chat.close(a, id);
    return { ok: true };
  }

  @Get('conversations/:id/customer')
  @ApiOperation({ summary: 'The buyer beside the conversation: profile, wallet balance, recent orders (null for guests)' })
  async customer(@CurrentAgent() a: AgentPrincipal, @Param('id') id: string) {
    const user = await this.chat.customerOf(a, id);
    if (!user) return { customer: null };
    const [balances, orders] = await Promise.all([
      this.wallet.usdt(user.id),
      this.orders.list(user.id, null, { pageNum: 1, pageSize: 5, offset: 0 }),
    ]);
    return {
      customer: {
        id: user.id,
        username: user.username,
        usercode: user.usercode,
        avatar: user.avatar,
        createdAt: new Date(user.createdAt).toISOString(),
        lastLoginAt: user.lastLoginAt ? new Date(user.lastLoginAt).toISOString() : null,
        wallet: { available: balances.available.format(), frozen: balances.frozen.format() },
        orders: orders.rows.map((o) => ({
          id: o.id,
          status: o.status,
          total: Money.ofMinor(BigInt(o.prizeReal)).format(),
          sellerName: o.sellerName,
        })),
        ordersTotal: orders.total,
      },
    };
  }

  @Get('agents')
  async agents() {
    return { items: await this.chat.agents() };
  }

  @Get('canned')
  async canned(@Query() q: unknown) {
    return { items: await this.chat.canned(parseChatInput(CannedQuery, q).lang) };
  }

  @Post('canned')
  async addCanned(@Body() body: unknown) {
    const b = parseChatInput(CannedBody, body);
    return this.chat.addCanned(b.lang, b.title, b.body);
  }
}
