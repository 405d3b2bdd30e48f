import { callAction } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/** Kept apart from chat-client (socket.io) so the header's badge does not pull the socket client into every page. */
export const GUEST_KEY = 'chatGuestId';

/** Unread messages from customer service (the header badge, every 30 s). */
export async function fetchUnread(): Promise<number> {
  const anonymousId = getToken() ? undefined : (localStorage.getItem(GUEST_KEY) ?? undefined);
  if (!getToken() && !anonymousId) return 0;
  return callAction<number>('newOnlinechat!unread', { anonymousId });
}
