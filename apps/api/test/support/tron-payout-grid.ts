import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AbiCoder, Signature, SigningKey, computeAddress } from 'ethers';
import { tronFromHex } from '../../src/modules/chain';
import { closer } from './owned';

/**
 * A TronGrid stand-in for TRC-20 payouts: the `/wallet/*` calls answered in the shapes TronGrid
 * answers them (recorded from its documentation and mainnet answers), with a tiny in-memory chain
 * behind them. No TRON node can run here; what this checks on its own side is what a node would:
 * - `triggerconstantcontract` dry-runs a transfer against the token balances (success or REVERT shape);
 * - `triggersmartcontract` builds a REAL `Transaction.raw` protobuf (encoded here independently of the
 *   API's decoder), txID = sha256(raw_data_hex), expiration = now + 60 s;
 * - `broadcasttransaction` re-encodes the JSON `raw_data` it is sent (as java-tron deserialises the
 *   JSON), requires its sha256 to be the txID, RECOVERS the signer from txID + signature and requires
 *   it to be the owner (the hot wallet), refuses expired and duplicate transactions;
 * - `mine()` executes pooled transfers against token balances (REVERT when short) and emits Transfer logs;
 * - manual payouts: `operatorTransfer()` pools a TRC-20 transfer the operator sent from their own
 *   wallet (signed elsewhere: no signature is checked for it), of the network's token or another one;
 *   `/wallet/gettransactionfrompending` finds pooled transactions; `/walletsolidity/gettransactioninfobyid`
 *   answers like `/wallet/gettransactioninfobyid` once the block is `solidDepth` (19, as on mainnet)
 *   blocks deep, `{}` before; `GET /v1/accounts/{address}/transactions/trc20` lists mined Transfer logs
 *   from/to the address (TronGrid's v1 shape, one page) for the check before a "to pay" one is rejected.
 * It is a stand-in, not a TRON node: shapes follow TronGrid's answers, behaviour only what is listed.
 * Knobs: `tamper` (the node builds something else than asked), `dropNextBroadcastAnswer` (accepts,
 * then the connection dies: a crash after broadcast), `down`.
 */

const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract';

function varint(n: bigint): Buffer {
  const out: number[] = [];
  let v = n;
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) b |= 0x80;
    out.push(b);
  } while (v > 0n);
  return Buffer.from(out);
}
const key = (no: number, wire: number) => varint(BigInt((no << 3) | wire));
const int = (no: number, v: bigint) => (v === 0n ? Buffer.alloc(0) : Buffer.concat([key(no, 0), varint(v)]));
const bytes = (no: number, b: Buffer) => (b.length === 0 ? Buffer.alloc(0) : Buffer.concat([key(no, 2), varint(BigInt(b.length)), b]));

export interface RawFields {
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
  fee_limit: number;
  owner_address: string;
  contract_address: string;
  data: string;
  /** memo (raw.data, field 10): only for tampering */
  memo?: string;
}

/** `Transaction.raw` protobuf of one TriggerSmartContract, as java-tron serialises it (fields in number order). */
export function encodeTriggerRaw(f: RawFields): string {
  const call = Buffer.concat([
    bytes(1, Buffer.from(f.owner_address, 'hex')),
    bytes(2, Buffer.from(f.contract_address, 'hex')),
    bytes(4, Buffer.from(f.data, 'hex')),
  ]);
  const any = Buffer.concat([bytes(1, Buffer.from(TYPE_URL, 'utf8')), bytes(2, call)]);
  const contract = Buffer.concat([int(1, 31n), bytes(2, any)]);
  return Buffer.concat([
    bytes(1, Buffer.from(f.ref_block_bytes, 'hex')),
    bytes(4, Buffer.from(f.ref_block_hash, 'hex')),
    int(8, BigInt(f.expiration)),
    bytes(10, Buffer.from(f.memo ?? '', 'hex')),
    bytes(11, contract),
    int(14, BigInt(f.timestamp)),
    int(18, BigInt(f.fee_limit)),
  ]).toString('hex');
}

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** The 0x address that signed `txId` (TRON signature r ‖ s ‖ v), by ethers alone. */
export function tronSigner(txId: string, sig: string): string {
  const v = parseInt(sig.slice(128, 130), 16);
  return computeAddress(
    SigningKey.recoverPublicKey(
      '0x' + txId,
      Signature.from({ r: '0x' + sig.slice(0, 64), s: '0x' + sig.slice(64, 128), v: 27 + (v >= 27 ? v - 27 : v) }),
    ),
  ).toLowerCase();
}

