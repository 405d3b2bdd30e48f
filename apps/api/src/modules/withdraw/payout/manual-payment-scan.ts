import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { AppError } from '../../../core/errors/app-error';
import { EvmRpc, RpcError, TRANSFER_TOPIC, TronGridClient, decodeTransfer, type EvmLog } from '../../chain';
import { microToToken } from '../domain/withdraw-amount';
import type { WithdrawChannelRow } from '../withdraw-config.repository';
import { WithdrawChannelService } from '../withdraw-channel.service';
import { WithdrawOrderRepository, type WithdrawOrderRow } from '../withdraw-order.repository';
import { PayoutRpc } from './payout-rpc';

/**
 * Chain clocks and ours differ: the scan starts this long before the withdrawal was applied for (the
 * manual payout verifier accepts a payment mined up to that long before the application too).
 */
const CLOCK_SLACK_MS = 3600_000;

/** A transfer on chain that pays a withdrawal and is recorded for none. */
export interface UnrecordedPayment {
  txHash: string;
  /** null on TRON (the TRC-20 transfer list gives block times, not numbers) */
  blockNumber: bigint | null;
}

/**
 * Before a "to pay" withdrawal (approved, paid by hand) is given back to its owner: has an operator
 * already paid it from their wallet without recording the hash yet? Refunding it then would pay the
 * user twice (issue 26 follow-up).
 *
 * On EVM networks paid manually it reads the chain as the manual verifier does, through the network's
 * `rpc_url`: `eth_getLogs` of the network token's `Transfer` events to the withdrawal's address, from
 * the first block mined at or after the application (less the clocks' slack) to the latest block
 * (found by bisecting block times), looking for exactly the arrival in the token's minor units. A
 * transfer whose hash is recorded for another withdrawal does not count (it paid that one). Mempool
 * transactions are not seen.
 *
 * On TRON networks paid manually it asks the network's TronGrid-compatible API for the confirmed
 * TRC-20 transfers of the network's token to the withdrawal's address since the application (less
 * the same slack), `/v1/accounts/{address}/transactions/trc20` (only confirmed, i.e. solidified:
 * a payment of the last minute or so is not seen yet, like a mempool transaction on EVM).
 *
 * Fails closed: when the chain cannot be read (no rpc_url, the node down or answering nonsense) the
 * refund is refused with `WITHDRAW_PAID_CHECK_UNAVAILABLE`; a payment found refuses it with
 * `WITHDRAW_ALREADY_PAID_ON_CHAIN` naming the transaction, which the operator then records.
 * Automatic payouts need no check: an approved order there has never been signed.
 */
@Injectable()
export class ManualPaymentScan {
  private readonly log = new Logger('ManualPaymentScan');

  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly channels: WithdrawChannelService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws unless the approved withdrawal `o` can be refunded without paying its owner twice. */
  async assertUnpaid(o: WithdrawOrderRow): Promise<void> {
    if (o.state !== 'approved') return;
    const c = await this.channels.byId(o.chain);
    if (c && this.channels.payoutMode(c) === 'automatic') return;
    if (!c || (c.family !== 'evm' && c.family !== 'tron') || !c.rpcUrl) throw new AppError('WITHDRAW_PAID_CHECK_UNAVAILABLE');
    let found: UnrecordedPayment | null;
    try {
      found = await this.findPayment(o, c);
    } catch (e) {
      this.log.warn(`withdrawal ${o.orderNo}: could not read ${o.chain} for an unrecorded payment: ${(e as Error).message}`);
      throw new AppError('WITHDRAW_PAID_CHECK_UNAVAILABLE');
    }
    if (found) {
      this.log.warn(
        `withdrawal ${o.orderNo}: paid on chain by ${found.txHash} (block ${found.blockNumber ?? '?'}) without a recorded hash`,
      );
      throw new AppError('WITHDRAW_ALREADY_PAID_ON_CHAIN', { txHash: found.txHash });
    }
  }

