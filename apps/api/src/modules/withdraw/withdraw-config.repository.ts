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

@Injectable()
export class WithdrawConfigRepository extends BaseRepository {
  channels(): Promise<WithdrawChannelRow[]> {
    return this.em.query(`select ${COLUMNS} from chain_networks n join withdraw_configs c on c.chain = n.id order by n.sort, n.id`);
  }

  async channel(chain: string): Promise<WithdrawChannelRow | null> {
    const [row] = await this.em.query(`select ${COLUMNS} from chain_networks n join withdraw_configs c on c.chain = n.id where n.id = $1`, [
      chain,
    ]);
    return row ?? null;
  }
}
