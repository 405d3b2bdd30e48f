export { ChainModule } from './chain.module';
export {
  RechargeService,
  THIRD_PARTY_RECHARGE_PROVIDERS,
  type DepositChannel,
  type ManualClaimInput,
  type RechargePage,
  type RechargeRecord,
  type ThirdPartyRechargeProvider,
} from './recharge.service';
export { DepositReviewService } from './deposit-review.service';
export { DepositAddressService } from './deposit-address.service';
export { EvmDepositScanner, type EvmScanReport } from './evm/evm-scanner';
export { TronDepositScanner, type TronScanReport } from './tron/tron-scanner';
export { PendingDepositLogoffCheck } from './recharge.logoff-check';
export { CHAIN_SCAN_EVM_JOB, CHAIN_SCAN_TRON_JOB } from './jobs/chain-scan.processor';
export { isTronAddress, normalizeTronAddress } from './domain/tron-address';
export { depositCreditKey } from './deposit-credit.service';
export type { ChainFamily } from './domain/hd-address';
export { newOrderNo, ORDER_NO_PATTERN } from './domain/order-no';
export { EvmRpc, RpcError, TRANSFER_TOPIC, decodeTransfer, type EvmLog } from './evm/evm-rpc';
export { type PendingClaim, type PendingClaimPage } from './deposit-review.service';
