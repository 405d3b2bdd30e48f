import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
