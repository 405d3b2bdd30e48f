import { Contract, JsonRpcProvider, Wallet, getAddress, parseUnits } from 'ethers';
import { DataSource } from 'typeorm';
import { startAnvil, type Anvil } from '../../../test/support/anvil';
import { TEST_EVM_XPUB, configureNetwork, makeUser } from '../../../test/support/chain';
import { startContext } from '../../../test/support/test-app';
import { deployTestUsdt } from '../../../test/support/test-usdt';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { LedgerReconciler, LedgerService } from '../ledger';
import { ChainNetworkService } from './chain-network.service';
import { ChainRepository } from './chain.repository';
import { DepositAddressService } from './deposit-address.service';
import { DepositCreditService } from './deposit-credit.service';
import { EvmDepositScanner } from './evm/evm-scanner';
import { RechargeService } from './recharge.service';

const FOREIGN = '0x000000000000000000000000000000000000dEaD';
const CONFIRMATIONS = 3;

describe('EVM deposits against a real local chain (anvil + a 6-decimal ERC-20)', () => {
  let anvil: Anvil;
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  let token: Contract;
  let signer: Wallet;
  let provider: JsonRpcProvider;

  /** A fresh scanner instance, as after a restart of the worker. */
  const freshScanner = () =>
    new EvmDepositScanner(
      t.ctx.get(ChainNetworkService, { strict: false }),
      t.ctx.get(ChainRepository, { strict: false }),
      t.ctx.get(DepositCreditService, { strict: false }),
      t.ctx.get<AppConfig>(APP_CONFIG),
    );
  const scan = () => t.ctx.get(EvmDepositScanner).scanAll();
  const mine = (n: number) => anvil.rpc('anvil_mine', ['0x' + n.toString(16)]);
  const head = async () => BigInt(await anvil.rpc<string>('eth_blockNumber'));
  const send = async (to: string, amount: string) => {
    const tx = await token.getFunction('transfer')(to, parseUnits(amount, 6));
    return (await tx.wait())!;
  };
  const addressOf = async (userId: string) => (await t.ctx.get(DepositAddressService).addressFor(userId, 'evm'))!;
  const available = async (userId: string) => (await t.ctx.get(LedgerService).userBalances(userId)).available.format();
  const depositsOf = (userId: string) =>
    ds.query(
      `select tx_hash as "txHash", log_index as "logIndex", block_number::text as "blockNumber", amount::text, confirmations, state
         from chain_deposits where user_id = $1 order by id`,
      [userId],
    );
  const ordersOf = (userId: string) =>
    ds.query(
      `select kind, state, volume::text, amount::text, tx, channel_address as "channelAddress", blockchain_name as "blockchainName", failure_code as "failureCode"
         from recharge_orders where user_id = $1 order by id`,
      [userId],
    );
  const creditsFor = async (txHash: string) => ((await t.ctx.get(LedgerService).findTransfer(`deposit:ethereum:${txHash}:0`)) ? 1 : 0);

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await startContext({ CHAIN_EVM_XPUB: TEST_EVM_XPUB, CHAIN_EVM_MAX_BLOCK_RANGE: '4' });
    ds = t.ctx.get(DataSource);
    // anvil's first default account (funded) deploys the token and pays the deposits.
    const usdt = await deployTestUsdt(anvil);
    ({ provider, token, deployer: signer } = usdt);
    await configureNetwork(t.ctx, 'ethereum', {
      enabled: true,
      rpc_url: anvil.url,
      token_contract: usdt.address,
      token_decimals: 6,
      confirmations: CONFIRMATIONS,
      min_deposit: '1000000',
      scan_cursor: String(usdt.deployBlock),
    });
  }, 60_000);

  afterAll(async () => {
    provider?.destroy();
    await t?.close();
    await anvil?.stop();
  });

  it('gives each user one derived address, the same on every call', async () => {
    const a = await makeUser(t.ctx);
    const b = await makeUser(t.ctx);
    const [a1, a2, b1] = [await addressOf(a), await addressOf(a), await addressOf(b)];
    expect(a1).toBe(a2);
    expect(a1).not.toBe(b1);
    expect(getAddress(a1)).toBe(a1);
    const rows = await ds.query(`select derivation_index as i from deposit_addresses where user_id = any($1) order by i`, [[a, b]]);
    expect(rows.map((r: { i: number }) => r.i)).toEqual([rows[0].i, rows[0].i + 1]);
  });

  it('records a deposit, follows its confirmations and credits it exactly once after the required depth, across restarts', async () => {
    const user = await makeUser(t.ctx);
    const address = await addressOf(user);
    const receipt = await send(address, '25.5');
    const tx = receipt.hash.toLowerCase();

    await scan();
    expect(await depositsOf(user)).toEqual([
      { txHash: tx, logIndex: 0, blockNumber: String(receipt.blockNumber), amount: '25500000', confirmations: 1, state: 'seen' },
    ]);
    expect(await available(user)).toBe('0.000000');
    expect(await ordersOf(user)).toEqual([]);
    // The buyer sees it on its way (rechargeBlockchain!confirming).
    const confirming = () => t.ctx.get(RechargeService).confirming(user);
    expect((await confirming()).map((d) => ({ ...d, amount: d.amount.format(), seenAt: typeof d.seenAt }))).toEqual([
      {
        txHash: tx,
        logIndex: 0,
        coin: 'USDT',
        blockchainName: 'ERC20',
        amount: '25.500000',
        confirmations: 1,
        required: 3,
        seenAt: 'object',
      },
    ]);

    await mine(1);
    await freshScanner().scanAll(); // "restarted" worker
    expect((await depositsOf(user))[0]).toMatchObject({ confirmations: 2, state: 'seen' });
    expect(await available(user)).toBe('0.000000');
    expect((await confirming()).map((d) => d.confirmations)).toEqual([2]);

    await mine(1);
    // Two workers racing on the same pass: one credit.
    await Promise.all([freshScanner().scanAll(), freshScanner().scanAll(), scan()]);
    expect((await depositsOf(user))[0]).toMatchObject({ confirmations: CONFIRMATIONS, state: 'credited' });
    expect(await available(user)).toBe('25.500000');
    expect(await creditsFor(tx)).toBe(1);
    expect(await confirming()).toEqual([]);
    expect(await ordersOf(user)).toEqual([
      {
        kind: 'onchain',
        state: 1,
        volume: '25500000',
        amount: '25500000',
        tx,
        channelAddress: address,
        blockchainName: 'ERC20',
        failureCode: null,
      },
    ]);

    await mine(5);
    await scan();
    await freshScanner().scanAll();
    expect(await available(user)).toBe('25.500000');
    expect(await ordersOf(user)).toHaveLength(1);
    const [{ n }] = await ds.query(`select count(*)::int n from chain_deposits where tx_hash = $1`, [tx]);
    expect(n).toBe(1);
  });

  it('keeps the cursor where it was when writing fails, and picks the range up on the next pass', async () => {
    const user = await makeUser(t.ctx);
    const receipt = await send(await addressOf(user), '3');
    const [{ before }] = await ds.query(`select scan_cursor::text as before from chain_networks where id = 'ethereum'`);
    const spy = jest.spyOn(t.ctx.get(DepositCreditService, { strict: false }), 'recordBatch').mockRejectedValueOnce(new Error('crash'));
    await scan();
    spy.mockRestore();
    const [{ after }] = await ds.query(`select scan_cursor::text as after from chain_networks where id = 'ethereum'`);
    expect(after).toBe(before);
    expect(await depositsOf(user)).toEqual([]);
    await scan();
    expect((await depositsOf(user))[0]).toMatchObject({ txHash: receipt.hash.toLowerCase(), state: 'seen' });
    await mine(CONFIRMATIONS);
    await scan();
    expect(await available(user)).toBe('3.000000');
  });

  it('credits several transfers of one transaction by log index and ignores transfers to foreign addresses', async () => {
    const b = await makeUser(t.ctx);
    const c = await makeUser(t.ctx);
    const [ab, ac] = [await addressOf(b), await addressOf(c)];
    const tx = await token.getFunction('batchTransfer')(
      [ab, FOREIGN, ac, ab],
      [parseUnits('10', 6), parseUnits('99', 6), parseUnits('2.000001', 6), parseUnits('1.5', 6)],
    );
    const receipt = (await tx.wait())!;
    await mine(CONFIRMATIONS);
    // As with many users: every Transfer of the token is fetched and matched against our addresses.
    const unfiltered = freshScanner();
    unfiltered.topicFilterLimit = 0;
    await unfiltered.scanAll();
    expect((await depositsOf(b)).map((d: { logIndex: number; state: string }) => [d.logIndex, d.state])).toEqual([
      [0, 'credited'],
      [3, 'credited'],
    ]);
    expect((await depositsOf(c)).map((d: { logIndex: number; amount: string }) => [d.logIndex, d.amount])).toEqual([[2, '2000001']]);
    expect(await available(b)).toBe('11.500000');
    expect(await available(c)).toBe('2.000001');
    const foreign = await ds.query(`select 1 from chain_deposits where tx_hash = $1 and log_index = 1`, [receipt.hash.toLowerCase()]);
    expect(foreign).toEqual([]);
    const [{ n }] = await ds.query(`select count(*)::int n from chain_deposits where lower(to_address) = lower($1)`, [FOREIGN]);
    expect(n).toBe(0);
  });

  it('records a transfer below the network minimum as failed and never credits it', async () => {
    const user = await makeUser(t.ctx);
    await send(await addressOf(user), '0.5');
    await scan();
    await mine(CONFIRMATIONS + 2);
    await scan();
    expect(await depositsOf(user)).toEqual([expect.objectContaining({ amount: '500000', state: 'below_minimum' })]);
    expect(await available(user)).toBe('0.000000');
    expect(await ordersOf(user)).toEqual([
      expect.objectContaining({ kind: 'onchain', state: 2, amount: '500000', failureCode: 'DEPOSIT_BELOW_MINIMUM' }),
    ]);
  });

  it('never credits a transfer whose block was reorganised away inside the confirmation depth', async () => {
    const user = await makeUser(t.ctx);
    const address = await addressOf(user);
    const snapshot = await anvil.rpc<string>('evm_snapshot');
    const receipt = await send(address, '40');
    await scan();
    expect((await depositsOf(user))[0]).toMatchObject({ state: 'seen', confirmations: 1, blockNumber: String(receipt.blockNumber) });

    // The block is dropped and a different one takes its height (a transfer elsewhere), then the chain grows past the depth.
    expect(await anvil.rpc<boolean>('evm_revert', [snapshot])).toBe(true);
    await send(FOREIGN, '1');
    expect(await head()).toBe(BigInt(receipt.blockNumber));
    await mine(CONFIRMATIONS + 1);
    await scan();
    await freshScanner().scanAll();
    expect(await depositsOf(user)).toEqual([expect.objectContaining({ txHash: receipt.hash.toLowerCase(), state: 'orphaned' })]);
    expect(await available(user)).toBe('0.000000');
    expect(await creditsFor(receipt.hash.toLowerCase())).toBe(0);
    expect(await ordersOf(user)).toEqual([]);
  });

  it('follows a transfer re-mined in another block after a reorganisation and credits it once', async () => {
    const user = await makeUser(t.ctx);
    const address = await addressOf(user);
    const snapshot = await anvil.rpc<string>('evm_snapshot');
    const nonce = await provider.getTransactionCount(signer.address, 'pending');
    const raw = await signer.signTransaction(
      await signer.populateTransaction({
        to: await token.getAddress(),
        data: token.interface.encodeFunctionData('transfer', [address, parseUnits('12', 6)]),
        nonce,
      }),
    );
    const hash = await anvil.rpc<string>('eth_sendRawTransaction', [raw]);
    await scan();
    const first = (await depositsOf(user))[0];
    expect(first).toMatchObject({ txHash: hash.toLowerCase(), state: 'seen' });

    await anvil.rpc('evm_revert', [snapshot]);
    // anvil may put a reverted block's transactions back in its pool, and the next block would then
    // hold it again at the same height: empty the pool so that the replacement block is another one
    await anvil.rpc('anvil_dropAllTransactions');
    await mine(1); // the replacement chain has another block at that height
    expect(await anvil.rpc<string>('eth_sendRawTransaction', [raw])).toBe(hash); // the same transaction, one block later
    // mined before the scan looks (the chain's part of the story, checked apart from the scanner's)
    expect(BigInt((await provider.waitForTransaction(hash, 1, 10_000))!.blockNumber)).toBe(BigInt(first.blockNumber) + 1n);
    await scan();
    const moved = (await depositsOf(user))[0];
    expect(moved.state).toBe('seen');
    expect(BigInt(moved.blockNumber)).toBe(BigInt(first.blockNumber) + 1n);
    await mine(CONFIRMATIONS);
    await scan();
    expect(await depositsOf(user)).toEqual([expect.objectContaining({ txHash: hash.toLowerCase(), state: 'credited' })]);
    expect(await available(user)).toBe('12.000000');
  });

  it('leaves a ledger that reconciles', async () => {
    const report = await t.ctx.get(LedgerReconciler).run();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    const hot = await t.ctx.get(LedgerService).balance('chain:hot_wallet');
    expect(hot.format()).toBe('-54.000001'); // 25.5 + 3 + 11.5 + 2.000001 + 12: what the hot wallet should hold
  });
});
