import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail delivery from the outbox (issue 26): the drain (`notification.sendMail`) claims due rows
 * with `FOR UPDATE SKIP LOCKED`, sends them over SMTP and marks them.
 * - `next_attempt_at`: not before (exponential backoff after a transient failure);
 * - `claimed_until`: a lease: a row claimed by a process that died is claimed again once it passes;
 * - `last_error`: the last failure (SMTP code and reply, never credentials);
 * - `message_id` / `smtp_response`: the Message-ID header sent (stable per row) and the server's
 *   answer (its queue id), for tracing a delivery.
 * Overdue-loan notices queued before now carry their amount in micro-USDT: made the USDT decimal
 * the e-mail shows (as they are queued from now on).
 */
export class OutboxDelivery1796000006000 implements MigrationInterface {
  name = 'OutboxDelivery1796000006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table outbound_messages
        add column next_attempt_at timestamptz not null default now(),
        add column claimed_until timestamptz,
        add column last_error text check (char_length(last_error) <= 1000),
        add column message_id text,
        add column smtp_response text check (char_length(smtp_response) <= 1000)`);
    await q.query(`drop index if exists outbound_messages_pending_idx`);
    await q.query(`create index outbound_messages_due_idx on outbound_messages (next_attempt_at) where status = 'pending'`);
    await q.query(`
      update outbound_messages
         set payload = jsonb_set(payload, '{amount}', to_jsonb(((payload->>'amount')::numeric / 1000000)::numeric(38, 6)::text))
       where template = 'loan.overdue' and status = 'pending' and payload->>'amount' ~ '^[0-9]{1,30}$'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists outbound_messages_due_idx`);
    await q.query(`create index outbound_messages_pending_idx on outbound_messages (created_at) where status = 'pending'`);
    await q.query(`
      alter table outbound_messages
        drop column smtp_response, drop column message_id, drop column last_error,
        drop column claimed_until, drop column next_attempt_at`);
  }
}
