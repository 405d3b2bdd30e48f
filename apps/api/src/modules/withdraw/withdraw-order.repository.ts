import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { WithdrawState } from './domain/withdraw-state';

export interface WithdrawOrderRow {
  id: string;
  orderNo: string;
  userId: string;
  chain: string;
  blockchainName: string;
  coin: string;
  /** display form */
  toAddress: string;
  /** micro-units, bigint text: what leaves the user's balance */
  amount: string;
  fee: string;
  /** amount − fee: what the transfer carries */
  arrival: string;
  feeRate: string;
  state: WithdrawState;
  requiredApprovals: 1 | 2;
  firstApprover: string | null;
  firstApprovedAt: Date | null;
  secondApprover: string | null;
  secondApprovedAt: Date | null;
  rejectedBy: string | null;
  reviewedAt: Date | null;
  /** hot wallet (lowercase), set with the signature */
  fromAddress: string | null;
  nonce: string | null;
  txHash: string | null;
  rawTx: string | null;
  broadcastAt: Date | null;
  blockNumber: string | null;
  confirmations: number;
  failureCode: string | null;
  failureMsg: string | null;
  lastError: string | null;
  freezeTransferId: string | null;
  finalTransferId: string | null;
  settledAt: Date | null;
  /** manual payouts: the operator who recorded the transaction hash, and when */
  paidBy: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

/** A withdrawal as applied for: the row's order fields, amounts as bigints. */
export type NewWithdrawOrder = Pick<
  WithdrawOrderRow,
  'orderNo' | 'userId' | 'chain' | 'blockchainName' | 'coin' | 'toAddress' | 'feeRate' | 'requiredApprovals'
> & { amount: bigint; fee: bigint; arrival: bigint };

export interface SignedPayout {
  fromAddress: string;
  nonce: bigint;
  txHash: string;
  rawTx: string;
}

const COLUMNS = `o.id::text, o.order_no as "orderNo", o.user_id as "userId", o.chain, o.blockchain_name as "blockchainName", o.coin,
  o.to_address as "toAddress", o.amount::text, o.fee::text, o.arrival::text, o.fee_rate as "feeRate", o.state,
  o.required_approvals as "requiredApprovals", o.first_approver as "firstApprover", o.first_approved_at as "firstApprovedAt",
  o.second_approver as "secondApprover", o.second_approved_at as "secondApprovedAt", o.rejected_by as "rejectedBy",
  o.reviewed_at as "reviewedAt", o.from_address as "fromAddress", o.nonce::text, o.tx_hash as "txHash", o.raw_tx as "rawTx",
  o.broadcast_at as "broadcastAt", o.block_number::text as "blockNumber", o.confirmations, o.failure_code as "failureCode",
  o.failure_msg as "failureMsg", o.last_error as "lastError", o.freeze_transfer_id::text as "freezeTransferId",
  o.final_transfer_id::text as "finalTransferId", o.settled_at as "settledAt", o.paid_by as "paidBy", o.paid_at as "paidAt", o.created_at as "createdAt"`;

const OPEN = `('pending_review', 'approved', 'broadcasting', 'confirming', 'verifying')`;

/** Rows changed by an UPDATE (TypeORM's postgres driver answers `[rows, rowCount]`). */
function changed(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** Withdrawal orders. Raw SQL; bigints travel as text. State changes are conditional on the state they leave. */
@Injectable()
export class WithdrawOrderRepository extends BaseRepository {
  /** Insert unless the order number is taken (null: retry with another number). */
  async insert(o: NewWithdrawOrder): Promise<WithdrawOrderRow | null> {
    return this.one(
      `with o as (
         insert into withdraw_orders (order_no, user_id, chain, blockchain_name, coin, to_address, amount, fee, arrival, fee_rate, required_approvals)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (order_no) do nothing
         returning *)
       select ${COLUMNS} from o`,
      [
        o.orderNo,
        o.userId,
        o.chain,
        o.blockchainName,
        o.coin,
        o.toAddress,
        o.amount.toString(),
        o.fee.toString(),
        o.arrival.toString(),
        o.feeRate,
        o.requiredApprovals,
      ],
    );
  }

  async setFreezeTransfer(id: string, transferId: string): Promise<void> {
    await this.em.query(`update withdraw_orders set freeze_transfer_id = $2 where id = $1`, [id, transferId]);
  }

  async findOwned(userId: string, orderNo: string): Promise<WithdrawOrderRow | null> {
    return this.one(`select ${COLUMNS} from withdraw_orders o where o.order_no = $1 and o.user_id = $2`, [orderNo, userId]);
  }

  async findByNo(orderNo: string): Promise<WithdrawOrderRow | null> {
    return this.one(`select ${COLUMNS} from withdraw_orders o where o.order_no = $1`, [orderNo]);
  }

  async lockByNo(orderNo: string): Promise<WithdrawOrderRow | null> {
    return this.one(`select ${COLUMNS} from withdraw_orders o where o.order_no = $1 for update`, [orderNo]);
  }

  async lockById(id: string): Promise<WithdrawOrderRow | null> {
    return this.one(`select ${COLUMNS} from withdraw_orders o where o.id = $1 for update`, [id]);
  }

  /** A user's orders, newest first. */
  page(userId: string, offset: number, limit: number): Promise<WithdrawOrderRow[]> {
    return this.em.query(
      `select ${COLUMNS} from withdraw_orders o where o.user_id = $1 order by o.created_at desc, o.id desc offset $2 limit $3`,
      [userId, offset, limit],
    );
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from withdraw_orders where user_id = $1`, [userId]);
    return row.n;
  }

  /** Serialise a user's withdrawal applications (and address changes) to the end of the transaction. */
  async lockUser(userId: string): Promise<void> {
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('withdraw:' || $1, 0))`, [userId]);
  }

  async hasOpen(userId: string): Promise<boolean> {
    const [row] = await this.em.query(`select exists (select 1 from withdraw_orders where user_id = $1 and state in ${OPEN}) as open`, [
      userId,
    ]);
    return row.open;
  }

  /** Orders applied for since `since` that still count (rejected and failed ones give the attempt back). */
  async countSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.em.query(
      `select count(*)::int as n from withdraw_orders where user_id = $1 and created_at >= $2 and state not in ('rejected', 'failed')`,
      [userId, since],
    );
    return row.n;
  }

