import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Interface, getAddress } from 'ethers';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { EvmRpc, TRANSFER_TOPIC, decodeTransfer, type TronBlockHead } from '../../chain';
import { microToToken } from '../domain/withdraw-amount';
import type { WithdrawChannelRow } from '../withdraw-config.repository';
import { WithdrawChannelService } from '../withdraw-channel.service';
import { WithdrawOrderRepository, type WithdrawOrderRow } from '../withdraw-order.repository';
import { PayoutRpc, isAlreadyKnown, isNonceTooLow } from './payout-rpc';
import { PAYOUT_SIGNER, verifySignedPayoutTx, type PayoutSigner } from './payout-signer';
import { PayoutSettlementService } from './payout-settlement.service';
import { TronPayout } from './tron-payout';

const ERC20 = new Interface(['function transfer(address to, uint256 value) returns (bool)']);
/** Orders handled per sweep. */
const BATCH = 50;

export type PayoutStep = 'off' | 'missing' | 'not-approved' | 'recorded' | 'sent' | 'known' | 'error';

export interface ConfirmReport {
  checked: number;
  settled: number;
  failed: number;
  rebroadcast: number;
}

/**
 * Pays approved withdrawals on chain: an ERC-20 `transfer(to, arrival)` from the hot wallet on EVM
 * networks, a TRC-20 `transfer` on TRON ({@link TronPayout}: same steps and rules, built through a
 * TronGrid-compatible API and tested against recorded response shapes, not a node).
 *
 * Every signature comes from the configured {@link PayoutSigner} (a local key or an external HTTP
 * signer) and is verified against what was asked before it is recorded.
 *
 * Crash safety, in order:
 * 1. prepare: read the nonce (max of the node's pending count and our highest recorded nonce + 1),
 *    estimate gas (a transfer that would revert is not signed; the order stays approved with the
 *    error noted), sign, and COMMIT nonce + hash + raw bytes (approved → broadcasting) before any
 *    byte leaves the process. A unique (chain, sender, nonce) constraint stops two orders sharing
 *    a nonce; the loser signs again with a fresh nonce (nothing of it was sent).
 * 2. send: `eth_sendRawTransaction` of the recorded bytes (broadcasting → confirming).
 * 3. after a crash or on a retry, an order with a recorded hash is LOOKED UP first: known to the
 *    node → just follow it; unknown → the SAME recorded bytes are sent again. A new transaction (and
 *    so a different nonce) is never signed for an order that has one.
 * 4. confirm (`wallet.confirmPayouts`): receipt at the network's confirmation depth and still in the
 *    canonical chain → success and settle (status 1 with the expected Transfer log), or failed and
 *    unfreeze (reverted).
 */
