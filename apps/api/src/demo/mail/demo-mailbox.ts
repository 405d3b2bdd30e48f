import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../../config/env.schema';

/** A message the demo capture received. */
export interface CapturedMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  /** the text part as HTML (escaped, links made clickable) */
  textAsHtml: string;
  /** the HTML part as sent ('' when none) */
  html: string;
}

/** Messages kept: the newest; older ones are deleted. */
const KEEP = 200;
const MAX_BYTES = 5 * 1024 * 1024;
const ID = /^\d{15}-[0-9a-f]{8}$/;

const addresses = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');

/** The demo capture's messages: one JSON file each in `<MALL_DATA_DIR>/demo-mail`, newest first by name. */
export class DemoMailbox {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'demo-mail');
  }

  async save(m: ParsedMail): Promise<CapturedMail> {
    const mail: CapturedMail = {
      id: `${String(Date.now()).padStart(15, '0')}-${randomBytes(4).toString('hex')}`,
      receivedAt: new Date().toISOString(),
      from: addresses(m.from),
      to: addresses(m.to),
      subject: m.subject ?? '',
      messageId: m.messageId ?? '',
      text: m.text ?? '',
      textAsHtml: m.textAsHtml ?? '',
      html: typeof m.html === 'string' ? m.html : '',
    };
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${mail.id}.json`), JSON.stringify(mail), { mode: 0o600 });
    const old = (await this.ids()).slice(KEEP);
    await Promise.all(old.map((id) => rm(join(this.dir, `${id}.json`), { force: true })));
    return mail;
  }

  /** Newest first. */
  async list(): Promise<CapturedMail[]> {
    const all = await Promise.all((await this.ids()).map((id) => this.get(id)));
    return all.filter((m): m is CapturedMail => m !== null);
  }

  /** One message, or null (unknown, or not an id of ours). */
  async get(id: string): Promise<CapturedMail | null> {
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as CapturedMail;
    } catch {
      return null;
    }
  }

  private async ids(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .map((n) => n.replace(/\.json$/, ''))
      .filter((n) => ID.test(n))
      .sort()
      .reverse();
  }
}

export interface DemoMailCapture {
  port: number;
  stop: () => Promise<void>;
}

/**
 * Demo only (`config.demoMail`): an SMTP server on 127.0.0.1:MALL_DEMO_MAIL_PORT that keeps what it
 * receives in the {@link DemoMailbox}, read at `/demo/mail`. No TLS, no auth: it listens on the
 * loopback interface only and delivers nothing anywhere.
 */
export async function startDemoMailCapture(config: AppConfig): Promise<DemoMailCapture> {
  const log = new Logger('DemoMail');
  const mailbox = new DemoMailbox(config.dataDir);
  const server = new SMTPServer({
    name: 'localhost',
    banner: 'mall demo mail capture',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    rejectOversized: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => mailbox.save(parsed))
        .then(
          () => callback(),
          (e: Error) => {
            log.warn(`demo mail not kept: ${e.message}`);
            callback(e);
          },
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.MALL_DEMO_MAIL_PORT, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as { port: number }).port;
  log.log(`demo mail capture on smtp://127.0.0.1:${port}: read the mall's e-mail at /demo/mail`);
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
