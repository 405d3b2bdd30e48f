import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  buyerAuth,
  buyerUploadHeaders,
  mergeMessages,
  newClientId,
  pollMessages,
  postMessage,
  socketDisabled,
  uploadChatImage,
  type ChatMessage,
} from './chat-client';
import { openChatSocket } from './chat-socket';

export const POLL_MS = 5000;

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
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [mode, setMode] = useState<'socket' | 'poll'>('poll');
  const socket = useRef<Socket | null>(null);
  const conv = useRef<string | null>(null);
  const lastSeq = useRef(0);
  const other = useRef(onOther);
  useEffect(() => {
    other.current = onOther;
  });

  const add = useCallback((more: ChatMessage[]) => {
    setMessages((list) => {
      const next = mergeMessages(list, more);
      lastSeq.current = next.length ? next[next.length - 1].seq : 0;
      return next;
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    let stop = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const poll = () =>
      void pollMessages().then(
        (m) => !stop && add(m),
        () => undefined,
      );
    const startPolling = () => {
      setMode('poll');
      if (timer) return;
      poll();
      timer = setInterval(poll, POLL_MS);
    };
    const stopPolling = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    if (socketDisabled()) startPolling();
    else {
      setMode('socket');
      void buyerAuth().then((auth) => {
        if (stop) return;
        const s = openChatSocket(auth);
        socket.current = s;
        s.on('connect', () => {
          stopPolling();
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
        s.on('connect_error', () => !stop && startPolling());
      });
    }
    return () => {
      stop = true;
      if (timer) clearInterval(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [open, add]);

  const send = useCallback(
    async (type: 'text' | 'img', content: string) => {
      setError(null);
      const s = socket.current;
      try {
        if (s?.connected) {
          const r = (await s.emitWithAck('chat:send', { type, content, clientId: newClientId() })) as {
            ok: boolean;
            msg?: string;
            message?: ChatMessage;
          };
          if (!r.ok) throw new Error(r.msg);
          if (r.message) add([r.message]);
        } else {
          await postMessage(type, content);
          add(await pollMessages());
        }
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [add],
  );

  const sendImage = useCallback(
    async (file: File) => {
      try {
        await send('img', await uploadChatImage(file, await buyerUploadHeaders()));
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [send],
  );

  const notifyTyping = useCallback(() => {
    if (conv.current) socket.current?.volatile.emit('chat:typing', { conversationId: conv.current });
  }, []);

  /** Read receipts of the buyer's other (store) conversations, over the same socket. */
  const markRead = useCallback(async (conversationId: string, seq: number): Promise<void> => {
    const s = socket.current;
    if (s?.connected) await s.emitWithAck('chat:read', { conversationId, seq });
  }, []);

  return { messages, send, sendImage, error, typing, mode, notifyTyping, markRead };
}
