import { z } from 'zod';

const id = z.string().max(64).optional();
const loginType = z.enum(['user', 'shop']).catch('user').default('user');

export const ServiceListParams = z.object({
  message_id: z.string().max(20).optional(),
  anonymousId: id,
  /** the prebuilt buyer ↔ seller app lists a store's conversation through this call */
  partyId: id,
  messageid: z.string().max(20).optional(),
});
/** `content` is checked by the service (text ≤ 2,000 characters after decoding; an upload URL for images). */
export const ServiceSendParams = z.object({
  type: z.string().max(8).optional(),
  content: z.string().max(12_000, 'CHAT_TEXT_TOO_LONG').optional(),
  anonymousId: id,
});
export const ServiceUnreadParams = z.object({ anonymousId: id });
export const SellerUnreadParams = z.object({ loginType });
export const UserlistParams = z.object({ loginType, pageNo: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });
export const SellerListParams = z.object({ loginType, partyid: id, message_id: z.string().max(20).optional() });
export const SellerSendParams = z.object({
  loginType,
  partyid: id,
  type: z.string().max(8).optional(),
  content: z.string().max(12_000, 'CHAT_TEXT_TOO_LONG').optional(),
});
export const SendDefaultParams = z.object({ partyid: id });
export const OneChatParams = z.object({ loginType, chatid: id, messageid: z.string().max(20).optional() });
