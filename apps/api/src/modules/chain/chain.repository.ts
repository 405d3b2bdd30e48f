import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { ChainFamily } from './domain/hd-address';

export interface NetworkRow {
  id: string;
  family: ChainFamily;
  /** `blockchain_name` on the wire */
  name: string;
  coin: string;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
  /** micro-units, as bigint text */
  minDeposit: string;
  rechargeMin: string;
  rechargeMax: string;
  /** manual deposit claims above this need two different operators (micro-units, bigint text) */
  claimTwoApprovalThreshold: string;
  enabled: boolean;
  rpcUrl: string | null;
  /** evm: last scanned block; tron: timestamp (ms) scanned up to; bigint text */
  scanCursor: string | null;
  img: string;
}

export interface DepositAddressRow {
  id: string;
  userId: string;
  family: ChainFamily;
  derivationIndex: number;
  address: string;
  xpubFingerprint: string;
}

export type DepositState = 'seen' | 'credited' | 'below_minimum' | 'orphaned';

export interface DepositRow {
  id: string;
  chain: string;
  txHash: string;
  logIndex: number;
  blockNumber: string;
  blockHash: string | null;
  fromAddress: string;
  toAddress: string;
  userId: string;
  /** micro-units, bigint text */
  amount: string;
  confirmations: number;
  state: DepositState;
}

/** A user's deposit on its way to the required confirmations (buyer view). */
export interface UserOpenDepositRow {
  txHash: string;
  logIndex: number;
  /** micro-units, bigint text */
  amount: string;
  confirmations: number;
  seenAt: Date;
  blockchainName: string;
  coin: string;
  required: number;
}

export interface NewDeposit {
  chain: string;
  txHash: string;
  logIndex: bigint;
  blockNumber: bigint;
  blockHash: string | null;
  fromAddress: string;
  toAddress: string;
  userId: string;
  amount: bigint;
  rawAmount: bigint;
  confirmations: bigint;
  state: 'seen' | 'below_minimum';
}

const NETWORK_COLUMNS = `id, family, name, coin, token_contract as "tokenContract", token_decimals as "tokenDecimals",
  confirmations, min_deposit::text as "minDeposit", recharge_min::text as "rechargeMin", recharge_max::text as "rechargeMax",
  claim_two_approval_threshold::text as "claimTwoApprovalThreshold", enabled, rpc_url as "rpcUrl", scan_cursor::text as "scanCursor", img`;

/** Settings an operator may change (`PATCH /v1/admin/networks/:id`); bigints as text. */
export interface NetworkUpdate {
  enabled?: boolean;
  name?: string;
  rpcUrl?: string | null;
  tokenContract?: string;
  tokenDecimals?: number;
  confirmations?: number;
  minDeposit?: string;
  rechargeMin?: string;
  rechargeMax?: string;
  claimTwoApprovalThreshold?: string;
  scanCursor?: string | null;
}

const NETWORK_UPDATABLE: Record<keyof NetworkUpdate, string> = {
  enabled: 'enabled',
  name: 'name',
  rpcUrl: 'rpc_url',
  tokenContract: 'token_contract',
  tokenDecimals: 'token_decimals',
  confirmations: 'confirmations',
  minDeposit: 'min_deposit',
  rechargeMin: 'recharge_min',
  rechargeMax: 'recharge_max',
  claimTwoApprovalThreshold: 'claim_two_approval_threshold',
  scanCursor: 'scan_cursor',
};

const DEPOSIT_COLUMNS = `id::text, chain, tx_hash as "txHash", log_index as "logIndex", block_number::text as "blockNumber",
  block_hash as "blockHash", from_address as "fromAddress", to_address as "toAddress", user_id as "userId",
  amount::text, confirmations, state`;

const ADDRESS_COLUMNS = `id::text, user_id as "userId", family, derivation_index as "derivationIndex", address, xpub_fingerprint as "xpubFingerprint"`;

/** Networks, deposit addresses and recorded chain transfers. Raw SQL; bigints travel as text. */
@Injectable()
export class ChainRepository extends BaseRepository {
  networks(): Promise<NetworkRow[]> {
    return this.em.query(`select ${NETWORK_COLUMNS} from chain_networks order by sort, id`);
  }

