import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketDisabled } from '@/lib/chat-messages';
import { openChatSocket } from '@/lib/chat-socket';
import { sellerChatKey } from './api/seller-chat';
import { sellerSession } from '@/lib/console-client';
import type { SellerChatMessage } from './types';

export type SellerChatEvent =
  | { type: 'message'; conversationId: string; message: SellerChatMessage }
  | { type: 'read'; conversationId: string; side: 'buyer' | 'staff'; seq: number };

/**
 * Realtime for the seller console's chat view, while it is open: the chat socket.io gateway with the
 * seller token (a session of the store owner; the gateway joins the socket to the store's room, and
 * every conversation id is still authorised per store by the REST calls). News refreshes the list and
 * the badge, and is handed to the open thread. Without a socket (blocked, refused, or
 * `localStorage.chatNoSocket = '1'`) the mode is `poll`: the view refetches every 5 s.
 */
export function useSellerChatLive() {
  const qc = useQueryClient();
  const [mode, setMode] = useState<'socket' | 'poll'>(() => (socketDisabled() ? 'poll' : 'socket'));
  const listeners = useRef(new Set<(e: SellerChatEvent) => void>());

  useEffect(() => {
    const token = sellerSession.get();
    if (!token || socketDisabled()) {
      setMode('poll');
      return;
    }
    const s = openChatSocket({ token });
    const news = () => {
      void qc.invalidateQueries({ queryKey: [...sellerChatKey, 'conversations'] });
      void qc.invalidateQueries({ queryKey: [...sellerChatKey, 'unread'] });
    };
    s.on('connect', () => {
      setMode('socket');
      // What happened while disconnected: read everything again once.
      void qc.invalidateQueries({ queryKey: sellerChatKey });
    });
    s.on('connect_error', () => setMode('poll'));
    s.on('disconnect', () => setMode('poll'));
    s.on('chat:message', (e: { conversationId: string; message: SellerChatMessage }) => {
      news();
      listeners.current.forEach((l) => l({ type: 'message', ...e }));
    });
    s.on('chat:read', (e: { conversationId: string; side: 'buyer' | 'staff'; seq: number }) => {
      if (e.side === 'staff') news();
      listeners.current.forEach((l) => l({ type: 'read', ...e }));
    });
    return () => {
      s.close();
    };
  }, [qc]);

  const subscribe = useCallback((l: (e: SellerChatEvent) => void) => {
    listeners.current.add(l);
    return () => void listeners.current.delete(l);
  }, []);

  return { mode, subscribe, pollMs: mode === 'poll' ? 5000 : (false as const) };
}
