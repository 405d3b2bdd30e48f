/**
 * What to do with a recorded transfer that is not final yet (state `seen`), decided from facts
 * fetched before any row is locked: the chain head, and the hash of the canonical block at the
 * transfer's height (null when the node has no block there any more).
 *
 * - the block at that height is no longer the one the log was seen in → `orphan` (never credited);
 * - confirmations (head − height + 1) reached the network's requirement → `credit`;
 * - otherwise → `wait`, recording the confirmations so far.
 */
export type DepositDecision =
  { action: 'credit'; confirmations: bigint } | { action: 'orphan'; confirmations: bigint } | { action: 'wait'; confirmations: bigint };

export function confirmationsAt(head: bigint, blockNumber: bigint): bigint {
  return head >= blockNumber ? head - blockNumber + 1n : 0n;
}

export function decideDeposit(input: {
  head: bigint;
  blockNumber: bigint;
  blockHash: string | null;
  /** undefined: not checked (only needed once confirmations suffice); null: no block at that height */
  canonicalHash?: string | null;
  required: bigint;
}): DepositDecision {
  const confirmations = confirmationsAt(input.head, input.blockNumber);
  if (input.canonicalHash !== undefined && !sameHash(input.canonicalHash, input.blockHash)) return { action: 'orphan', confirmations };
  if (confirmations < input.required) return { action: 'wait', confirmations };
  if (input.canonicalHash === undefined && input.blockHash !== null) {
    throw new Error('canonical block hash must be checked before crediting');
  }
  return { action: 'credit', confirmations };
}

function sameHash(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}
