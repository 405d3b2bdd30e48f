import type { SellerMessageWire } from '@mall/contracts';
import { buyerNameForStore, type ConversationView, type MessageRow, type SenderSide } from '../../modules/chat';
import { formatActionDate } from '../../core/http/action-date';
import { absoluteMediaUrl } from '../media-urls';

export interface RenderChat {
  tz: string;
  origin: string;
}

/** `newOnlinechat!list` row (contract §4.8): the buyer ↔ seller row and who the other party is. `seq` is ours. */
export interface ServiceMessageWire extends SellerMessageWire {
  targetUsername: string;
}

export interface UserlistRowWire {
  id: string;
  unreadmsg: number;
  username: string;
  useravatar: string;
  uid: string;
  partyid: string;
  avatar: string;
  remarks: string;
  content: string;
  updatetime: string;
  order_updatetime: string;
}

const content = (m: MessageRow, r: RenderChat) => (m.type === 'img' ? absoluteMediaUrl(r.origin, m.content) : m.content);

/** `yyyy-MM-dd HH:mm` (business time zone), as the old customer-service chat shows it. */
export function toServiceMessage(m: MessageRow, r: RenderChat): ServiceMessageWire {
  return {
    id: m.id,
    send_receive: m.sender === 'buyer' ? 'send' : 'receive',
    type: m.type,
    content: content(m, r),
    createtime: formatActionDate(new Date(m.createdAt), r.tz).slice(0, 16),
    delete_status: m.deleteStatus,
    targetUsername: m.sender === 'buyer' ? '' : m.senderName,
    seq: m.seq,
  };
}

export function toSellerMessage(m: MessageRow, reader: SenderSide, r: RenderChat): SellerMessageWire {
  return {
    id: m.id,
    send_receive: m.sender === reader ? 'send' : 'receive',
    type: m.type,
    content: content(m, r),
    createtime: new Date(m.createdAt).toISOString(),
    delete_status: m.deleteStatus,
    seq: m.seq,
  };
}

/** One conversation of the caller; the other party is the store (buyer view) or the buyer (shop view). */
export function toUserlistRow(c: ConversationView, loginType: 'user' | 'shop', r: RenderChat): UserlistRowWire {
  const shop = loginType === 'shop';
  const avatar = shop ? String(c.userAvatar ?? 1) : c.sellerAvatar ? absoluteMediaUrl(r.origin, c.sellerAvatar) : '';
  const updated = c.lastMessageAt ? new Date(c.lastMessageAt).toISOString() : '';
  return {
    id: c.id,
    unreadmsg: shop ? c.staffUnread : c.buyerUnread,
    username: shop ? buyerNameForStore(c.username) : (c.sellerName ?? ''),
    useravatar: avatar,
    uid: shop ? c.userId! : c.sellerId!,
    partyid: shop ? c.userId! : c.sellerId!,
    avatar,
    remarks: c.remarks,
    content: c.lastType === 'img' ? '[picture]' : (c.lastContent ?? ''),
    updatetime: updated,
    order_updatetime: updated,
  };
}
