import { Injectable, Logger } from '@nestjs/common';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { Jobs } from '../../core/queue/jobs';
import { ORDER_NO_PATTERN } from '../chain';
import { LedgerService } from '../ledger';
import { displayWithdrawAddress } from './domain/withdraw-address';
import { ManualPaymentScan } from './payout/manual-payment-scan';
import { OPEN_WITHDRAW_STATES, decideApproval, type WithdrawState } from './domain/withdraw-state';
import { WithdrawAddressRepository } from './withdraw-address.repository';
import { WithdrawChannelService, type PayoutMode } from './withdraw-channel.service';
import { WithdrawOrderRepository, type WithdrawOrderRow } from './withdraw-order.repository';
import { toWithdrawRecord, unfreezeWithdrawal, type WithdrawRecord } from './withdraw.service';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

export const WALLET_PAYOUT_JOB = 'wallet.payout';
export const WALLET_CONFIRM_PAYOUTS_JOB = 'wallet.confirmPayouts';
export const WALLET_VERIFY_MANUAL_PAYOUTS_JOB = 'wallet.verifyManualPayouts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const WITHDRAW_REASON_MAX = 500;

/** A withdrawal as an operator reviews it: the user's record, with who decided and paid it and how far it got. */
export interface AdminWithdrawal
  extends
    WithdrawRecord,
    Pick<
      WithdrawOrderRow,
      | 'userId'
      | 'requiredApprovals'
      | 'firstApprover'
      | 'firstApprovedAt'
      | 'secondApprover'
      | 'secondApprovedAt'
      | 'rejectedBy'
      | 'fromAddress'
      | 'nonce'
      | 'broadcastAt'
      | 'lastError'
      | 'settledAt'
      | 'paidBy'
      | 'paidAt'
    > {
  username: string;
  /** how it is paid once approved: by the payout signer, or by an operator who records the hash */
  payoutMode: PayoutMode;
}

export type AdminWithdrawalPage = Page<AdminWithdrawal>;

export interface ApprovalOutcome {
  orderNo: string;
  state: WithdrawState;
  approvals: number;
  requiredApprovals: 1 | 2;
  /** false: a second approval that did not count (not independent of the first); see `notCounted` */
  counted?: boolean;
  /** the independence verdict of a second approval (counted or not), for the audit log */
  independence?: unknown;
}

/** Decides whether a second approver is independent of the first (called under the order's lock). */
export type SecondApprovalCheck = (firstApproverId: string) => Promise<{ counted: boolean } & Record<string, unknown>>;

/**
 * Operator decisions on withdrawals (the admin REST API calls these inside its own transaction, with
 * the audit row). Every decision takes the order's row lock and moves only from the expected state.
 *
 * Approve: amounts above the network's threshold need two DIFFERENT operators (the first approval
 * is recorded, the second one approves; the same operator twice is refused, and a check constraint
 * backs it up). Reject (from pending_review or approved, i.e. before anything is signed): unfreeze
 * under `withdraw:<no>:unfreeze`, the reason is shown to the user. An approved withdrawal paid by
 * hand is first looked for on chain ({@link ManualPaymentScan}): paid there, or the chain unreadable,
 * and the rejection is refused.
 */