export type Tamper = null | 'recipient' | 'amount' | 'owner' | 'fee_limit' | 'json-recipient' | 'txid' | 'memo' | 'contract' | 'expiration';

interface TxJson {
  visible: boolean;
  txID: string;
  raw_data: {
    contract: { parameter: { value: { data: string; owner_address: string; contract_address: string }; type_url: string }; type: string }[];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    fee_limit: number;
    timestamp: number;
  };
  raw_data_hex: string;
  signature?: string[];
}

/**
 * A TriggerSmartContract transaction of `fields` (encoded as `rawHex`) in TronGrid's JSON shape, unsigned;
 * the `txID` and the JSON's call `data` are given apart so that the node can tamper with them.
 */
function triggerTxJson(fields: RawFields, rawHex: string, txID: string, data: string = fields.data): TxJson {
  return {
    visible: false,
    txID,
    raw_data: {
      contract: [
        {
          parameter: {
            value: { data, owner_address: fields.owner_address, contract_address: fields.contract_address },
            type_url: TYPE_URL,
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: fields.ref_block_bytes,
      ref_block_hash: fields.ref_block_hash,
      expiration: fields.expiration,
      fee_limit: fields.fee_limit,
      timestamp: fields.timestamp,
    },
    raw_data_hex: rawHex,
  };
}

interface Mined {
  tx: TxJson;
  blockNumber: number;
  blockTimeStamp: number;
  ok: boolean;
  logs: { address: string; topics: string[]; data: string }[];
}

export function tronPayoutGrid(opts: { token: string; hotHex: string }) {
  /** token contract without the 41 prefix */
  const token20 = opts.token.toLowerCase();
  const hot = opts.hotHex.toLowerCase();
  const state = {
    now: Date.now(),
    head: 77_000_000,
    tamper: null as Tamper,
    dropNextBroadcastAnswer: false,
    down: false,
    /** blocks (including its own) until a block is solidified */
    solidDepth: 19,
  };
  const balances = new Map<string, bigint>(); // 0x address → token units
  /** balances of other TRC-20 tokens: token (20-byte hex) → 0x address → units */
  const otherTokens = new Map<string, Map<string, bigint>>();
  const bookOf = (token: string) => {
    if (token === token20) return balances;
    let b = otherTokens.get(token);
    if (!b) otherTokens.set(token, (b = new Map()));
    return b;
  };
  const pool = new Map<string, TxJson>();
  const mined = new Map<string, Mined>();
  /** every broadcast that reached us: txID, what we answered, and the recovered signer */
  const broadcasts: { txID: string; answer: string; signer: string | null }[] = [];
  const builds: TxJson[] = [];
  const calls: string[] = [];

  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const hexMsg = (s: string) => Buffer.from(s, 'utf8').toString('hex');

  const build = (body: Record<string, unknown>): unknown => {
    if (
      body.visible !== false ||
      body.function_selector !== 'transfer(address,uint256)' ||
      typeof body.parameter !== 'string' ||
      body.parameter.length !== 128
    )
      return { result: { code: 'OTHER_ERROR', message: hexMsg('bad request') } };
    let [to, amount] = AbiCoder.defaultAbiCoder().decode(['address', 'uint256'], '0x' + body.parameter) as unknown as [string, bigint];
    let owner = String(body.owner_address).toLowerCase();
    let contract = String(body.contract_address).toLowerCase();
    let feeLimit = Number(body.fee_limit);
    if (state.tamper === 'recipient') to = '0x' + randomBytes(20).toString('hex');
    if (state.tamper === 'amount') amount += 1n;
    if (state.tamper === 'owner') owner = '41' + randomBytes(20).toString('hex');
    if (state.tamper === 'contract') contract = '41' + randomBytes(20).toString('hex');
    if (state.tamper === 'fee_limit') feeLimit *= 10;
    const data = 'a9059cbb' + AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [to, amount]).slice(2);
    const head = state.head;
    const fields: RawFields = {
      ref_block_bytes: (head & 0xffff).toString(16).padStart(4, '0'),
      ref_block_hash: randomBytes(8).toString('hex'),
      expiration: state.now + (state.tamper === 'expiration' ? 2 * 86_400_000 : 60_000),
      timestamp: state.now,
      fee_limit: feeLimit,
      owner_address: owner,
      contract_address: contract,
      data,
      memo: state.tamper === 'memo' ? hexMsg('hi') : undefined,
    };
    const rawHex = encodeTriggerRaw(fields);
    let jsonData = data;
    if (state.tamper === 'json-recipient')
      jsonData =
        'a9059cbb' +
        AbiCoder.defaultAbiCoder()
          .encode(['address', 'uint256'], ['0x' + randomBytes(20).toString('hex'), amount])
          .slice(2);
    const tx = triggerTxJson(fields, rawHex, state.tamper === 'txid' ? randomBytes(32).toString('hex') : sha256(rawHex), jsonData);
    builds.push(tx);
    return { result: { result: true }, transaction: tx };
  };

  /** A dry run of `transfer`: TronGrid's answer shapes for a successful call and for a revert. */
  const simulate = (body: Record<string, unknown>): unknown => {
    if (body.function_selector !== 'transfer(address,uint256)' || typeof body.parameter !== 'string')
      return { result: { code: 'OTHER_ERROR', message: hexMsg('bad request') } };
    const [, amount] = AbiCoder.defaultAbiCoder().decode(['address', 'uint256'], '0x' + body.parameter) as unknown as [string, bigint];
    const from = '0x' + String(body.owner_address).slice(2).toLowerCase();
    const tx = { ret: [{}], visible: false, txID: randomBytes(32).toString('hex'), raw_data: {}, raw_data_hex: '' };
    if (String(body.contract_address).slice(2).toLowerCase() === token20 && (balances.get(from) ?? 0n) >= amount)
      return { result: { result: true }, energy_used: 14_650, constant_result: ['0'.repeat(63) + '1'], transaction: tx };
    // ERC-20 `Error(string)` revert data, as the node returns it
    const revert = '08c379a0' + AbiCoder.defaultAbiCoder().encode(['string'], ['ERC20: transfer amount exceeds balance']).slice(2);
    return {
      result: { result: true, message: hexMsg('REVERT opcode executed') },
      energy_used: 1_236,
      constant_result: [revert],
      transaction: { ...tx, ret: [{ ret: 'FAILED' }] },
    };
  };

  /** What java-tron does with a broadcast: pack the JSON, hash it, check the signature and expiry. */
  const broadcast = (tx: TxJson): { answer: Record<string, unknown>; signer: string | null } => {
    const fail = (code: string, message: string) => ({ answer: { code, txid: tx.txID, message: hexMsg(message) }, signer: null });
    const c = tx.raw_data?.contract?.[0];
    if (!c || c.type !== 'TriggerSmartContract') return fail('OTHER_ERROR', 'bad contract');
    const packed = encodeTriggerRaw({ ...tx.raw_data, ...c.parameter.value });
    if (sha256(packed) !== tx.txID) return fail('SIGERROR', 'txid does not match raw_data');
    const sig = tx.signature?.[0];
    if (!sig || !/^[0-9a-f]{130}$/i.test(sig)) return fail('SIGERROR', 'missing signature');
    let signer: string;
    try {
      signer = tronSigner(tx.txID, sig);
    } catch {
      return fail('SIGERROR', 'bad signature');
    }
    if ('41' + signer.slice(2) !== c.parameter.value.owner_address.toLowerCase())
      return { ...fail('SIGERROR', 'Validate signature error: not the owner'), signer };
    if (pool.has(tx.txID) || mined.has(tx.txID)) return { ...fail('DUP_TRANSACTION_ERROR', 'dup transaction'), signer };
    if (tx.raw_data.expiration <= state.now) return { ...fail('TRANSACTION_EXPIRATION_ERROR', 'Transaction expired'), signer };
    pool.set(tx.txID, tx);
    return { answer: { result: true, txid: tx.txID }, signer };
  };

  /**
   * `GET /v1/accounts/{address}/transactions/trc20` (TronGrid's v1 API): the TRC-20 transfers from or to
   * the address, `only_confirmed` (solidified blocks), since `min_timestamp`, of `contract_address`,
   * oldest first with `order_by=block_timestamp,asc`; one page (no `meta.fingerprint`).
   */
  const trc20Of = (address: string, q: URLSearchParams): unknown => {
    const min = Number(q.get('min_timestamp') ?? 0);
    const contract = q.get('contract_address');
    const data: unknown[] = [];
    for (const m of mined.values()) {
      if (q.get('only_confirmed') === 'true' && state.head - m.blockNumber + 1 < state.solidDepth) continue;
      if (m.blockTimeStamp < min) continue;
      for (const l of m.logs) {
        const token = tronFromHex('41' + l.address);
        const from = tronFromHex('41' + l.topics[1]!.slice(24));
        const to = tronFromHex('41' + l.topics[2]!.slice(24));
        if ((contract && token !== contract) || (from !== address && to !== address)) continue;
        data.push({
          transaction_id: m.tx.txID,
          token_info: { symbol: 'USDT', address: token, decimals: 6, name: 'Tether USD' },
          block_timestamp: m.blockTimeStamp,
          from,
          to,
          type: 'Transfer',
          value: BigInt('0x' + l.data).toString(),
        });
      }
    }
    return { data, success: true, meta: { at: state.now, page_size: data.length } };
  };

  let stop = async (): Promise<void> => undefined;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (d) => (text += String(d)));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      calls.push(path);
      if (state.down) {
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ Error: 'service unavailable' }));
      }
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const account = /^\/v1\/accounts\/([1-9A-HJ-NP-Za-km-z]{34})\/transactions\/trc20$/.exec(path);
      if (account) return json(res, trc20Of(account[1]!, new URL(req.url!, 'http://x').searchParams));
      switch (path) {
        case '/wallet/triggersmartcontract':
          return json(res, build(body));
        case '/wallet/triggerconstantcontract':
          return json(res, simulate(body));
        case '/wallet/broadcasttransaction': {
          const r = broadcast(body as unknown as TxJson);
          broadcasts.push({ txID: String(body.txID), answer: r.answer.result === true ? 'ok' : String(r.answer.code), signer: r.signer });
          if (state.dropNextBroadcastAnswer) {
            state.dropNextBroadcastAnswer = false;
            return res.socket?.destroy();
          }
          return json(res, r.answer);
        }
        case '/wallet/gettransactionbyid': {
          const m = mined.get(String(body.value));
          return json(res, m ? { ...m.tx, ret: [{ contractRet: m.ok ? 'SUCCESS' : 'REVERT' }] } : {});
        }
        case '/wallet/gettransactionfrompending': {
          const tx = pool.get(String(body.value));
          return json(res, tx ?? {});
        }
        case '/wallet/gettransactioninfobyid':
        case '/walletsolidity/gettransactioninfobyid': {
          const m = mined.get(String(body.value));
          if (!m) return json(res, {});
          if (path.startsWith('/walletsolidity/') && state.head - m.blockNumber + 1 < state.solidDepth) return json(res, {});
          const base = {
            id: m.tx.txID,
            fee: 13_844_850,
            blockNumber: m.blockNumber,
            blockTimeStamp: m.blockTimeStamp,
            contract_address: m.tx.raw_data.contract[0].parameter.value.contract_address,
          };
          return json(
            res,
            m.ok
              ? {
                  ...base,
                  contractResult: ['0000000000000000000000000000000000000000000000000000000000000001'],
                  receipt: {
                    energy_fee: 13_499_850,
                    energy_usage_total: 64_285,
                    net_usage: 345,
                    result: 'SUCCESS',
                    energy_penalty_total: 49_635,
                  },
                  log: m.logs,
                }
              : {
                  ...base,
                  contractResult: [''],
                  receipt: { energy_fee: 3_372_300, energy_usage_total: 16_059, net_usage: 345, result: 'REVERT' },
                  result: 'FAILED',
                  resMessage: hexMsg('REVERT opcode executed'),
                },
          );
        }
        case '/wallet/getnowblock':
          return json(res, {
            blockID: state.head.toString(16).padStart(16, '0') + randomBytes(24).toString('hex'),
            block_header: {
              raw_data: {
                number: state.head,
                txTrieRoot: '0'.repeat(64),
                witness_address: '41' + 'ab'.repeat(20),
                parentHash: (state.head - 1).toString(16).padStart(16, '0') + '0'.repeat(48),
                version: 31,
                timestamp: state.now,
              },
              witness_signature: 'cd'.repeat(65),
            },
          });
        default:
          res.writeHead(404, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ Error: 'not found' }));
      }
    });
  });

  return {
    state,
    balances,
    pool,
    mined,
    broadcasts,
    builds,
    calls,
    /** Produce `n` blocks; the first includes every pooled transaction, executed in order. */
    mine(n = 1) {
      state.head += 1;
      state.now += 3000;
      for (const tx of pool.values()) {
        if (tx.raw_data.expiration <= state.now) continue; // expired in the pool: dropped, never mined
        const v = tx.raw_data.contract[0].parameter.value;
        const [to, amount] = AbiCoder.defaultAbiCoder().decode(['address', 'uint256'], '0x' + v.data.slice(8)) as unknown as [
          string,
          bigint,
        ];
        const from = '0x' + v.owner_address.slice(2);
        const contract = v.contract_address.slice(2).toLowerCase();
        const book = bookOf(contract);
        const have = book.get(from) ?? 0n;
        const ok = have >= amount;
        const logs: Mined['logs'] = [];
        if (ok) {
          book.set(from, have - amount);
          book.set(to.toLowerCase(), (book.get(to.toLowerCase()) ?? 0n) + amount);
          logs.push({
            address: contract,
            topics: [TRANSFER_TOPIC, from.slice(2).padStart(64, '0'), to.toLowerCase().slice(2).padStart(64, '0')],
            data: amount.toString(16).padStart(64, '0'),
          });
        }
        mined.set(tx.txID, { tx, blockNumber: state.head, blockTimeStamp: state.now, ok, logs });
      }
      pool.clear();
      state.head += n - 1;
      state.now += 3000 * (n - 1);
    },
    /** Balances of another TRC-20 token (20-byte hex, no 41): 0x address → units. */
    tokenBook: (token: string) => bookOf(token.toLowerCase()),
    /**
     * A TRC-20 `transfer(to, amount)` the operator sent from their own wallet `fromHex` (0x…), pooled
     * for the next `mine()` (REVERT there when the balance is short); answers its transaction id.
     */
    operatorTransfer(fromHex: string, toHex: string, amount: bigint, token: string = token20): string {
      const data = 'a9059cbb' + AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [toHex, amount]).slice(2);
      const fields: RawFields = {
        ref_block_bytes: (state.head & 0xffff).toString(16).padStart(4, '0'),
        ref_block_hash: randomBytes(8).toString('hex'),
        expiration: state.now + 60_000,
        timestamp: state.now,
        fee_limit: 100_000_000,
        owner_address: '41' + fromHex.slice(2).toLowerCase(),
        contract_address: '41' + token.toLowerCase(),
        data,
      };
      const rawHex = encodeTriggerRaw(fields);
      const tx: TxJson = { ...triggerTxJson(fields, rawHex, sha256(rawHex)), signature: ['00'.repeat(65)] };
      pool.set(tx.txID, tx);
      return tx.txID;
    },
    /** Let time pass without blocks carrying anything (the head moves on). */
    advance(ms: number) {
      const blocks = Math.max(1, Math.floor(ms / 3000));
      state.head += blocks;
      state.now += ms;
    },
    hot,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => {
          stop = closer(
            () =>
              new Promise<void>((done) => {
                server.closeAllConnections();
                server.close(() => done());
              }),
          );
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        }),
      ),
    stop: () => stop(),
  };
}
