import { createHash } from 'node:crypto';
import { Signature, SigningKey, computeAddress } from 'ethers';
import { tronFromHex } from '../domain/tron-address';

/**
 * TRON transactions, offline: the transaction id, a strict decoder of the protobuf `Transaction.raw`
 * of a TRC-20 call (`TriggerSmartContract`), and signature recovery. No dependencies beyond
 * node:crypto and ethers' secp256k1.
 *
 * `Transaction.raw` (java-tron `protocol/Tron.proto`): ref_block_bytes = 1 (bytes), ref_block_num = 3,
 * ref_block_hash = 4 (bytes), expiration = 8 (int64, ms), auths = 9, data = 10 (memo), contract = 11
 * (repeated Contract), scripts = 12, timestamp = 14 (int64, ms), fee_limit = 18 (int64, sun).
 * `Contract`: type = 1 (enum; TriggerSmartContract = 31), parameter = 2 (google.protobuf.Any:
 * type_url = 1, value = 2), provider = 3, ContractName = 4, Permission_id = 5.
 * `TriggerSmartContract`: owner_address = 1, contract_address = 2 (21 bytes, 0x41 + account id),
 * call_value = 3, data = 4, call_token_value = 5, token_id = 6.
 */

export const TRIGGER_SMART_CONTRACT = 31;
export const TRIGGER_TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract';

export class TronTxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TronTxError';
  }
}

/** txID = sha256(raw_data bytes), lowercase hex without 0x. */
export function tronTxId(rawDataHex: string): string {
  return createHash('sha256').update(hexBytes(rawDataHex, 'raw_data_hex')).digest('hex');
}

function hexBytes(hex: string, what: string): Buffer {
  const h = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (!/^([0-9a-fA-F]{2})*$/.test(h)) throw new TronTxError(`${what} is not hex`);
  return Buffer.from(h, 'hex');
}

interface Field {
  no: number;
  wire: number;
  /** varint value (wire 0) */
  int?: bigint;
  /** bytes (wire 2) */
  bytes?: Buffer;
}

/** A field number or a length: an integer no larger than `max` (else the message is malformed). */
function small(v: bigint, max: number): number {
  if (v > BigInt(max)) throw new TronTxError('protobuf: field number or length out of range');
  return Number(v); // eslint-disable-line money/no-float-money -- bounded above, not an amount
}

/** A protobuf message as its fields, in order. Only varint and length-delimited fields are accepted. */
function fields(buf: Buffer, what: string): Field[] {
  const out: Field[] = [];
  let i = 0;
  const varint = (): bigint => {
    let v = 0n;
    let shift = 0n;
    for (;;) {
      if (i >= buf.length) throw new TronTxError(`${what}: truncated varint`);
      const b = buf[i++];
      v |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return v;
      shift += 7n;
      if (shift > 63n) throw new TronTxError(`${what}: varint too long`);
    }
  };
  while (i < buf.length) {
    const key = varint();
    const no = small(key >> 3n, 1000);
    const wire = key & 7n;
    if (no < 1) throw new TronTxError(`${what}: bad field number`);
    if (wire === 0n) out.push({ no, wire: 0, int: varint() });
    else if (wire === 2n) {
      const len = varint(); // advances i: read it before i
      const end = i + small(len, buf.length - i);
      out.push({ no, wire: 2, bytes: buf.subarray(i, end) });
      i = end;
    } else throw new TronTxError(`${what}: unexpected wire type ${wire}`);
  }
  return out;
}

function single(fs: Field[], no: number, wire: 0 | 2, what: string): Field | undefined {
  const found = fs.filter((f) => f.no === no);
  if (found.length > 1) throw new TronTxError(`${what}: field ${no} repeated`);
  if (found[0] && found[0].wire !== wire) throw new TronTxError(`${what}: field ${no} has the wrong type`);
  return found[0];
}

function only(fs: Field[], allowed: number[], what: string): void {
  const extra = fs.find((f) => !allowed.includes(f.no));
  if (extra) throw new TronTxError(`${what}: unexpected field ${extra.no}`);
}

/** A decoded `Transaction.raw` carrying exactly one `TriggerSmartContract`. Hex is lowercase, no 0x. */
export interface TronTriggerRaw {
  refBlockBytes: string;
  refBlockHash: string;
  refBlockNum: bigint;
  expiration: bigint;
  timestamp: bigint;
  feeLimit: bigint;
  /** 21 bytes, `41…` */
  owner: string;
  /** 21 bytes, `41…` */
  contract: string;
  callValue: bigint;
  /** the call data */
  data: string;
}

/**
 * Decode and check the shape of a TRC-20 call transaction. Refuses anything that is not exactly one
 * TriggerSmartContract with the default permission, no TRX / TRC-10 value, no memo, no scripts or
 * authorities: what is left is only what the caller then compares with what it asked for.
 */
