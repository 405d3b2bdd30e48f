import { Injectable } from '@nestjs/common';
import type { AdminDepositClaim } from '@mall/contracts';
import { Money } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { LedgerAccounts, LedgerService } from '../ledger';
import { RechargeOrderRepository } from './recharge-order.repository';

/** A manual deposit claim as the operator reviews it: the wire shape, with the amount as Money and the time as a Date. */
export type PendingClaim = Omit<AdminDepositClaim, 'amount' | 'createdAt'> & { amount: Money; createdAt: Date };

export interface PendingClaimPage {
  elements: PendingClaim[];
  pageNo: number;
  pageSize: number;
  totalElements: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REJECT_REASON_MAX = 500;

/**
 * Operator review of manual deposit claims (the admin REST API calls these). Approve and reject
 * only from pending (0), under the record's row lock; approving credits the user from
 * chain:hot_wallet under the key `recharge:<order_no>`, so a repeated approval cannot pay twice.
 */
@Injectable()
export class DepositReviewService {
  constructor(
    private readonly orders: RechargeOrderRepository,
    private readonly ledger: LedgerService,
  ) {}

  /** Claims waiting for a decision, oldest first. */
  async pending(page: { pageNo: number; pageSize: number }): Promise<PendingClaimPage> {
    const rows = await this.orders.pendingClaims((page.pageNo - 1) * page.pageSize, page.pageSize);
    const total = await this.orders.countPendingClaims();
    return {
      elements: rows.map((r) => ({
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
        createdAt: r.createdAt,
      })),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totalElements: total,
    };
  }

  @Transactional()
  async approve(orderNo: string, operatorId: string): Promise<{ orderNo: string; transferId: string }> {
    if (!UUID.test(operatorId)) throw new TypeError('operator id must be a uuid');
    const o = await this.orders.lockByOrderNo(orderNo);
    if (!o || o.kind !== 'manual') throw new AppError('RECHARGE_ORDER_NOT_FOUND');
    if (o.state !== 0) throw new AppError('RECHARGE_ORDER_NOT_PENDING');
    const amount = Money.ofMinorString(o.amount);
    const transfer = await this.ledger.post({
      idempotencyKey: `recharge:${o.orderNo}`,
      kind: 'deposit.manual',
      entries: [
        { account: LedgerAccounts.userAvailable(o.userId), amount },
        { account: LedgerAccounts.system('chain:hot_wallet'), amount: amount.negate() },
      ],
      metadata: { orderNo: o.orderNo, operatorId, blockchainName: o.blockchainName, tx: o.tx.slice(0, 128) },
    });
    await this.orders.markSucceeded(o.id, transfer.id, operatorId);
    return { orderNo: o.orderNo, transferId: transfer.id };
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
