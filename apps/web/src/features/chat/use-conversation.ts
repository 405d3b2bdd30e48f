import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeMessages, type ChatMessage } from '@/lib/chat-messages';
import { uploadChatImage } from './chat-client';

/** The old clients' poll interval: the newest page every 5 s. */
export const POLL_MS = 5000;

/** How one conversation reaches the server: the customer-service calls, a store's, … */
export interface ConversationTransport {
  /** the conversation: another key starts over */
  key: string;
  /** the newest page, oldest first */
  newest: () => Promise<ChatMessage[]>;
  /** the page before the message `beforeId`, oldest first; without it the conversation does not page backwards */
  older?: (beforeId: string) => Promise<ChatMessage[]>;
  /** a page of this many may have older ones before it */
  pageSize?: number;
  /** sends; answers the messages to show (the one sent, or the newest page) */
  send: (type: 'text' | 'img', content: string) => Promise<ChatMessage[]>;
  uploadHeaders: () => Promise<Record<string, string>>;
  /** after the newest page was read (the server marked it read) */
  onNewest?: () => void;
  /** after a message was sent and shown */
  onSent?: () => void;
}

export interface ConversationOptions {
  /**
   * `page`: each conversation opens with its newest page (status loading → ready | error, older pages
   * backwards), then the poll reads it every 5 s; `poll`: the poll itself is the first read (at once).
   */
  start: 'page' | 'poll';
  /** read the newest page every POLL_MS (no socket) */
  poll: boolean;
}

/**
 * One conversation whatever its transport: messages merged by sequence (the same message from the
 * socket, the poll and a send shows once), the 5 s poll, paging backwards, send and images.
 * Live messages (a socket) come in through `add`.
 */
export function useConversation(transport: ConversationTransport | null, { start, poll }: ConversationOptions) {
  const key = transport?.key ?? null;
  const t = useRef(transport);
  useEffect(() => {
    t.current = transport;
  });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const current = useRef(key);
  /** the sequence of the newest message shown (a socket's `chat:sync` asks from here) */
  const lastSeq = useRef(0);

  const show = useCallback((next: (list: ChatMessage[]) => ChatMessage[]) => {
    setMessages((list) => {
      const out = next(list);
      lastSeq.current = out.length ? out[out.length - 1].seq : 0;
      return out;
    });
  }, []);
  const add = useCallback((more: ChatMessage[]) => show((list) => mergeMessages(list, more)), [show]);
  const morePages = (page: ChatMessage[]) => !!t.current?.older && page.length >= (t.current.pageSize ?? Infinity);

  const newest = useCallback(
    async (k: string) => {
      const page = await t.current!.newest();
      if (current.current !== k) return;
      add(page);
      t.current?.onNewest?.();
    },
    [add],
  );

  const load = useCallback(
    (k: string) => {
      setStatus('loading');
      setError(null);
      t.current!.newest().then(
        (page) => {
          if (current.current !== k) return;
          show(() => page);
          setHasMore(morePages(page));
          setStatus('ready');
          t.current?.onNewest?.();
        },
        (e: Error) => {
          if (current.current !== k) return;
          setError(e.message);
          setStatus('error');
        },
      );
    },
    [show],
  );

  useEffect(() => {
    current.current = key;
    if (start !== 'page') return;
    show(() => []);
    setHasMore(false);
    if (!key) {
      setStatus('idle');
      return;
    }
    load(key);
  }, [key, start, load, show]);

  useEffect(() => {
    if (!key || !poll) return;
    const read = () => void newest(key).catch(() => undefined);
    if (start === 'poll') read();
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, [key, poll, start, newest]);

  const loadOlder = useCallback(async () => {
    const tr = t.current;
    if (!key || !tr?.older || !messages.length) return;
    setLoadingOlder(true);
    try {
      const page = await tr.older(messages[0].id);
      if (current.current !== key) return;
      add(page);
      setHasMore(morePages(page));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingOlder(false);
    }
  }, [key, messages, add]);

  const send = useCallback(
    async (type: 'text' | 'img', content: string) => {
      const tr = t.current;
      if (!key || !tr) return;
      setError(null);
      try {
        const shown = await tr.send(type, content);
        if (current.current !== key) return;
        add(shown);
        tr.onSent?.();
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [key, add],
  );

  const sendImage = useCallback(
    async (file: File) => {
      const tr = t.current;
      if (!tr) return;
      try {
        await send('img', await uploadChatImage(file, await tr.uploadHeaders()));
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [send],
  );

  const push = useCallback((m: ChatMessage) => add([m]), [add]);
  const retry = useCallback(() => key && load(key), [key, load]);

  return { messages, status, error, setError, hasMore, loadingOlder, loadOlder, add, push, send, sendImage, retry, lastSeq };
}
