import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { ChainFamily } from '../chain';

/** A network with its withdrawal rules (`chain_networks` ⋈ `withdraw_configs`). Bigints as text. */
export interface WithdrawChannelRow {
  chain: string;
  family: ChainFamily;
  blockchainName: string;
  coin: string;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
  rpcUrl: string | null;
  /** withdrawals switched on by the operator */
  enabled: boolean;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  /** 0 = unlimited */
  dailyCount: number;
  windowStart: string | null;
  windowEnd: string | null;
  twoApprovalThreshold: string;
  addressCooldownMinutes: number;
}

const COLUMNS = `n.id as chain, n.family, n.name as "blockchainName", n.coin, n.token_contract as "tokenContract",
  n.token_decimals as "tokenDecimals", n.confirmations, n.rpc_url as "rpcUrl", c.enabled, c.min_amount::text as "minAmount",
  c.max_amount::text as "maxAmount", c.fee_rate as "feeRate", c.daily_count as "dailyCount", c.window_start as "windowStart",
  c.window_end as "windowEnd", c.two_approval_threshold::text as "twoApprovalThreshold",
  c.address_cooldown_minutes as "addressCooldownMinutes"`;

/** Rules an operator may change (`PATCH /v1/admin/withdraw-rules/:chain`); bigints as text. */
export interface WithdrawConfigUpdate {
  enabled?: boolean;
  minAmount?: string;
  maxAmount?: string;
  feeRate?: string;
  dailyCount?: number;
  windowStart?: string | null;
  windowEnd?: string | null;
  twoApprovalThreshold?: string;
  addressCooldownMinutes?: number;
}

const UPDATABLE: Record<keyof WithdrawConfigUpdate, string> = {
  enabled: 'enabled',
  minAmount: 'min_amount',
  maxAmount: 'max_amount',
  feeRate: 'fee_rate',
  dailyCount: 'daily_count',
  windowStart: 'window_start',
  windowEnd: 'window_end',
  twoApprovalThreshold: 'two_approval_threshold',
  addressCooldownMinutes: 'address_cooldown_minutes',
};

@Injectable()
export class WithdrawConfigRepository extends BaseRepository {
  channels(): Promise<WithdrawChannelRow[]> {
    return this.em.query(`select ${COLUMNS} from chain_networks n join withdraw_configs c on c.chain = n.id order by n.sort, n.id`);
  }

  async channel(chain: string): Promise<WithdrawChannelRow | null> {
    return this.one(`select ${COLUMNS} from chain_networks n join withdraw_configs c on c.chain = n.id where n.id = $1`, [chain]);
  }

  /** The rules row, locked to the end of the transaction (operator edits). */
  async lockChannel(chain: string): Promise<WithdrawChannelRow | null> {
    return this.one(`select ${COLUMNS} from chain_networks n join withdraw_configs c on c.chain = n.id where n.id = $1 for update of c`, [
      chain,
    ]);
  }

  /** Operator edit of a network's withdrawal rules (only the listed columns). */
  async updateConfig(chain: string, patch: WithdrawConfigUpdate): Promise<void> {
    const sets: string[] = [];
    const values: unknown[] = [chain];
    for (const [key, column] of Object.entries(UPDATABLE) as [keyof WithdrawConfigUpdate, string][]) {
      if (patch[key] === undefined) continue;
      values.push(patch[key]);
      sets.push(`${column} = $${values.length}`);
    }
    if (sets.length === 0) return;
    await this.em.query(`update withdraw_configs set ${sets.join(', ')}, updated_at = now() where chain = $1`, values);
  }
}