  /** The first transfer on chain that pays `o` and is recorded for no other withdrawal, or null. */
  async findPayment(o: WithdrawOrderRow, c: WithdrawChannelRow): Promise<UnrecordedPayment | null> {
    if (c.family === 'tron') return this.findTronPayment(o, c);
    const rpc = new PayoutRpc(new EvmRpc(c.rpcUrl!, this.config.CHAIN_RPC_TIMEOUT_MS));
    const head = await rpc.blockNumber();
    const from = await this.firstBlockAtOrAfter(rpc, BigInt(o.createdAt.getTime() - CLOCK_SLACK_MS) / 1000n, head);
    if (from > head) return null; // nothing mined since the application
    const to = o.toAddress.toLowerCase();
    const value = microToToken(BigInt(o.arrival), c.tokenDecimals);
    const logs = await this.transfersTo(rpc.rpc, c.tokenContract, to, from, head);
    const paying = logs.filter((l) => {
      if (l.removed || l.address !== c.tokenContract.toLowerCase()) return false;
      const t = decodeTransfer(l);
      return !!t && t.to === to && t.value === value;
    });
    if (paying.length === 0) return null;
    const taken = new Set(await this.orders.txHashesRecordedElsewhere(o.chain, o.id, [...new Set(paying.map((l) => l.transactionHash))]));
    const free = paying.find((l) => !taken.has(l.transactionHash));
    return free ? { txHash: free.transactionHash, blockNumber: free.blockNumber } : null;
  }

  private async findTronPayment(o: WithdrawOrderRow, c: WithdrawChannelRow): Promise<UnrecordedPayment | null> {
    const grid = new TronGridClient(c.rpcUrl!, this.config.CHAIN_RPC_TIMEOUT_MS, this.config.CHAIN_TRON_API_KEY);
    const value = microToToken(BigInt(o.arrival), c.tokenDecimals);
    const transfers = await grid.trc20Transfers(o.toAddress, {
      minTimestamp: BigInt(o.createdAt.getTime() - CLOCK_SLACK_MS),
      contract: c.tokenContract,
    });
    const paying = transfers.filter((t) => t.token === c.tokenContract && t.to === o.toAddress && t.value === value);
    if (paying.length === 0) return null;
    const taken = new Set(await this.orders.txHashesRecordedElsewhere(o.chain, o.id, [...new Set(paying.map((t) => t.txId))]));
    const free = paying.find((t) => !taken.has(t.txId));
    return free ? { txHash: free.txId, blockNumber: null } : null;
  }

  /** Lowest height in [0, head] whose block was mined at or after `unixSeconds` (head + 1 when none is). */
  private async firstBlockAtOrAfter(rpc: PayoutRpc, unixSeconds: bigint, head: bigint): Promise<bigint> {
    let lo = 0n;
    let hi = head + 1n;
    while (lo < hi) {
      const mid = (lo + hi) / 2n;
      if ((await rpc.blockTime(mid)) >= unixSeconds) hi = mid;
      else lo = mid + 1n;
    }
    return lo;
  }

  /**
   * `eth_getLogs` of the token's transfers to `to` in [from, till]: one call when the node allows the
   * range, else halved down to `CHAIN_EVM_MAX_BLOCK_RANGE` blocks (below that an error is final). Only
   * a node's JSON-RPC error (a range or result limit) is worth halving for; an unreachable node is final.
   */
  private async transfersTo(rpc: EvmRpc, token: string, to: string, from: bigint, till: bigint): Promise<EvmLog[]> {
    try {
      return await rpc.getLogs({
        address: token,
        fromBlock: from,
        toBlock: till,
        topics: [TRANSFER_TOPIC, null, '0x' + to.slice(2).padStart(64, '0')],
      });
    } catch (e) {
      if (!(e instanceof RpcError) || e.rpcCode === undefined || till - from + 1n <= BigInt(this.config.CHAIN_EVM_MAX_BLOCK_RANGE)) throw e;
      const mid = from + (till - from) / 2n;
      return [...(await this.transfersTo(rpc, token, to, from, mid)), ...(await this.transfersTo(rpc, token, to, mid + 1n, till))];
    }
  }
}
