import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { ReturnCaseState } from './domain/return-rules';

/** The money-relevant view of an order, read under its row lock. Amounts are bigint text. */
export interface RefundableOrder {
  id: string;
  userId: string;
  sellerId: string;
  status: number;
  payStatus: number;
  returnStatus: number;
  total: string;
  refunded: string;
  commissionBp: number | null;
  shippedAt: Date | null;
  settledAt: Date | null;
}

export interface ReturnCaseRow {
  id: string;
  orderId: string;
  userId: string;
  sellerId: string;
  reason: number;
  detail: string;
  images: string[];
  state: ReturnCaseState;
  statusBefore: number;
  sellerNote: string | null;
  operatorNote: string | null;
  refundId: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  escalatedAt: Date | null;
  /** joined: the order's total and refunded amount, buyer contact */
  orderTotal: string;
  orderRefunded: string;
  orderStatus: number;
  returnStatus: number;
  contacts: string;
}

export interface RefundRow {
  id: string;
  orderId: string;
  amount: string;
  commissionReturned: string;
  phase: 'escrow' | 'settled' | null;
  source: 'return' | 'operator';
  returnCaseId: string | null;
  reason: string;
  idempotencyKey: string | null;
  state: 'pending_approval' | 'refunded' | 'cancelled';
  requiredApprovals: 1 | 2;
  requestedBy: string | null;
  /** the IP the refund was requested from (the first of two approvals) */
  requestedIp: string | null;
  approvedBy: string | null;
  transferId: string | null;
  createdAt: Date;
  refundedAt: Date | null;
}

const ORDER = `o.id, o.user_id as "userId", o.seller_id as "sellerId", o.status, o.pay_status as "payStatus",
  o.return_status as "returnStatus", (o.prize_real + o.fees + o.tax)::text as total, o.refunded::text as refunded,
  o.commission_bp as "commissionBp", o.shipped_at as "shippedAt", o.settled_at as "settledAt"`;

const CASE = `c.id, c.order_id as "orderId", c.user_id as "userId", c.seller_id as "sellerId", c.reason, c.detail, c.images, c.state,
  c.status_before as "statusBefore", c.seller_note as "sellerNote", c.operator_note as "operatorNote", c.refund_id as "refundId",
  c.created_at as "createdAt", c.decided_at as "decidedAt", c.escalated_at as "escalatedAt",
  (o.prize_real + o.fees + o.tax)::text as "orderTotal", o.refunded::text as "orderRefunded", o.status as "orderStatus",
  o.return_status as "returnStatus", o.contacts`;

const REFUND = `r.id, r.order_id as "orderId", r.amount::text, r.commission_returned::text as "commissionReturned", r.phase, r.source,
  r.return_case_id as "returnCaseId", r.reason, r.idempotency_key as "idempotencyKey", r.state, r.required_approvals as "requiredApprovals",
  r.requested_by as "requestedBy", r.requested_ip as "requestedIp", r.approved_by as "approvedBy", r.transfer_id as "transferId", r.created_at as "createdAt",
  r.refunded_at as "refundedAt"`;

/**
 * Returns, refunds and the refund-related columns of orders. Every change of an order's money
 * state happens with the order row locked (`lockOrder`), which serialises refunds with each other
 * and with the settlement (the order core locks the same row).
 */
@Injectable()
export class AfterSaleRepository extends BaseRepository {
  // ---- orders ----------------------------------------------------------------------------------

  async lockOrder(id: string): Promise<RefundableOrder | null> {
    return this.one(`select ${ORDER} from orders o where o.id = $1 for update`, [id]);
  }

  async findOrder(id: string): Promise<RefundableOrder | null> {
    return this.one(`select ${ORDER} from orders o where o.id = $1`, [id]);
  }

  /** Who hears of an operator's decision on a dispute: the buyer and the store's owner (null: a store without one). */
  async decisionParties(orderId: string): Promise<{ buyerId: string; ownerId: string | null }> {
    const [row] = await this.em.query(
      `select o.user_id as "buyerId", s.owner_user_id as "ownerId" from orders o join sellers s on s.id = o.seller_id where o.id = $1`,
      [orderId],
    );
    return row;
  }

