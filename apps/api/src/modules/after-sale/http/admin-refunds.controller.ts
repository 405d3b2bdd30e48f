import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PageSchema, type Operator } from '../../admin';
import { AdminAuthGuard, AdminRoles, CurrentOperator } from '../../../core/auth/admin-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import { requestLang } from '../../../core/http/request-lang';
import { sellerOrderDetailWire } from '../../seller';
import { OperatorRefundService } from '../operator-refund.service';
import { ReturnService, type ReturnCaseView as CaseView } from '../return.service';
import type { ReturnCaseState } from '../domain/return-rules';
import {
  AfterSaleErrorBody,
  CaseListSchema,
  DecideRefundBody,
  DecideRefundBodySchema,
  OrderRefundsView,
  RefundBody,
  RefundBodySchema,
  RefundOutcomeView,
  RejectBody,
  RejectBodySchema,
  ReturnCasePage,
  ThresholdBody,
  ThresholdBodySchema,
  ThresholdView,
} from './after-sale.dto';
import { caseWire, outcomeWire, refundWire } from './after-sale.wire';

/** Operator refunds and return disputes. Decisions: finance (superadmin passes); support reads. Every decision is audited in its transaction. */
@ApiTags('admin: refunds and returns')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: AfterSaleErrorBody, description: 'COMMON_INVALID_PARAM (names the field)' })
@ApiResponse({ status: 401, type: AfterSaleErrorBody, description: 'ADMIN_AUTH_REQUIRED' })
@ApiResponse({ status: 403, type: AfterSaleErrorBody, description: 'ADMIN_FORBIDDEN (role)' })
@Controller('v1/admin')
@UseGuards(AdminAuthGuard)
export class AdminRefundsController {
  constructor(
    private readonly refunds: OperatorRefundService,
    private readonly returns: ReturnService,
  ) {}

