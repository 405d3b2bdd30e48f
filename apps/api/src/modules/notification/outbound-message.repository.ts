import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import { OutboundMessageEntity } from './entities/outbound-message.entity';

/** An outbox row a drain holds: what to send, and how many tries it has had (this one included). */
export type ClaimedMessage = Pick<OutboundMessageEntity, 'id' | 'target' | 'template' | 'payload' | 'attempts'>;

@Injectable()
export class OutboundMessageRepository extends BaseRepository {
  async insert(m: Pick<OutboundMessageEntity, 'channel' | 'target' | 'template' | 'payload'>): Promise<void> {
    await this.em.getRepository(OutboundMessageEntity).insert({ ...m, status: 'pending', attempts: 0 });
  }

  /**
   * Claim the next due e-mail (pending, its time come, not held by a live lease) for `leaseMs`,
   * counting the attempt. One statement: `FOR UPDATE SKIP LOCKED` makes concurrent drains (other
   * processes too) take different rows, and the committed lease keeps them off it while it is sent.
   * Times are the database's clock (one clock for every process), or `at` when given.
   */
  async claimNext(at: Date | null, leaseMs: number): Promise<ClaimedMessage | null> {
    const [rows] = (await this.em.query(
      `update outbound_messages set claimed_until = coalesce($1::timestamptz, now()) + $2 * interval '1 millisecond', attempts = attempts + 1
        where id = (select id from outbound_messages
                     where status = 'pending' and channel = 'email' and next_attempt_at <= coalesce($1::timestamptz, now())
                       and (claimed_until is null or claimed_until <= coalesce($1::timestamptz, now()))
                     order by next_attempt_at, created_at
                     limit 1
                     for update skip locked)
        returning id, target, template, payload, attempts`,
      [at, leaseMs],
    )) as [ClaimedMessage[], number];
    return rows[0] ?? null;
  }

  /**
   * Give up the e-mail queued more than `maxAgeMs` before `at` (or now) and still unsent: a code,
   * a lock notice or a link that old is stale (a transport configured after weeks sends no backlog).
   * A row under a live lease is left to its drain. Returns how many.
   */
  async expire(at: Date | null, maxAgeMs: number, error: string): Promise<number> {
    const [, n] = (await this.em.query(
      `update outbound_messages set status = 'failed', claimed_until = null, last_error = $3
        where status = 'pending' and channel = 'email'
          and created_at < coalesce($1::timestamptz, now()) - $2 * interval '1 millisecond'
          and (claimed_until is null or claimed_until <= coalesce($1::timestamptz, now()))`,
      [at, maxAgeMs, error],
    )) as [unknown, number];
    return n;
  }

  async markSent(id: string, messageId: string, smtpResponse: string): Promise<void> {
    await this.em.query(
      `update outbound_messages
          set status = 'sent', sent_at = now(), claimed_until = null, last_error = null, message_id = $2, smtp_response = $3
        where id = $1`,
      [id, messageId, smtpResponse.slice(0, 1000)],
    );
  }

  /** A transient failure: try again `delayMs` after `at` (unless another drain has sent it meanwhile). */
  async markRetry(id: string, at: Date | null, delayMs: number, error: string): Promise<void> {
    await this.em.query(
      `update outbound_messages
          set claimed_until = null, next_attempt_at = coalesce($2::timestamptz, now()) + $3 * interval '1 millisecond', last_error = $4
        where id = $1 and status = 'pending'`,
      [id, at, delayMs, error],
    );
  }

  /** Given up: refused for good, unrenderable, or out of attempts. */
  async markFailed(id: string, error: string): Promise<void> {
    await this.em.query(
      `update outbound_messages set status = 'failed', claimed_until = null, last_error = $2 where id = $1 and status = 'pending'`,
      [id, error],
    );
  }
}
