import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { HDNodeWallet } from 'ethers';
import { DataSource } from 'typeorm';
import { AccountService, SessionService } from '../../src/modules/user';

/**
 * The operator's seed in tests: the BIP-39 test mnemonic (not anvil's, so deposit addresses are not
 * the funded accounts). Only its account-level public keys reach the app.
 */
export const TEST_DEPOSIT_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const TEST_EVM_XPUB = HDNodeWallet.fromPhrase(TEST_DEPOSIT_MNEMONIC, undefined, "m/44'/60'/0'").neuter().extendedKey;
export const TEST_TRON_XPUB = HDNodeWallet.fromPhrase(TEST_DEPOSIT_MNEMONIC, undefined, "m/44'/195'/0'").neuter().extendedKey;

/** An endpoint nothing answers on, for suites where no scanner or payout runs: a network only needs one set. */
export const NOWHERE = 'http://127.0.0.1:9/';

export interface NetworkPatch {
  enabled?: boolean;
  rpc_url?: string | null;
  token_contract?: string;
  token_decimals?: number;
  confirmations?: number;
  min_deposit?: string;
  recharge_min?: string;
  recharge_max?: string;
  scan_cursor?: string | null;
  img?: string;
}

/** A network's settings written straight to the table (fixture setup; operators use PATCH /v1/admin/networks/:id). */
export async function configureNetwork(app: INestApplicationContext, id: string, patch: NetworkPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof NetworkPatch)[];
  if (keys.length === 0) return;
  const set = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  // UPDATE answers [rows, rowCount] through TypeORM's postgres driver.
  const [, count] = await app.get(DataSource).query(`update chain_networks set ${set} where id = $1`, [id, ...keys.map((k) => patch[k])]);
  if (count !== 1) throw new Error(`no network ${id}`);
}

/** A registered user (real AccountService), committed; answers the user id. */
export async function makeUser(app: INestApplicationContext, tag = 'dep'): Promise<string> {
  const s = await app
    .get(AccountService)
    .register(
      { username: `${tag}-${randomUUID().slice(0, 12)}@example.com`, password: 'secret12', confirm: 'secret12', type: 2 },
      '10.0.0.1',
    );
  const actor = await app.get(SessionService).resolve(s.token);
  return actor!.userId;
}