  @Post('orders/:id/refunds')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Issue a manual refund of an order to the buyer’s wallet (full or partial)',
    description:
      'Exact micro-units, never above what is still refundable (concurrent calls queue on the order and can never refund more than was paid). ' +
      'Before settlement the money comes from escrow; after settlement from the seller’s payable, with the platform commission returned in proportion. ' +
      'Above the approval threshold (`GET /v1/admin/refund-settings`) the refund waits for a second, independent operator (`POST /v1/admin/refunds/{refundId}/approve`). ' +
      'The threshold is per order: what the order has had refunded, plus refunds waiting for approval, plus this amount (splitting a refund does not avoid it). ' +
      'The same `idempotencyKey` again answers the first refund (`replayed: true`); with another order or amount it is refused (409).',
  })
  @ApiParam({ name: 'id', example: 'SC20261125143012345000017' })
  @ApiBody({
    type: RefundBody,
    examples: {
      partial: { value: { amount: '12.5', reason: 'Item arrived damaged; partial refund agreed', idempotencyKey: 'op-2026-11-25-0001' } },
      full: { value: { amount: '36.48', reason: 'Seller unreachable, full refund', idempotencyKey: 'op-2026-11-25-0002' } },
    },
  })
  @ApiOkResponse({ type: RefundOutcomeView })
  @ApiResponse({ status: 404, type: AfterSaleErrorBody, description: 'ORDER_NOT_FOUND' })
  @ApiResponse({
    status: 409,
    type: AfterSaleErrorBody,
    description:
      'AFTERSALE_REFUND_EXCEEDS, AFTERSALE_REFUND_KEY_CONFLICT, ORDER_STATUS_FORBIDS (unpaid or cancelled), insufficient funds (the seller’s payable already paid out)',
  })
  async create(@CurrentOperator() op: Operator, @Param('id') id: string, @Body() body: unknown) {
    return outcomeWire(await this.refunds.create(op, id, parseInput(RefundBodySchema, body)));
  }

  @Get('orders/:id/refunds')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'An order’s refunds and what is still refundable' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ type: OrderRefundsView })
  async list(@Param('id') id: string) {
    const r = await this.refunds.list(id);
    return {
      orderId: r.orderId,
      total: r.total.format(),
      refunded: r.refunded.format(),
      refundable: r.refundable.format(),
      refunds: r.refunds.map(refundWire),
    };
  }

  @Get('refunds/pending')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Refunds waiting for a second operator, oldest first' })
  async pending(@Query() query: unknown) {
    const q = parseInput(PageSchema, query);
    return { items: (await this.refunds.pending(q.page, q.size)).map((r) => ({ ...refundWire(r), orderId: r.orderId })) };
  }

  @Post('refunds/:refundId/approve')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Second approval of a refund above the threshold (another operator than the one who asked): it executes now',
    description:
      'It counts only from an operator independent of the one who asked: not created or last changed by them, an account at least ' +
      '`APPROVER_MIN_ACCOUNT_AGE_DAYS` old, not from the IP the refund was asked from. Otherwise 409 ADMIN_APPROVER_NOT_INDEPENDENT, ' +
      'the refund keeps waiting and the audit log says why (`refund.approve_not_counted`, `details.independence`).',
  })
  @ApiParam({ name: 'refundId', format: 'uuid' })
  @ApiOkResponse({ type: RefundOutcomeView })
  @ApiResponse({
    status: 409,
    type: AfterSaleErrorBody,
    description: 'AFTERSALE_REFUND_NOT_PENDING, AFTERSALE_SAME_APPROVER, ADMIN_APPROVER_NOT_INDEPENDENT, AFTERSALE_REFUND_EXCEEDS',
  })
  async approve(@CurrentOperator() op: Operator, @Param('refundId') refundId: string) {
    return outcomeWire(await this.refunds.approve(op, refundId));
  }

  @Get('refund-settings')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'The two-operator threshold of manual refunds' })
  @ApiOkResponse({ type: ThresholdView })
  async settings() {
    return { approvalThreshold: (await this.refunds.threshold()).format() };
  }

  @Put('refund-settings')
  @AdminRoles('superadmin')
  @ApiOperation({ summary: 'Set the two-operator threshold (superadmin only: it binds the finance approvers)' })
  @ApiBody({ type: ThresholdBody })
  @ApiOkResponse({ type: ThresholdView })
  async setSettings(@CurrentOperator() op: Operator, @Body() body: unknown) {
    return { approvalThreshold: (await this.refunds.setThreshold(op, parseInput(ThresholdBodySchema, body).approvalThreshold)).format() };
  }

  @Get('returns')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Return cases (default: every state), oldest first; `state=escalated` is the dispute queue' })
  @ApiOkResponse({ type: ReturnCasePage })
  async cases(@Query() query: unknown) {
    const q = parseInput(CaseListSchema, query);
    const r = await this.returns.operatorCases(q.state as ReturnCaseState | undefined, q.page, q.pageSize);
    return { ...r, items: r.items.map((c: CaseView) => caseWire(c)) };
  }

  @Get('returns/:id')
  @AdminRoles('finance', 'support')
  @ApiOperation({
    summary:
      'One return case to decide: the buyer’s reason, words and photos, the seller’s note, the order (lines, totals, timeline in the reader’s language) and its refunds',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 404, type: AfterSaleErrorBody, description: 'AFTERSALE_RETURN_NOT_FOUND' })
  async caseDetail(@Param('id') id: string, @Req() req: FastifyRequest) {
    const r = await this.returns.operatorCase(id);
    return { case: caseWire(r.case), order: sellerOrderDetailWire(r.order, requestLang(req)), refunds: r.refunds.map(refundWire) };
  }

  @Post('returns/:id/refund')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({
    summary: 'Decide a return case for the buyer: refund what remains of the order, or `amount` of it',
    description:
      'Above the approval threshold the refund waits for a second, independent operator (`state: pending_approval`; `POST /v1/admin/refunds/{refundId}/approve`), ' +
      'who decides the case when it executes. Once decided, the buyer and the store owner are notified (in-app and e-mail).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: DecideRefundBody, required: false })
  @ApiResponse({
    status: 409,
    type: AfterSaleErrorBody,
    description: 'AFTERSALE_RETURN_NOT_OPEN, AFTERSALE_REFUND_EXCEEDS, AFTERSALE_NOTHING_REFUNDABLE',
  })
  async decideRefund(@CurrentOperator() op: Operator, @Param('id') id: string, @Body() body: unknown) {
    const b = parseInput(DecideRefundBodySchema, body ?? {});
    return this.refunds.decideCase(op, id, 'refund', b.reason, b.amount);
  }

  @Post('returns/:id/reject')
  @HttpCode(200)
  @AdminRoles('finance')
  @ApiOperation({ summary: 'Dismiss a return case with a reason shown to the buyer' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: RejectBody })
  async decideReject(@CurrentOperator() op: Operator, @Param('id') id: string, @Body() body: unknown) {
    return this.refunds.decideCase(op, id, 'reject', parseInput(RejectBodySchema, body).reason);
  }
}
