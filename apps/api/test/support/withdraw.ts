import type { INestApplicationContext } from '@nestjs/common';
import { Wallet, parseUnits } from 'ethers';
import { DataSource } from 'typeorm';
import { AdminAuthService, AdminOperationsService, type Operator } from '../../src/modules/admin';
import { SafewordService } from '../../src/modules/user';
import { WithdrawService } from '../../src/modules/withdraw';
import type { Anvil } from './anvil';
import { configureNetwork, makeUser } from './chain';
import { operatorCredit } from './ledger';
import { deployTestUsdt, type TestUsdt } from './test-usdt';

export interface WithdrawConfigPatch {
  enabled?: boolean;
  min_amount?: string;
  max_amount?: string;
  fee_rate?: string;
  daily_count?: number;
  window_start?: string | null;
  window_end?: string | null;
  two_approval_threshold?: string;
  address_cooldown_minutes?: number;
}

/** A network's withdrawal rules written straight to the table (fixture setup; operators use PATCH /v1/admin/withdraw-rules/:chain). */
export async function configureWithdrawals(app: INestApplicationContext, chain: string, patch: WithdrawConfigPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof WithdrawConfigPatch)[];
  if (keys.length === 0) return;
  const set = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  const [, count] = await app
    .get(DataSource)
    .query(`update withdraw_configs set ${set} where chain = $1`, [chain, ...keys.map((k) => patch[k])]);
  if (count !== 1) throw new Error(`no withdraw config for ${chain}`);
}

export async function setSyspara(app: INestApplicationContext, code: string, value: string): Promise<void> {
  await app
    .get(DataSource)
    .query(
      `insert into sysparas (code, value) values ($1, $2) on conflict (code) do update set value = excluded.value, updated_at = now()`,
      [code, value],
    );
}

/** A well-known anvil key (account #1): the hot wallet in tests. Never a real key. */
export const TEST_HOT_WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

/**
 * Withdrawals on `chain` open for payout tests: enabled, 1 USDT minimum, 1 % fee, no daily limit, no
 * cooling-off after binding an address, two approvals above `twoApprovalThreshold` (micro-units; left
 * as configured when not given); and several unfinished withdrawals per user allowed.
 */
export async function openWithdrawals(app: INestApplicationContext, chain: string, twoApprovalThreshold?: string): Promise<void> {
  await configureWithdrawals(app, chain, {
    enabled: true,
    min_amount: '1000000',
    fee_rate: '0.01',
    daily_count: 0,
    address_cooldown_minutes: 0,
    ...(twoApprovalThreshold === undefined ? {} : { two_approval_threshold: twoApprovalThreshold }),
  });
  await setSyspara(app, 'withdraw_only_one', '0');
}

/** Finance operators created by the seeded superadmin, one per username (password `<username>-password-1`). */
export async function financeOperators(app: INestApplicationContext, ...usernames: string[]): Promise<Operator[]> {
  const [seed] = await app.get(DataSource).query(`select id, username from admin_users`);
  const root: Operator = { id: seed.id, username: seed.username, roles: ['superadmin'], sessionId: '0', ip: '127.0.0.1' };
  const operators: Operator[] = [];
  for (const username of usernames) {
    const a = await app
      .get(AdminAuthService, { strict: false })
      .create(root, { username, password: `${username}-password-1`, roles: ['finance'] });
    operators.push({ id: a.id, username, roles: ['finance'], sessionId: '0', ip: '127.0.0.1' });
  }
  return operators;
}

/**
 * An EVM chain for payouts: TestUSDT deployed on `anvil`, 10,000 of it in the hot wallet
 * (TEST_HOT_WALLET_KEY), and network `ethereum` pointed at the node and the token.
 */
export async function payoutChain(app: INestApplicationContext, anvil: Anvil, confirmations: number): Promise<TestUsdt> {
  const usdt = await deployTestUsdt(anvil);
  try {
    await (await usdt.token.getFunction('transfer')(new Wallet(TEST_HOT_WALLET_KEY).address, parseUnits('10000', 6))).wait();
    await configureNetwork(app, 'ethereum', { rpc_url: anvil.url, token_contract: usdt.address, token_decimals: 6, confirmations });
    return usdt;
  } catch (e) {
    usdt.provider.destroy(); // the caller never gets it to destroy
    throw e;
  }
}

/**
 * A customer who can withdraw: a new user (`tag` in the username) with `balance` USDT, the fund
 * password `safeword` and the address `dest` bound on `blockchainName` ('ERC20', 'TRC20'). Its id.
 */
export async function withdrawingCustomer(
  app: INestApplicationContext,
  c: { tag: string; balance: string; safeword: string; blockchainName: string; dest: string },
): Promise<string> {
  const userId = await makeUser(app, c.tag);
  await operatorCredit(app, userId, c.balance);
  await app.get(SafewordService, { strict: false }).set(userId, c.safeword);
  await app
    .get(WithdrawService, { strict: false })
    .bind(userId, { blockchainName: c.blockchainName, coin: 'USDT', address: c.dest, safeword: c.safeword });
  return userId;
}

/**
 * The user's withdrawal of `amount` USDT to `to`, approved by
 * `finance` unless `approve` is false: its order number.
 */
export async function withdrawal(
  app: INestApplicationContext,
  w: { userId: string; amount: string; to: string; safeword: string; finance: Operator; approve?: boolean },
): Promise<string> {
  const withdrawals = app.get(WithdrawService, { strict: false });
  const { sessionToken } = await withdrawals.open(w.userId);
  const { orderNo } = await withdrawals.apply(w.userId, {
    sessionToken,
    amount: w.amount,
    to: w.to,
    channel: 'USDT',
    safeword: w.safeword,
  });
  if (w.approve === false) return orderNo;
  const outcome = await app.get(AdminOperationsService, { strict: false }).approveWithdrawal(w.finance, orderNo);
  if (outcome.state !== 'approved') throw new Error(`withdrawal ${orderNo} is ${outcome.state} after one approval, not approved`);
  return orderNo;
}
