import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { LoanStatus } from './domain/loan-state';

export interface LoanConfigRow {
  /** micro-units, bigint text */
  amountMin: string;
  amountMax: string;
  /** decimal fraction text as stored ("0.00050000") */
  dailyRate: string;
  overdueRate: string;
  offeredTerms: number[];
  twoApprovalsAbove: string;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface LoanRow {
  id: string;
  userId: string;
  status: LoanStatus;
  realName: string;
  countryId: number;
  identification: string;
  photoFace: string;
  photoBack: string;
  photoHand: string;
  amount: string;
  termDays: number;
  dailyRate: string;
  overdueRate: string;
  totalInterest: string;
  submittedAt: Date;
  requiredApprovals: 1 | 2;
  firstApprover: string | null;
  firstApprovedAt: Date | null;
  approvedBy: string | null;
  approvedAt: Date | null;
  dueAt: Date | null;
  disburseTransferId: string | null;
  rejectedBy: string | null;
  rejectedAt: Date | null;
  rejectReason: string | null;
  repaidAmount: string;
  repayCount: number;
  repaidAt: Date | null;
  overdueNotifiedAt: Date | null;
  createdAt: Date;
}

/** A loan application as submitted: the row's applicant fields, amounts as bigints. */
export type NewLoan = Pick<
  LoanRow,
  | 'id'
  | 'userId'
  | 'realName'
  | 'countryId'
  | 'identification'
  | 'photoFace'
  | 'photoBack'
  | 'photoHand'
  | 'termDays'
  | 'dailyRate'
  | 'overdueRate'
  | 'requiredApprovals'
  | 'submittedAt'
> & { amount: bigint; totalInterest: bigint };

export interface LoanRepaymentRow {
  seq: number;
  amount: string;
  source: 'buyer' | 'operator';
  operatorId: string | null;
  transferId: string;
  createdAt: Date;
}

const COLUMNS = `l.id::text, l.user_id as "userId", l.status, l.real_name as "realName", l.country_id as "countryId",
  l.identification, l.photo_face as "photoFace", l.photo_back as "photoBack", l.photo_hand as "photoHand",
  l.amount::text, l.term_days as "termDays", l.daily_rate::text as "dailyRate", l.overdue_rate::text as "overdueRate",
  l.total_interest::text as "totalInterest", l.submitted_at as "submittedAt", l.required_approvals as "requiredApprovals",
  l.first_approver as "firstApprover", l.first_approved_at as "firstApprovedAt", l.approved_by as "approvedBy",
  l.approved_at as "approvedAt", l.due_at as "dueAt", l.disburse_transfer_id::text as "disburseTransferId",
  l.rejected_by as "rejectedBy", l.rejected_at as "rejectedAt", l.reject_reason as "rejectReason",
  l.repaid_amount::text as "repaidAmount", l.repay_count as "repayCount", l.repaid_at as "repaidAt",
  l.overdue_notified_at as "overdueNotifiedAt", l.created_at as "createdAt"`;

/** What the operator's views add: the applicant's username and the nationality's ISO 3166 code (`countries.iso2`). */
const ADMIN_COLUMNS = `u.username, c.iso2 as "countryCode"`;

export type AdminLoanRow = LoanRow & { username: string; countryCode: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loans, their repayments and the product row. Raw SQL; ids that are not uuids find nothing. */
@Injectable()
export class LoanRepository extends BaseRepository {
  async config(opts: { lock?: boolean } = {}): Promise<LoanConfigRow> {
    const [row] = await this.em.query(
      `select amount_min::text as "amountMin", amount_max::text as "amountMax", daily_rate::text as "dailyRate",
         overdue_rate::text as "overdueRate", offered_terms as "offeredTerms", two_approvals_above::text as "twoApprovalsAbove",
         updated_at as "updatedAt", updated_by as "updatedBy"
       from loan_config where id = 1 ${opts.lock ? 'for update' : ''}`,
    );
    if (!row) throw new Error('loan_config row missing (migration 1763980000000 seeds it)');
    return row as LoanConfigRow;
  }

  async updateConfig(c: Omit<LoanConfigRow, 'updatedAt' | 'updatedBy'>, adminId: string): Promise<void> {
    await this.em.query(
      `update loan_config set amount_min = $1, amount_max = $2, daily_rate = $3, overdue_rate = $4, offered_terms = $5,
         two_approvals_above = $6, updated_at = now(), updated_by = $7 where id = 1`,
      [c.amountMin, c.amountMax, c.dailyRate, c.overdueRate, c.offeredTerms, c.twoApprovalsAbove, adminId],
    );
  }

  async countryExists(id: number): Promise<boolean> {
    const rows = await this.em.query(`select 1 from countries where id = $1`, [id]);
    return rows.length > 0;
  }

  async insert(l: NewLoan): Promise<void> {
    await this.em.query(
      `insert into loans (id, user_id, status, real_name, country_id, identification, photo_face, photo_back, photo_hand,
         amount, term_days, daily_rate, overdue_rate, total_interest, required_approvals, submitted_at)
       values ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      applicationParams(l),
    );
  }

  /** Overwrite a rejected loan with a new application (back to review, approvals cleared). */
  async reapply(l: NewLoan): Promise<boolean> {
    const rows = await this.em.query(
      `update loans set status = 1, real_name = $3, country_id = $4, identification = $5, photo_face = $6, photo_back = $7,
         photo_hand = $8, amount = $9, term_days = $10, daily_rate = $11, overdue_rate = $12, total_interest = $13,
         required_approvals = $14, submitted_at = $15, first_approver = null, first_approved_at = null,
         rejected_by = null, rejected_at = null, reject_reason = null
       where id = $1 and user_id = $2 and status = 4 returning id`,
      applicationParams(l),
    );
    return rowCount(rows) > 0;
  }

  async find(id: string): Promise<LoanRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.query(`select ${COLUMNS} from loans l where l.id = $1`, [id]);
    return (row as LoanRow) ?? null;
  }

  /** The loan if it is `userId`'s, else null (another user's loan is "not found"). */
  async findOwn(id: string, userId: string, opts: { lock?: boolean } = {}): Promise<LoanRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.query(
      `select ${COLUMNS} from loans l where l.id = $1 and l.user_id = $2 ${opts.lock ? 'for update' : ''}`,
      [id, userId],
    );
    return (row as LoanRow) ?? null;
  }

  async lock(id: string): Promise<LoanRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.query(`select ${COLUMNS} from loans l where l.id = $1 for update`, [id]);
    return (row as LoanRow) ?? null;
  }

  /** The user's loan that blocks a new application (status 1–4), if any. */
  async openOf(userId: string): Promise<LoanRow | null> {
    const [row] = await this.em.query(`select ${COLUMNS} from loans l where l.user_id = $1 and l.status in (1, 2, 3, 4) limit 1`, [userId]);
    return (row as LoanRow) ?? null;
  }

  /** Whether the user has a loan under review, active or overdue (it blocks cancelling the account). */
  async hasUnfinished(userId: string): Promise<boolean> {
    const rows = await this.em.query(`select 1 from loans where user_id = $1 and status in (1, 2, 3) limit 1`, [userId]);
    return rows.length > 0;
  }

  /** The user's active loan (status 2 or 3), if any. */
  async activeOf(userId: string): Promise<LoanRow | null> {
    const [row] = await this.em.query(
      `select ${COLUMNS} from loans l where l.user_id = $1 and l.status in (2, 3) order by l.approved_at limit 1`,
      [userId],
    );
    return (row as LoanRow) ?? null;
  }

  async pageOf(userId: string, offset: number, limit: number): Promise<LoanRow[]> {
    return this.em.query(`select ${COLUMNS} from loans l where l.user_id = $1 order by l.submitted_at desc, l.id limit $2 offset $3`, [
      userId,
      limit,
      offset,
    ]);
  }

  async countOf(userId: string): Promise<number> {
    const [r] = await this.em.query(`select count(*)::int as n from loans where user_id = $1`, [userId]);
    return r.n as number;
  }

  async adminPage(statuses: LoanStatus[], offset: number, limit: number): Promise<AdminLoanRow[]> {
    return this.em.query(
      `select ${COLUMNS}, ${ADMIN_COLUMNS} from loans l join users u on u.id = l.user_id
       left join countries c on c.id = l.country_id
       where l.status = any($1::smallint[]) order by l.submitted_at, l.id limit $2 offset $3`,
      [statuses, limit, offset],
    );
  }

  async adminCount(statuses: LoanStatus[]): Promise<number> {
    const [r] = await this.em.query(`select count(*)::int as n from loans where status = any($1::smallint[])`, [statuses]);
    return r.n as number;
  }

  async adminFind(id: string): Promise<AdminLoanRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.query(
      `select ${COLUMNS}, ${ADMIN_COLUMNS} from loans l join users u on u.id = l.user_id
       left join countries c on c.id = l.country_id where l.id = $1`,
      [id],
    );
    return (row as AdminLoanRow) ?? null;
  }

  async recordFirstApproval(id: string, adminId: string): Promise<boolean> {
    const rows = await this.em.query(
      `update loans set first_approver = $2, first_approved_at = now() where id = $1 and status = 1 and first_approver is null returning id`,
      [id, adminId],
    );
    return rowCount(rows) > 0;
  }

  async markApproved(id: string, adminId: string, at: Date, dueAt: Date, transferId: string): Promise<boolean> {
    const rows = await this.em.query(
      `update loans set status = 2, approved_by = $2, approved_at = $3, due_at = $4, disburse_transfer_id = $5
       where id = $1 and status = 1 returning id`,
      [id, adminId, at, dueAt, transferId],
    );
    return rowCount(rows) > 0;
  }

  async markRejected(id: string, adminId: string, reason: string): Promise<boolean> {
    const rows = await this.em.query(
      `update loans set status = 4, rejected_by = $2, rejected_at = now(), reject_reason = $3 where id = $1 and status = 1 returning id`,
      [id, adminId, reason],
    );
    return rowCount(rows) > 0;
  }

  /** Record repayment number `seq` and the loan's new totals (settled → status 5). */
  async addRepayment(
    loanId: string,
    r: { seq: number; amount: bigint; source: 'buyer' | 'operator'; operatorId: string | null; transferId: string; settles: boolean },
  ): Promise<void> {
    await this.em.query(
      `insert into loan_repayments (loan_id, seq, amount, source, operator_id, transfer_id) values ($1, $2, $3, $4, $5, $6)`,
      [loanId, r.seq, r.amount.toString(), r.source, r.operatorId, r.transferId],
    );
    await this.em.query(
      `update loans set repaid_amount = repaid_amount + $2, repay_count = $3,
         status = case when $4 then 5 else status end, repaid_at = case when $4 then now() else repaid_at end
       where id = $1`,
      [loanId, r.amount.toString(), r.seq, r.settles],
    );
  }

  async repayments(loanId: string): Promise<LoanRepaymentRow[]> {
    return this.em.query(
      `select seq, amount::text, source, operator_id as "operatorId", transfer_id::text as "transferId", created_at as "createdAt"
       from loan_repayments where loan_id = $1 order by seq`,
      [loanId],
    );
  }

  /** Active loans past their due date → overdue (3); answers the ids moved. `userId` limits it to one user. */
  async markOverdue(now: Date, userId?: string): Promise<{ id: string; userId: string }[]> {
    const rows = await this.em.query(
      `update loans set status = 3 where status = 2 and due_at < $1 ${userId ? 'and user_id = $2' : ''}
       returning id::text, user_id as "userId"`,
      userId ? [now, userId] : [now],
    );
    return returned(rows) as { id: string; userId: string }[];
  }

  /** Overdue loans whose buyer has not been told yet (locked, skipping ones another worker holds). */
  async overdueUnnotified(limit: number): Promise<(LoanRow & { email: string | null; phone: string | null })[]> {
    return this.em.query(
      `select ${COLUMNS}, u.email, u.phone from loans l join users u on u.id = l.user_id
       where l.status = 3 and l.overdue_notified_at is null order by l.due_at limit $1 for update of l skip locked`,
      [limit],
    );
  }

  async markNotified(id: string): Promise<void> {
    await this.em.query(`update loans set overdue_notified_at = now() where id = $1`, [id]);
  }

  /**
   * Active loans due within one of `stages` days of `now` whose buyer has not had the reminder of
   * the nearest such stage (or a nearer one) yet; locked, skipping ones another worker holds.
   */
  async dueUnreminded(now: Date, stages: readonly number[], limit: number): Promise<LoanRow[]> {
    return this.em.query(
      `select ${COLUMNS} from loans l
       cross join lateral (select min(d)::int as stage from unnest($2::int[]) d where l.due_at <= $1::timestamptz + make_interval(hours => d * 24)) s
       where l.status = 2 and l.due_at > $1 and s.stage is not null
         and not exists (select 1 from loan_due_reminders r where r.loan_id = l.id and r.days_before <= s.stage)
       order by l.due_at limit $3 for update of l skip locked`,
      [now, [...stages], limit],
    );
  }

  /** Record that the loan's reminder of `daysBefore` went out; false when it already had (nothing written). */
  async markReminded(id: string, daysBefore: number, dueAt: Date): Promise<boolean> {
    const rows = await this.em.query(
      `insert into loan_due_reminders (loan_id, days_before, due_at) values ($1, $2, $3) on conflict do nothing returning loan_id`,
      [id, daysBefore, dueAt],
    );
    return rowCount(rows) > 0;
  }
}

/** TypeORM answers `[rows, count]` for UPDATE … RETURNING on postgres. */
function returned(rows: unknown): unknown[] {
  if (Array.isArray(rows) && rows.length === 2 && Array.isArray(rows[0]) && typeof rows[1] === 'number') return rows[0] as unknown[];
  return rows as unknown[];
}

function rowCount(rows: unknown): number {
  return returned(rows).length;
}

/** An application's columns as $1…$15 of insert and reapply (id and user first: reapply's WHERE). */
function applicationParams(l: NewLoan): unknown[] {
  return [
    l.id,
    l.userId,
    l.realName,
    l.countryId,
    l.identification,
    l.photoFace,
    l.photoBack,
    l.photoHand,
    l.amount.toString(),
    l.termDays,
    l.dailyRate,
    l.overdueRate,
    l.totalInterest.toString(),
    l.requiredApprovals,
    l.submittedAt,
  ];
}
