import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';

/** Starts `app` listening on a free loopback port (for sockets): its base URL. */
export async function listen(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * A chat socket to `url` with the handshake `auth` (websocket only, no reconnection), resolved once
 * connected, rejected with the server's refusal. Pushed to `made` first when given, so that a test
 * can close every socket it opened, refused ones included.
 */
export function connect(url: string, auth: Record<string, string>, made?: Socket[]): Promise<Socket> {
  const s = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  made?.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', (e) => {
      s.close();
      reject(e);
    });
  });
}

/** Emits `event` with `body` and waits (5 s at most) for the acknowledgement: its answer. */
export const emit = (s: Socket, event: string, body: unknown): Promise<any> => s.timeout(5000).emitWithAck(event, body);
