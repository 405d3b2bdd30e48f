/**
 * Operator roles. `superadmin` passes every role check; the others are granted per route:
 * - `finance`: decides deposits and withdrawals, resets withdrawal addresses, runs reconciliation;
 * - `support`: reads queues, withdrawals and users' ledgers (no decisions).
 * - `agent`: answers the customer-service chat in `/agent` (its queue, its conversations; nothing else).
 * Finance and support may read the network and withdrawal-rule configuration; only `superadmin`
 * changes it (the rules include the two-approver threshold, which must not be in the hands of the
 * approvers it binds).
 */
export const ADMIN_ROLES = ['finance', 'support', 'superadmin', 'agent'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(s: unknown): s is AdminRole {
  return typeof s === 'string' && (ADMIN_ROLES as readonly string[]).includes(s);
}

/** Whether an operator holding `held` may use a route open to `allowed` (empty: any signed-in operator). */
export function mayAct(held: readonly AdminRole[], allowed: readonly AdminRole[]): boolean {
  if (held.includes('superadmin')) return true;
  return allowed.length === 0 || allowed.some((r) => held.includes(r));
}

/** The signed-in operator of a request. */
export interface Operator {
  id: string;
  username: string;
  roles: AdminRole[];
  sessionId: string;
  ip: string;
  /** A password someone else chose (generated, or set by a superadmin): only `me`, `logout` and `password` answer until it is changed. */
  mustChangePassword?: boolean;
}

/**
 * Resolves an operator's bearer token (the port {@link AdminAuthGuard} depends on). The admin module
 * provides it, so that any module's operator routes are guarded without importing the admin module's
 * files (issue 27 item 4).
 */
export abstract class OperatorSessions {
  /** The operator of a live session, or null (missing, unknown, revoked, expired or disabled). */
  abstract resolve(token: string | undefined, ip: string): Promise<Operator | null>;
}
