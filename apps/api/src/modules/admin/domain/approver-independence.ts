/** What is known about the operator giving the second of two approvals. */
export interface SecondApprover {
  id: string;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  /** the IP of this approval's request */
  ip: string;
}

/** Why a second approval counted or not (written to the audit log either way). */
export interface Independence {
  counted: boolean;
  /** each rule and whether it held */
  checks: {
    notCreatedByFirst: boolean;
    notLastChangedByFirst: boolean;
    accountAgeDays: number;
    minAccountAgeDays: number;
    otherOriginThanFirst: boolean;
  };
  /** the rules that failed (empty when counted) */
  reasons: string[];
}

const DAY_MS = 24 * 3600_000;

/**
 * Two-person approval needs an independent second operator (issue 14 item 3): not created or last
 * changed by the first approver, an account at least `minAgeDays` old, and not the same origin (IP)
 * as the first approval. Pure: the caller supplies the facts.
 */
export function approverIndependence(
  second: SecondApprover,
  first: { id: string; ip: string | null },
  now: Date,
  minAgeDays: number,
): Independence {
  const ageDays = Math.floor(((now.getTime() - second.createdAt.getTime()) / DAY_MS) * 100) / 100;
  const checks = {
    notCreatedByFirst: second.createdBy !== first.id,
    notLastChangedByFirst: second.updatedBy !== first.id,
    accountAgeDays: ageDays,
    minAccountAgeDays: minAgeDays,
    otherOriginThanFirst: !first.ip || !second.ip || first.ip !== second.ip,
  };
  const reasons: string[] = [];
  if (!checks.notCreatedByFirst) reasons.push('created_by_first_approver');
  if (!checks.notLastChangedByFirst) reasons.push('last_changed_by_first_approver');
  if (ageDays < minAgeDays) reasons.push('account_too_new');
  if (!checks.otherOriginThanFirst) reasons.push('same_origin_as_first_approval');
  return { counted: reasons.length === 0, checks, reasons };
}
