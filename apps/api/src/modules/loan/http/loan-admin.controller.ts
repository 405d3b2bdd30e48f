import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminLoanConfigView, AdminLoanView, AdminPage } from '@mall/contracts';
import { Money } from '@mall/money';
import { z } from 'zod';
import { ErrorBody, PageSchema, type Operator } from '../../admin';
import { AdminAuthGuard, AdminRoles, CurrentOperator } from '../../../core/auth/admin-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import { LOAN_STATUSES, type LoanStatus } from '../domain/loan-state';
import { PHOTO_SLOTS, type PhotoSlot } from '../id-photo.store';
import type { AdminLoan } from '../loan-review.service';
import { LoanAdminService } from '../loan-admin.service';
import type { LoanProduct } from '../loan.service';

const ListSchema = PageSchema.extend({
  /** comma list of statuses 1–5; default: 1 (under review) */
  status: z
    .string()
    .max(20)
    .optional()
    .transform((s) => (s ? s.split(',').map((x) => +x.trim()) : undefined))
    .pipe(z.array(z.number().refine((n): n is LoanStatus => (LOAN_STATUSES as number[]).includes(n))).optional()),
});
const ReasonSchema = z.object({ reason: z.string().max(2000) }).strict();
const RepaymentSchema = z.object({ amount: z.string().max(40) }).strict();
const ConfigSchema = z
  .object({
    amountMin: z.string().max(20),
    amountMax: z.string().max(20),
    dailyRate: z.string().max(20),
    overdueRate: z.string().max(20),
    offeredTerms: z.array(z.number().int()).max(20),
    twoApprovalsAbove: z.string().max(20),
  })
  .strict();

/**
 * Loans for operators: the review queue with the ID photos (streamed from private storage, never a
 * public URL), approve (two independent operators above the configured amount; disburses once),
 * reject with a reason, manual repayments, and the product configuration (superadmin).
 */
@ApiTags('admin: loans')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorBody, description: 'ADMIN_AUTH_REQUIRED' })
@ApiResponse({ status: 403, type: ErrorBody, description: 'ADMIN_FORBIDDEN (role)' })
@Controller('v1/admin')
@UseGuards(AdminAuthGuard)
export class LoanAdminController {
  constructor(private readonly loans: LoanAdminService) {}

  @Get('loans')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Loans by status (default: under review), oldest application first' })
  @ApiQuery({ name: 'status', required: false, description: 'comma list of 1 review, 2 active, 3 overdue, 4 rejected, 5 repaid' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  async list(@Query() query: unknown): Promise<AdminPage<AdminLoanView>> {
    const q = parseInput(ListSchema, query);
    const p = await this.loans.list(q.status, { pageNo: q.page, pageSize: q.size });
    return { items: p.elements.map(loanOut), page: p.pageNo, size: p.pageSize, total: p.totalElements };
  }

  @Get('loans/config')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'The loan product: amount range, offered terms, daily and overdue rates, two-approver amount' })
  async config(): Promise<AdminLoanConfigView> {
    return configOut(await this.loans.config());
  }

  @Patch('loans/config')
  @AdminRoles('superadmin')
  @ApiOperation({ summary: 'Change the loan product (superadmin; applies to new applications only)' })
  @ApiResponse({ status: 400, type: ErrorBody, description: 'LOAN_CONFIG_INVALID, LOAN_TERMS_EMPTY' })
  async setConfig(@CurrentOperator() op: Operator, @Body() body: unknown): Promise<AdminLoanConfigView> {
    return configOut(await this.loans.updateConfig(op, parseInput(ConfigSchema, body)));
  }

