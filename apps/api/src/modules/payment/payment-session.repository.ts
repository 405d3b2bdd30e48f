import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { PaymentPurpose } from './payment-provider';

export type PaymentSessionStatus = 'creating' | 'open' | 'paid' | 'refused';

export interface PaymentSessionRow {
  reference: string;
  provider: string;
  sessionId: string | null;
  purpose: PaymentPurpose;
  userId: string;
  orderIds: string[];
  /** micro-USDT, bigint text */
  amount: string;
  /** provider minor units, bigint text */
  chargedAmount: string;
  currency: string;
  status: PaymentSessionStatus;
  paymentRef: string | null;
  refusal: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const COLUMNS = `reference::text, provider, session_id as "sessionId", purpose, user_id as "userId", order_ids as "orderIds",
  amount::text, charged_amount::text as "chargedAmount", currency, status, payment_ref as "paymentRef", refusal,
  created_at as "createdAt", completed_at as "completedAt"`;

/** `payment_sessions` (one per hosted checkout we open), the top-up deposit records, and the order quote. */
@Injectable()
export class PaymentSessionRepository extends BaseRepository {
  async insert(s: {
    reference: string;
    provider: string;
    purpose: PaymentPurpose;
    userId: string;
    orderIds: string[];
    amount: bigint;
    chargedAmount: bigint;
    currency: string;
  }): Promise<void> {
    await this.em.query(
      `insert into payment_sessions (reference, provider, purpose, user_id, order_ids, amount, charged_amount, currency)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.reference, s.provider, s.purpose, s.userId, s.orderIds, s.amount.toString(), s.chargedAmount.toString(), s.currency],
    );
  }

  /** The provider answered: the session exists (unless a webhook already settled it). */
  async setOpen(reference: string, sessionId: string): Promise<void> {
    await this.em.query(
      `update payment_sessions set session_id = $2, status = case when status = 'creating' then 'open' else status end
        where reference = $1 and (session_id is null or session_id = $2)`,
      [reference, sessionId],
    );
  }

  async find(reference: string): Promise<PaymentSessionRow | null> {
    return this.one(`select ${COLUMNS} from payment_sessions where reference = $1`, [reference]);
  }

  async findBySession(provider: string, sessionId: string): Promise<PaymentSessionRow | null> {
    return this.one(`select ${COLUMNS} from payment_sessions where provider = $1 and session_id = $2`, [provider, sessionId]);
  }

  /** The row, locked to the end of the transaction (serialises concurrent deliveries of one payment). */
  async lock(reference: string): Promise<PaymentSessionRow | null> {
    return this.one(`select ${COLUMNS} from payment_sessions where reference = $1 for update`, [reference]);
  }

  async markPaid(reference: string, sessionId: string, paymentRef: string): Promise<void> {
    await this.em.query(
      `update payment_sessions set status = 'paid', session_id = $2, payment_ref = $3, completed_at = now()
        where reference = $1 and status in ('creating', 'open')`,
      [reference, sessionId, paymentRef],
    );
  }

  async markRefused(reference: string, sessionId: string, reason: string): Promise<void> {
    await this.em.query(
      `update payment_sessions set status = 'refused', session_id = coalesce(session_id, $2), refusal = $3, completed_at = now()
        where reference = $1 and status in ('creating', 'open')`,
      [reference, sessionId, reason],
    );
  }

  /**
   * The caller's orders among `ids` still awaiting payment (status 0), each with its total
   * T = prize_real + fees + tax (micro-USDT, docs/orders.md). A read for the quote only: the
   * webhook's `OrderService.payByProvider` decides again under the orders' locks.
   */
  unpaidOrders(userId: string, ids: string[]): Promise<{ id: string; total: string }[]> {
    return this.em.query(
      `select id, (prize_real + fees + tax)::text as total from orders
        where id = any($1::text[]) and user_id = $2 and status = 0 and pay_status = 0
        order by id`,
      [ids, userId],
    );
  }
}
