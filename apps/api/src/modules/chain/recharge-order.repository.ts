import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

export type RechargeKind = 'onchain' | 'manual';
/** 0 pending, 1 succeeded (credited), 2 failed */
export type RechargeState = 0 | 1 | 2;

export interface RechargeOrderRow {
  id: string;
  orderNo: string;
  userId: string;
  kind: RechargeKind;
  coin: string;
  blockchainName: string;
  chain: string | null;
  channelAddress: string;
  fromAddress: string;
  tx: string;
  /** micro-units, bigint text */
  volume: string;
  amount: string;
  fee: string;
  img: string;
  state: RechargeState;
  failureCode: string | null;
  failureMsg: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  chainDepositId: string | null;
  creditedTransferId: string | null;
  /** manual claims: 2 above the network's threshold when the claim was made (two different operators) */
  requiredApprovals: 1 | 2;
  /** the first of two approvals (null until then, and for claims that need one) */
  firstApprover: string | null;
  firstApprovedAt: Date | null;
  createdAt: Date;
}

/** A record to insert: the row's own columns, amounts as bigints; the failure code and links optional. */
export type NewRechargeOrder = Pick<
  RechargeOrderRow,
  'orderNo' | 'userId' | 'kind' | 'coin' | 'blockchainName' | 'chain' | 'channelAddress' | 'fromAddress' | 'tx' | 'img' | 'state'
> &
  Partial<Pick<RechargeOrderRow, 'failureCode' | 'chainDepositId' | 'creditedTransferId' | 'requiredApprovals'>> & {
    volume: bigint;
    amount: bigint;
  };

const COLUMNS = `id::text, order_no as "orderNo", user_id as "userId", kind, coin, blockchain_name as "blockchainName", chain,
  channel_address as "channelAddress", from_address as "fromAddress", tx, volume::text, amount::text, fee::text, img, state,
  failure_code as "failureCode", failure_msg as "failureMsg", reviewed_by as "reviewedBy", reviewed_at as "reviewedAt",
  chain_deposit_id::text as "chainDepositId", credited_transfer_id::text as "creditedTransferId",
  required_approvals as "requiredApprovals", first_approver as "firstApprover", first_approved_at as "firstApprovedAt", created_at as "createdAt"`;

const PREFIXED_COLUMNS = COLUMNS.split(',')
  .map((c) => 'r.' + c.trim())
  .join(', ');

/** Deposit records (`recharge_orders`): on-chain credits and manual claims. */
@Injectable()
export class RechargeOrderRepository extends BaseRepository {
  /**
   * Insert unless the order number or the chain deposit is taken. Answers the new row, or null on a
   * clash (the caller checks which one and retries with a new number if needed).
   */
  async insert(o: NewRechargeOrder): Promise<RechargeOrderRow | null> {
    return this.one(
      `insert into recharge_orders
         (order_no, user_id, kind, coin, blockchain_name, chain, channel_address, from_address, tx, volume, amount, img, state,
          failure_code, chain_deposit_id, credited_transfer_id, required_approvals)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       on conflict do nothing
       returning ${COLUMNS}`,
      [
        o.orderNo,
        o.userId,
        o.kind,
        o.coin,
        o.blockchainName,
        o.chain,
        o.channelAddress,
        o.fromAddress,
        o.tx,
        o.volume.toString(),
        o.amount.toString(),
        o.img,
        o.state,
        o.failureCode ?? null,
        o.chainDepositId ?? null,
        o.creditedTransferId ?? null,
        o.requiredApprovals ?? 1,
      ],
    );
  }

  /**
   * The record of a top-up paid through a card provider (kind `provider`, credited). Null when the
   * order number clashed (the caller retries with a new one).
   */
  async insertProviderTopUp(r: {
    orderNo: string;
    userId: string;
    channel: string;
    amount: bigint;
    paymentReference: string;
    sessionId: string;
    creditedTransferId: string;
  }): Promise<boolean> {
    const rows = await this.em.query(
      `insert into recharge_orders
         (order_no, user_id, kind, coin, blockchain_name, channel_address, tx, volume, amount, state, credited_transfer_id, payment_reference)
       values ($1, $2, 'provider', 'USDT', $3, '', $4, $5, $5, 1, $6, $7)
       on conflict (order_no) do nothing
       returning id`,
      [r.orderNo, r.userId, r.channel, r.sessionId, r.amount.toString(), r.creditedTransferId, r.paymentReference],
    );
    return rows.length === 1;
  }

  async findByDeposit(chainDepositId: string): Promise<RechargeOrderRow | null> {
    return this.one(`select ${COLUMNS} from recharge_orders where chain_deposit_id = $1`, [chainDepositId]);
  }

  async findOwned(userId: string, orderNo: string): Promise<RechargeOrderRow | null> {
    return this.one(`select ${COLUMNS} from recharge_orders where order_no = $1 and user_id = $2`, [orderNo, userId]);
  }

  async lockByOrderNo(orderNo: string): Promise<RechargeOrderRow | null> {
    return this.one(`select ${COLUMNS} from recharge_orders where order_no = $1 for update`, [orderNo]);
  }

  /** A user's records, newest first. */
  page(userId: string, offset: number, limit: number): Promise<RechargeOrderRow[]> {
    return this.em.query(`select ${COLUMNS} from recharge_orders where user_id = $1 order by created_at desc, id desc offset $2 limit $3`, [
      userId,
      offset,
      limit,
    ]);
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from recharge_orders where user_id = $1`, [userId]);
    return row.n;
  }

  /** Manual claims waiting for an operator, oldest first, with the claimant's username. */
  pendingClaims(offset: number, limit: number): Promise<(RechargeOrderRow & { username: string })[]> {
    return this.em.query(
      `select ${PREFIXED_COLUMNS}, u.username
         from recharge_orders r join users u on u.id = r.user_id
        where r.kind = 'manual' and r.state = 0
        order by r.created_at, r.id offset $1 limit $2`,
      [offset, limit],
    );
  }

  async countPendingClaims(): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from recharge_orders where kind = 'manual' and state = 0`);
    return row.n;
  }

  async hasPending(userId: string): Promise<boolean> {
    const [row] = await this.em.query(`select exists (select 1 from recharge_orders where user_id = $1 and state = 0) as pending`, [
      userId,
    ]);
    return row.pending;
  }

  /** Serialise a user's deposit claims to the end of the transaction. */
  async lockUserClaims(userId: string): Promise<void> {
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('recharge_orders:' || $1, 0))`, [userId]);
  }

  /** The first of two approvals of a pending claim; false when it is no longer pending or already has one. */
  async recordFirstApproval(id: string, adminId: string): Promise<boolean> {
    const [, count] = await this.em.query(
      `update recharge_orders set first_approver = $2, first_approved_at = now(), updated_at = now()
        where id = $1 and state = 0 and first_approver is null`,
      [id, adminId],
    );
    return count === 1;
  }

  async markSucceeded(id: string, transferId: string, reviewedBy: string | null): Promise<void> {
    await this.em.query(
      `update recharge_orders set state = 1, credited_transfer_id = $2, reviewed_by = $3, reviewed_at = case when $3::uuid is null then null else now() end,
              updated_at = now()
        where id = $1 and state = 0`,
      [id, transferId, reviewedBy],
    );
  }

  async markFailed(id: string, reviewedBy: string, reason: string): Promise<void> {
    await this.em.query(
      `update recharge_orders set state = 2, failure_msg = $3, reviewed_by = $2, reviewed_at = now(), updated_at = now() where id = $1 and state = 0`,
      [id, reviewedBy, reason],
    );
  }
}
