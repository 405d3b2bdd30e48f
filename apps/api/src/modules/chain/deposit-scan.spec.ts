import type { Logger } from '@nestjs/common';
import type { NetworkRow } from './chain.repository';
import { DepositScanPass, depositRow, type ScannedTransfer } from './deposit-scan';

const logger = () =>
  ({ log: jest.fn(), warn: jest.fn(), error: jest.fn() }) as unknown as Logger & { log: jest.Mock; warn: jest.Mock; error: jest.Mock };
const network = (id: string, over: Partial<NetworkRow> = {}) => ({ id, tokenDecimals: 18, minDeposit: '1000000', ...over }) as NetworkRow;
const transfer = (rawAmount: bigint): ScannedTransfer => ({
  txHash: '0xabc',
  logIndex: 3n,
  blockNumber: 7n,
  blockHash: null,
  fromAddress: 'from',
  toAddress: 'to',
  userId: 'u1',
  rawAmount,
  confirmations: 2n,
});

describe('depositRow', () => {
  it('values the transfer in micro-units (dust rounded down) and marks it against the minimum', () => {
    const log = logger();
    expect(depositRow(log, network('bsc'), transfer(1_000_000_999_999_999_999n))).toEqual({
      chain: 'bsc',
      ...transfer(1_000_000_999_999_999_999n),
      amount: 1_000_000n,
      state: 'seen',
    });
    expect(depositRow(log, network('bsc'), transfer(999_999_999_999_999_999n))).toMatchObject({ amount: 999_999n, state: 'below_minimum' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('refuses (and logs) a value above what the ledger accepts on one leg', () => {
    const log = logger();
    const n = network('tron', { tokenDecimals: 6 });
    expect(depositRow(log, n, transfer(10n ** 18n))).toMatchObject({ amount: 10n ** 18n });
    expect(depositRow(log, n, transfer(10n ** 18n + 1n))).toBeNull();
    expect(log.error).toHaveBeenCalledWith('ignoring implausible transfer of 1000000000000000001 on tron 0xabc:3');
  });
});

describe('DepositScanPass', () => {
  it('scans every network, logs a failing one and goes on', async () => {
    const log = logger();
    const pass = new DepositScanPass(
      log,
      async () => [network('a'), network('b'), network('c')],
      async (n) => {
        if (n.id === 'b') throw new Error('node down');
        return n.id;
      },
    );
    expect(await pass.run()).toEqual(['a', 'c']);
    expect(log.warn).toHaveBeenCalledWith('scan of b failed: node down');
  });

  it('logs an outage once, not on every tick, and says when the network works again', async () => {
    const log = logger();
    let down = true;
    const pass = new DepositScanPass(
      log,
      async () => [network('a')],
      async (n) => {
        if (down) throw new Error('connect ECONNREFUSED');
        return n.id;
      },
    );
    for (let i = 0; i < 5; i++) await pass.run();
    expect(log.warn).toHaveBeenCalledTimes(1);
    down = false;
    expect(await pass.run()).toEqual(['a']);
    expect(log.log).toHaveBeenCalledWith('scan of a works again');
  });

  it('skips a pass that starts while one runs, and runs again after it (also after a failed listing)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let listing = 0;
    const pass = new DepositScanPass(
      logger(),
      async () => {
        if (++listing === 2) throw new Error('db down');
        return [network('a')];
      },
      async (n) => {
        await gate;
        return n.id;
      },
    );
    const first = pass.run();
    expect(await pass.run()).toEqual([]);
    release();
    expect(await first).toEqual(['a']);
    await expect(pass.run()).rejects.toThrow('db down');
    expect(await pass.run()).toEqual(['a']);
  });
});
