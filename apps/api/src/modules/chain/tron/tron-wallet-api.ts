import { TronGridError } from './trongrid-client';

/**
 * The `/wallet/*` calls of a TronGrid-compatible full-node HTTP API that a TRC-20 payout needs:
 * dry-run (`triggerconstantcontract`), build (`triggersmartcontract`), send (`broadcasttransaction`), look up (`gettransactionbyid`,
 * `gettransactioninfobyid`, and `walletsolidity/gettransactioninfobyid` for solidified blocks) and the head block (`getnowblock`). Addresses travel in TRON hex
 * (`41…`, `visible: false`). Answers are checked for shape here; their CONTENT (what a built
 * transaction does) is checked by the caller before anything is signed.
 *
 * Tested against a local HTTP server answering recorded response shapes (no TRON node runs here).
 */

/** A transaction as TronGrid writes it (`visible: false`). */
export interface TronTxJson {
  visible?: boolean;
  txID: string;
  raw_data: Record<string, unknown>;
  raw_data_hex: string;
  signature?: string[];
}

export interface TronTxInfo {
  blockNumber: bigint;
  /** `blockTimeStamp`: the block's time in ms (null when the node leaves it out) */
  blockTime: bigint | null;
  /** `receipt.result` (SUCCESS, REVERT, OUT_OF_ENERGY, …); absent on some failures → '' */
  receiptResult: string;
  /** top-level `result` ('FAILED' on failure, absent on success) */
  result: string;
  /** event logs: 20-byte hex addresses (no 41 prefix), topics and data without 0x */
  logs: { address: string; topics: string[]; data: string }[];
}

export interface TronBlockHead {
  number: bigint;
  /** ms */
  timestamp: bigint;
}

/** A refused broadcast: `code` as the node answers it (e.g. DUP_TRANSACTION_ERROR, SIGERROR). */
export class TronBroadcastError extends TronGridError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TronBroadcastError';
  }
}

const TXID = /^[0-9a-fA-F]{64}$/;

function uintOf(v: unknown, what: string): bigint {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^\d{1,30}$/.test(v)) return BigInt(v);
  throw new TronGridError(`bad ${what}: ${String(v).slice(0, 40)}`);
}

/** TronGrid hex-encodes most error messages; show them as text when they are. */
export function tronMessage(m: unknown): string {
  if (typeof m !== 'string') return '';
  if (/^([0-9a-fA-F]{2})+$/.test(m)) {
    const text = Buffer.from(m, 'hex').toString('utf8');
    if (/^[\x20-\x7e]+$/.test(text)) return text;
  }
  return m.slice(0, 300);
}

