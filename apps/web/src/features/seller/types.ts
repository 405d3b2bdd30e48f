import type { ChatMessage, SellerOrderRow, StoreConversation } from '@mall/contracts';

/**
 * Seller REST shapes (`/v1/seller`, `GET /docs/json`, tag `seller`; `@mall/contracts` order): amounts
 * are exact decimal strings ("56.905000"), times ISO-8601.
 */
export type {
  SellerMe,
  SellerOrderRow,
  SellerOrderPage,
  SellerOrderItem,
  SellerOrderLog,
  SellerOrderDetail,
  SellerNotice,
  SellerNoticePage,
} from '@mall/contracts';

/** The status tabs of the orders page and the status codes they show. */
export const ORDER_TABS = ['toConfirm', 'confirmed', 'shipped', 'received', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const TAB_STATUS: Record<OrderTab, number | undefined> = {
  toConfirm: 1,
  confirmed: 2,
  shipped: 3,
  received: 4,
  all: undefined,
};

/** Shipping is allowed from paid (1) and confirmed (2); confirming only from paid. */
export const mayConfirm = (status: number) => status === 1;
export const mayShip = (status: number) => status === 1 || status === 2;
/** Still to ship past the deadline. */
export const isOverdue = (o: Pick<SellerOrderRow, 'status' | 'shipBy'>, now = Date.now()) =>
  mayShip(o.status) && !!o.shipBy && new Date(o.shipBy).getTime() < now;

/** Carrier 1–64 characters; tracking number 3–64 of letters, digits and '-' (the server checks the same). */
export function shipErrors(carrier: string, trackingNo: string): { carrier?: 'required' | 'tooLong'; trackingNo?: 'invalid' } {
  const c = carrier.trim();
  const out: { carrier?: 'required' | 'tooLong'; trackingNo?: 'invalid' } = {};
  if (!c) out.carrier = 'required';
  else if (c.length > 64) out.carrier = 'tooLong';
  if (!/^[A-Za-z0-9-]{3,64}$/.test(trackingNo.trim())) out.trackingNo = 'invalid';
  return out;
}

/** A buyer conversation of the store (`GET /v1/seller/chat/conversations`). */
export type SellerChatConversation = StoreConversation;

export interface SellerChatConversationPage {
  items: SellerChatConversation[];
  hasMore: boolean;
  unread: number;
}

export type SellerChatMessage = ChatMessage;

export interface SellerChatMessagePage {
  conversation: SellerChatConversation;
  items: SellerChatMessage[];
  hasMore: boolean;
}
