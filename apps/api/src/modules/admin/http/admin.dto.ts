import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { ADMIN_ROLES } from '../../../core/auth/operator';
import type { AdminDepositClaim, AdminPage, AdminWithdrawal } from '@mall/contracts';

/*
 * Request schemas (zod, validated in the controller) and the OpenAPI description of requests and
 * responses (classes with @ApiProperty; the API answers plain objects of these shapes). Amounts are
 * decimal strings with 6 places ("12.500000"), exact; times are ISO-8601 UTC.
 */

export const LoginSchema = z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(256) });
export const CreateAdminSchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
  roles: z.array(z.string().max(32)).min(1).max(3),
});
export const ReasonSchema = z.object({ reason: z.string().max(2000) });
export const PageSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export class ErrorDetail {
  @ApiProperty({ example: 'ADMIN_FORBIDDEN' }) code!: string;
  @ApiProperty({ example: 'You do not have permission for this action' }) message!: string;
}
export class ErrorBody {
  @ApiProperty({ type: ErrorDetail }) error!: ErrorDetail;
}

export class LoginBody {
  @ApiProperty({ example: 'admin' }) username!: string;
  @ApiProperty({ example: 'correct horse battery staple' }) password!: string;
}

export class AdminView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ADMIN_ROLES, isArray: true }) roles!: string[];
  @ApiProperty() disabled!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastLoginAt!: string | null;
  @ApiProperty({
    description:
      'a password someone else chose (generated for the first operator, or set by the superadmin who created the account): ' +
      'it must be changed (`POST /v1/admin/password`) before anything else',
  })
  mustChangePassword!: boolean;
}

export class LoginResult {
  @ApiProperty({ description: 'bearer token for `Authorization: Bearer …`' }) token!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: AdminView }) admin!: AdminView;
}

export class CreateAdminBody {
  @ApiProperty({ pattern: '^[a-z0-9][a-z0-9._-]{2,31}$' }) username!: string;
  @ApiProperty({
    minLength: 12,
    maxLength: 128,
    description: 'hard to guess (zxcvbn-ts score 4, judged with the username and the brands); the operator changes it at the first sign-in',
  })
  password!: string;
  @ApiProperty({ enum: ADMIN_ROLES, isArray: true }) roles!: string[];
}

export const RecordPaymentSchema = z.object({ txHash: z.string().max(100) });
export class RecordPaymentBody {
  @ApiProperty({ example: '0x' + 'ab'.repeat(32), description: 'the hash of the transaction the operator paid the withdrawal with' })
  txHash!: string;
}
export class RecordPaymentResult {
  @ApiProperty() orderNo!: string;
  @ApiProperty({ enum: ['verifying'] }) state!: string;
  @ApiProperty() txHash!: string;
}

export class ReasonBody {
  @ApiProperty({ maxLength: 500, description: 'shown to the user (rejections) or kept in the audit log' }) reason!: string;
}

export class PageMeta implements Omit<AdminPage<unknown>, 'items'> {
  @ApiProperty() page!: number;
  @ApiProperty() size!: number;
  @ApiProperty() total!: number;
}

export class DepositClaimView implements AdminDepositClaim {
  @ApiProperty() orderNo!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() username!: string;
  @ApiProperty() coin!: string;
  @ApiProperty() blockchainName!: string;
  @ApiProperty({ description: "the user's deposit address it was paid to" }) channelAddress!: string;
  @ApiProperty() fromAddress!: string;
  @ApiProperty() tx!: string;
  @ApiProperty({ example: '100.500000' }) amount!: string;
  @ApiProperty({ description: 'proof image path (`/uploads/…`)' }) img!: string;
  @ApiProperty({ enum: [1, 2], description: "2: above the network's threshold when claimed, two different operators must approve" })
  requiredApprovals!: 1 | 2;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'the operator who gave the first of two approvals' })
  firstApprover!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
export class DepositClaimPage extends PageMeta {
  @ApiProperty({ type: DepositClaimView, isArray: true }) items!: DepositClaimView[];
}

export class DepositApproval {
  @ApiProperty() orderNo!: string;
  @ApiProperty({ enum: ['pending_review', 'credited'], description: 'pending_review: the first of two approvals is recorded' })
  state!: string;
  @ApiProperty() approvals!: number;
  @ApiProperty({ enum: [1, 2] }) requiredApprovals!: number;
  @ApiProperty({ nullable: true, type: String, description: 'ledger transfer id of the credit (null until credited)' })
  transferId!: string | null;
}

