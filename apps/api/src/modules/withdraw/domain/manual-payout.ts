import { TRANSFER_TOPIC, decodeTransfer, type EvmLog } from '../../chain';

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
/**
 * Block times come from the chain's clock, the application time from ours: a transaction mined up
 * to this long before the application still counts (it refuses transfers older than that).
 */
const CLOCK_SLACK_MS = 3600_000n;

/** A transaction hash as an operator may paste it (case, blanks): the canonical lowercase form, or null. */
export function normalizeTxHash(raw: string | undefined): string | null {
  const h = (raw ?? '').trim().toLowerCase();
  return TX_HASH.test(h) ? h : null;
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
