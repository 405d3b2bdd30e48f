import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Manual withdrawal payouts (issue 26): on a network without a payout signer an operator pays an
 * approved withdrawal from their own wallet and records the transaction hash; the order waits in
 * `verifying` until the chain watcher has checked that transaction, then settles like a signed payout.
 * - state `verifying` (open: money stays frozen);
 * - `paid_by` / `paid_at`: the operator who recorded the hash, and when;
 * - a recorded hash has no nonce / raw bytes / sender of ours: `withdraw_orders_signed` now ties only
 *   those three together (and to a hash); `(chain, tx_hash)` stays unique.
 */
export class ManualPayouts1796000009000 implements MigrationInterface {
  name = 'ManualPayouts1796000009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table withdraw_orders
        add column paid_by uuid references admin_users (id),
        add column paid_at timestamptz,
        drop constraint withdraw_orders_state_check,
        drop constraint withdraw_orders_signed,
        drop constraint withdraw_orders_sent,
        drop constraint withdraw_orders_approved`);
    await q.query(`
      alter table withdraw_orders
        add constraint withdraw_orders_state_check
          check (state in ('pending_review', 'approved', 'broadcasting', 'confirming', 'verifying', 'success', 'rejected', 'failed')),
        add constraint withdraw_orders_signed check ((nonce is null) = (raw_tx is null) and (nonce is null) = (from_address is null)
          and (nonce is null or tx_hash is not null)),
        add constraint withdraw_orders_sent check (state not in ('broadcasting', 'confirming', 'verifying', 'success') or tx_hash is not null),
        add constraint withdraw_orders_paid check ((paid_by is null) = (paid_at is null) and (state <> 'verifying' or paid_by is not null)),
        add constraint withdraw_orders_approved check (state not in ('approved', 'broadcasting', 'confirming', 'verifying', 'success')
          or (first_approver is not null and (required_approvals = 1 or second_approver is not null)))`);
    await q.query(`drop index withdraw_orders_open_idx`);
    await q.query(
      `create index withdraw_orders_open_idx on withdraw_orders (state, id)
        where state in ('pending_review', 'approved', 'broadcasting', 'confirming', 'verifying')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index withdraw_orders_open_idx`);
    await q.query(
      `create index withdraw_orders_open_idx on withdraw_orders (state, id) where state in ('pending_review', 'approved', 'broadcasting', 'confirming')`,
    );
    await q.query(`
      alter table withdraw_orders
        drop constraint withdraw_orders_paid,
        drop constraint withdraw_orders_state_check,
        drop constraint withdraw_orders_signed,
        drop constraint withdraw_orders_sent,
        drop constraint withdraw_orders_approved,
        drop column paid_by,
        drop column paid_at`);
    await q.query(`
      alter table withdraw_orders
        add constraint withdraw_orders_state_check
          check (state in ('pending_review', 'approved', 'broadcasting', 'confirming', 'success', 'rejected', 'failed')),
        add constraint withdraw_orders_signed check ((tx_hash is null) = (nonce is null) and (tx_hash is null) = (raw_tx is null)
          and (tx_hash is null) = (from_address is null)),
        add constraint withdraw_orders_sent check (state not in ('broadcasting', 'confirming', 'success') or tx_hash is not null),
        add constraint withdraw_orders_approved check (state not in ('approved', 'broadcasting', 'confirming', 'success')
          or (first_approver is not null and (required_approvals = 1 or second_approver is not null)))`);
  }
}
