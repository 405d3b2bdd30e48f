import type { INestApplicationContext } from '@nestjs/common';
import { Money } from '@mall/money';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { LedgerAccounts, LedgerService } from '../../modules/ledger';
import { seedDemoNetwork } from './demo-chain';

/** What the demo buyer can spend right away (demo money: counter-side `demo:grants`). */
export const DEMO_GRANT = Money.parse('5000');

/** The demo buyer's demo balance: one ledger transfer `demo:grants` → the buyer's available balance. */
export async function seedDemoWallet(app: INestApplicationContext, username: string, log: (m: string) => void): Promise<void> {
  const [user] = await app.get(DataSource).query(`select id from users where username = $1`, [username]);
  if (!user) throw new Error(`demo buyer ${username} missing`);
  await app.get(LedgerService).post({
    idempotencyKey: `demo:grant:${user.id}`,
    kind: 'demo.grant',
    entries: [
      { account: LedgerAccounts.system('demo:grants'), amount: DEMO_GRANT.negate() },
      { account: LedgerAccounts.userAvailable(user.id), amount: DEMO_GRANT },
    ],
    metadata: { note: 'demo balance granted by the demo seed (not real money)' },
  });
  log(`demo buyer balance: ${DEMO_GRANT.format(2)} USDT (demo money)`);
}

/** The demo deposit network (only when the demo deposit key is in use). */
export async function seedDemoDepositNetwork(app: INestApplicationContext, log: (m: string) => void): Promise<void> {
  if (await seedDemoNetwork(app.get(DataSource), app.get<AppConfig>(APP_CONFIG)))
    log('demo deposit network "ERC20 (demo)" enabled, deposit addresses from the public TEST mnemonic (demo only)');
}
