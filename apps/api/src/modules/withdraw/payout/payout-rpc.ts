import { EvmRpc, RpcError, type EvmLog } from '../../chain';

const hex = (n: bigint) => '0x' + n.toString(16);

function quantity(v: unknown, what: string): bigint {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(v)) throw new RpcError(`bad ${what} from node: ${String(v).slice(0, 80)}`);
  return BigInt(v);
}

export interface PayoutReceipt {
  status: 0n | 1n;
  blockNumber: bigint;
  blockHash: string;
  logs: Pick<EvmLog, 'address' | 'topics' | 'data'>[];
}

/** The JSON-RPC calls a payout needs, on top of the deposit scanner's client. No database here. */
export class PayoutRpc {
  constructor(readonly rpc: EvmRpc) {}

  async chainId(): Promise<bigint> {
    return quantity(await this.rpc.call('eth_chainId', []), 'chain id');
  }

  /** The next nonce the node would accept from `address`, counting its mempool. */
  async pendingNonce(address: string): Promise<bigint> {
    return quantity(await this.rpc.call('eth_getTransactionCount', [address, 'pending']), 'nonce');
  }

  /** Nonce after the latest block only (what has really been mined). */
  async minedNonce(address: string): Promise<bigint> {
    return quantity(await this.rpc.call('eth_getTransactionCount', [address, 'latest']), 'nonce');
  }

  async estimateGas(tx: { from: string; to: string; data: string }): Promise<bigint> {
    return quantity(await this.rpc.call('eth_estimateGas', [{ ...tx, value: '0x0' }]), 'gas estimate');
  }

  /**
   * Fees for a transaction mined soon: EIP-1559 (2 × base fee + tip) when the chain has a base fee,
   * else the node's legacy gas price.
   */
  async fees(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }> {
    const block = await this.rpc.call<{ baseFeePerGas?: string } | null>('eth_getBlockByNumber', ['latest', false]);
    if (block?.baseFeePerGas) {
      const base = quantity(block.baseFeePerGas, 'base fee');
      let tip: bigint;
      try {
        tip = quantity(await this.rpc.call('eth_maxPriorityFeePerGas', []), 'priority fee');
      } catch {
        tip = 1_000_000_000n;
      }
      return { maxFeePerGas: base * 2n + tip, maxPriorityFeePerGas: tip };
    }
    return { gasPrice: quantity(await this.rpc.call('eth_gasPrice', []), 'gas price') };
  }

  /** Send a signed transaction; answers its hash as the node reports it. */
  async sendRaw(raw: string): Promise<string> {
    const h = await this.rpc.call<string>('eth_sendRawTransaction', [raw]);
    if (typeof h !== 'string') throw new RpcError('eth_sendRawTransaction: no hash');
    return h.toLowerCase();
  }

  /** Whether the node knows the transaction (in its mempool or mined). */
  async knows(hash: string): Promise<boolean> {
    const tx = await this.rpc.call<unknown>('eth_getTransactionByHash', [hash]);
    return !!tx;
  }

  async receipt(hash: string): Promise<PayoutReceipt | null> {
    const r = await this.rpc.call<Record<string, unknown> | null>('eth_getTransactionReceipt', [hash]);
    if (!r) return null;
    if (r.blockNumber === null || r.blockNumber === undefined) return null; // some nodes answer pending receipts
    const status = quantity(r.status, 'receipt status');
    const logs = Array.isArray(r.logs) ? (r.logs as Record<string, unknown>[]) : [];
    return {
      status: status === 1n ? 1n : 0n,
      blockNumber: quantity(r.blockNumber, 'receipt block'),
      blockHash: String(r.blockHash).toLowerCase(),
      logs: logs.map((l) => ({
        address: String(l.address).toLowerCase(),
        topics: Array.isArray(l.topics) ? (l.topics as string[]).map((t) => t.toLowerCase()) : [],
        data: String(l.data),
      })),
    };
  }

  blockNumber(): Promise<bigint> {
    return this.rpc.blockNumber();
  }

  /** The unix time (seconds) of the block at `height`. */
  async blockTime(height: bigint): Promise<bigint> {
    const block = await this.rpc.call<{ timestamp?: string } | null>('eth_getBlockByNumber', [hex(height), false]);
    if (!block) throw new RpcError(`block ${height} not found`);
    return quantity(block.timestamp, 'block timestamp');
  }

  blockHashAt(height: bigint): Promise<string | null> {
    return this.rpc.blockHashAt(height);
  }
}

/** Node answers meaning "this exact transaction is already there" (so sending again is pointless). */
export function isAlreadyKnown(e: unknown): boolean {
  return /already known|known transaction|already imported|alreadyknown|transaction already exists/i.test((e as Error)?.message ?? '');
}

/** Node answers meaning the nonce is used up (by this transaction once mined, or by another one). */
export function isNonceTooLow(e: unknown): boolean {
  return /nonce too low|nonce is too low|invalid nonce|nonce has already been used/i.test((e as Error)?.message ?? '');
}

export { hex };
