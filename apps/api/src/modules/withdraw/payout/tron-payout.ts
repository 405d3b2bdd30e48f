import type { Logger } from '@nestjs/common';
import { AbiCoder } from 'ethers';
import type { AppConfig } from '../../../config/env.schema';
import {
  TronBroadcastError,
  TronWalletApi,
  decodeTransfer,
  decodeTriggerRaw,
  tronAddressOf,
  tronToEvmHex,
  tronTxId,
  type TronBlockHead,
  type TronTxInfo,
  type TronTxJson,
} from '../../chain';
import { microToToken } from '../domain/withdraw-amount';
import type { WithdrawChannelRow } from '../withdraw-config.repository';
import type { WithdrawOrderRepository, WithdrawOrderRow } from '../withdraw-order.repository';
import type { PayoutSettlementService } from './payout-settlement.service';
import { PayoutSignerError, verifyTronSignature, type PayoutSigner } from './payout-signer';

const TRANSFER_SELECTOR = 'a9059cbb'; // transfer(address,uint256)
/** A built transaction may be valid for at most this long (TRON's own maximum is 24 h). */
const MAX_EXPIRATION_MS = 86_400_000n;
const CLOCK_SKEW_MS = 600_000n;
/**
 * How far the node's head block must be past a recorded transaction's expiration before its absence
 * is final. No block at or after the expiration can include it, and 5 minutes (~100 blocks) is far
 * beyond TRON's solidification (19 blocks), so a block that did include it cannot be reorganised away.
 */
export const TRON_EXPIRY_MARGIN_MS = 300_000n;

export type TronConfirm = 'settled' | 'failed' | 'waiting' | 'rebroadcast';

/**
 * TRC-20 payouts through a TronGrid-compatible API. Same crash-safety rules as EVM payouts:
 *
 * 1. dry-run the transfer (`/wallet/triggerconstantcontract`: one that would fail is not signed),
 *    build with `/wallet/triggersmartcontract` (`transfer(recipient, arrival)`, fee_limit from
 *    `CHAIN_TRON_FEE_LIMIT_SUN`), VERIFY what the node built (the protobuf `raw_data_hex` decoded:
 *    one TriggerSmartContract from the hot wallet to the token contract, call data exactly our
 *    recipient and amount, our fee limit, no value, memo or other permission; the JSON `raw_data`
 *    saying the same; txID = sha256(raw_data_hex)), sign the txID (r ‖ s ‖ v), and COMMIT txID +
 *    the signed transaction before it is sent. TRON has no account nonce: the `nonce` column holds
 *    the hot wallet's payout sequence number on the network (ordering, and the same uniqueness
 *    guard against two workers recording at once).
 * 2. `/wallet/broadcasttransaction` of the recorded JSON.
 * 3. on a rerun or after a restart: looked up by txID first; a node that already has it (in a block,
 *    or `DUP_TRANSACTION_ERROR` from its pool) is followed; otherwise the SAME recorded transaction is
 *    sent again. Nothing is ever rebuilt or re-signed for an order that has a recorded transaction.
 * 4. confirm: `/wallet/gettransactioninfobyid` (receipt.result SUCCESS and the expected Transfer log)
 *    at the network's depth against `/wallet/getnowblock` → settle; any other final result → fail and
 *    unfreeze. A recorded transaction that never made it into a block and whose expiration lies
 *    {@link TRON_EXPIRY_MARGIN_MS} behind the node's head can never be included any more: the order
 *    fails and is unfrozen (the user may apply again) — still without signing anything new.
 *
 * Tested against a local HTTP server answering recorded TronGrid response shapes that checks every
 * signature it receives (`tron-payout.int-spec.ts`), not against a TRON node: none can run here.
 */