  // ---- return cases ----------------------------------------------------------------------------

  async insertCase(
    c: Pick<ReturnCaseRow, 'orderId' | 'userId' | 'sellerId' | 'reason' | 'detail' | 'images' | 'statusBefore'> & { at: Date },
  ): Promise<string> {
    const [row] = await this.em.query(
      `insert into return_cases (order_id, user_id, seller_id, reason, detail, images, status_before, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
      [c.orderId, c.userId, c.sellerId, c.reason, c.detail, c.images, c.statusBefore, c.at],
    );
    return row.id;
  }

  async findCase(id: string): Promise<ReturnCaseRow | null> {
    return this.one(`select ${CASE} from return_cases c join orders o on o.id = c.order_id where c.id = $1`, [id]);
  }

  /** The newest case of an order. */
  async latestCase(orderId: string): Promise<ReturnCaseRow | null> {
    return this.one(
      `select ${CASE} from return_cases c join orders o on o.id = c.order_id where c.order_id = $1 order by c.created_at desc, c.id desc limit 1`,
      [orderId],
    );
  }

  async openCase(orderId: string): Promise<ReturnCaseRow | null> {
    return this.one(
      `select ${CASE} from return_cases c join orders o on o.id = c.order_id where c.order_id = $1 and c.state in ('requested', 'escalated')`,
      [orderId],
    );
  }

  async caseOrderId(id: string): Promise<string | null> {
    const [row] = await this.em.query(`select order_id from return_cases where id = $1`, [id]);
    return row?.order_id ?? null;
  }

  async updateCase(
    id: string,
    p: {
      state: ReturnCaseState;
      at: Date;
      sellerNote?: string;
      operatorNote?: string;
      refundId?: string;
      escalated?: boolean;
      statusBefore?: number;
    },
  ): Promise<void> {
    await this.em.query(
      `update return_cases set state = $2, updated_at = $3,
              decided_at = case when $2 in ('rejected', 'refunded', 'dismissed') then $3 else decided_at end,
              escalated_at = case when $7 then $3 else escalated_at end,
              seller_note = coalesce($4, seller_note), operator_note = coalesce($5, operator_note),
              refund_id = coalesce($6::uuid, refund_id), status_before = coalesce($8::smallint, status_before)
        where id = $1`,
      [id, p.state, p.at, p.sellerNote ?? null, p.operatorNote ?? null, p.refundId ?? null, p.escalated ?? false, p.statusBefore ?? null],
    );
  }

  sellerCases(sellerId: string, state: ReturnCaseState | undefined, offset: number, limit: number): Promise<ReturnCaseRow[]> {
    return this.em.query(
      `select ${CASE} from return_cases c join orders o on o.id = c.order_id
        where c.seller_id = $1 and ($2::text is null or c.state = $2) order by c.created_at desc, c.id desc offset $3 limit $4`,
      [sellerId, state ?? null, offset, limit],
    );
  }

  async sellerCaseCount(sellerId: string, state: ReturnCaseState | undefined): Promise<number> {
    const [row] = await this.em.query(
      `select count(*)::int as n from return_cases where seller_id = $1 and ($2::text is null or state = $2)`,
      [sellerId, state ?? null],
    );
    return row.n;
  }

  casesByState(state: ReturnCaseState | undefined, offset: number, limit: number): Promise<ReturnCaseRow[]> {
    return this.em.query(
      `select ${CASE} from return_cases c join orders o on o.id = c.order_id
        where ($1::text is null or c.state = $1) order by c.created_at, c.id offset $2 limit $3`,
      [state ?? null, offset, limit],
    );
  }

  async caseCount(state: ReturnCaseState | undefined): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from return_cases where ($1::text is null or state = $1)`, [
      state ?? null,
    ]);
    return row.n;
  }

  // ---- refunds ---------------------------------------------------------------------------------

