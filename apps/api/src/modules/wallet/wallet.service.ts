import { Injectable } from '@nestjs/common';
import { LedgerService, type UserBalances } from '../ledger';

/** The buyer's USDT wallet. Balances are ledger accounts; this module never stores money itself. */
@Injectable()
export class WalletService {
  constructor(private readonly ledger: LedgerService) {}

  /** Spendable (`available`) and frozen USDT of a user, exact. */
  usdt(userId: string): Promise<UserBalances> {
    return this.ledger.userBalances(userId);
  }
}
