import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';

/** What the SMTP server answered to an accepted message. */
export interface SmtpAccepted {
  messageId: string;
  response: string;
}

/**
 * The SMTP connection (nodemailer, a small pool): `SMTP_URL`, or the demo capture on 127.0.0.1;
 * none when e-mail stays queued. The URL's credentials are never logged: `where` names the server
 * only, and `secrets` lets failures be written without them.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  /** null: no transport, e-mail waits in the outbox */
  readonly url: string | null;
  private mailer?: Transporter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.url = config.SMTP_URL ?? (config.demoMail ? `smtp://127.0.0.1:${config.MALL_DEMO_MAIL_PORT}` : null);
  }

  /** The server, without credentials (`smtps://mail.example.com:465`). */
  get where(): string {
    if (!this.url) return 'nowhere';
    const u = new URL(this.url);
    return `${u.protocol}//${u.host}`;
  }

  /** The credentials of the URL (as written and decoded): kept out of every stored or logged error. */
  get secrets(): string[] {
    if (!this.url) return [];
    const u = new URL(this.url);
    return [u.username, u.password].filter(Boolean).flatMap((v) => [v, decodeURIComponent(v)]);
  }

  async send(message: SendMailOptions): Promise<SmtpAccepted> {
    if (!this.url) throw new Error('no SMTP transport configured');
    this.mailer ??= createTransport({
      url: this.url,
      pool: true,
      maxConnections: 3,
      // a connection the server dropped while idle: the message goes out on a new one, at most twice
      maxRequeues: 2,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    const info = (await this.mailer.sendMail(message)) as { messageId: string; response: string };
    return { messageId: info.messageId, response: info.response };
  }

  onModuleDestroy(): void {
    this.mailer?.close();
  }
}
