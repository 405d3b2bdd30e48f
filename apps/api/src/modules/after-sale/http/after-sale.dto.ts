import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { RETURN_CASE_STATES } from '../domain/return-rules';

/*
 * Request schemas (zod, validated in the controllers) and the OpenAPI shapes of the after-sales
 * REST calls. Amounts are exact decimal strings with 6 places; times ISO-8601 UTC.
 */

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

export const RefundBodySchema = z
  .object({
    amount: z.string().regex(DECIMAL),
    reason: z.string().min(1).max(500),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9._:-]{8,100}$/),
  })
  .strict();

export const ThresholdBodySchema = z.object({ approvalThreshold: z.string().regex(DECIMAL) }).strict();
export const NoteBodySchema = z.object({ reason: z.string().max(500).optional() }).strict();
export const DecideRefundBodySchema = z
  .object({ reason: z.string().max(500).optional(), amount: z.string().regex(DECIMAL).optional() })
  .strict();
export const RejectBodySchema = z.object({ reason: z.string().min(1).max(500) }).strict();
export const CaseListSchema = z.object({
  state: z.enum(RETURN_CASE_STATES as [string, ...string[]]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  lang: z.string().max(8).optional(),
});

export class AfterSaleErrorDetail {
  @ApiProperty({ example: 'AFTERSALE_REFUND_EXCEEDS' }) code!: string;
  @ApiProperty({ example: 'The amount is above what can still be refunded (12.000000 USDT)' }) message!: string;
}
export class AfterSaleErrorBody {
  @ApiProperty({ type: AfterSaleErrorDetail }) error!: AfterSaleErrorDetail;
}

export class RefundBody {
  @ApiProperty({ example: '12.500000', description: 'USDT, > 0, at most 6 decimals, not above what is still refundable' })
  amount!: string;
  @ApiProperty({ example: 'Item arrived damaged; partial refund agreed with the buyer', maxLength: 500 }) reason!: string;
  @ApiProperty({
    example: 'op-2026-11-25-0001',
    description: '8–100 of A–Z a–z 0–9 . _ : -; the same key again answers the first refund (no second effect)',
  })
  idempotencyKey!: string;
}

export class RefundOutcomeView {
  @ApiProperty({ format: 'uuid' }) refundId!: string;
  @ApiProperty({ example: 'SC20261125143012345000017' }) orderId!: string;
  @ApiProperty({ enum: ['pending_approval', 'refunded'], example: 'refunded' }) state!: string;
  @ApiProperty({ example: '12.500000' }) amount!: string;
  @ApiProperty({ enum: [1, 2], example: 1 }) requiredApprovals!: number;
  @ApiProperty({ example: '23.980000', description: 'what can still be refunded after this call' }) refundable!: string;
  @ApiProperty({ example: false }) replayed!: boolean;
}

export class RefundView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '12.500000' }) amount!: string;
  @ApiProperty({ example: '0.625000', description: 'part taken back from the platform commission (after settlement)' })
  commissionReturned!: string;
  @ApiProperty({ enum: ['escrow', 'settled'], nullable: true }) phase!: string | null;
  @ApiProperty({ enum: ['return', 'operator'] }) source!: string;
  @ApiProperty({ enum: ['pending_approval', 'refunded', 'cancelled'] }) state!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true }) refundedAt!: string | null;
}

export class OrderRefundsView {
  @ApiProperty() orderId!: string;
  @ApiProperty({ example: '36.480000' }) total!: string;
  @ApiProperty({ example: '12.500000' }) refunded!: string;
  @ApiProperty({ example: '23.980000' }) refundable!: string;
  @ApiProperty({ type: RefundView, isArray: true }) refunds!: RefundView[];
}

export class ThresholdView {
  @ApiProperty({ example: '500.000000', description: 'operator refunds above this need a second operator' })
  approvalThreshold!: string;
}

export class ReturnCaseView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() orderId!: string;
  @ApiProperty({ minimum: 1, maximum: 9, description: 'return reason code (contract §5)' }) reason!: number;
  @ApiProperty({ description: 'plain text (markup removed)' }) detail!: string;
  @ApiProperty({ type: String, isArray: true, example: ['/uploads/returns/2026/11/0c1d….jpg'] }) images!: string[];
  @ApiProperty({ enum: RETURN_CASE_STATES }) state!: string;
  @ApiPropertyOptional({ nullable: true }) sellerNote!: string | null;
  @ApiPropertyOptional({ nullable: true }) operatorNote!: string | null;
  @ApiProperty({ example: '36.480000' }) orderTotal!: string;
  @ApiProperty({ example: '0.000000' }) refunded!: string;
  @ApiProperty({ example: '36.480000' }) refundable!: string;
  @ApiProperty() orderStatus!: number;
  @ApiProperty() returnStatus!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ReturnCasePage {
  @ApiProperty({ type: ReturnCaseView, isArray: true }) items!: ReturnCaseView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class NoteBody {
  @ApiPropertyOptional({ example: 'Refund agreed', maxLength: 500 }) reason?: string;
}
export class DecideRefundBody {
  @ApiPropertyOptional({ example: 'Refund agreed', maxLength: 500 }) reason?: string;
  @ApiPropertyOptional({ example: '12.5', description: 'USDT, > 0, at most 6 decimals, at most what remains; omitted: all that remains' })
  amount?: string;
}
export class RejectBody {
  @ApiProperty({ example: 'The photos show the item unused and intact', maxLength: 500 }) reason!: string;
}
export class ThresholdBody {
  @ApiProperty({ example: '500' }) approvalThreshold!: string;
}
