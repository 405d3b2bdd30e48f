import { Injectable } from '@nestjs/common';
import type { AdminDepositClaim } from '@mall/contracts';
import { Money } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { LedgerAccounts, LedgerService } from '../ledger';
import { NotificationService } from '../notification';
import { decideClaimApproval } from './domain/claim-approval';
import { RechargeOrderRepository } from './recharge-order.repository';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

/** A manual deposit claim as the operator reviews it: the wire shape, with the amount as Money and the time as a Date. */
export type PendingClaim = Omit<AdminDepositClaim, 'amount' | 'createdAt'> & { amount: Money; createdAt: Date };

export type PendingClaimPage = Page<PendingClaim>;

/** What an approval did: the claim credited, or the first of its two approvals recorded. */
export interface DepositApprovalOutcome {
  orderNo: string;
  state: 'pending_review' | 'credited';
  approvals: number;
  requiredApprovals: 1 | 2;
  /** the ledger transfer of the credit (null while it waits for a second approval) */
  transferId: string | null;
  /** false: a second approval that did not count (not independent of the first); see `independence` */
  counted?: boolean;
  /** the independence verdict of a second approval (counted or not), for the audit log */
  independence?: { counted: boolean };
}

/** Decides whether a second approver is independent of the first (called under the claim's lock). */
export type ClaimSecondApprovalCheck = (firstApproverId: string) => Promise<{ counted: boolean }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REJECT_REASON_MAX = 500;

/**
 * Operator review of manual deposit claims (the admin REST API calls these inside its own
 * transaction, with the audit row). Approve and reject only from pending (0), under the record's row
 * lock. A claim above its network's threshold (fixed when it was made) needs two DIFFERENT operators,
 * like a withdrawal: the first approval is recorded, the second credits, and counts only when
 * `secondCheck` finds it independent of the first. Crediting posts from chain:hot_wallet under the
 * key `recharge:<order_no>`, so a repeated approval cannot pay twice.
 */
@Injectable()
export class DepositReviewService {
  constructor(
    private readonly orders: RechargeOrderRepository,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
  ) {}

  /** Claims waiting for a decision, oldest first. */
  pending(page: PageQuery): Promise<PendingClaimPage> {
    return readPage(
      page,
      (offset, limit) => this.orders.pendingClaims(offset, limit),
      () => this.orders.countPendingClaims(),
      (r) => ({
        orderNo: r.orderNo,
        userId: r.userId,
        username: r.username,
        coin: r.coin,
        blockchainName: r.blockchainName,
        channelAddress: r.channelAddress,
        fromAddress: r.fromAddress,
        tx: r.tx,
        amount: Money.ofMinorString(r.amount),
        img: r.img,
        requiredApprovals: r.requiredApprovals,
        firstApprover: r.firstApprover,
        createdAt: r.createdAt,
      }),
    );
  }

  @Transactional()
  async approve(orderNo: string, operatorId: string, secondCheck?: ClaimSecondApprovalCheck): Promise<DepositApprovalOutcome> {
    if (!UUID.test(operatorId)) throw new TypeError('operator id must be a uuid');
    const o = await this.orders.lockByOrderNo(orderNo);
    if (!o || o.kind !== 'manual') throw new AppError('RECHARGE_ORDER_NOT_FOUND');
    const d = decideClaimApproval(o, operatorId);
    if (d.kind === 'refuse') throw new AppError(d.code);
    const waiting = {
      orderNo: o.orderNo,
      state: 'pending_review' as const,
      approvals: 1,
      requiredApprovals: o.requiredApprovals,
      transferId: null,
    };
    if (d.kind === 'first') {
      if (!(await this.orders.recordFirstApproval(o.id, operatorId))) throw new AppError('RECHARGE_ORDER_NOT_PENDING');
      return waiting;
    }
    // The second of two counts only from an operator independent of the first.
    const independence = d.firstApprover && secondCheck ? await secondCheck(d.firstApprover) : undefined;
    if (independence && !independence.counted) return { ...waiting, counted: false, independence };
    const amount = Money.ofMinorString(o.amount);
    const transfer = await this.ledger.post({
      idempotencyKey: `recharge:${o.orderNo}`,
      kind: 'deposit.manual',
      entries: [
        { account: LedgerAccounts.userAvailable(o.userId), amount },
        { account: LedgerAccounts.system('chain:hot_wallet'), amount: amount.negate() },
      ],
      metadata: {
        orderNo: o.orderNo,
        operatorId,
        ...(d.firstApprover ? { firstApprover: d.firstApprover } : {}),
        blockchainName: o.blockchainName,
        tx: o.tx.slice(0, 128),
      },
    });
    await this.orders.markSucceeded(o.id, transfer.id, operatorId);
    await this.notifications.notifyUser(o.userId, 'deposit.credited', { amount: amount.format(), network: o.blockchainName });
    return {
      orderNo: o.orderNo,
      state: 'credited',
      approvals: o.requiredApprovals,
      requiredApprovals: o.requiredApprovals,
      transferId: transfer.id,
      independence,
    };
  }

  @Transactional()
  async reject(orderNo: string, operatorId: string, reason: string): Promise<void> {
    if (!UUID.test(operatorId)) throw new TypeError('operator id must be a uuid');
    const text = (reason ?? '').trim();
    if (!text) throw new AppError('RECHARGE_REJECT_REASON_REQUIRED');
    if (text.length > REJECT_REASON_MAX) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'reason', max: REJECT_REASON_MAX });
    const o = await this.orders.lockByOrderNo(orderNo);
    if (!o || o.kind !== 'manual') throw new AppError('RECHARGE_ORDER_NOT_FOUND');
    if (o.state !== 0) throw new AppError('RECHARGE_ORDER_NOT_PENDING');
    await this.orders.markFailed(o.id, operatorId, text);
  }
}
