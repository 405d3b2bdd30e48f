/**
 * A minimal Ethereum JSON-RPC client over HTTP (fetch): the three calls deposit scanning needs.
 * Quantities stay bigint; nothing here touches the database.
 */

export interface EvmLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: bigint;
  blockHash: string;
  transactionHash: string;
  logIndex: bigint;
  removed: boolean;
}

export class RpcError extends Error {
  constructor(
    message: string,
    readonly rpcCode?: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

const hex = (n: bigint) => '0x' + n.toString(16);

function quantity(v: unknown, what: string): bigint {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(v)) throw new RpcError(`bad ${what} from node: ${String(v).slice(0, 80)}`);
  return BigInt(v);
}

function hash32(v: unknown, what: string): string {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(v)) throw new RpcError(`bad ${what} from node: ${String(v).slice(0, 80)}`);
  return v.toLowerCase();
}

export class EvmRpc {
  private id = 0;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  async call<T = unknown>(method: string, params: unknown[]): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++this.id, method, params }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new RpcError(`${method}: ${(e as Error).message}`);
    }
    if (!res.ok) throw new RpcError(`${method}: HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as { result?: T; error?: { code?: number; message?: string } } | null;
    if (!body) throw new RpcError(`${method}: not JSON`);
    if (body.error) throw new RpcError(`${method}: ${body.error.message ?? 'error'}`, body.error.code);
    return body.result as T;
  }

  async blockNumber(): Promise<bigint> {
    return quantity(await this.call('eth_blockNumber', []), 'block number');
  }

  /** Hash of the canonical block at `height`, or null when the node has none there. */
  async blockHashAt(height: bigint): Promise<string | null> {
    const b = await this.call<{ hash?: string } | null>('eth_getBlockByNumber', [hex(height), false]);
    return b ? hash32(b.hash, 'block hash') : null;
  }

  /** Logs of `address` in [from, to] matching `topics` (null = any; an array = any of). */
  async getLogs(filter: { address: string; fromBlock: bigint; toBlock: bigint; topics: (string | string[] | null)[] }): Promise<EvmLog[]> {
    const raw = await this.call<unknown[]>('eth_getLogs', [
      { address: filter.address, fromBlock: hex(filter.fromBlock), toBlock: hex(filter.toBlock), topics: filter.topics },
    ]);
    if (!Array.isArray(raw)) throw new RpcError('eth_getLogs: not a list');
    return raw.map((r) => {
      const l = r as Record<string, unknown>;
      if (!Array.isArray(l.topics) || typeof l.data !== 'string' || typeof l.address !== 'string')
        throw new RpcError('eth_getLogs: bad log');
      return {
        address: l.address.toLowerCase(),
        topics: (l.topics as string[]).map((t) => hash32(t, 'topic')),
        data: l.data,
        blockNumber: quantity(l.blockNumber, 'log block number'),
        blockHash: hash32(l.blockHash, 'log block hash'),
        transactionHash: hash32(l.transactionHash, 'log tx hash'),
        logIndex: quantity(l.logIndex, 'log index'),
        removed: l.removed === true,
      };
    });
  }
}

/** keccak-256("Transfer(address,address,uint256)") */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** An address as a 32-byte topic. */
export function addressTopic(address: string): string {
  return '0x' + address.toLowerCase().replace(/^0x/, '').padStart(64, '0');
}

export interface Erc20Transfer {
  from: string;
  to: string;
  value: bigint;
}

/** Decode a standard ERC-20 Transfer log (indexed from/to, value in data); null when it is not one. */
export function decodeTransfer(log: Pick<EvmLog, 'topics' | 'data'>): Erc20Transfer | null {
  if (log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) return null;
  if (!/^0x[0-9a-fA-F]{64}$/.test(log.data)) return null;
  const addr = (t: string) => (/^0x0{24}[0-9a-f]{40}$/.test(t) ? '0x' + t.slice(26) : null);
  const from = addr(log.topics[1]);
  const to = addr(log.topics[2]);
  if (!from || !to) return null;
  return { from, to, value: BigInt(log.data) };
}