export function decodeTriggerRaw(rawDataHex: string): TronTriggerRaw {
  const raw = fields(hexBytes(rawDataHex, 'raw_data_hex'), 'raw_data');
  only(raw, [1, 3, 4, 8, 11, 14, 18], 'raw_data');
  const contracts = raw.filter((f) => f.no === 11);
  if (contracts.length !== 1 || contracts[0].wire !== 2) throw new TronTxError('raw_data: expected exactly one contract');
  const contract = fields(contracts[0].bytes!, 'contract');
  only(contract, [1, 2, 5], 'contract');
  if (single(contract, 1, 0, 'contract')?.int !== BigInt(TRIGGER_SMART_CONTRACT))
    throw new TronTxError('contract: not a TriggerSmartContract');
  if ((single(contract, 5, 0, 'contract')?.int ?? 0n) !== 0n) throw new TronTxError('contract: non-default permission');
  const any = fields(single(contract, 2, 2, 'contract')?.bytes ?? Buffer.alloc(0), 'parameter');
  only(any, [1, 2], 'parameter');
  if ((single(any, 1, 2, 'parameter')?.bytes ?? Buffer.alloc(0)).toString('utf8') !== TRIGGER_TYPE_URL)
    throw new TronTxError('parameter: unexpected type_url');
  const call = fields(single(any, 2, 2, 'parameter')?.bytes ?? Buffer.alloc(0), 'TriggerSmartContract');
  only(call, [1, 2, 3, 4], 'TriggerSmartContract');
  const addr = (no: number, what: string) => {
    const b = single(call, no, 2, 'TriggerSmartContract')?.bytes;
    if (!b || b.length !== 21 || b[0] !== 0x41) throw new TronTxError(`TriggerSmartContract: bad ${what}`);
    return b.toString('hex');
  };
  const int = (fs: Field[], no: number, what: string) => single(fs, no, 0, what)?.int ?? 0n;
  const bytes = (fs: Field[], no: number, what: string) => (single(fs, no, 2, what)?.bytes ?? Buffer.alloc(0)).toString('hex');
  return {
    refBlockBytes: bytes(raw, 1, 'raw_data'),
    refBlockNum: int(raw, 3, 'raw_data'),
    refBlockHash: bytes(raw, 4, 'raw_data'),
    expiration: int(raw, 8, 'raw_data'),
    timestamp: int(raw, 14, 'raw_data'),
    feeLimit: int(raw, 18, 'raw_data'),
    owner: addr(1, 'owner_address'),
    contract: addr(2, 'contract_address'),
    callValue: int(call, 3, 'TriggerSmartContract'),
    data: bytes(call, 4, 'TriggerSmartContract'),
  };
}

/**
 * The TRON address (base58) that made `signature` over `txId`. A TRON signature is r ‖ s ‖ v, 65
 * bytes, v the recovery id (0/1; 27/28 accepted as java-tron does).
 */
export function recoverTronSigner(txId: string, signature: string): string {
  const digest = hexBytes(txId, 'txID');
  const sig = hexBytes(signature, 'signature');
  if (digest.length !== 32) throw new TronTxError('txID: expected 32 bytes');
  if (sig.length !== 65) throw new TronTxError('signature: expected 65 bytes');
  const v = sig[64] >= 27 ? sig[64] - 27 : sig[64];
  if (v !== 0 && v !== 1) throw new TronTxError('signature: bad recovery id');
  let pub: string;
  try {
    pub = SigningKey.recoverPublicKey(
      digest,
      Signature.from({ r: '0x' + sig.subarray(0, 32).toString('hex'), s: '0x' + sig.subarray(32, 64).toString('hex'), v: 27 + v }),
    );
  } catch (e) {
    throw new TronTxError(`signature: ${(e as Error).message}`);
  }
  return tronFromHex(computeAddress(pub))!;
}

/** Sign a txID with a secp256k1 key: r ‖ s ‖ v (v = 0/1), 130 hex characters. */
export function signTronTxId(key: SigningKey, txId: string): string {
  const digest = hexBytes(txId, 'txID');
  if (digest.length !== 32) throw new TronTxError('txID: expected 32 bytes');
  const s = key.sign(digest);
  return s.r.slice(2) + s.s.slice(2) + (s.yParity === 1 ? '01' : '00');
}

/** The TRON address (base58) of the account an EVM address (`0x` + 40 hex) names: same key, same account id. */
export function tronAddressOf(evmAddress: string): string {
  const t = /^0x[0-9a-fA-F]{40}$/.test(evmAddress) ? tronFromHex(evmAddress) : null;
  if (!t) throw new TronTxError('not an EVM address');
  return t;
}
