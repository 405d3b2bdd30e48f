/**
 * "Contact seller" → the header's chat window, without importing it: a DOM event the launcher
 * listens for (a few bytes in the shared entry; the window and its conversation list stay lazy).
 */
export const CHAT_OPEN_EVENT = 'mall:chat-open';

export interface ChatOpenDetail {
  /** the store whose conversation to open; none = customer service */
  storeId?: string;
}

export function requestChatWindow(detail: ChatOpenDetail): void {
  window.dispatchEvent(new CustomEvent<ChatOpenDetail>(CHAT_OPEN_EVENT, { detail }));
}