@Injectable()
export class WithdrawPayoutService {
  private readonly log = new Logger('Payouts');
  /** In-process serialisation of signing per network (the unique nonce constraint covers other processes). */
  private readonly chainLocks = new Map<string, Promise<unknown>>();
  private sweeping = false;
  private confirming = false;
  private readonly tron: TronPayout | null;

  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly channels: WithdrawChannelService,
    private readonly settlement: PayoutSettlementService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(PAYOUT_SIGNER) private readonly signer: PayoutSigner | null = null,
  ) {
    this.tron = signer ? new TronPayout(orders, settlement, config, signer, this.log) : null;
  }

  get enabled(): boolean {
    return !!this.signer;
  }

  rpcFor(c: Pick<WithdrawChannelRow, 'rpcUrl'>): PayoutRpc {
    if (!c.rpcUrl) throw new Error('network has no rpc_url');
    return new PayoutRpc(new EvmRpc(c.rpcUrl, this.config.CHAIN_RPC_TIMEOUT_MS));
  }

  /** The `wallet.payout` job without an order: every approved order, oldest approval first. */
  async sweep(): Promise<number> {
    if (!this.signer || this.sweeping) return 0;
    this.sweeping = true;
    let n = 0;
    try {
      for (const o of await this.orders.approvedForPayout(BATCH, this.signer.networks)) {
        if ((await this.payout(o.orderNo)) === 'sent') n++;
      }
    } finally {
      this.sweeping = false;
    }
    return n;
  }

  /** The `wallet.payout` job for one order: prepare (if approved), then make sure the node has it. */
  async payout(orderNo: string): Promise<PayoutStep> {
    if (!this.signer) return 'off';
    const prepared = await this.prepare(orderNo);
    if (prepared !== 'recorded' && prepared !== 'known') return prepared;
    const o = await this.orders.findByNo(orderNo);
    return o ? this.ensureSent(o) : 'missing';
  }

  /**
   * Step 1 alone: sign and record the transaction of an approved order, without sending it.
   * Answers `known` when the order already has a transaction (nothing is signed).
   */
  async prepare(orderNo: string): Promise<PayoutStep> {
    if (!this.signer) return 'off';
    const first = await this.orders.findByNo(orderNo);
    if (!first) return 'missing';
    if (first.state === 'broadcasting' || first.state === 'confirming') return 'known';
    if (first.state !== 'approved') return 'not-approved';
    if (this.channels.payoutMode(first) !== 'automatic') return 'off'; // paid by an operator (manual)
    return this.serial(first.chain, async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const o = await this.orders.findByNo(orderNo);
        if (!o) return 'missing';
        if (o.state === 'broadcasting' || o.state === 'confirming') return 'known';
        if (o.state !== 'approved') return 'not-approved';
        let signed: { nonce: bigint; hash: string; raw: string; from: string };
        try {
          signed = await this.sign(o);
        } catch (e) {
          const msg = (e as Error).message;
          this.log.warn(`payout ${o.orderNo}: not signed: ${msg}`);
          await this.settlement.noteError(o.id, `not signed: ${msg}`);
          return 'error';
        }
        const r = await this.settlement.recordSigned(o.id, {
          fromAddress: signed.from,
          nonce: signed.nonce,
          txHash: signed.hash,
          rawTx: signed.raw,
        });
        if (r === 'recorded') return 'recorded';
        if (r === 'stale') continue; // re-read: rejected meanwhile, or a twin recorded it
        this.log.warn(`payout ${o.orderNo}: nonce ${signed.nonce} was taken by another order; signing again`);
      }
      return 'error';
    });
  }

  /**
   * Steps 2–3: the order has a recorded transaction; look it up and send the recorded bytes only
   * when the node does not know it.
   */
  async ensureSent(o: WithdrawOrderRow): Promise<PayoutStep> {
    if (o.state !== 'broadcasting' && o.state !== 'confirming') return 'not-approved';
    const c = await this.channels.byId(o.chain);
    if (!c?.rpcUrl) return 'error';
    if (c.family === 'tron') return this.tron!.ensureSent(o, c);
    const rpc = this.rpcFor(c);
    try {
      if (await rpc.knows(o.txHash!)) {
        await this.settlement.markConfirming(o.id);
        return 'known';
      }
      const hash = await rpc.sendRaw(o.rawTx!);
      if (hash !== o.txHash) this.log.error(`payout ${o.orderNo}: node answered hash ${hash}, recorded ${o.txHash}`);
      await this.settlement.markConfirming(o.id);
      this.log.log(`payout ${o.orderNo}: sent ${o.txHash} (nonce ${o.nonce})`);
      return 'sent';
    } catch (e) {
      if (isAlreadyKnown(e)) {
        await this.settlement.markConfirming(o.id);
        return 'known';
      }
      const msg = (e as Error).message;
      // Nonce used up while the node does not know our transaction: either it was just mined (the
      // receipt will show it) or another transaction took the nonce (an operator must look).
      const note = isNonceTooLow(e) ? `nonce ${o.nonce} already used on chain; waiting for a receipt of ${o.txHash}` : msg;
      this.log.warn(`payout ${o.orderNo}: send failed: ${note}`);
      await this.settlement.noteError(o.id, `send: ${note}`);
      return 'error';
    }
  }

  /** The `wallet.confirmPayouts` job: follow every signed order to a final state. */
  async confirmAll(): Promise<ConfirmReport> {
    const report: ConfirmReport = { checked: 0, settled: 0, failed: 0, rebroadcast: 0 };
    if (!this.signer || this.confirming) return report;
    this.confirming = true;
    try {
      const heads = new Map<string, bigint>();
      const tronHeads = new Map<string, TronBlockHead>();
      for (const o of await this.orders.signedOpen(BATCH)) {
        report.checked++;
        try {
          const r = await this.confirm(o, heads, tronHeads);
          if (r === 'settled') report.settled++;
          else if (r === 'failed') report.failed++;
          else if (r === 'rebroadcast') report.rebroadcast++;
        } catch (e) {
          this.log.warn(`payout ${o.orderNo}: confirmation check failed: ${(e as Error).message}`);
        }
      }
    } finally {
      this.confirming = false;
    }
    return report;
  }

  private async confirm(
    o: WithdrawOrderRow,
    heads: Map<string, bigint>,
    tronHeads: Map<string, TronBlockHead>,
  ): Promise<'settled' | 'failed' | 'waiting' | 'rebroadcast'> {
    const c = await this.channels.byId(o.chain);
    if (!c?.rpcUrl) return 'waiting';
    if (c.family === 'tron') return this.tron!.confirm(o, c, tronHeads);
    const rpc = this.rpcFor(c);
    const receipt = await rpc.receipt(o.txHash!);
    if (!receipt) {
      // Not mined. If the node has never heard of it (a crash before the send, a dropped mempool),
      // send the recorded bytes again.
      const step = await this.ensureSent(o);
      return step === 'sent' ? 'rebroadcast' : 'waiting';
    }
    let head = heads.get(o.chain);
    if (head === undefined) {
      head = await rpc.blockNumber();
      heads.set(o.chain, head);
    }
    const confirmations = head >= receipt.blockNumber ? head - receipt.blockNumber + 1n : 0n;
    if (confirmations < BigInt(c.confirmations)) {
      await this.settlement.setProgress(o.id, confirmations, receipt.blockNumber);
      return 'waiting';
    }
    const canonical = await rpc.blockHashAt(receipt.blockNumber);
    if (canonical !== receipt.blockHash) {
      // Reorganised away: the transaction goes back to the mempool (or is re-mined elsewhere).
      await this.settlement.setProgress(o.id, 0n, receipt.blockNumber);
      return 'waiting';
    }
    if (receipt.status === 0n) {
      return (await this.settlement.fail(o.id, 'WITHDRAW_PAYOUT_FAILED', receipt.blockNumber)) ? 'failed' : 'waiting';
    }
    if (!this.hasExpectedTransfer(o, c, receipt.logs)) {
      await this.settlement.noteError(o.id, `receipt of ${o.txHash} has no matching Transfer log; settle by hand after checking`);
      return 'waiting';
    }
    return (await this.settlement.settle(o.id, confirmations, receipt.blockNumber)) ? 'settled' : 'waiting';
  }

  private hasExpectedTransfer(
    o: WithdrawOrderRow,
    c: WithdrawChannelRow,
    logs: { address: string; topics: string[]; data: string }[],
  ): boolean {
    const value = microToToken(BigInt(o.arrival), c.tokenDecimals);
    const token = c.tokenContract.toLowerCase();
    const to = o.toAddress.toLowerCase();
    return logs.some((l) => {
      if (l.address !== token || l.topics[0] !== TRANSFER_TOPIC) return false;
      const t = decodeTransfer(l);
      return !!t && t.from === o.fromAddress && t.to === to && t.value === value;
    });
  }

  /** Build and sign the order's transfer with the next free nonce. RPC only; nothing is written. */
  private async sign(o: WithdrawOrderRow): Promise<{ nonce: bigint; hash: string; raw: string; from: string }> {
    const c = await this.channels.byId(o.chain);
    if (!c?.rpcUrl) throw new Error(`network ${o.chain} has no rpc_url`);
    if (c.family === 'tron') return { ...(await this.tron!.sign(o, c)), from: this.tron!.address };
    if (c.family !== 'evm') throw new Error(`no payout path for ${String(c.family)}`);
    const rpc = this.rpcFor(c);
    const signer = this.signer!;
    const data = ERC20.encodeFunctionData('transfer', [getAddress(o.toAddress), microToToken(BigInt(o.arrival), c.tokenDecimals)]);
    const token = getAddress(c.tokenContract);
    const chainId = await rpc.chainId();
    const pending = await rpc.pendingNonce(signer.address);
    const recorded = await this.orders.maxNonce(o.chain, signer.address);
    const nonce = recorded !== null && recorded + 1n > pending ? recorded + 1n : pending;
    const estimate = await rpc.estimateGas({ from: signer.address, to: token, data });
    const gasLimit = (estimate * 5n + 3n) / 4n; // +25 %
    const fees = await rpc.fees();
    const asked = { chainId, nonce, to: token, data, gasLimit, ...fees };
    // Whatever the signer, its answer must be exactly the asked transaction from the hot wallet.
    const signed = verifySignedPayoutTx(asked, (await signer.sign(asked)).raw, signer.address);
    return { nonce, hash: signed.hash, raw: signed.raw, from: signer.address };
  }

  private serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.chainLocks.get(key) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => undefined);
    this.chainLocks.set(key, tail);
    void tail.then(() => {
      if (this.chainLocks.get(key) === tail) this.chainLocks.delete(key);
    });
    return next;
  }
}
