import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AdminDepositClaim, AdminPage, AdminWithdrawal as AdminWithdrawalWire } from '@mall/contracts';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { PendingClaimPage } from '../../chain';
import type { ReconcileReport, StatementPage } from '../../ledger';
import { WITHDRAW_STATES, type AdminWithdrawal, type ApprovalOutcome } from '../../withdraw';
import { AdminOperationsService } from '../admin-operations.service';
import type { AuditPage } from '../../audit';
import type { Operator } from '../../../core/auth/operator';
import { AdminAuthGuard, AdminRoles, CurrentOperator } from '../../../core/auth/admin-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import {
  AddressResetResult,
  ApprovalResult,
  AuditPageView,
  DepositApproval,
  DepositClaimPage,
  ErrorBody,
  LedgerPage,
  PageSchema,
  ReasonBody,
  ReasonSchema,
  RecordPaymentBody,
  RecordPaymentResult,
  RecordPaymentSchema,
  ReconcileReportView,
  WithdrawalPage,
  WithdrawalView,
} from './admin.dto';

const WithdrawListSchema = PageSchema.extend({
  /** comma list of states; default: every open state */
  state: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ? s.split(',').map((x) => x.trim()) : undefined))
    .pipe(z.array(z.enum(WITHDRAW_STATES)).optional()),
});
const LedgerQuerySchema = PageSchema.extend({ account: z.enum(['available', 'frozen']).default('available') });
const AuditQuerySchema = PageSchema.extend({
  action: z.string().max(64).optional(),
  target: z.string().max(200).optional(),
});

/** The operator console's API: review queues, decisions, users' money, reconciliation, audit log. */
@ApiTags('admin: review and money')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorBody, description: 'ADMIN_AUTH_REQUIRED' })
@ApiResponse({ status: 403, type: ErrorBody, description: 'ADMIN_FORBIDDEN (role)' })
@Controller('v1/admin')
@UseGuards(AdminAuthGuard)
export class AdminController {
  constructor(private readonly ops: AdminOperationsService) {}

  @Get('deposits')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Manual deposit claims waiting for review, oldest first' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiOkResponse({ type: DepositClaimPage })
  async deposits(@Query() query: unknown) {
    const q = parseInput(PageSchema, query);
    return pageOut(
      await this.ops.pendingDeposits({ pageNo: q.page, pageSize: q.size }),
      (c: PendingClaimPage['elements'][number]): AdminDepositClaim => ({
        ...c,
        amount: c.amount.format(),
        createdAt: c.createdAt.toISOString(),
      }),
    );
  }

