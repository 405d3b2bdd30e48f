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

export const ADMIN_USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 128;

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
