import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { newClientId, socketDisabled, type ChatMessage } from '@/lib/chat-messages';
import { buyerAuth, buyerUploadHeaders, pollMessages, postMessage } from './chat-client';
import { openChatSocket } from '@/lib/chat-socket';
import { useConversation } from './use-conversation';

export { POLL_MS } from './use-conversation';

/** A `chat:message` event of another of the buyer's conversations (a store's): the socket delivers every one of them. */
export interface OtherChatEvent {
  conversationId: string;
  message: ChatMessage;
}

/**
 * The buyer's (or guest's) customer-service conversation: over socket.io when it can (join, then
 * `chat:sync` from the last sequence seen after every reconnect), else the old 5 s poll.
 */
export function useBuyerChat(open: boolean, onOther?: (e: OtherChatEvent) => void) {
  const [typing, setTyping] = useState(false);
  const [mode, setMode] = useState<'socket' | 'poll'>(() => (socketDisabled() ? 'poll' : 'socket'));
  const socket = useRef<Socket | null>(null);
  const conv = useRef<string | null>(null);
  const other = useRef(onOther);
  useEffect(() => {
    other.current = onOther;
  });

  const chat = useConversation(
    open
      ? {
          key: 'service',
          newest: pollMessages,
          // over the socket when connected (answers the message), else the old call and the newest page
          send: async (type, content) => {
            const s = socket.current;
            if (s?.connected) {
              const r = (await s.emitWithAck('chat:send', { type, content, clientId: newClientId() })) as {
                ok: boolean;
                msg?: string;
                message?: ChatMessage;
              };
              if (!r.ok) throw new Error(r.msg);
              return r.message ? [r.message] : [];
            }
            await postMessage(type, content);
            return pollMessages();
          },
          uploadHeaders: buyerUploadHeaders,
        }
      : null,
    { start: 'poll', poll: mode === 'poll' },
  );
  const { add, lastSeq } = chat;

  // The socket when it can; the 5 s poll (useConversation) while it cannot.
  useEffect(() => {
    if (!open) return;
    let stop = false;
    if (socketDisabled()) setMode('poll');
    else {
      setMode('socket');
      void buyerAuth().then((auth) => {
        if (stop) return;
        const s = openChatSocket(auth);
        socket.current = s;
        s.on('connect', () => {
          setMode('socket');
          void s.emitWithAck('chat:join', {}).then((r: { ok: boolean; conversation?: { id: string } }) => {
            if (!r.ok || !r.conversation) return;
            conv.current = r.conversation.id;
            const id = r.conversation.id;
            void s
              .emitWithAck('chat:sync', { conversationId: id, afterSeq: lastSeq.current })
              .then((x: { ok: boolean; lastSeq?: number; messages?: ChatMessage[] }) => {
                if (!x.ok) return;
                add(x.messages ?? []);
                // The open window shows everything: read (as the poll's first page marks it), so the badge clears.
                if (x.lastSeq) void s.emitWithAck('chat:read', { conversationId: id, seq: x.lastSeq });
              });
          });
        });
        s.on('chat:message', (e: { conversationId: string; message: ChatMessage }) => {
          if (e.conversationId !== conv.current) {
            other.current?.(e);
            return;
          }
          add([e.message]);
          setTyping(false);
          if (e.message.from !== 'buyer') void s.emitWithAck('chat:read', { conversationId: e.conversationId, seq: e.message.seq });
        });
        s.on('chat:typing', (e: { conversationId?: string }) => {
          if (e?.conversationId && e.conversationId !== conv.current) return;
          setTyping(true);
          setTimeout(() => setTyping(false), 3000);
        });
        // No socket (blocked, refused): the 5 s poll until it connects (socket.io keeps retrying).
        s.on('connect_error', () => !stop && setMode('poll'));
      });
    }
    return () => {
      stop = true;
      socket.current?.close();
      socket.current = null;
    };
  }, [open, add, lastSeq]);

  const notifyTyping = useCallback(() => {
    if (conv.current) socket.current?.volatile.emit('chat:typing', { conversationId: conv.current });
  }, []);

  /** Read receipts of the buyer's other (store) conversations, over the same socket. */
  const markRead = useCallback(async (conversationId: string, seq: number): Promise<void> => {
    const s = socket.current;
    if (s?.connected) await s.emitWithAck('chat:read', { conversationId, seq });
  }, []);

  return { messages: chat.messages, send: chat.send, sendImage: chat.sendImage, error: chat.error, typing, mode, notifyTyping, markRead };
}