  @Get('loans/:id')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'One loan with its repayments' })
  @ApiParam({ name: 'id' })
  async one(@Param('id') id: string): Promise<AdminLoanView> {
    return loanOut(await this.loans.find(id));
  }

  @Get('loans/:id/photos/:slot')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'An ID photo (face, back, hand), streamed to operators only; each view is audited' })
  @ApiParam({ name: 'id' })
  @ApiParam({ name: 'slot', enum: PHOTO_SLOTS })
  async photo(@CurrentOperator() op: Operator, @Param('id') id: string, @Param('slot') slot: string, @Res() reply: FastifyReply) {
    const s = parseInput(z.enum(PHOTO_SLOTS as [PhotoSlot, ...PhotoSlot[]]), slot);
    const file = await this.loans.photo(op, id, s);
    await reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  }

  @Post('loans/:id/approve')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Approve: disburses the principal to the buyer once (above the threshold: the second of two different operators)',
    description:
      'The second of two approvals counts only from an operator independent of the first: not created or last changed by them, an ' +
      'account at least `APPROVER_MIN_ACCOUNT_AGE_DAYS` old, not from the first approval’s IP. Otherwise 409 ' +
      'ADMIN_APPROVER_NOT_INDEPENDENT, the loan keeps waiting and the audit log says why (`loan.approve_not_counted`).',
  })
  @ApiResponse({
    status: 409,
    type: ErrorBody,
    description: 'LOAN_NOT_PENDING, LOAN_SAME_APPROVER, ADMIN_APPROVER_NOT_INDEPENDENT, LOAN_SETTLED',
  })
  approve(@CurrentOperator() op: Operator, @Param('id') id: string) {
    return this.loans.approve(op, id);
  }

  @Post('loans/:id/reject')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: 'Reject with a reason (shown to the buyer, who may re-apply)' })
  async reject(@CurrentOperator() op: Operator, @Param('id') id: string, @Body() body: unknown) {
    await this.loans.reject(op, id, parseInput(ReasonSchema, body).reason);
    return { ok: true };
  }

  @Post('loans/:id/repayments')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: 'Record a repayment received outside the wallet; partial amounts accumulate until the loan is settled' })
  async repayment(@CurrentOperator() op: Operator, @Param('id') id: string, @Body() body: unknown) {
    const r = await this.loans.recordRepayment(op, id, parseInput(RepaymentSchema, body).amount);
    return { repaid: r.repaid.format(), due: r.due.format(), settled: r.settled };
  }
}

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

function loanOut(l: AdminLoan): AdminLoanView {
  const base = `/v1/admin/loans/${l.id}/photos`;
  return {
    id: l.id,
    userId: l.userId,
    username: l.username,
    status: l.status,
    realName: l.realName,
    countryId: l.countryId,
    countryCode: l.countryCode,
    identification: l.identification,
    amount: l.terms.amount.format(),
    termDays: l.terms.termDays,
    dailyRate: l.terms.dailyRate,
    overdueRate: l.terms.overdueRate,
    apr: l.terms.aprPercent,
    totalInterest: l.terms.totalInterest.format(),
    totalRepayment: l.terms.totalRepayment.format(),
    lateFeePerDay: l.terms.lateCostPerDay.format(),
    submittedAt: l.submittedAt.toISOString(),
    requiredApprovals: l.requiredApprovals,
    firstApprover: l.firstApprover,
    approvedBy: l.approvedBy,
    approvedAt: iso(l.approvedAt),
    dueAt: iso(l.dueAt),
    rejectReason: l.rejectReason,
    repaid: l.repaid.format(),
    due: l.quote ? l.quote.due.format() : null,
    days: l.quote ? l.quote.days : null,
    photos: { face: `${base}/face`, back: `${base}/back`, hand: `${base}/hand` },
    repayments: l.repayments.map((r) => ({
      seq: r.seq,
      amount: Money.ofMinorString(r.amount).format(),
      source: r.source,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

function configOut(p: LoanProduct): AdminLoanConfigView {
  return {
    amountMin: p.amountMin.format(),
    amountMax: p.amountMax.format(),
    dailyRate: p.dailyRate,
    overdueRate: p.overdueRate,
    apr: p.aprPercent,
    offeredTerms: p.offeredTerms,
    allTerms: p.allTerms,
    twoApprovalsAbove: p.twoApprovalsAbove.format(),
  };
}
