import type { WalletStatementRow, WalletUsdtData } from '@mall/contracts';
import type { StatementLine, UserBalances } from '../../modules/ledger';
import { moneyToWireNumber } from '../wire-money';

/** `wallet!getUsdt` data: exact balances as JSON numbers; the legacy rebate/late-fee fields are always 0. */
export function toWalletUsdt(b: UserBalances): WalletUsdtData {
  return { money: moneyToWireNumber(b.available), frozen: moneyToWireNumber(b.frozen), rebate: 0, frozenAndLate: 0, lateFee: 0 };
}

/** `wallet!statement` row: exact signed amount and balance after, an ISO instant the reader's client localizes. */
export function toStatementRow(l: StatementLine): WalletStatementRow {
  return {
    id: l.entryId,
    time: l.createdAt.toISOString(),
    type: l.description.type,
    purpose: l.description.purpose,
    reference: l.description.reference,
    amount: moneyToWireNumber(l.amount),
    balanceAfter: moneyToWireNumber(l.balanceAfter),
  };
}
