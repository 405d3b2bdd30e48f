import { rmSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../../app.module';
import { Jobs } from '../../core/queue/jobs';
import { closer, owned } from '../../../test/support/owned';
import { startSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server';
import { freshDatabase, testConfig } from '../../../test/support/test-app';
import { NOTIFICATION_SEND_MAIL_JOB } from './jobs/send-mail.processor';
import { MailDeliveryService } from './mail-delivery.service';
import { NotificationService } from './notification.service';
import { OutboundMessageRepository } from './outbound-message.repository';

/** An app context (no HTTP) on the given database: one "process" of the mall. */
function contextOn(url: string, env: Record<string, string>): Promise<{ ctx: INestApplicationContext; close: () => Promise<void> }> {
  return owned(
    (async () => {
      const config = testConfig(url, { MALL_SEED: 'none', ...env });
      const ctx = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
      const close = closer(async () => {
        await ctx.close();
        rmSync(config.dataDir, { recursive: true, force: true });
      });
      return { ctx, close };
    })(),
  );
}

const MINUTE = 60_000;
const bound = (lang: string) => ({
  lang,
  chain: 'TRC20',
  address: 'TXYZ<script>',
  usableFrom: '2026-05-02T10:00:00.000Z',
  cancelUrl: 'https://shop.example/v1/withdraw-address/cancel?token=abc&lang=' + lang,
  cancelUntil: '2026-05-02T10:00:00.000Z',
});

describe('e-mail delivery from the outbox over a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let db: { url: string; drop: () => Promise<void> };
  let a: INestApplicationContext;
  let b: INestApplicationContext;
  let ds: DataSource;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await freshDatabase();
    closer(() => db.drop());
    // two processes of one deployment on one database
    a = (await contextOn(db.url, { SMTP_URL: smtp.url })).ctx;
    b = (await contextOn(db.url, { SMTP_URL: smtp.url })).ctx;
    ds = a.get(DataSource);
    await ds.query(
      `insert into brands (key, name, hosts, is_default, support_email) values ('shop', 'Shop Example', '{localhost,shop.example}', true, 'help@shop.example')`,
    );
  });

  beforeEach(async () => {
    smtp.received.length = 0;
    await ds.query(`delete from outbound_messages`);
  });

  const queue = (ctx: INestApplicationContext, to: string, lang = 'de') =>
    ctx.get(NotificationService).send('email', to, 'withdraw_address_bound', bound(lang));
  const row = async (to: string) =>
    (
      await ds.query(
        `select id, status, attempts, next_attempt_at as "nextAttemptAt", claimed_until as "claimedUntil", last_error as "lastError",
                message_id as "messageId", smtp_response as "smtpResponse", sent_at as "sentAt"
           from outbound_messages where target = $1`,
        [to],
      )
    )[0];

  it("delivers a queued e-mail once, in the recipient's language, as plain text and HTML", async () => {
    await queue(a, 'ana@example.test', 'de');
    expect(await a.get(MailDeliveryService).drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [m] = smtp.received;
    expect(m.rcptTo).toEqual(['ana@example.test']);
    expect(m.from?.value).toEqual([{ name: 'Shop Example', address: 'no-reply@shop.example' }]);
    expect(m.replyTo?.text).toBe('help@shop.example');
    expect(m.subject).toBe('Neue Auszahlungsadresse in Ihrem Shop Example-Konto');
    expect(m.headers.get('content-language')).toBe('de');
    expect(m.text).toContain('Mit Ihrem Konto wurde eine Auszahlungsadresse verknüpft: TXYZ<script> (TRC20)');
    expect(m.text).toContain('2. Mai 2026 um 18:00 GMT+8'); // BUSINESS_TZ
    expect(m.html).toContain('TXYZ&lt;script&gt;');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('href="https://shop.example/v1/withdraw-address/cancel?token=abc&amp;lang=de"');

    const r = await row('ana@example.test');
    expect(r).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null, lastError: null, messageId: `<${r.id}@shop.example>` });
    expect(m.messageId).toBe(r.messageId); // the same id on every copy: receivers can drop a repeat
    expect(r.smtpResponse).toMatch(/^250 /);
    expect(r.sentAt).toBeInstanceOf(Date);
    expect(await b.get(MailDeliveryService).drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a transient refusal (451) is retried after a backoff and then delivered once; the error kept has no credentials', async () => {
    smtp.refuseNext(1, 451);
    await queue(a, 'busy@example.test', 'en');
    const now = new Date(Date.now() + 1000); // drains at given times (else the database's clock)
    expect(await a.get(MailDeliveryService).drain(now)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = await row('busy@example.test');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(first.lastError).toMatch(/451/);
    expect(first.lastError).not.toContain('s3cret');
    expect(first.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);

    // not due yet: nobody sends it
    expect(await b.get(MailDeliveryService).drain(new Date(now.getTime() + 30_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    // due: sent, once
    expect(await b.get(MailDeliveryService).drain(new Date(now.getTime() + MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await a.get(MailDeliveryService).drain(new Date(now.getTime() + 10 * MINUTE))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => [m.rcptTo, m.subject])).toEqual([
      [['busy@example.test'], 'New withdrawal address on your Shop Example account'],
    ]);
    expect(await row('busy@example.test')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a refusal for good (550) fails the message at once', async () => {
    smtp.refuseNext(1, 550);
    await queue(a, 'nobody@example.test');
    expect(await a.get(MailDeliveryService).drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row('nobody@example.test')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row('nobody@example.test')).lastError).toMatch(/550 .*No such user/);
    expect(await a.get(MailDeliveryService).drain(new Date(Date.now() + 24 * 60 * MINUTE))).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('two processes draining at once deliver every message exactly once', async () => {
    const to = Array.from({ length: 24 }, (_, i) => `p${i}@example.test`);
    for (const [n, t] of to.entries()) await queue(n % 2 ? a : b, t, 'fr');
    const runs = await Promise.all([a, b].map((ctx) => ctx.get(MailDeliveryService).drain())); // 3 lanes each
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(24);
    expect(smtp.received.flatMap((m) => m.rcptTo).sort()).toEqual([...to].sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(24);
    const rows = await ds.query(`select status, attempts from outbound_messages`);
    expect(rows.every((r: { status: string; attempts: number }) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a message held by a process that died is sent again once its lease runs out', async () => {
    await queue(a, 'crash@example.test', 'en');
    const now = new Date(Date.now() + 1000);
    // the dead process claimed it (and maybe sent it) but never marked it
    const claimed = await b.get(OutboundMessageRepository).claimNext(now, 5 * MINUTE);
    expect(claimed).toMatchObject({ target: 'crash@example.test', attempts: 1 });
    expect(await a.get(MailDeliveryService).drain(new Date(now.getTime() + MINUTE))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await a.get(MailDeliveryService).drain(new Date(now.getTime() + 5 * MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row('crash@example.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('e-mail still unsent 3 days after it was queued is given up as stale, not sent late', async () => {
    await queue(a, 'stale@example.test', 'en');
    await queue(a, 'fresh@example.test', 'en');
    await ds.query(`update outbound_messages set created_at = now() - interval '3 days 1 minute' where target = 'stale@example.test'`);
    expect(await a.get(MailDeliveryService).drain()).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect(await row('stale@example.test')).toMatchObject({ status: 'failed', attempts: 0, lastError: 'expired: not sent within 3 days' });
    expect(smtp.received.flatMap((m) => m.rcptTo)).toEqual(['fresh@example.test']);
  });

  it('without SMTP_URL (and no demo capture) e-mail stays queued and no drain is scheduled', async () => {
    const { ctx: off, close } = await contextOn(db.url, {});
    await queue(off, 'later@example.test');
    expect(await off.get(MailDeliveryService).drain(new Date(Date.now() + MINUTE))).toEqual({ sent: 0, retried: 0, failed: 0 });
    await expect(off.get(Jobs).enqueue(NOTIFICATION_SEND_MAIL_JOB)).rejects.toThrow(/unknown job/);
    expect(await row('later@example.test')).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(smtp.received).toEqual([]);
    await close();
  });
});
