export { WithdrawModule } from './withdraw.module';
export {
  WithdrawService,
  withdrawKey,
  type BindInput,
  type WithdrawApplyInput,
  type WithdrawBinding,
  type WithdrawChannel,
  type WithdrawOpen,
  type WithdrawPage,
  type WithdrawRecord,
} from './withdraw.service';
export {
  WithdrawReviewService,
  WALLET_CONFIRM_PAYOUTS_JOB,
  WALLET_PAYOUT_JOB,
  WALLET_VERIFY_MANUAL_PAYOUTS_JOB,
  WITHDRAW_REASON_MAX,
  type AdminWithdrawal,
  type AdminWithdrawalPage,
  type ApprovalOutcome,
} from './withdraw-review.service';
export { WithdrawChannelService, type PayoutMode } from './withdraw-channel.service';
export { ManualPayoutService, type ManualVerifyReport } from './payout/manual-payout.service';
export { WithdrawConfigRepository, type WithdrawChannelRow, type WithdrawConfigUpdate } from './withdraw-config.repository';
export { WithdrawPayoutService, type ConfirmReport, type PayoutStep } from './payout/payout.service';
export {
  HttpPayoutSigner,
  KeyPayoutSigner,
  PAYOUT_SIGNER,
  PayoutSignerError,
  payoutSignerFromConfig,
  type PayoutSigner,
  type SignedPayoutTx,
  type UnsignedPayoutTx,
  type UnsignedTronTx,
} from './payout/payout-signer';
export { WITHDRAW_STATES, OPEN_WITHDRAW_STATES, isWithdrawState, legacyWithdrawState, type WithdrawState } from './domain/withdraw-state';
