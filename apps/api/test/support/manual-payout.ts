import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import { AdminOperationsService, type Operator } from '../../src/modules/admin';
import { LedgerService } from '../../src/modules/ledger';
import { startAnvil, type Anvil } from './anvil';
import { startContext } from './test-app';
import { TEST_HOT_WALLET_KEY, financeOperators, openWithdrawals, payoutChain } from './withdraw';

/** What a manual payout suite works with; filled in by the harness's beforeAll. */
export interface ManualPayoutHarness {
  anvil: Anvil;
  t: Awaited<ReturnType<typeof startContext>>;
  provider: JsonRpcProvider;
  /** the payout token (TestUSDT) */
  token: Contract;
  /** the operator's own wallet: holds 10,000 of the token */
  wallet: Wallet;
  finance: Operator;
  /** A provider of the test context, looked up anywhere (not only in the root module). */
  get<T>(cls: new (...args: any[]) => T): T;
  ops(): AdminOperationsService;
  /** The user's ledger balances, formatted. */
  balances(userId: string): Promise<{ available: string; frozen: string }>;
  /** The operator pays from their wallet: a transfer of `micro` of `tokenContract` to `to`; answers the hash. */
  pay(to: string, micro: bigint, tokenContract?: Contract): Promise<string>;
}

/**
 * The set-up both manual payout int-specs share (call it inside the `describe`): a real local chain
 * (anvil) with the token in the operator's wallet and `confirmations` required on `ethereum`, a test
 * context whose chain watcher only runs when the test says so, withdrawals open (one approval up to
 * 1,000) and the finance operator `financeName`. Stopped again in afterAll.
 */
export function manualPayoutHarness(opts: { confirmations: number; financeName: string }): ManualPayoutHarness {
  const h = {
    get: <T>(cls: new (...args: any[]) => T): T => h.t.ctx.get(cls, { strict: false }),
    ops: () => h.get(AdminOperationsService),
    balances: async (userId: string) => {
      const b = await h.get(LedgerService).userBalances(userId);
      return { available: b.available.format(), frozen: b.frozen.format() };
    },
    pay: async (to: string, micro: bigint, tokenContract: Contract = h.token) => {
      const tx = await (tokenContract.connect(h.wallet) as Contract).getFunction('transfer')(to, micro);
      await tx.wait();
      return tx.hash as string;
    },
  } as ManualPayoutHarness;

  beforeAll(async () => {
    h.anvil = await startAnvil();
    h.t = await startContext({ CHAIN_PAYOUT_INTERVAL_MS: '3600000' });
    ({ provider: h.provider, token: h.token } = await payoutChain(h.t.ctx, h.anvil, opts.confirmations));
    h.wallet = new Wallet(TEST_HOT_WALLET_KEY, h.provider);
    await openWithdrawals(h.t.ctx, 'ethereum', '1000000000');
    [h.finance] = await financeOperators(h.t.ctx, opts.financeName);
  }, 60_000);

  afterAll(async () => {
    h.provider?.destroy();
    await h.t?.close();
    await h.anvil?.stop();
  });

  return h;
}
