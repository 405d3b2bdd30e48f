import { Injectable } from '@nestjs/common';
import type { WalletStatementType } from '@mall/contracts';
import { LedgerAccounts, LedgerService, kindFilterOf, type StatementPage, type UserBalances } from '../ledger';

/** Which of the user's balances a statement lists; its postings sum to that balance. */
export type WalletAccount = 'available' | 'frozen';

export interface WalletStatementQuery {
  account: WalletAccount;
  type?: WalletStatementType;
  /** created at or after */
  from?: Date;
  /** created before */
  to?: Date;
  pageNo: number;
  pageSize: number;
}

/** The buyer's USDT wallet. Balances are ledger accounts; this module never stores money itself. */
@Injectable()
export class WalletService {
  constructor(private readonly ledger: LedgerService) {}

  /** Spendable (`available`) and frozen USDT of a user, exact. */
  usdt(userId: string): Promise<UserBalances> {
    return this.ledger.userBalances(userId);
  }

  /**
   * Every posting on one of the user's own balances, newest first, each with what it was for and the
   * balance right after it. The account is always the caller's: no parameter names another user.
   */
  statement(userId: string, q: WalletStatementQuery): Promise<StatementPage> {
    const code = q.account === 'frozen' ? LedgerAccounts.userFrozen(userId) : LedgerAccounts.userAvailable(userId);
    return this.ledger.statement(
      code,
      { pageNo: q.pageNo, pageSize: q.pageSize },
      { kinds: q.type ? kindFilterOf(q.type) : undefined, from: q.from, to: q.to },
    );
  }
}
