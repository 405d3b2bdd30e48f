import { useEffect, useRef, useState } from 'react';

/** A guest's chat picture is private: served at `/v1/chat/media/…` to the conversation's parties only. */
export function isPrivateChatImage(src: string): boolean {
  try {
    const u = new URL(src, window.location.origin);
    return u.origin === window.location.origin && u.pathname.startsWith('/v1/chat/media/');
  } catch {
    return false;
  }
}

/**
 * What an `<img>` shows for a chat picture: a public one as it is; a private one read with the
 * chat's credentials (`headers`: the guest's id, the buyer's session, the agent's token — an `<img>`
 * cannot send them) and shown as a blob URL, null while it loads or when it may not be read.
 */
export function useChatImage(src: string, headers?: () => Promise<Record<string, string>>): string | null {
  const priv = isPrivateChatImage(src);
  const [blob, setBlob] = useState<string | null>(null);
  const read = useRef(headers);
  useEffect(() => {
    read.current = headers;
  });
  useEffect(() => {
    if (!priv) return;
    const ctrl = new AbortController();
    let made: string | null = null;
    void (async () => {
      const r = await fetch(src, { signal: ctrl.signal, headers: (await read.current?.()) ?? {}, credentials: 'same-origin' });
      if (!r.ok) return;
      made = URL.createObjectURL(await r.blob());
      setBlob(made);
    })().catch(() => undefined);
    return () => {
      ctrl.abort();
      if (made) URL.revokeObjectURL(made);
      setBlob(null);
    };
  }, [src, priv]);
  return priv ? blob : src;
}
