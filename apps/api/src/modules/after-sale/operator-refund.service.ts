import { Injectable } from '@nestjs/common';
import { Money } from '@mall/money';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { ApproverIndependenceService, type ApprovalIndependence, type Operator } from '../admin';
import { AuditService } from '../audit';
import { NotificationService } from '../notification';
import { OrderMoves } from '../order';
import { AfterSaleRepository, type RefundRow, type RefundableOrder } from './after-sale.repository';
import { refundApprovalsRequired } from './domain/refund-approval';
import { RefundSettings } from './refund-settings';
import { ReturnStatus, charLength, inertText } from './domain/return-rules';
import { RefundEngine, remainderOf } from './refund-engine';
import { ReturnService } from './return.service';

const ORDER_ID = /^SC[0-9]{23}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OperatorRefundInput {
  /** decimal text, > 0, at most 6 decimals (exact micro-units) */
  amount: string;
  reason: string;
  idempotencyKey: string;
}

export interface OperatorRefundOutcome {
  refundId: string;
  orderId: string;
  state: 'pending_approval' | 'refunded';
  amount: Money;
  requiredApprovals: 1 | 2;
  refundable: Money;
  /** true when the idempotency key named an existing refund (no second effect) */
  replayed: boolean;
}

/**
 * The operator's manual refunds (`POST /v1/admin/orders/{id}/refunds`) and decisions on return
 * cases. Each call is ONE transaction with its audit row. Above the threshold
 * (`mall_refund_approval_threshold`, USDT, set by a superadmin) a refund waits for a second operator,
 * independent of the one who asked; the threshold is per order (`refundApprovalsRequired`: refunded,
 * pending and this one, read under the order's lock), so splitting does not avoid it. The remainder
 * is checked again, under the order's lock, when it executes.
 */
@Injectable()
export class OperatorRefundService {
  constructor(
    private readonly txHost: TransactionHost,
    private readonly repo: AfterSaleRepository,
    private readonly engine: RefundEngine,
    private readonly returns: ReturnService,
    private readonly audit: AuditService,
    private readonly independence: ApproverIndependenceService,
    private readonly notifications: NotificationService,
    private readonly moves: OrderMoves,
    private readonly settings: RefundSettings,
  ) {}

