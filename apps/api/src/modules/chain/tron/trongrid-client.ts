import { normalizeTronAddress } from '../domain/tron-address';

/**
 * A client of a TronGrid-compatible HTTP API (`/v1/...`), offline-testable against recorded
 * responses. Only confirmed (solidified, irreversible) data is asked for.
 */

export interface Trc20Transfer {
  txId: string;
  blockTimestamp: bigint;
  from: string;
  to: string;
  value: bigint;
  /** the token contract (base58) */
  token: string;
  type: string;
}

export interface TronTransferEvent {
  txId: string;
  eventIndex: bigint;
  blockNumber: bigint;
  blockTimestamp: bigint;
  /** emitting contract (base58) */
  contract: string;
  from: string;
  to: string;
  value: bigint;
}

export class TronGridError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TronGridError';
  }
}

const TXID = /^[0-9a-fA-F]{64}$/;
const UINT = /^\d{1,78}$/;

function uint(v: unknown, what: string): bigint {
  const s = typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : v;
  if (typeof s !== 'string' || !UINT.test(s)) throw new TronGridError(`bad ${what}: ${String(v).slice(0, 40)}`);
  return BigInt(s);
}

export class TronGridClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly apiKey?: string,
  ) {}

  private async get(path: string, query: Record<string, string>): Promise<{ data: unknown[]; fingerprint: string | null }> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : this.baseUrl + '/');
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json', ...(this.apiKey ? { 'TRON-PRO-API-KEY': this.apiKey } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new TronGridError(`${url.pathname}: ${(e as Error).message}`);
    }
    if (!res.ok) throw new TronGridError(`${url.pathname}: HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as {
      data?: unknown;
      success?: boolean;
      error?: string;
      meta?: { fingerprint?: string };
    } | null;
    if (!body || body.success === false || !Array.isArray(body.data))
      throw new TronGridError(`${url.pathname}: ${body?.error ?? 'unexpected answer'}`);
    return {
      data: body.data,
      fingerprint: typeof body.meta?.fingerprint === 'string' && body.meta.fingerprint ? body.meta.fingerprint : null,
    };
  }

  /**
   * Confirmed TRC-20 transfers touching `address` since `minTimestamp` (ms), oldest first, for one
   * token contract; follows `meta.fingerprint` paging up to `maxPages`.
   */
  async trc20Transfers(
    address: string,
    opts: { minTimestamp: bigint; contract: string; pageSize?: number; maxPages?: number },
  ): Promise<Trc20Transfer[]> {
    const out: Trc20Transfer[] = [];
    let fingerprint: string | null = null;
    for (let page = 0; page < (opts.maxPages ?? 50); page++) {
      const query: Record<string, string> = {
        only_confirmed: 'true',
        min_timestamp: opts.minTimestamp.toString(),
        contract_address: opts.contract,
        limit: String(opts.pageSize ?? 200),
        order_by: 'block_timestamp,asc',
      };
      if (fingerprint) query.fingerprint = fingerprint;
      const r = await this.get(`v1/accounts/${encodeURIComponent(address)}/transactions/trc20`, query);
      for (const raw of r.data) {
        const t = raw as Record<string, unknown>;
        const info = (t.token_info ?? {}) as Record<string, unknown>;
        const from = typeof t.from === 'string' ? normalizeTronAddress(t.from) : null;
        const to = typeof t.to === 'string' ? normalizeTronAddress(t.to) : null;
        const token = typeof info.address === 'string' ? normalizeTronAddress(info.address) : null;
        if (typeof t.transaction_id !== 'string' || !TXID.test(t.transaction_id) || !from || !to || !token) {
          throw new TronGridError('bad trc20 transfer in answer');
        }
        out.push({
          txId: t.transaction_id.toLowerCase(),
          blockTimestamp: uint(t.block_timestamp, 'block_timestamp'),
          from,
          to,
          value: uint(t.value, 'value'),
          token,
          type: typeof t.type === 'string' ? t.type : '',
        });
      }
      fingerprint = r.fingerprint;
      if (!fingerprint || r.data.length === 0) break;
    }
    return out;
  }

  /** The `Transfer` events of one confirmed transaction, with their event index and block. */
  async transferEvents(txId: string): Promise<TronTransferEvent[]> {
    if (!TXID.test(txId)) throw new TronGridError('bad transaction id');
    const r = await this.get(`v1/transactions/${txId}/events`, { only_confirmed: 'true' });
    const out: TronTransferEvent[] = [];
    for (const raw of r.data) {
      const e = raw as Record<string, unknown>;
      if (e.event_name !== 'Transfer') continue;
      const result = (e.result ?? {}) as Record<string, unknown>;
      const from = typeof result.from === 'string' ? normalizeTronAddress(result.from) : null;
      const to = typeof result.to === 'string' ? normalizeTronAddress(result.to) : null;
      const contract = typeof e.contract_address === 'string' ? normalizeTronAddress(e.contract_address) : null;
      if (!from || !to || !contract) throw new TronGridError('bad Transfer event in answer');
      out.push({
        txId: txId.toLowerCase(),
        eventIndex: uint(e.event_index, 'event_index'),
        blockNumber: uint(e.block_number, 'block_number'),
        blockTimestamp: uint(e.block_timestamp, 'block_timestamp'),
        contract,
        from,
        to,
        value: uint(result.value, 'value'),
      });
    }
    return out;
  }
}