  async insertRefund(r: {
    orderId: string;
    amount: bigint;
    source: 'return' | 'operator';
    returnCaseId?: string | null;
    reason: string;
    idempotencyKey?: string | null;
    state: 'pending_approval' | 'refunded';
    requiredApprovals: 1 | 2;
    requestedBy?: string | null;
    requestedIp?: string | null;
    at: Date;
  }): Promise<string> {
    const [row] = await this.em.query(
      `insert into order_refunds (order_id, amount, source, return_case_id, reason, idempotency_key, state, required_approvals, requested_by,
         requested_ip, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        r.orderId,
        r.amount.toString(),
        r.source,
        r.returnCaseId ?? null,
        r.reason,
        r.idempotencyKey ?? null,
        r.state,
        r.requiredApprovals,
        r.requestedBy ?? null,
        r.requestedIp?.slice(0, 64) ?? null,
        r.at,
      ],
    );
    return row.id;
  }

  async markRefunded(
    id: string,
    p: { phase: 'escrow' | 'settled'; commissionReturned: bigint; transferId: string; approvedBy?: string | null; at: Date },
  ): Promise<void> {
    await this.em.query(
      `update order_refunds set state = 'refunded', phase = $2, commission_returned = $3, transfer_id = $4,
              approved_by = coalesce($5::uuid, approved_by), refunded_at = $6 where id = $1`,
      [id, p.phase, p.commissionReturned.toString(), p.transferId, p.approvedBy ?? null, p.at],
    );
  }

  async findRefund(id: string): Promise<RefundRow | null> {
    return this.one(`select ${REFUND} from order_refunds r where r.id = $1`, [id]);
  }

  async lockRefund(id: string): Promise<RefundRow | null> {
    return this.one(`select ${REFUND} from order_refunds r where r.id = $1 for update`, [id]);
  }

  async refundByKey(key: string): Promise<RefundRow | null> {
    return this.one(`select ${REFUND} from order_refunds r where r.idempotency_key = $1`, [key]);
  }

  refundsOf(orderId: string): Promise<RefundRow[]> {
    return this.em.query(`select ${REFUND} from order_refunds r where r.order_id = $1 order by r.created_at, r.id`, [orderId]);
  }

  /** Σ of an order's refunds waiting for a second operator (read under the order's lock). */
  async pendingRefundTotal(orderId: string): Promise<bigint> {
    const [row] = await this.em.query(
      `select coalesce(sum(amount), 0)::text as total from order_refunds where order_id = $1 and state = 'pending_approval'`,
      [orderId],
    );
    return BigInt(row.total);
  }

  async pendingRefundOfCase(caseId: string): Promise<RefundRow | null> {
    return this.one(`select ${REFUND} from order_refunds r where r.return_case_id = $1 and r.state = 'pending_approval' limit 1`, [caseId]);
  }

  /** A case dismissed while its refund waited for a second operator: that refund will never be paid. */
  async cancelPendingRefundsOfCase(caseId: string): Promise<void> {
    await this.em.query(`update order_refunds set state = 'cancelled' where return_case_id = $1 and state = 'pending_approval'`, [caseId]);
  }

  pendingRefunds(offset: number, limit: number): Promise<RefundRow[]> {
    return this.em.query(
      `select ${REFUND} from order_refunds r where r.state = 'pending_approval' order by r.created_at offset $1 limit $2`,
      [offset, limit],
    );
  }

  /** Σ refunded before settlement, Σ refunded after, Σ commission already returned (completed refunds). */
  async refundPhases(orderId: string): Promise<{ escrow: bigint; settled: bigint; commissionReturned: bigint }> {
    const [row] = await this.em.query(
      `select coalesce(sum(amount) filter (where phase = 'escrow'), 0)::text as escrow,
              coalesce(sum(amount) filter (where phase = 'settled'), 0)::text as settled,
              coalesce(sum(commission_returned), 0)::text as cr
         from order_refunds where order_id = $1 and state = 'refunded'`,
      [orderId],
    );
    return { escrow: BigInt(row.escrow), settled: BigInt(row.settled), commissionReturned: BigInt(row.cr) };
  }
}
