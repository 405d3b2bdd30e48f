import { io, type Socket } from 'socket.io-client';
import { currentLang } from '@/lib/i18n';

/**
 * The chat's socket (socket.io). A module of its own, apart from features/chat/chat-client.ts, so that a page can load
 * the socket client after its first render (the agent console does) while taking the rest at once.
 */
export function openChatSocket(auth: Record<string, string>): Socket {
  return io({ path: '/socket.io', auth: { ...auth, lang: currentLang() }, transports: ['websocket'], reconnectionDelayMax: 5000 });
}
