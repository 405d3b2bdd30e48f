/** Return reasons 1–9 (legacy-api §5): not received, not wanted, wrong goods, fake brand, missing items, damaged, poor quality, agreed with the seller, other. */
export const RETURN_REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

const BEFORE_SHIPPING: readonly ReturnReason[] = [1, 2, 8, 9];

/**
 * The reasons that fit an order in `status` (issue 26): before it ships (paid, confirmed) nothing can
 * have arrived wrong, fake, incomplete, damaged or poor, so only not received, not wanted, agreed with
 * the seller and other; once shipped, every reason.
 */
export function returnReasonsFor(status: number): readonly ReturnReason[] {
  return status === 1 || status === 2 ? BEFORE_SHIPPING : RETURN_REASONS;
}
