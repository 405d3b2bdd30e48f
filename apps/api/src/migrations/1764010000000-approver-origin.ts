import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Independent second approvers for operator refunds (issue 14 item 3): the IP the refund was
 * requested from (the first of its two approvals), so the second approval can be refused from the
 * same origin. Loans and withdrawals find their first approval's IP in the audit log (its target is
 * the loan or order); a refund's audit row names the order, which may have several refunds.
 */
export class ApproverOrigin1764010000000 implements MigrationInterface {
  name = 'ApproverOrigin1764010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table order_refunds add column requested_ip text check (char_length(requested_ip) <= 64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table order_refunds drop column if exists requested_ip`);
  }
}
