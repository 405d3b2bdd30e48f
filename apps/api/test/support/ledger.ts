import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Money } from '@mall/money';
import { LedgerAccounts, LedgerService, type LedgerTransfer } from '../../src/modules/ledger';
import { SessionService } from '../../src/modules/user';

/**
 * Test-only operator adjustment: move `amount` (a decimal string; negative debits) between a user's
 * available balance and `platform:adjustments` (which may go negative), through the real ledger.
 */
export function operatorCredit(
  app: INestApplicationContext,
  userId: string,
  amount: string,
  key = `test:adjust:${randomUUID()}`,
): Promise<LedgerTransfer> {
  const m = Money.parse(amount, 'USDT', { allowNegative: true });
  return app.get(LedgerService).post({
    idempotencyKey: key,
    kind: 'operator.adjustment',
    entries: [
      { account: LedgerAccounts.userAvailable(userId), amount: m },
      { account: LedgerAccounts.system('platform:adjustments'), amount: m.negate() },
    ],
    metadata: { reason: 'test operator adjustment' },
  });
}

/** The user id behind a session token. */
export async function userIdOf(app: INestApplicationContext, token: string): Promise<string> {
  const actor = await app.get(SessionService).resolve(token);
  if (!actor) throw new Error('no session for token');
  return actor.userId;
}
