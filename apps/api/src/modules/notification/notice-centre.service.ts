import { Inject, Injectable } from '@nestjs/common';
import type { Notice, NoticeLink } from '@mall/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { BrandService } from '../brand';
import { MailRenderError, renderNotice } from './mail/render-mail';
import { UserNoticeRepository, type NoticeRow } from './user-notice.repository';

/** A notice as the service reads it: the wire's {@link Notice}, its time still a Date. */
export type NoticeView = Omit<Notice, 'createdAt'> & { createdAt: Date };

/** A notice's link: orders and refunds open the order, money moves the wallet, loans the loans page. */
export function noticeLink(kind: string, payload: Record<string, string>): NoticeLink {
  if ((kind.startsWith('order.') || kind.startsWith('refund.')) && payload.orderNo) return { to: 'order', orderNo: payload.orderNo };
  if (kind.startsWith('deposit.') || kind.startsWith('withdraw.')) return { to: 'wallet' };
  if (kind.startsWith('loan.')) return { to: 'loan' };
  return null;
}

/**
 * The in-app notice centre of a user (the bell): their notices, newest first, each in the reader's
 * language with the e-mail's texts; the unread count; marking read. Only the owner's notices are
 * ever read or marked.
 */
@Injectable()
export class NoticeCentreService {
  constructor(
    private readonly notices: UserNoticeRepository,
    private readonly brands: BrandService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(
    userId: string,
    lang: string,
    host: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: NoticeView[]; total: number }> {
    const page = await this.notices.list(userId, offset, limit);
    const brand = await this.brands.forHost(host);
    const ctx = { brand: brand.name, color: '', timeZone: this.config.BUSINESS_TZ, defaultLang: brand.default_lang };
    return { rows: page.rows.flatMap((r) => this.view(r, lang, ctx)), total: page.total };
  }

  unread(userId: string): Promise<number> {
    return this.notices.unreadCount(userId);
  }

  /** Mark the owner's notices `ids` read (others' ids are ignored), or all of them when `ids` is null. */
  async markRead(userId: string, ids: string[] | null): Promise<void> {
    await this.notices.markRead(userId, ids);
  }

  private view(r: NoticeRow, lang: string, ctx: Parameters<typeof renderNotice>[2]): NoticeView[] {
    try {
      const { title, body } = renderNotice(r.kind, { ...r.payload, lang }, ctx);
      return [
        { id: r.id, kind: r.kind, title, body, link: noticeLink(r.kind, r.payload), read: r.readAt !== null, createdAt: r.createdAt },
      ];
    } catch (e) {
      // A kind retired since it was written is left out rather than failing the whole list.
      if (e instanceof MailRenderError) return [];
      throw e;
    }
  }
}