  create(op: Operator, orderId: string, input: OperatorRefundInput): Promise<OperatorRefundOutcome> {
    if (!ORDER_ID.test(orderId)) throw new AppError('ORDER_NOT_FOUND');
    const amount = parseAmount(input.amount);
    const reason = inertText(input.reason);
    if (!reason) throw new AppError('AFTERSALE_NOTE_REQUIRED');
    if (charLength(reason) > 500) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'reason', max: 500 });
    return this.txHost.withTransaction(async () => {
      const o = await this.repo.lockOrder(orderId);
      if (!o) throw new AppError('ORDER_NOT_FOUND');
      // The key is checked under the order lock: two racing calls with one key cannot both insert.
      const known = await this.repo.refundByKey(input.idempotencyKey);
      if (known) {
        if (known.orderId !== orderId || BigInt(known.amount) !== amount) throw new AppError('AFTERSALE_REFUND_KEY_CONFLICT');
        return outcome(known, remainderOf(o), true);
      }
      if (o.payStatus !== 1 || o.status < 1) throw new AppError('ORDER_STATUS_FORBIDS');
      if (amount > remainderOf(o)) throw new AppError('AFTERSALE_REFUND_EXCEEDS', { refundable: Money.ofMinor(remainderOf(o)).format() });
      const two =
        refundApprovalsRequired({
          refunded: BigInt(o.refunded),
          pending: await this.repo.pendingRefundTotal(orderId),
          amount,
          threshold: await this.settings.threshold(),
        }) === 2;
      const now = new Date();
      const refundId = await this.repo.insertRefund({
        orderId,
        amount,
        source: 'operator',
        reason,
        idempotencyKey: input.idempotencyKey,
        state: two ? 'pending_approval' : 'refunded',
        requiredApprovals: two ? 2 : 1,
        requestedBy: op.id,
        requestedIp: two ? op.ip : null,
        at: now,
      });
      let transferId: string | null = null;
      if (!two) transferId = (await this.executeOn(o, { id: refundId, amount, reason, returnCaseId: null }, null, now)).transferId;
      await this.audit.byOperator(op, two ? 'refund.request' : 'refund.issue', orderId, {
        refundId,
        amount: Money.ofMinor(amount).format(),
        reason,
        idempotencyKey: input.idempotencyKey,
        transferId,
      });
      return outcome((await this.repo.findRefund(refundId))!, remainderOf(o), false);
    });
  }

  /**
   * The second operator's approval of a refund above the threshold: it executes now. It counts only
   * from an operator independent of the one who asked (`ApproverIndependenceService`, issue 14 item
   * 3): otherwise `refund.approve_not_counted` is audited with the reasons (committed), the refund
   * keeps waiting and the call answers ADMIN_APPROVER_NOT_INDEPENDENT.
   */
  async approve(op: Operator, refundId: string): Promise<OperatorRefundOutcome> {
    const r = await this.txHost.withTransaction(async (): Promise<OperatorRefundOutcome | ApprovalIndependence> => {
      const first = UUID.test(refundId) ? await this.repo.findRefund(refundId) : null;
      if (!first) throw new AppError('AFTERSALE_REFUND_NOT_FOUND');
      const o = (await this.repo.lockOrder(first.orderId))!;
      const r = (await this.repo.lockRefund(refundId))!;
      if (r.state !== 'pending_approval') throw new AppError('AFTERSALE_REFUND_NOT_PENDING');
      if (r.requestedBy === op.id) throw new AppError('AFTERSALE_SAME_APPROVER');
      const amount = Money.ofMinorString(r.amount).format();
      const independence = r.requestedBy ? await this.independence.check(op, { id: r.requestedBy, ip: r.requestedIp }) : undefined;
      if (independence && !independence.counted) {
        await this.audit.byOperator(op, 'refund.approve_not_counted', r.orderId, { refundId, amount, independence });
        return independence;
      }
      const now = new Date();
      const { transferId } = await this.executeOn(o, { ...r, amount: BigInt(r.amount) }, op.id, now);
      if (r.returnCaseId) await this.notifyDecision(r.orderId, { refunded: amount });
      await this.audit.byOperator(op, 'refund.approve', r.orderId, {
        refundId,
        amount,
        transferId,
        ...(independence ? { independence } : {}),
      });
      return outcome((await this.repo.findRefund(refundId))!, remainderOf(o), false);
    });
    if ('counted' in r) throw new AppError('ADMIN_APPROVER_NOT_INDEPENDENT');
    return r;
  }

  async list(orderId: string): Promise<{ orderId: string; total: Money; refunded: Money; refundable: Money; refunds: RefundRow[] }> {
    const o = ORDER_ID.test(orderId) ? await this.repo.findOrder(orderId) : null;
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return {
      orderId,
      total: Money.ofMinorString(o.total),
      refunded: Money.ofMinorString(o.refunded),
      refundable: Money.ofMinor(remainderOf(o)),
      refunds: await this.repo.refundsOf(orderId),
    };
  }

  pending(page: number, size: number): Promise<RefundRow[]> {
    return this.repo.pendingRefunds((page - 1) * size, size);
  }

  async threshold(): Promise<Money> {
    return Money.ofMinor(await this.settings.threshold());
  }

  setThreshold(op: Operator, value: string): Promise<Money> {
    const m = parseAmount(value, true);
    return this.txHost.withTransaction(async () => {
      const before = await this.settings.threshold();
      await this.settings.setThreshold(Money.ofMinor(m).format());
      if (before !== m)
        await this.audit.byOperator(op, 'refund_settings.update', 'mall_refund_approval_threshold', {
          before: Money.ofMinor(before).format(),
          after: Money.ofMinor(m).format(),
        });
      return Money.ofMinor(m);
    });
  }

  /**
   * An operator decides a return case (escalated or still open): refund what remains or `amount`
   * of it (exact decimal text), or dismiss with a reason. A refund that takes the order above the
   * threshold (as `create` counts it) waits for a second, independent operator (`approve`), who
   * closes the case when it executes. The buyer and the store owner are told once it is decided.
   */
  decideCase(
    op: Operator,
    caseId: string,
    decision: 'refund' | 'reject',
    note: string | undefined,
    amount?: string,
  ): Promise<{ caseId: string; state: string; refundId?: string; amount?: string }> {
    const part = amount === undefined ? undefined : parseAmount(amount);
    return this.txHost.withTransaction(async () => {
      if (decision === 'refund') {
        const r = await this.returns.accept({ kind: 'operator', id: op.id, ip: op.ip }, caseId, note, part);
        const pending = r.state === 'pending_approval';
        const orderId = (await this.repo.caseOrderId(caseId))!;
        await this.audit.byOperator(op, pending ? 'return.refund_request' : 'return.refund', caseId, {
          orderId,
          refundId: r.refundId,
          amount: r.amount.format(),
          note: note ?? '',
        });
        if (!pending) await this.notifyDecision(orderId, { refunded: r.amount.format() });
        return { caseId, state: r.state, refundId: r.refundId, amount: r.amount.format() };
      }
      await this.returns.reject({ kind: 'operator', id: op.id }, caseId, note);
      const orderId = (await this.repo.caseOrderId(caseId))!;
      await this.audit.byOperator(op, 'return.dismiss', caseId, { orderId, note: note ?? '' });
      await this.notifyDecision(orderId, { dismissed: inertText(note) });
      return { caseId, state: 'dismissed' };
    });
  }

  /**
   * Both parties hear of an operator's decision on a dispute, in the decision's transaction: the
   * buyer and the store's owner, in-app and by e-mail in their own language (`notifyUser`).
   */
  private async notifyDecision(orderId: string, d: { refunded: string } | { dismissed: string }): Promise<void> {
    const { buyerId, ownerId } = await this.repo.decisionParties(orderId);
    if ('refunded' in d) {
      await this.notifications.notifyUser(buyerId, 'refund.approved', { orderNo: orderId, amount: d.refunded });
      if (ownerId) await this.notifications.notifyUser(ownerId, 'dispute.refunded_store', { orderNo: orderId, amount: d.refunded });
    } else {
      await this.notifications.notifyUser(buyerId, 'refund.rejected', { orderNo: orderId, reason: d.dismissed });
      if (ownerId) await this.notifications.notifyUser(ownerId, 'dispute.dismissed_store', { orderNo: orderId });
    }
  }

  private async executeOn(
    o: RefundableOrder,
    refund: { id: string; amount: bigint; reason: string; returnCaseId: string | null },
    approvedBy: string | null,
    now: Date,
  ) {
    const { id: refundId, amount, reason } = refund;
    const r = await this.engine.execute(o, { id: refundId, amount, reason, approvedBy }, now);
    const decided = refund.returnCaseId ? await this.repo.findCase(refund.returnCaseId) : null;
    const open = decided ? null : await this.repo.openCase(o.id);
    if (decided) {
      await this.returns.closeRefunded('operator', o, decided, refundId, reason || undefined, now);
    } else if (r.remainder === 0n) {
      if (open) await this.repo.updateCase(open.id, { state: 'refunded', at: now, refundId, operatorNote: reason });
      await this.moves.setReturn(o.id, {
        status: [1, 2, 3, 6].includes(o.status) ? 6 : undefined,
        returnStatus: ReturnStatus.Refunded,
        at: now,
      });
    } else {
      await this.moves.setReturn(o.id, { returnStatus: open ? ReturnStatus.Open : ReturnStatus.Refunded, at: now });
    }
    await this.moves.log(o.id, 'operator', 9, now, { amount: Money.ofMinor(amount).format() });
    return r;
  }
}

function parseAmount(s: string, allowZero = false): bigint {
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(s)) throw new AppError('AFTERSALE_REFUND_AMOUNT_INVALID');
  const m = Money.parse(s).minor;
  if (m < 0n || (!allowZero && m === 0n)) throw new AppError('AFTERSALE_REFUND_AMOUNT_INVALID');
  return m;
}

function outcome(r: RefundRow, remainder: bigint, replayed: boolean): OperatorRefundOutcome {
  return {
    refundId: r.id,
    orderId: r.orderId,
    state: r.state === 'pending_approval' ? 'pending_approval' : 'refunded',
    amount: Money.ofMinorString(r.amount),
    requiredApprovals: r.requiredApprovals,
    refundable: Money.ofMinor(remainder),
    replayed,
  };
}
