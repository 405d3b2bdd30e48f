import { Injectable } from '@nestjs/common';
import type { Notice, PageA } from '@mall/contracts';
import { z } from 'zod';
import { pageA, paging } from '../../modules/catalog';
import { NoticeCentreService } from '../../modules/notification';
import { Action, type ActionContext, type RateRule } from '../action.decorator';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();
const NoticeListParams = z.object({ pageNum: opt(16), pageSize: opt(16) });
/** `id`: one notice, a comma list of them, or absent for all of the reader's notices. */
const NoticeReadParams = z.object({
  id: z
    .string()
    .regex(new RegExp(`^${UUID}(,${UUID}){0,99}$`, 'i'), 'COMMON_INVALID_PARAM')
    .optional(),
});

const readRate: RateRule[] = [{ by: 'user', limit: 120, windowMs: 60_000 }];

/** The in-app notice centre (ours: the bell of our web app). Thin: parse → NoticeCentreService → map. */
@Injectable()
export class NoticeActions {
  constructor(private readonly notices: NoticeCentreService) {}

  /** The reader's notices, newest first, in the request's language. */
  @Action('notice!list', { auth: 'required', params: NoticeListParams })
  async list(ctx: ActionContext<z.infer<typeof NoticeListParams>>): Promise<PageA<Notice>> {
    const p = paging(ctx.params.pageNum, ctx.params.pageSize, 20);
    const { rows, total } = await this.notices.list(ctx.actor!.userId, ctx.lang, ctx.host, p.offset, p.pageSize);
    return pageA(
      rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total,
      p,
    );
  }

  @Action('notice!unread', { auth: 'required' })
  async unread(ctx: ActionContext): Promise<{ count: number }> {
    return { count: await this.notices.unread(ctx.actor!.userId) };
  }

  /** Mark read the reader's notices `id` (a comma list), or all of them without `id`. */
  @Action('notice!read', { auth: 'required', params: NoticeReadParams, rateLimit: readRate })
  async read(ctx: ActionContext<z.infer<typeof NoticeReadParams>>): Promise<null> {
    const ids = ctx.params.id ? [...new Set(ctx.params.id.toLowerCase().split(','))] : null;
    await this.notices.markRead(ctx.actor!.userId, ids);
    return null;
  }
}