export class TronPayout {
  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly settlement: PayoutSettlementService,
    private readonly config: AppConfig,
    private readonly signer: PayoutSigner,
    private readonly log: Logger,
  ) {}

  /** The hot wallet on TRON (base58): the same account as the EVM hot wallet. */
  get address(): string {
    return tronAddressOf(this.signer.address);
  }

  api(c: Pick<WithdrawChannelRow, 'rpcUrl'>): TronWalletApi {
    if (!c.rpcUrl) throw new Error('network has no rpc_url');
    return new TronWalletApi(c.rpcUrl, this.config.CHAIN_RPC_TIMEOUT_MS, this.config.CHAIN_TRON_API_KEY);
  }

  /** Build, verify and sign the order's transfer. API calls only; nothing is written. */
  async sign(
    o: WithdrawOrderRow,
    c: WithdrawChannelRow,
    now: bigint = BigInt(Date.now()),
  ): Promise<{ nonce: bigint; hash: string; raw: string }> {
    const owner = '41' + this.signer.address.slice(2);
    const tokenHex = tronToEvmHex(c.tokenContract);
    const toHex = tronToEvmHex(o.toAddress);
    if (!tokenHex) throw new Error(`network ${c.chain} has a bad token contract`);
    if (!toHex) throw new Error('destination is not a TRON address');
    const contract = '41' + tokenHex.slice(2);
    const amount = microToToken(BigInt(o.arrival), c.tokenDecimals);
    const parameter = AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [toHex, amount]).slice(2);
    const feeLimit = BigInt(this.config.CHAIN_TRON_FEE_LIMIT_SUN);

    const api = this.api(c);
    // Like eth_estimateGas on EVM: a transfer that would fail (hot wallet short, token paused, …) is
    // not signed, so it burns no energy; the order stays approved with the reason.
    const dry = await api.simulate({ owner, contract, functionSelector: 'transfer(address,uint256)', parameter });
    if (!dry.ok) throw new Error(`transfer would fail: ${dry.reason}`);
    const built = await api.triggerSmartContract({
      owner,
      contract,
      functionSelector: 'transfer(address,uint256)',
      parameter,
      feeLimit,
    });
    const tx = checkBuilt(built, { owner, contract, data: TRANSFER_SELECTOR + parameter, feeLimit, now });
    const signature = verifyTronSignature(
      { txID: tx.txID, rawDataHex: tx.raw_data_hex },
      await this.signer.signTron({ txID: tx.txID, rawDataHex: tx.raw_data_hex }),
      this.signer.address,
    );
    const recorded = await this.orders.maxNonce(o.chain, this.address);
    const signed: TronTxJson = {
      visible: false,
      txID: tx.txID,
      raw_data: tx.raw_data,
      raw_data_hex: tx.raw_data_hex,
      signature: [signature],
    };
    return { nonce: recorded === null ? 0n : recorded + 1n, hash: tx.txID, raw: JSON.stringify(signed) };
  }

  /** Make sure the node has the recorded transaction: look it up, else send the recorded one. */
  async ensureSent(o: WithdrawOrderRow, c: WithdrawChannelRow): Promise<'sent' | 'known' | 'error'> {
    const api = this.api(c);
    try {
      if (await api.knows(o.txHash!)) {
        await this.settlement.markConfirming(o.id);
        return 'known';
      }
      await api.broadcast(recordedTx(o));
      await this.settlement.markConfirming(o.id);
      this.log.log(`payout ${o.orderNo}: sent ${o.txHash} on ${o.chain}`);
      return 'sent';
    } catch (e) {
      if (e instanceof TronBroadcastError && e.code === 'DUP_TRANSACTION_ERROR') {
        await this.settlement.markConfirming(o.id);
        return 'known';
      }
      const msg = (e as Error).message;
      this.log.warn(`payout ${o.orderNo}: send failed: ${msg}`);
      await this.settlement.noteError(o.id, `send: ${msg}`);
      return 'error';
    }
  }

  /** Follow a recorded transaction one step towards a final state. */
  async confirm(o: WithdrawOrderRow, c: WithdrawChannelRow, heads: Map<string, TronBlockHead>): Promise<TronConfirm> {
    const api = this.api(c);
    const head = async () => {
      let h = heads.get(o.chain);
      if (!h) {
        h = await api.nowBlock();
        heads.set(o.chain, h);
      }
      return h;
    };
    const info = await api.info(o.txHash!);
    if (!info) {
      const { expiration } = decodeTriggerRaw(recordedTx(o).raw_data_hex);
      const h = await head();
      if (h.timestamp > expiration + TRON_EXPIRY_MARGIN_MS && !(await api.knows(o.txHash!))) {
        await this.settlement.noteError(
          o.id,
          `transaction ${o.txHash} expired (${expiration}) without being included; node head ${h.number} at ${h.timestamp}; nothing was paid`,
        );
        return (await this.settlement.fail(o.id, 'WITHDRAW_PAYOUT_FAILED', null)) ? 'failed' : 'waiting';
      }
      const step = await this.ensureSent(o, c);
      return step === 'sent' ? 'rebroadcast' : 'waiting';
    }
    const h = await head();
    const confirmations = h.number >= info.blockNumber ? h.number - info.blockNumber + 1n : 0n;
    if (confirmations < BigInt(c.confirmations)) {
      await this.settlement.setProgress(o.id, confirmations, info.blockNumber);
      return 'waiting';
    }
    if (info.receiptResult !== 'SUCCESS' || info.result === 'FAILED') {
      await this.settlement.noteError(o.id, `transaction ${o.txHash} ended ${info.receiptResult || info.result || 'without a result'}`);
      return (await this.settlement.fail(o.id, 'WITHDRAW_PAYOUT_FAILED', info.blockNumber)) ? 'failed' : 'waiting';
    }
    if (!this.hasExpectedTransfer(o, c, info)) {
      await this.settlement.noteError(o.id, `transaction ${o.txHash} has no matching Transfer log; settle by hand after checking`);
      return 'waiting';
    }
    return (await this.settlement.settle(o.id, confirmations, info.blockNumber)) ? 'settled' : 'waiting';
  }

  private hasExpectedTransfer(o: WithdrawOrderRow, c: WithdrawChannelRow, info: TronTxInfo): boolean {
    const value = microToToken(BigInt(o.arrival), c.tokenDecimals);
    const token = tronToEvmHex(c.tokenContract);
    const to = tronToEvmHex(o.toAddress);
    const from = this.signer.address;
    const hex20 = (a: string) => '0x' + (a.length === 42 && a.startsWith('41') ? a.slice(2) : a.replace(/^0x/, ''));
    return info.logs.some((l) => {
      if (hex20(l.address) !== token) return false;
      const t = decodeTransfer({ topics: l.topics.map((x) => '0x' + x.replace(/^0x/, '')), data: '0x' + l.data.replace(/^0x/, '') });
      return !!t && t.from === from && t.to === to && t.value === value;
    });
  }
}

