import { TRANSFER_TOPIC, decodeTransfer, tronToEvmHex, type ChainFamily, type EvmLog } from '../../chain';

/** Why a recorded manual payout transaction does not pay its withdrawal (message codes). */
export type ManualPayoutRefusal =
  'WITHDRAW_PAYMENT_TX_NOT_FOUND' | 'WITHDRAW_PAYMENT_TX_REVERTED' | 'WITHDRAW_PAYMENT_TX_TOO_OLD' | 'WITHDRAW_PAYMENT_TX_MISMATCH';

/** A mined transaction as the check needs it (addresses and topics lowercase). */
export interface ManualPayoutReceipt {
  status: 0n | 1n;
  /** unix seconds of its block */
  blockTime: bigint;
  logs: Pick<EvmLog, 'address' | 'topics' | 'data'>[];
}

export interface ManualPayoutExpectation {
  /** the network's token contract */
  token: string;
  /** the withdrawal's destination */
  to: string;
  /** the exact arrival in the token's minor units */
  value: bigint;
  /** the withdrawal was applied for then: a transaction mined before cannot pay it */
  notBefore: Date;
}

const TX_HASH = /^0x[0-9a-f]{64}$/;
/** A TRON transaction id: 64 hex digits, no 0x (as TronScan and wallets show it). */
const TRON_TX_ID = /^[0-9a-f]{64}$/;
/**
 * Block times come from the chain's clock, the application time from ours: a transaction mined up
 * to this long before the application still counts (it refuses transfers older than that).
 */
const CLOCK_SLACK_MS = 3600_000n;

/**
 * A transaction hash as an operator may paste it (case, blanks): the canonical lowercase form for the
 * network's family (EVM: `0x` + 64 hex digits; TRON: the 64 hex digits of the transaction id, no
 * `0x`), or null.
 */
export function normalizeTxHash(raw: string | undefined, family: ChainFamily = 'evm'): string | null {
  const h = (raw ?? '').trim().toLowerCase();
  return (family === 'tron' ? TRON_TX_ID : TX_HASH).test(h) ? h : null;
}

/**
 * Whether a mined transaction pays the withdrawal: it succeeded, was not mined before the withdrawal
 * was applied for (within the clocks' slack), and has an ERC-20 Transfer log of the network's token to the destination of exactly
 * the arrival. The sender is not checked (the operator's own wallet).
 */
export function checkManualPayout(
  r: ManualPayoutReceipt,
  e: ManualPayoutExpectation,
): { ok: true } | { ok: false; code: ManualPayoutRefusal } {
  if (r.status !== 1n) return { ok: false, code: 'WITHDRAW_PAYMENT_TX_REVERTED' };
  if (r.blockTime * 1000n < BigInt(e.notBefore.getTime()) - CLOCK_SLACK_MS) return { ok: false, code: 'WITHDRAW_PAYMENT_TX_TOO_OLD' };
  const token = e.token.toLowerCase();
  const to = e.to.toLowerCase();
  const paid = r.logs.some((l) => {
    if (l.address.toLowerCase() !== token || l.topics[0] !== TRANSFER_TOPIC) return false;
    const t = decodeTransfer(l);
    return !!t && t.to === to && t.value === e.value;
  });
  return paid ? { ok: true } : { ok: false, code: 'WITHDRAW_PAYMENT_TX_MISMATCH' };
}

/**
 * A TRON transaction's execution result as `/wallet/gettransactioninfobyid` answers it: `receipt.result`,
 * the top-level `result` ('FAILED' on failure), `blockTimeStamp` in ms, and its event logs with 20-byte
 * hex addresses (TronGrid leaves out the `41` prefix; it is tolerated) and topics/data without 0x.
 */
export interface TronManualPayoutInfo {
  receiptResult: string;
  result: string;
  blockTime: bigint;
  logs: { address: string; topics: string[]; data: string }[];
}

const hex0x = (v: string) => '0x' + v.toLowerCase().replace(/^0x/, '');
const tronLogAddress = (a: string) => {
  const h = a.toLowerCase().replace(/^0x/, '');
  return '0x' + (h.length === 42 && h.startsWith('41') ? h.slice(2) : h);
};

/**
 * The same rule as {@link checkManualPayout} for a TRC-20 payment on TRON: `receipt.result` SUCCESS
 * (and no FAILED result), the block not more than the clocks' slack before the application, and a
 * TRC-20 Transfer log of the network's token (`token`, base58) to the withdrawal's address (`to`,
 * base58) of exactly the arrival.
 */
export function checkTronManualPayout(
  info: TronManualPayoutInfo,
  e: ManualPayoutExpectation,
): { ok: true } | { ok: false; code: ManualPayoutRefusal } {
  const token = tronToEvmHex(e.token);
  const to = tronToEvmHex(e.to);
  const receipt: ManualPayoutReceipt = {
    status: info.receiptResult === 'SUCCESS' && info.result !== 'FAILED' ? 1n : 0n,
    blockTime: info.blockTime / 1000n,
    logs: info.logs.map((l) => ({ address: tronLogAddress(l.address), topics: l.topics.map(hex0x), data: hex0x(l.data) })),
  };
  if (receipt.status !== 1n) return { ok: false, code: 'WITHDRAW_PAYMENT_TX_REVERTED' };
  if (!token || !to) return { ok: false, code: 'WITHDRAW_PAYMENT_TX_MISMATCH' };
  return checkManualPayout(receipt, { ...e, token, to });
}