  async network(id: string): Promise<NetworkRow | null> {
    return this.one(`select ${NETWORK_COLUMNS} from chain_networks where id = $1`, [id]);
  }

  /** The network row, locked to the end of the transaction (operator edits). */
  async lockNetwork(id: string): Promise<NetworkRow | null> {
    return this.one(`select ${NETWORK_COLUMNS} from chain_networks where id = $1 for update`, [id]);
  }

  /** Whether another network already uses this client-facing name (compared case-insensitively, as clients match it). */
  async nameTaken(name: string, exceptId: string): Promise<boolean> {
    const [row] = await this.em.query(`select exists (select 1 from chain_networks where lower(name) = lower($1) and id <> $2) as taken`, [
      name,
      exceptId,
    ]);
    return row.taken;
  }

  /** Operator edit of a network's settings (only the listed columns; bigints as text). */
  async updateNetwork(id: string, patch: NetworkUpdate): Promise<NetworkRow> {
    const sets: string[] = [];
    const values: unknown[] = [id];
    for (const [key, column] of Object.entries(NETWORK_UPDATABLE) as [keyof NetworkUpdate, string][]) {
      if (patch[key] === undefined) continue;
      values.push(patch[key]);
      sets.push(`${column} = $${values.length}`);
    }
    if (sets.length === 0) return (await this.network(id))!;
    const [rows] = await this.em.query(
      `update chain_networks set ${sets.join(', ')}, updated_at = now() where id = $1 returning ${NETWORK_COLUMNS}`,
      values,
    );
    return rows[0];
  }

  /** Move the scan cursor forward (never back: a slower twin cannot undo progress). */
  async advanceCursor(id: string, cursor: bigint): Promise<void> {
    await this.em.query(
      `update chain_networks set scan_cursor = greatest(coalesce(scan_cursor, 0), $2::bigint), updated_at = now() where id = $1`,
      [id, cursor.toString()],
    );
  }

  async findAddress(userId: string, family: ChainFamily): Promise<DepositAddressRow | null> {
    return this.one(`select ${ADDRESS_COLUMNS} from deposit_addresses where user_id = $1 and family = $2`, [userId, family]);
  }

