import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';

export interface ChannelHandlers {
  /** a notification arrived on the channel */
  notify(payload: string): void;
  /** listening (again): notifications from now on will arrive */
  live(): void;
  /** the connection is lost: notifications sent meanwhile are lost with it */
  lost(): void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Postgres LISTEN on one dedicated connection (pooled connections are shared and cannot listen).
 * Whoever caches on notifications must treat `lost` as "anything may have changed": reconnection
 * follows with a back-off, then `live` again.
 */
@Injectable()
export class PgNotifications implements OnModuleDestroy {
  private readonly log = new Logger('PgNotifications');
  private readonly channels = new Map<string, ChannelHandlers[]>();
  private client?: Client;
  /** channels listened on `client` */
  private listening = new Set<string>();
  /** LISTENs sent on `client` and not answered yet */
  private readonly pendingListens = new Map<string, Promise<void>>();
  private connecting?: Promise<void>;
  private retry?: NodeJS.Timeout;
  private delayMs = 500;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Listen on `channel`; resolves once the first attempt to listen has ended (listening or not). */
  async subscribe(channel: string, handlers: ChannelHandlers): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
    const list = this.channels.get(channel) ?? [];
    list.push(handlers);
    this.channels.set(channel, list);
    if (!this.client) await (this.connecting ??= this.connect());
    else if (this.listening.has(channel)) handlers.live();
    else await this.listenAll(this.client).catch(() => undefined); // a lost connection reconnects on its own
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.config.DATABASE_URL) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL, application_name: 'mall-listen' });
    client.on('notification', (n) => {
      for (const h of this.channels.get(n.channel) ?? []) h.notify(n.payload ?? '');
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      this.client = client;
      this.listening = new Set();
      this.pendingListens.clear();
      await this.listenAll(client);
      this.delayMs = 500;
    } catch (e) {
      this.log.warn(`cannot listen for changes (${(e as Error).message}); retrying in ${this.delayMs} ms`);
      this.drop(client);
    } finally {
      this.connecting = undefined;
    }
  }

  /**
   * LISTEN on every channel not yet listened on this connection; then its subscribers are live. A
   * channel whose LISTEN is under way is not listened twice: its subscribers, also those who joined
   * meanwhile, hear `live` once, when it is done.
   */
  private async listenAll(client: Client): Promise<void> {
    for (const [channel, list] of this.channels) {
      if (this.listening.has(channel)) continue;
      let pending = this.pendingListens.get(channel);
      if (!pending) {
        pending = client.query(`listen ${channel}`).then(() => {
          if (this.client !== client) return;
          this.listening.add(channel);
          for (const h of list) h.live();
        });
        this.pendingListens.set(channel, pending);
        const mine = pending;
        void mine
          .finally(() => {
            if (this.pendingListens.get(channel) === mine) this.pendingListens.delete(channel);
          })
          .catch(() => undefined);
      }
      await pending;
      if (this.client !== client) return;
    }
  }

  private drop(client: Client): void {
    if (this.client === client) {
      this.client = undefined;
      for (const list of this.channels.values()) for (const h of list) h.lost();
    }
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void (this.connecting ??= this.connect());
    }, this.delayMs);
    this.retry.unref();
    this.delayMs = Math.min(this.delayMs * 2, 30_000);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