export class WithdrawalView implements AdminWithdrawal {
  @ApiProperty() orderNo!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() username!: string;
  @ApiProperty() coin!: string;
  @ApiProperty() blockchainName!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ example: '100.000000', description: 'leaves the user balance' }) amount!: string;
  @ApiProperty({ example: '1.000000' }) fee!: string;
  @ApiProperty({ example: '99.000000', description: 'sent on chain' }) arrival!: string;
  @ApiProperty({ example: '0.01' }) feeRate!: string;
  @ApiProperty({ enum: ['pending_review', 'approved', 'broadcasting', 'confirming', 'verifying', 'success', 'rejected', 'failed'] })
  state!: string;
  @ApiProperty({ enum: [1, 2] }) requiredApprovals!: number;
  @ApiProperty({ nullable: true, type: String }) firstApprover!: string | null;
  @ApiProperty({ nullable: true, type: String }) secondApprover!: string | null;
  @ApiProperty({ nullable: true, type: String }) rejectedBy!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'rejection reason or failure message' }) failure!: string | null;
  @ApiProperty({ nullable: true, type: String }) txHash!: string | null;
  @ApiProperty({ nullable: true, type: String }) nonce!: string | null;
  @ApiProperty({ nullable: true, type: String }) fromAddress!: string | null;
  @ApiProperty() confirmations!: number;
  @ApiProperty({ nullable: true, type: String, description: 'last payout problem, for the operator' }) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) reviewedAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) broadcastAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) settledAt!: string | null;
  @ApiProperty({
    enum: ['automatic', 'manual'],
    description: 'manual: once approved (to pay), an operator pays it from their own wallet and records the hash (POST …/paid)',
  })
  payoutMode!: 'automatic' | 'manual';
  @ApiProperty({ nullable: true, type: String, description: 'the operator who recorded the payment hash' }) paidBy!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) paidAt!: string | null;
}
export class WithdrawalPage extends PageMeta {
  @ApiProperty({ type: WithdrawalView, isArray: true }) items!: WithdrawalView[];
}

export class ApprovalResult {
  @ApiProperty() orderNo!: string;
  @ApiProperty({ enum: ['pending_review', 'approved'] }) state!: string;
  @ApiProperty() approvals!: number;
  @ApiProperty({ enum: [1, 2] }) requiredApprovals!: number;
}

export class AddressResetResult {
  @ApiProperty() chain!: string;
  @ApiProperty() address!: string;
}

export class LedgerLineView {
  @ApiProperty() entryId!: string;
  @ApiProperty() transferId!: string;
  @ApiProperty({ example: 'withdraw.freeze' }) kind!: string;
  @ApiProperty() idempotencyKey!: string;
  @ApiProperty({ example: '-100.000000' }) amount!: string;
  @ApiProperty({ example: '50.000000' }) balanceAfter!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) metadata!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
export class LedgerPage extends PageMeta {
  @ApiProperty() account!: string;
  @ApiProperty({ type: LedgerLineView, isArray: true }) items!: LedgerLineView[];
}

export class ReconcileCheckView {
  @ApiProperty() name!: string;
  @ApiProperty() ok!: boolean;
  @ApiProperty() discrepancies!: number;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) samples!: Record<string, unknown>[];
}
export class ReconcileReportView {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ format: 'date-time' }) checkedAt!: string;
  @ApiProperty({ type: 'object', properties: { accounts: { type: 'number' }, transfers: { type: 'number' }, entries: { type: 'number' } } })
  totals!: { accounts: number; transfers: number; entries: number };
  @ApiProperty({ type: ReconcileCheckView, isArray: true }) checks!: ReconcileCheckView[];
}

export class AuditEntryView {
  @ApiProperty() id!: string;
  @ApiProperty({ nullable: true, type: String }) adminId!: string | null;
  @ApiProperty({ nullable: true, type: String }) username!: string | null;
  @ApiProperty({ example: 'withdraw.approve' }) action!: string;
  @ApiProperty() target!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty() ip!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}
export class AuditPageView extends PageMeta {
  @ApiProperty({ type: AuditEntryView, isArray: true }) items!: AuditEntryView[];
}

export class ListQueryDoc {
  @ApiPropertyOptional({ minimum: 1, default: 1 }) page?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 }) size?: number;
}

const AMOUNT = 'USDT, decimal string with at most 6 places';