  /** Serialise address allocation per family to the end of the transaction (gapless indexes). */
  async lockAllocation(family: ChainFamily): Promise<void> {
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('deposit_addresses:' || $1, 0))`, [family]);
  }

  async nextDerivationIndex(family: ChainFamily): Promise<number> {
    const [row] = await this.em.query(`select coalesce(max(derivation_index), -1) + 1 as next from deposit_addresses where family = $1`, [
      family,
    ]);
    return row.next;
  }

  async insertAddress(a: Omit<DepositAddressRow, 'id'>): Promise<DepositAddressRow> {
    const [row] = await this.em.query(
      `insert into deposit_addresses (user_id, family, derivation_index, address, xpub_fingerprint) values ($1, $2, $3, $4, $5)
       returning ${ADDRESS_COLUMNS}`,
      [a.userId, a.family, a.derivationIndex, a.address, a.xpubFingerprint],
    );
    return row;
  }

  /** A page of a family's deposit addresses, by id. */
  addressPage(family: ChainFamily, afterId: string, limit: number): Promise<DepositAddressRow[]> {
    return this.em.query(`select ${ADDRESS_COLUMNS} from deposit_addresses where family = $1 and id > $2 order by id limit $3`, [
      family,
      afterId,
      limit,
    ]);
  }

  /** Which of these (stored-form) addresses are ours, and whose. */
  addressesAmong(family: ChainFamily, addresses: string[]): Promise<DepositAddressRow[]> {
    if (addresses.length === 0) return Promise.resolve([]);
    return this.em.query(`select ${ADDRESS_COLUMNS} from deposit_addresses where family = $1 and address = any($2::text[])`, [
      family,
      addresses,
    ]);
  }

  /**
   * Record transfers once per (chain, tx, log index). A transfer seen again in a different block (it
   * was re-mined after a reorganisation) follows the canonical observation while it is not final:
   * a `seen` row moves to the new block, an `orphaned` one comes back to `seen`. Answers the rows.
   */
  async recordDeposits(rows: NewDeposit[]): Promise<DepositRow[]> {
    const out: DepositRow[] = [];
    for (const d of rows) {
      const [row] = await this.em.query(
        `insert into chain_deposits
           (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, user_id, amount, raw_amount, confirmations, state)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (chain, tx_hash, log_index) do update
           set block_number = excluded.block_number, block_hash = excluded.block_hash,
               confirmations = excluded.confirmations, state = excluded.state, updated_at = now()
         where chain_deposits.state in ('seen', 'orphaned') and chain_deposits.block_hash is distinct from excluded.block_hash
         returning ${DEPOSIT_COLUMNS}`,
        [
          d.chain,
          d.txHash,
          d.logIndex.toString(),
          d.blockNumber.toString(),
          d.blockHash,
          d.fromAddress,
          d.toAddress,
          d.userId,
          d.amount.toString(),
          d.rawAmount.toString(),
          d.confirmations.toString(),
          d.state,
        ],
      );
      if (row) out.push(row);
    }
    return out;
  }

  /** A user's transfers still waiting for confirmations, newest first, with the depth their network requires. */
  userOpenDeposits(userId: string, limit: number): Promise<UserOpenDepositRow[]> {
    return this.em.query(
      `select d.tx_hash as "txHash", d.log_index as "logIndex", d.amount::text, d.confirmations, d.seen_at as "seenAt",
              n.name as "blockchainName", n.coin, n.confirmations as "required"
         from chain_deposits d join chain_networks n on n.id = d.chain
        where d.user_id = $1 and d.state = 'seen'
        order by d.id desc limit $2`,
      [userId, limit],
    );
  }

  /** Transfers of a chain still waiting for confirmations, oldest first. */
  openDeposits(chain: string, limit: number): Promise<DepositRow[]> {
    return this.em.query(`select ${DEPOSIT_COLUMNS} from chain_deposits where chain = $1 and state = 'seen' order by id limit $2`, [
      chain,
      limit,
    ]);
  }

  async lockDeposit(id: string): Promise<DepositRow | null> {
    return this.one(`select ${DEPOSIT_COLUMNS} from chain_deposits where id = $1 for update`, [id]);
  }

  async findDeposit(chain: string, txHash: string, logIndex: number): Promise<DepositRow | null> {
    return this.one(`select ${DEPOSIT_COLUMNS} from chain_deposits where chain = $1 and tx_hash = $2 and log_index = $3`, [
      chain,
      txHash,
      logIndex,
    ]);
  }

  async markCredited(id: string, transferId: string, confirmations: bigint): Promise<void> {
    await this.em.query(
      `update chain_deposits set state = 'credited', credited_transfer_id = $2, confirmations = $3, credited_at = now(), updated_at = now()
        where id = $1 and state = 'seen'`,
      [id, transferId, confirmations.toString()],
    );
  }

  async markOrphaned(id: string, confirmations: bigint): Promise<void> {
    await this.em.query(
      `update chain_deposits set state = 'orphaned', confirmations = $2, updated_at = now() where id = $1 and state = 'seen'`,
      [id, confirmations.toString()],
    );
  }

  async setConfirmations(updates: { id: string; confirmations: bigint }[]): Promise<void> {
    if (updates.length === 0) return;
    await this.em.query(
      `update chain_deposits c set confirmations = v.conf, updated_at = now()
         from unnest($1::bigint[], $2::int[]) as v(id, conf)
        where c.id = v.id and c.state = 'seen' and c.confirmations <> v.conf`,
      [updates.map((u) => u.id), updates.map((u) => u.confirmations.toString())],
    );
  }

  /** Which of these transaction hashes were already recorded on a chain. */
  async knownTxHashes(chain: string, hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows: { txHash: string }[] = await this.em.query(
      `select distinct tx_hash as "txHash" from chain_deposits where chain = $1 and tx_hash = any($2::text[])`,
      [chain, hashes],
    );
    return new Set(rows.map((r) => r.txHash));
  }

  /** A transfer to the user that is on its way (seen, not yet final). */
  async hasOpenDeposit(userId: string): Promise<boolean> {
    const [row] = await this.em.query(`select exists (select 1 from chain_deposits where user_id = $1 and state = 'seen') as open`, [
      userId,
    ]);
    return row.open;
  }
}
