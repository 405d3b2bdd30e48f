import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-person approval of manual deposit claims (issue 25 item 4), like withdrawals:
 * - `chain_networks.claim_two_approval_threshold`: claims above it (micro-units; default 1,000 USDT,
 *   the withdrawals' default) need two different operators, the second independent of the first.
 * - `recharge_orders.required_approvals` (fixed when the claim is made), `first_approver` and
 *   `first_approved_at` (the first of two approvals; its origin is in the audit log,
 *   `deposit.approve_first`). Pending claims made before this get their count from their network.
 * - A check: a manual claim that needed two is credited only with a first approver and a different
 *   second one (`reviewed_by`).
 */
export class DepositClaimApprovals1796000001000 implements MigrationInterface {
  name = 'DepositClaimApprovals1796000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `alter table chain_networks add column claim_two_approval_threshold bigint not null default 1000000000
         check (claim_two_approval_threshold >= 0)`,
    );
    await q.query(
      `comment on column chain_networks.claim_two_approval_threshold is 'manual deposit claims above this (micro-units) need two different operators'`,
    );
    await q.query(`
      alter table recharge_orders
        add column required_approvals smallint not null default 1 check (required_approvals in (1, 2)),
        add column first_approver uuid,
        add column first_approved_at timestamptz`);
    await q.query(`
      update recharge_orders r set required_approvals = 2
       where r.kind = 'manual' and r.state = 0
         and r.amount > coalesce((select n.claim_two_approval_threshold from chain_networks n where n.id = r.chain), 1000000000)`);
    await q.query(`
      alter table recharge_orders add constraint recharge_orders_two_approvers check (
        state <> 1 or kind <> 'manual' or required_approvals = 1
        or (first_approver is not null and reviewed_by is not null and reviewed_by <> first_approver))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table recharge_orders drop constraint if exists recharge_orders_two_approvers`);
    await q.query(
      `alter table recharge_orders drop column if exists first_approved_at, drop column if exists first_approver, drop column if exists required_approvals`,
    );
    await q.query(`alter table chain_networks drop column if exists claim_two_approval_threshold`);
  }
}