export class NetworkView {
  @ApiProperty({ example: 'ethereum' }) id!: string;
  @ApiProperty({ enum: ['evm', 'tron'] }) family!: string;
  @ApiProperty({ example: 'ERC20', description: '`blockchain_name` clients see' }) name!: string;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ example: '0xdac17f958d2ee523a2206206994597c13d831ec7' }) tokenContract!: string;
  @ApiProperty({ example: 6 }) tokenDecimals!: number;
  @ApiProperty({ example: 12 }) confirmations!: number;
  @ApiProperty({ example: '1.000000', description: 'smallest on-chain deposit credited' }) minDeposit!: string;
  @ApiProperty({ example: '10.000000', description: 'manual claim minimum' }) rechargeMin!: string;
  @ApiProperty({ example: '50000.000000', description: 'manual claim maximum' }) rechargeMax!: string;
  @ApiProperty({ example: '1000.000000', description: 'manual claims above it need two different operators' })
  claimTwoApprovalThreshold!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'https://mainnet.infura.io/…3f9a',
    description: 'masked: scheme, host and port only; the rest (where API keys live) is hidden',
  })
  rpcUrl!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'evm: last block scanned; tron: timestamp (ms) scanned up to' })
  scanCursor!: string | null;
  @ApiProperty() img!: string;
  @ApiProperty({ description: 'an extended public key for the family is configured (CHAIN_EVM_XPUB / CHAIN_TRON_XPUB)' })
  keyConfigured!: boolean;
  @ApiProperty({ description: 'offered to users: enabled, with an endpoint and a key' }) inService!: boolean;
}
export class NetworkList {
  @ApiProperty({ type: NetworkView, isArray: true }) items!: NetworkView[];
}
export class NetworkPatchBody {
  @ApiPropertyOptional({ description: 'enabling needs an endpoint (rpcUrl)' }) enabled?: boolean;
  @ApiPropertyOptional({ pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]{1,31}$', description: 'unique, case-insensitively' }) name?: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'http(s) URL; null removes it; never answered in full' })
  rpcUrl?: string | null;
  @ApiPropertyOptional({ description: 'EVM: 0x + 40 hex (EIP-55 checked when mixed case); TRON: base58 T…' }) tokenContract?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 36 }) tokenDecimals?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 1000 }) confirmations?: number;
  @ApiPropertyOptional({ example: '1', description: `${AMOUNT}, > 0` }) minDeposit?: string;
  @ApiPropertyOptional({ example: '10', description: `${AMOUNT}, > 0, ≤ rechargeMax` }) rechargeMin?: string;
  @ApiPropertyOptional({ example: '50000', description: `${AMOUNT}, > 0` }) rechargeMax?: string;
  @ApiPropertyOptional({ example: '1000', description: `${AMOUNT}, ≥ 0; applies to claims made from then on` })
  claimTwoApprovalThreshold?: string;
  @ApiPropertyOptional({ nullable: true, type: String, pattern: '^\\d{1,18}$', description: 'rescan from here; null: from the head' })
  scanCursor?: string | null;
}

export class WithdrawRuleView {
  @ApiProperty({ example: 'ethereum' }) chain!: string;
  @ApiProperty({ enum: ['evm', 'tron'] }) family!: string;
  @ApiProperty({ example: 'ERC20' }) blockchainName!: string;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ example: '10.000000' }) minAmount!: string;
  @ApiProperty({ example: '9999999.000000' }) maxAmount!: string;
  @ApiProperty({ example: '0.01', description: 'fee fraction of the amount' }) feeRate!: string;
  @ApiProperty({ description: 'per user and business day; 0 = unlimited' }) dailyCount!: number;
  @ApiProperty({ nullable: true, type: String, example: '09:00' }) windowStart!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '21:00' }) windowEnd!: string | null;
  @ApiProperty({ example: '1000.000000', description: 'amounts above it need two different operators' }) twoApprovalThreshold!: string;
  @ApiProperty({ example: 1440 }) addressCooldownMinutes!: number;
  @ApiProperty({ description: 'offered to users: enabled and network endpoint set (paid by the payout signer, else by hand)' })
  inService!: boolean;
}
export class WithdrawRuleList {
  @ApiProperty({ description: 'one unfinished withdrawal per user at a time (syspara withdraw_only_one)' }) onlyOne!: boolean;
  @ApiProperty({ description: 'a payout signer is configured (CHAIN_HOT_WALLET_KEY)' }) payoutsConfigured!: boolean;
  @ApiProperty({ type: WithdrawRuleView, isArray: true }) items!: WithdrawRuleView[];
}
export class WithdrawRulePatchBody {
  @ApiPropertyOptional() enabled?: boolean;
  @ApiPropertyOptional({ example: '10', description: `${AMOUNT}, > 0, ≤ maxAmount` }) minAmount?: string;
  @ApiPropertyOptional({ example: '50000', description: `${AMOUNT}, > 0` }) maxAmount?: string;
  @ApiPropertyOptional({ example: '0.01', pattern: '^0(\\.[0-9]{1,6})?$', description: '0 ≤ fee < 1' }) feeRate?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 10000, description: '0 = unlimited' }) dailyCount?: number;
  @ApiPropertyOptional({ nullable: true, type: String, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'both or neither' })
  windowStart?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }) windowEnd?: string | null;
  @ApiPropertyOptional({ example: '1000', description: `${AMOUNT}, ≥ 0` }) twoApprovalThreshold?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 525600 }) addressCooldownMinutes?: number;
}
export class WithdrawSettingsBody {
  @ApiProperty({ description: 'one unfinished withdrawal per user at a time' }) onlyOne!: boolean;
}