  /** Operators' view: orders in `states`, oldest first, with the username. */
  adminPage(states: WithdrawState[], offset: number, limit: number): Promise<(WithdrawOrderRow & { username: string })[]> {
    return this.em.query(
      `select ${COLUMNS}, u.username from withdraw_orders o join users u on u.id = o.user_id
        where o.state = any($1::text[]) order by o.created_at, o.id offset $2 limit $3`,
      [states, offset, limit],
    );
  }

  async adminCount(states: WithdrawState[]): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from withdraw_orders where state = any($1::text[])`, [states]);
    return row.n;
  }

  async adminFind(orderNo: string): Promise<(WithdrawOrderRow & { username: string }) | null> {
    return this.one(`select ${COLUMNS}, u.username from withdraw_orders o join users u on u.id = o.user_id where o.order_no = $1`, [
      orderNo,
    ]);
  }

  async recordFirstApproval(id: string, adminId: string): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set first_approver = $2, first_approved_at = now(), updated_at = now()
        where id = $1 and state = 'pending_review' and first_approver is null`,
      [id, adminId],
    );
    return changed(r) === 1;
  }

  async markApproved(id: string, adminId: string, slot: 'first' | 'second'): Promise<boolean> {
    const set = slot === 'first' ? 'first_approver = $2, first_approved_at = now()' : 'second_approver = $2, second_approved_at = now()';
    const r = await this.em.query(
      `update withdraw_orders set ${set}, state = 'approved', reviewed_at = now(), updated_at = now()
        where id = $1 and state = 'pending_review'`,
      [id, adminId],
    );
    return changed(r) === 1;
  }

  async markRejected(id: string, adminId: string, reason: string, transferId: string): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set state = 'rejected', rejected_by = $2, failure_msg = $3, final_transfer_id = $4,
              reviewed_at = now(), updated_at = now()
        where id = $1 and state in ('pending_review', 'approved')`,
      [id, adminId, reason, transferId],
    );
    return changed(r) === 1;
  }

  /** Approved orders waiting to be signed (on `chains` only, when given), in approval order. */
  approvedForPayout(limit: number, chains?: readonly string[]): Promise<WithdrawOrderRow[]> {
    return this.em.query(
      `select ${COLUMNS} from withdraw_orders o where o.state = 'approved' and ($2::text[] is null or o.chain = any($2::text[]))
        order by o.reviewed_at, o.id limit $1`,
      [limit, chains ?? null],
    );
  }

  /** Signed orders not final yet, oldest nonce first. */
  signedOpen(limit: number): Promise<WithdrawOrderRow[]> {
    return this.em.query(
      `select ${COLUMNS} from withdraw_orders o where o.state in ('broadcasting', 'confirming') order by o.chain, o.nonce, o.id limit $1`,
      [limit],
    );
  }

  /** The highest nonce ever recorded for a sender on a chain, or null. */
  async maxNonce(chain: string, fromAddress: string): Promise<bigint | null> {
    const [row] = await this.em.query(`select max(nonce)::text as n from withdraw_orders where chain = $1 and from_address = $2`, [
      chain,
      fromAddress,
    ]);
    return row.n === null ? null : BigInt(row.n);
  }

  /**
   * Record the signed transaction (approved → broadcasting) before it is sent. False when the order
   * is no longer approved (rejected, or another worker signed it). A nonce already recorded for the
   * sender raises a unique violation.
   */
  async recordSigned(id: string, s: SignedPayout): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set state = 'broadcasting', from_address = $2, nonce = $3, tx_hash = $4, raw_tx = $5,
              broadcast_at = now(), last_error = null, updated_at = now()
        where id = $1 and state = 'approved'`,
      [id, s.fromAddress, s.nonce.toString(), s.txHash, s.rawTx],
    );
    return changed(r) === 1;
  }

  async markConfirming(id: string): Promise<void> {
    await this.em.query(
      `update withdraw_orders set state = 'confirming', last_error = null, updated_at = now() where id = $1 and state = 'broadcasting'`,
      [id],
    );
  }

  async setProgress(id: string, confirmations: bigint, blockNumber: bigint): Promise<void> {
    await this.em.query(
      `update withdraw_orders set state = 'confirming', confirmations = least($2::bigint, 2147483647), block_number = $3, updated_at = now()
        where id = $1 and state in ('broadcasting', 'confirming')`,
      [id, confirmations.toString(), blockNumber.toString()],
    );
  }

  async noteError(id: string, message: string): Promise<void> {
    await this.em.query(`update withdraw_orders set last_error = $2, updated_at = now() where id = $1`, [id, message.slice(0, 500)]);
  }

  async markSucceeded(id: string, transferId: string, confirmations: bigint, blockNumber: bigint): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set state = 'success', final_transfer_id = $2, confirmations = least($3::bigint, 2147483647), block_number = $4,
              settled_at = now(), last_error = null, updated_at = now()
        where id = $1 and state in ('broadcasting', 'confirming', 'verifying')`,
      [id, transferId, confirmations.toString(), blockNumber.toString()],
    );
    return changed(r) === 1;
  }

  async markFailed(id: string, transferId: string, code: string, blockNumber: bigint | null): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set state = 'failed', final_transfer_id = $2, failure_code = $3, block_number = coalesce($4, block_number),
              settled_at = now(), updated_at = now()
        where id = $1 and state in ('broadcasting', 'confirming')`,
      [id, transferId, code, blockNumber === null ? null : blockNumber.toString()],
    );
    return changed(r) === 1;
  }

  /**
   * Manual payout: the operator's transaction hash (approved → verifying). False when the order is
   * no longer approved. A hash recorded for another withdrawal on the chain raises a unique violation.
   */
  async recordPaid(id: string, txHash: string, adminId: string): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set state = 'verifying', tx_hash = $2, paid_by = $3, paid_at = now(), confirmations = 0, block_number = null,
              last_error = null, updated_at = now()
        where id = $1 and state = 'approved' and nonce is null`,
      [id, txHash, adminId],
    );
    return changed(r) === 1;
  }

  /** Whether a deposit to the mall was recorded with this transaction hash on the chain. */
  async isDepositTx(chain: string, txHash: string): Promise<boolean> {
    const [row] = await this.em.query(`select exists (select 1 from chain_deposits where chain = $1 and tx_hash = $2) as used`, [
      chain,
      txHash,
    ]);
    return row.used;
  }

  /** Of `txHashes` on `chain`, those recorded as the payout of a withdrawal other than `exceptId`. */
  async txHashesRecordedElsewhere(chain: string, exceptId: string, txHashes: string[]): Promise<string[]> {
    if (txHashes.length === 0) return [];
    const rows: { txHash: string }[] = await this.em.query(
      `select distinct tx_hash as "txHash" from withdraw_orders where chain = $1 and id <> $2::bigint and tx_hash = any($3::text[])`,
      [chain, exceptId, txHashes],
    );
    return rows.map((r) => r.txHash);
  }

  /** Manual payouts waiting for their transaction to be verified, oldest first. */
  verifying(limit: number): Promise<WithdrawOrderRow[]> {
    return this.em.query(`select ${COLUMNS} from withdraw_orders o where o.state = 'verifying' order by o.paid_at, o.id limit $1`, [limit]);
  }

  /** Confirmations seen so far of a manual payout's transaction. */
  async setVerifyProgress(id: string, confirmations: bigint, blockNumber: bigint | null, note: string | null): Promise<void> {
    await this.em.query(
      `update withdraw_orders set confirmations = least($2::bigint, 2147483647), block_number = $3, last_error = $4, updated_at = now()
        where id = $1 and state = 'verifying'`,
      [id, confirmations.toString(), blockNumber === null ? null : blockNumber.toString(), note],
    );
  }

  /**
   * The recorded transaction does not pay this withdrawal: back to "to pay" (verifying → approved),
   * the hash released, the reason kept for the operators.
   */
  async returnToPay(id: string, reason: string): Promise<boolean> {
    const r = await this.em.query(
      `update withdraw_orders set state = 'approved', tx_hash = null, paid_by = null, paid_at = null, confirmations = 0, block_number = null,
              last_error = $2, updated_at = now()
        where id = $1 and state = 'verifying'`,
      [id, reason.slice(0, 500)],
    );
    return changed(r) === 1;
  }
}
