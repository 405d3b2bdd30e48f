import type { WalletUsdtData } from '@mall/contracts';
import type { UserBalances } from '../../modules/ledger';
import { moneyToWireNumber } from '../wire-money';

/** `wallet!getUsdt` data: exact balances as JSON numbers; the legacy rebate/late-fee fields are always 0. */
export function toWalletUsdt(b: UserBalances): WalletUsdtData {
  return { money: moneyToWireNumber(b.available), frozen: moneyToWireNumber(b.frozen), rebate: 0, frozenAndLate: 0, lateFee: 0 };
}
