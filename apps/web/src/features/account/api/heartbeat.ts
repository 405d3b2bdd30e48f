import { useEffect } from 'react';
import { callAction } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const HEARTBEAT_MS = 300_000;

/** `user!heartbeat`: online status ping. */
export function heartbeat(): Promise<unknown> {
  return callAction('user!heartbeat', { status: 1 });
}

/** Ping every 5 minutes while logged in. Failures stay quiet (a 403 still logs out). */
export function useHeartbeat(): void {
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    const id = window.setInterval(() => {
      heartbeat().catch(() => undefined);
    }, HEARTBEAT_MS);
    return () => window.clearInterval(id);
  }, [token]);
}