export class TronWalletApi {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly apiKey?: string,
  ) {}

  private async post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : this.baseUrl + '/');
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(this.apiKey ? { 'TRON-PRO-API-KEY': this.apiKey } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new TronGridError(`${url.pathname}: ${(e as Error).message}`);
    }
    if (!res.ok) throw new TronGridError(`${url.pathname}: HTTP ${res.status}`);
    const json = (await res.json().catch(() => null)) as T | null;
    if (!json || typeof json !== 'object') throw new TronGridError(`${url.pathname}: unexpected answer`);
    return json;
  }

  /**
   * Build (not sign) `contract.function_selector(parameter)` from `owner`. Answers the unsigned
   * transaction as the node built it; `TronGridError` when the node refuses to build it.
   */
  async triggerSmartContract(req: {
    owner: string;
    contract: string;
    functionSelector: string;
    /** ABI-encoded arguments, hex without 0x and without the selector */
    parameter: string;
    feeLimit: bigint;
  }): Promise<TronTxJson> {
    const r = await this.post<{ result?: { result?: boolean; code?: string; message?: string }; transaction?: TronTxJson }>(
      'wallet/triggersmartcontract',
      {
        owner_address: req.owner,
        contract_address: req.contract,
        function_selector: req.functionSelector,
        parameter: req.parameter,
        fee_limit: req.feeLimit.toString(),
        call_value: 0,
        visible: false,
      },
    );
    if (r.result?.result !== true || !r.transaction) {
      throw new TronGridError(
        `triggersmartcontract refused: ${r.result?.code ?? 'no transaction'} ${tronMessage(r.result?.message)}`.trim(),
      );
    }
    const tx = r.transaction;
    if (
      typeof tx.txID !== 'string' ||
      !TXID.test(tx.txID) ||
      typeof tx.raw_data_hex !== 'string' ||
      !tx.raw_data ||
      typeof tx.raw_data !== 'object'
    )
      throw new TronGridError('triggersmartcontract: malformed transaction');
    return tx;
  }

  /**
   * Run `contract.function_selector(parameter)` from `owner` without sending anything
   * (`/wallet/triggerconstantcontract`). `ok` only when the node executed it successfully AND the
   * call returned `true` (a TRC-20 `transfer`); anything else is a refusal with its reason.
   */
  async simulate(req: {
    owner: string;
    contract: string;
    functionSelector: string;
    parameter: string;
  }): Promise<{ ok: true; energyUsed: bigint } | { ok: false; reason: string }> {
    const r = await this.post<{
      result?: { result?: boolean; code?: string; message?: string };
      energy_used?: unknown;
      constant_result?: unknown;
      transaction?: { ret?: { ret?: string }[] };
    }>('wallet/triggerconstantcontract', {
      owner_address: req.owner,
      contract_address: req.contract,
      function_selector: req.functionSelector,
      parameter: req.parameter,
      visible: false,
    });
    if (r.result?.result !== true) return { ok: false, reason: `${r.result?.code ?? 'refused'} ${tronMessage(r.result?.message)}`.trim() };
    const failed = r.transaction?.ret?.some((x) => x?.ret === 'FAILED');
    const out = Array.isArray(r.constant_result) ? r.constant_result[0] : undefined;
    if (failed || typeof out !== 'string' || !/^0{63}1$/.test(out)) {
      const reason = tronMessage(r.result?.message) || (typeof out === 'string' && out ? `returned ${out.slice(0, 140)}` : 'no result');
      return { ok: false, reason: `${failed ? 'REVERT ' : ''}${reason}` };
    }
    return { ok: true, energyUsed: r.energy_used === undefined ? 0n : uintOf(r.energy_used, 'energy_used') };
  }

  /** Send a signed transaction. Resolves when the node accepted it; `TronBroadcastError` with its code otherwise. */
  async broadcast(tx: TronTxJson): Promise<void> {
    const r = await this.post<{ result?: boolean; code?: string; message?: string; txid?: string }>('wallet/broadcasttransaction', tx);
    if (r.result === true) return;
    const code = typeof r.code === 'string' ? r.code : 'UNKNOWN';
    throw new TronBroadcastError(code, `broadcast refused: ${code} ${tronMessage(r.message)}`.trim());
  }

  /** Whether the node has the transaction in a block (`gettransactionbyid` answers `{}` otherwise). */
  async knows(txId: string): Promise<boolean> {
    if (!TXID.test(txId)) throw new TronGridError('bad transaction id');
    const r = await this.post<{ txID?: string }>('wallet/gettransactionbyid', { value: txId });
    return typeof r.txID === 'string' && r.txID.toLowerCase() === txId.toLowerCase();
  }

  /** Whether the node holds the transaction in its pool, not yet in a block (`gettransactionfrompending`). */
  async pending(txId: string): Promise<boolean> {
    if (!TXID.test(txId)) throw new TronGridError('bad transaction id');
    const r = await this.post<{ txID?: string }>('wallet/gettransactionfrompending', { value: txId });
    return typeof r.txID === 'string' && r.txID.toLowerCase() === txId.toLowerCase();
  }

  /** The execution result of a mined transaction, or null while it is not in a block. */
  info(txId: string): Promise<TronTxInfo | null> {
    return this.infoFrom('wallet/gettransactioninfobyid', txId);
  }

  /**
   * The same from the node's solidity view (`/walletsolidity/gettransactioninfobyid`): null until
   * the transaction's block is solidified (irreversible: confirmed by 2/3 of the super representatives).
   */
  solidInfo(txId: string): Promise<TronTxInfo | null> {
    return this.infoFrom('walletsolidity/gettransactioninfobyid', txId);
  }

  private async infoFrom(path: string, txId: string): Promise<TronTxInfo | null> {
    if (!TXID.test(txId)) throw new TronGridError('bad transaction id');
    const r = await this.post<Record<string, unknown>>(path, { value: txId });
    if (r.id === undefined && r.blockNumber === undefined) return null;
    if (typeof r.id !== 'string' || r.id.toLowerCase() !== txId.toLowerCase()) throw new TronGridError(`${path}: answer for another id`);
    const receipt = (r.receipt ?? {}) as Record<string, unknown>;
    const logs = Array.isArray(r.log) ? (r.log as Record<string, unknown>[]) : [];
    return {
      blockNumber: uintOf(r.blockNumber, 'blockNumber'),
      blockTime: r.blockTimeStamp === undefined ? null : uintOf(r.blockTimeStamp, 'blockTimeStamp'),
      receiptResult: typeof receipt.result === 'string' ? receipt.result : '',
      result: typeof r.result === 'string' ? r.result : '',
      logs: logs.map((l) => ({
        address: String(l.address ?? '').toLowerCase(),
        topics: Array.isArray(l.topics) ? (l.topics as unknown[]).map((t) => String(t).toLowerCase()) : [],
        data: String(l.data ?? '').toLowerCase(),
      })),
    };
  }

  async nowBlock(): Promise<TronBlockHead> {
    const r = await this.post<{ block_header?: { raw_data?: { number?: unknown; timestamp?: unknown } } }>('wallet/getnowblock', {});
    const raw = r.block_header?.raw_data;
    if (!raw) throw new TronGridError('getnowblock: no block header');
    return { number: uintOf(raw.number, 'block number'), timestamp: uintOf(raw.timestamp, 'block timestamp') };
  }
}
