export { ChainModule } from './chain.module';
export {
  RechargeService,
  type ConfirmingDeposit,
  type DepositChannel,
  type ManualClaimInput,
  type RechargePage,
  type RechargeRecord,
} from './recharge.service';
export { DepositReviewService } from './deposit-review.service';
export { DepositAddressService } from './deposit-address.service';
export { EvmDepositScanner, type EvmScanReport } from './evm/evm-scanner';
export { TronDepositScanner, type TronScanReport } from './tron/tron-scanner';
export { CHAIN_SCAN_EVM_JOB, CHAIN_SCAN_TRON_JOB } from './jobs/chain-scan.processor';
export { isTronAddress, normalizeTronAddress, tronFromHex, tronToEvmHex } from './domain/tron-address';
export {
  TronTxError,
  decodeTriggerRaw,
  recoverTronSigner,
  signTronTxId,
  tronAddressOf,
  tronTxId,
  type TronTriggerRaw,
} from './tron/tron-transaction';
export { TronBroadcastError, TronWalletApi, type TronBlockHead, type TronTxInfo, type TronTxJson } from './tron/tron-wallet-api';
export { TronGridClient, TronGridError, type Trc20Transfer } from './tron/trongrid-client';
export { depositCreditKey } from './deposit-credit.service';
export type { ChainFamily } from './domain/hd-address';
export { newOrderNo, ORDER_NO_PATTERN } from './domain/order-no';
export { parseRechargeAmount } from './domain/recharge-amount';
export { EvmRpc, RpcError, TRANSFER_TOPIC, decodeTransfer, type EvmLog } from './evm/evm-rpc';
export { type DepositApprovalOutcome, type PendingClaim, type PendingClaimPage } from './deposit-review.service';
export { ChainRepository, type NetworkRow, type NetworkUpdate } from './chain.repository';
export { ChainNetworkService } from './chain-network.service';