function recordedTx(o: WithdrawOrderRow): TronTxJson {
  return JSON.parse(o.rawTx!) as TronTxJson;
}

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : typeof v === 'number' || typeof v === 'bigint' ? String(v) : '');

/**
 * The built transaction is exactly the asked transfer, in its signed bytes (`raw_data_hex`) and in
 * the JSON the node will be sent (`raw_data`), and its id is their sha256. Throws `PayoutSignerError`.
 */
export function checkBuilt(
  tx: TronTxJson,
  want: { owner: string; contract: string; data: string; feeLimit: bigint; now: bigint },
): TronTxJson {
  const refuse = (why: string) => new PayoutSignerError(`node built a transaction that differs from the one asked: ${why}`);
  if (tronTxId(tx.raw_data_hex) !== tx.txID.toLowerCase()) throw refuse('txID is not sha256(raw_data_hex)');
  let d: ReturnType<typeof decodeTriggerRaw>;
  try {
    d = decodeTriggerRaw(tx.raw_data_hex);
  } catch (e) {
    throw refuse((e as Error).message);
  }
  if (d.owner !== want.owner.toLowerCase()) throw refuse('owner_address');
  if (d.contract !== want.contract.toLowerCase()) throw refuse('contract_address');
  if (d.data !== want.data.toLowerCase()) throw refuse('call data (recipient or amount)');
  if (d.callValue !== 0n) throw refuse('call_value');
  if (d.feeLimit !== want.feeLimit) throw refuse('fee_limit');
  // Far in the future would keep an unsent transaction alive (and its order open) for that long;
  // the lower bound only tolerates clock skew (an already expired one is refused by the node).
  if (d.expiration > want.now + MAX_EXPIRATION_MS || d.expiration < want.now - CLOCK_SKEW_MS) throw refuse('expiration');

  // The JSON is what broadcasttransaction deserialises: it must say the same as the signed bytes.
  const raw = tx.raw_data;
  const contracts = raw.contract as { type?: unknown; parameter?: { type_url?: unknown; value?: Record<string, unknown> } }[] | undefined;
  const value = Array.isArray(contracts) && contracts.length === 1 ? contracts[0].parameter?.value : undefined;
  if (
    !value ||
    contracts![0].type !== 'TriggerSmartContract' ||
    contracts![0].parameter?.type_url !== 'type.googleapis.com/protocol.TriggerSmartContract'
  )
    throw refuse('raw_data.contract');
  const same: [string, unknown, string][] = [
    ['owner_address', value.owner_address, d.owner],
    ['contract_address', value.contract_address, d.contract],
    ['data', value.data, d.data],
    ['call_value', value.call_value ?? 0, d.callValue.toString()],
    ['ref_block_bytes', raw.ref_block_bytes, d.refBlockBytes],
    ['ref_block_hash', raw.ref_block_hash, d.refBlockHash],
    ['ref_block_num', raw.ref_block_num ?? 0, d.refBlockNum.toString()],
    ['expiration', raw.expiration, d.expiration.toString()],
    ['timestamp', raw.timestamp ?? 0, d.timestamp.toString()],
    ['fee_limit', raw.fee_limit, d.feeLimit.toString()],
  ];
  for (const [name, json, hex] of same) if (lower(json) !== hex) throw refuse(`raw_data.${name} does not match raw_data_hex`);
  const allowed = new Set(['contract', 'ref_block_bytes', 'ref_block_hash', 'ref_block_num', 'expiration', 'timestamp', 'fee_limit']);
  const extra = Object.keys(raw).find((k) => !allowed.has(k));
  if (extra) throw refuse(`raw_data.${extra}`);
  if (Object.keys(value).some((k) => !['owner_address', 'contract_address', 'data', 'call_value'].includes(k)))
    throw refuse('raw_data.contract value');
  return tx;
}