  @Post('deposits/:orderNo/approve')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Approve a deposit claim: credits the user (once)',
    description:
      "Above the network's threshold (`claimTwoApprovalThreshold`, fixed when the claim was made) two different operators must approve: " +
      'the first call records an approval (`pending_review`), the second (by someone else) credits. The second counts only from an operator ' +
      'independent of the first (not created or last changed by them, an account at least `APPROVER_MIN_ACCOUNT_AGE_DAYS` old, not from the ' +
      'first approval’s IP): otherwise 409 ADMIN_APPROVER_NOT_INDEPENDENT and `deposit.approve_not_counted` in the audit log.',
  })
  @ApiParam({ name: 'orderNo' })
  @ApiOkResponse({ type: DepositApproval })
  @ApiResponse({
    status: 409,
    type: ErrorBody,
    description: 'RECHARGE_ORDER_NOT_PENDING, RECHARGE_SAME_APPROVER or ADMIN_APPROVER_NOT_INDEPENDENT',
  })
  approveDeposit(@CurrentOperator() op: Operator, @Param('orderNo') orderNo: string) {
    return this.ops.approveDeposit(op, orderNo);
  }

  @Post('deposits/:orderNo/reject')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: 'Reject a deposit claim with a reason shown to the user' })
  @ApiParam({ name: 'orderNo' })
  @ApiBody({ type: ReasonBody })
  async rejectDeposit(@CurrentOperator() op: Operator, @Param('orderNo') orderNo: string, @Body() body: unknown) {
    await this.ops.rejectDeposit(op, orderNo, parseInput(ReasonSchema, body).reason);
    return { orderNo, state: 'rejected' };
  }

  @Get('withdrawals')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Withdrawals, oldest first (default: every unfinished one)' })
  @ApiQuery({ name: 'state', required: false, description: `comma list of ${WITHDRAW_STATES.join(', ')}` })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiOkResponse({ type: WithdrawalPage })
  async withdrawals(@Query() query: unknown) {
    const q = parseInput(WithdrawListSchema, query);
    return pageOut(await this.ops.withdrawalsToReview(q.state, { pageNo: q.page, pageSize: q.size }), withdrawalOut);
  }

  @Get('withdrawals/:orderNo')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'One withdrawal' })
  @ApiParam({ name: 'orderNo' })
  @ApiOkResponse({ type: WithdrawalView })
  async withdrawal(@Param('orderNo') orderNo: string) {
    return withdrawalOut(await this.ops.withdrawal(orderNo));
  }

  @Post('withdrawals/:orderNo/approve')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Approve a withdrawal',
    description:
      'Above the network threshold two different operators must approve: the first call records an approval, the second (by someone else) approves. ' +
      'The second counts only from an operator independent of the first (not created or last changed by them, an account at least ' +
      '`APPROVER_MIN_ACCOUNT_AGE_DAYS` old, not from the first approval’s IP): otherwise 409 ADMIN_APPROVER_NOT_INDEPENDENT and ' +
      '`withdraw.approve_not_counted` in the audit log. Once approved, the payout job signs and sends it.',
  })
  @ApiParam({ name: 'orderNo' })
  @ApiOkResponse({ type: ApprovalResult })
  @ApiResponse({
    status: 409,
    type: ErrorBody,
    description: 'WITHDRAW_ORDER_NOT_PENDING, WITHDRAW_SAME_APPROVER or ADMIN_APPROVER_NOT_INDEPENDENT',
  })
  approveWithdrawal(@CurrentOperator() op: Operator, @Param('orderNo') orderNo: string): Promise<ApprovalOutcome> {
    return this.ops.approveWithdrawal(op, orderNo);
  }

  @Post('withdrawals/:orderNo/reject')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: 'Reject a withdrawal before it is signed: the amount is unfrozen, the reason shown to the user' })
  @ApiParam({ name: 'orderNo' })
  @ApiBody({ type: ReasonBody })
  @ApiResponse({
    status: 409,
    type: ErrorBody,
    description:
      'WITHDRAW_ORDER_NOT_PENDING, or WITHDRAW_ALREADY_PAID_ON_CHAIN: a "to pay" withdrawal (manual payouts) already paid on chain ' +
      'by a transaction no withdrawal records (named in the message): record it (`/paid`) instead',
  })
  @ApiResponse({
    status: 503,
    type: ErrorBody,
    description: 'WITHDRAW_PAID_CHECK_UNAVAILABLE: the network could not be read to check a "to pay" withdrawal for a payment',
  })
  async rejectWithdrawal(@CurrentOperator() op: Operator, @Param('orderNo') orderNo: string, @Body() body: unknown) {
    await this.ops.rejectWithdrawal(op, orderNo, parseInput(ReasonSchema, body).reason);
    return { orderNo, state: 'rejected' };
  }

  @Post('withdrawals/:orderNo/paid')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Record the transaction an operator paid an approved withdrawal with (manual payout networks)',
    description:
      'On a network without a payout signer an approved withdrawal waits "to pay": an operator sends exactly `arrival` of the token to `to` ' +
      'from their own wallet and records the hash here (audited, `withdraw.record_payment`). The withdrawal goes to `verifying`; the chain ' +
      'watcher checks the transaction (success, token, recipient, exact amount, mined after the application, confirmations) and settles it, ' +
      'or returns it to "to pay" with the reason in `lastError` (`withdraw.payment_refused` in the audit log).',
  })
  @ApiParam({ name: 'orderNo' })
  @ApiBody({ type: RecordPaymentBody })
  @ApiOkResponse({ type: RecordPaymentResult })
  @ApiResponse({
    status: 409,
    type: ErrorBody,
    description: 'WITHDRAW_ORDER_NOT_TO_PAY, WITHDRAW_PAYOUT_AUTOMATIC or WITHDRAW_TX_HASH_USED (another withdrawal or a deposit)',
  })
  async recordWithdrawalPayment(@CurrentOperator() op: Operator, @Param('orderNo') orderNo: string, @Body() body: unknown) {
    const r = await this.ops.recordWithdrawalPayment(op, orderNo, parseInput(RecordPaymentSchema, body).txHash);
    return { orderNo: r.orderNo, state: 'verifying', txHash: r.txHash };
  }

  @Post('users/:userId/withdraw-address/reset')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: "Reset a user's withdrawal address (the user binds a new one, with a new cooling-off)" })
  @ApiParam({ name: 'userId', format: 'uuid' })
  @ApiBody({ type: ReasonBody })
  @ApiOkResponse({ type: AddressResetResult })
  resetAddress(@CurrentOperator() op: Operator, @Param('userId') userId: string, @Body() body: unknown) {
    return this.ops.resetWithdrawAddress(op, userId, parseInput(ReasonSchema, body).reason);
  }

  @Get('users/:userId/ledger')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: "A user's ledger statement (available or frozen), newest first" })
  @ApiParam({ name: 'userId', format: 'uuid' })
  @ApiQuery({ name: 'account', required: false, enum: ['available', 'frozen'] })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiOkResponse({ type: LedgerPage })
  async ledger(@CurrentOperator() op: Operator, @Param('userId') userId: string, @Query() query: unknown) {
    const q = parseInput(LedgerQuerySchema, query);
    const s: StatementPage = await this.ops.userLedger(op, userId, q.account, { pageNo: q.page, pageSize: q.size });
    return {
      account: q.account,
      ...pageOut(s, (l: StatementPage['elements'][number]) => ({
        entryId: l.entryId,
        transferId: l.transferId,
        kind: l.kind,
        idempotencyKey: l.idempotencyKey,
        amount: l.amount.format(),
        balanceAfter: l.balanceAfter.format(),
        metadata: l.metadata,
        createdAt: l.createdAt,
      })),
    };
  }

  @Post('reconciliation')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: 'Run the ledger reconciler now (read-only snapshot) and answer its report' })
  @ApiOkResponse({ type: ReconcileReportView })
  reconcile(@CurrentOperator() op: Operator): Promise<ReconcileReport> {
    return this.ops.reconcile(op);
  }

  @Get('audit')
  @AdminRoles('superadmin')
  @ApiOperation({ summary: 'The audit log, newest first' })
  @ApiQuery({ name: 'action', required: false })
  @ApiQuery({ name: 'target', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiOkResponse({ type: AuditPageView })
  async audit(@Query() query: unknown) {
    const q = parseInput(AuditQuerySchema, query);
    const p: AuditPage = await this.ops.auditLog({ action: q.action, target: q.target }, { pageNo: q.page, pageSize: q.size });
    return pageOut(p, (e: AuditPage['elements'][number]) => e);
  }
}

function pageOut<T, U>(p: { elements: T[]; pageNo: number; pageSize: number; totalElements: number }, map: (t: T) => U): AdminPage<U> {
  return { items: p.elements.map(map), page: p.pageNo, size: p.pageSize, total: p.totalElements };
}

function withdrawalOut(w: AdminWithdrawal): AdminWithdrawalWire {
  return {
    orderNo: w.orderNo,
    userId: w.userId,
    username: w.username,
    coin: w.coin,
    blockchainName: w.blockchainName,
    to: w.to,
    amount: w.amount.format(),
    fee: w.fee.format(),
    arrival: w.arrival.format(),
    feeRate: w.feeRate,
    state: w.state,
    requiredApprovals: w.requiredApprovals,
    firstApprover: w.firstApprover,
    secondApprover: w.secondApprover,
    rejectedBy: w.rejectedBy,
    failure: !w.failure ? null : 'code' in w.failure ? w.failure.code : w.failure.text,
    txHash: w.txHash,
    nonce: w.nonce,
    fromAddress: w.fromAddress,
    confirmations: w.confirmations,
    lastError: w.lastError,
    createdAt: w.createdAt.toISOString(),
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
    broadcastAt: w.broadcastAt?.toISOString() ?? null,
    settledAt: w.settledAt?.toISOString() ?? null,
    payoutMode: w.payoutMode,
    paidBy: w.paidBy,
    paidAt: w.paidAt?.toISOString() ?? null,
  };
}