@Injectable()
export class WithdrawReviewService {
  private readonly log = new Logger('WithdrawReview');

  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly addresses: WithdrawAddressRepository,
    private readonly channels: WithdrawChannelService,
    private readonly ledger: LedgerService,
    private readonly jobs: Jobs,
    private readonly paidScan: ManualPaymentScan,
  ) {}

  list(states: WithdrawState[] | undefined, page: PageQuery): Promise<AdminWithdrawalPage> {
    const s = states?.length ? states : [...OPEN_WITHDRAW_STATES];
    return readPage(
      page,
      (offset, limit) => this.orders.adminPage(s, offset, limit),
      () => this.orders.adminCount(s),
      (r) => toAdmin(r, this.channels.payoutMode(r)),
    );
  }

  async find(orderNo: string): Promise<AdminWithdrawal> {
    const row = ORDER_NO_PATTERN.test(orderNo) ? await this.orders.adminFind(orderNo) : null;
    if (!row) throw new AppError('WITHDRAW_ORDER_NOT_FOUND');
    return toAdmin(row, this.channels.payoutMode(row));
  }

  @Transactional()
  async approve(orderNo: string, adminId: string, secondCheck?: SecondApprovalCheck): Promise<ApprovalOutcome> {
    assertUuid(adminId);
    const o = await this.lock(orderNo);
    const d = decideApproval(o, adminId);
    if (d.kind === 'refuse') throw new AppError(d.code);
    if (d.kind === 'first') {
      if (!(await this.orders.recordFirstApproval(o.id, adminId))) throw new AppError('WITHDRAW_ORDER_NOT_PENDING');
      return { orderNo, state: 'pending_review', approvals: 1, requiredApprovals: o.requiredApprovals };
    }
    // The second of two: it counts only from an operator independent of the first (issue 14 item 3).
    const independence = d.slot === 'second' && secondCheck && o.firstApprover ? await secondCheck(o.firstApprover) : undefined;
    if (independence && !independence.counted)
      return { orderNo, state: 'pending_review', approvals: 1, requiredApprovals: o.requiredApprovals, counted: false, independence };
    if (!(await this.orders.markApproved(o.id, adminId, d.slot))) throw new AppError('WITHDRAW_ORDER_NOT_PENDING');
    return { orderNo, state: 'approved', approvals: o.requiredApprovals, requiredApprovals: o.requiredApprovals, independence };
  }

  @Transactional()
  async reject(orderNo: string, adminId: string, reason: string): Promise<void> {
    assertUuid(adminId);
    const text = checkReason(reason);
    const o = await this.lock(orderNo);
    if (o.state !== 'pending_review' && o.state !== 'approved') throw new AppError('WITHDRAW_ORDER_NOT_PENDING');
    // "To pay" by hand: an operator may have paid it without recording the hash yet (read under the lock).
    await this.paidScan.assertUnpaid(o);
    const transfer = await unfreezeWithdrawal(this.ledger, o, { reason: 'rejected', operatorId: adminId });
    if (!(await this.orders.markRejected(o.id, adminId, text, transfer.id))) throw new AppError('WITHDRAW_ORDER_NOT_PENDING');
  }

  /**
   * Free the user's withdrawal address so they can bind another (after a new cooling-off). The old
   * binding stays as history; orders already applied for keep their destination.
   */
  @Transactional()
  async resetAddress(userId: string, adminId: string, reason: string): Promise<{ chain: string; address: string }> {
    assertUuid(adminId);
    if (!UUID.test(userId)) throw new AppError('WITHDRAW_ADDRESS_NOT_BOUND');
    const text = checkReason(reason);
    await this.orders.lockUser(userId);
    const bound = await this.addresses.active(userId, { lock: true });
    if (!bound) throw new AppError('WITHDRAW_ADDRESS_NOT_BOUND');
    await this.addresses.reset(bound.id, adminId, text);
    const c = await this.channels.byId(bound.chain);
    return { chain: bound.chain, address: displayWithdrawAddress(c?.family ?? 'evm', bound.address) };
  }

  /** Nudge the payout job after an approval has committed (the scheduled sweep is the safety net). */
  async requestPayout(orderNo: string): Promise<void> {
    if (!this.channels.payoutsConfigured()) return;
    await this.nudge(WALLET_PAYOUT_JOB, { orderNo }, `payout-${orderNo}`);
  }

  /** Nudge the chain watcher after an operator's payment hash has committed (it also runs on schedule). */
  requestVerification(orderNo: string): Promise<void> {
    return this.nudge(WALLET_VERIFY_MANUAL_PAYOUTS_JOB, {}, `verify-${orderNo}`);
  }

  private async nudge(job: string, data: Record<string, unknown>, jobId: string): Promise<void> {
    try {
      await this.jobs.enqueue(job, data, { jobId });
    } catch (e) {
      this.log.warn(`could not queue ${job} (${jobId}; the schedule will pick it up): ${(e as Error).message}`);
    }
  }

  private async lock(orderNo: string): Promise<WithdrawOrderRow> {
    const o = ORDER_NO_PATTERN.test(orderNo) ? await this.orders.lockByNo(orderNo) : null;
    if (!o) throw new AppError('WITHDRAW_ORDER_NOT_FOUND');
    return o;
  }
}

function assertUuid(adminId: string): void {
  if (!UUID.test(adminId)) throw new TypeError('operator id must be a uuid');
}

function checkReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (!text) throw new AppError('WITHDRAW_REASON_REQUIRED');
  if (text.length > WITHDRAW_REASON_MAX) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'reason', max: WITHDRAW_REASON_MAX });
  return text;
}

function toAdmin(r: WithdrawOrderRow & { username: string }, payoutMode: PayoutMode): AdminWithdrawal {
  return {
    ...toWithdrawRecord(r),
    userId: r.userId,
    username: r.username,
    requiredApprovals: r.requiredApprovals,
    firstApprover: r.firstApprover,
    firstApprovedAt: r.firstApprovedAt,
    secondApprover: r.secondApprover,
    secondApprovedAt: r.secondApprovedAt,
    rejectedBy: r.rejectedBy,
    fromAddress: r.fromAddress,
    nonce: r.nonce,
    broadcastAt: r.broadcastAt,
    lastError: r.lastError,
    settledAt: r.settledAt,
    payoutMode,
    paidBy: r.paidBy,
    paidAt: r.paidAt,
  };
}
