import { createHash } from 'node:crypto';

/**
 * TRON addresses: base58check of 21 bytes, `0x41` followed by the same 20-byte account id an EVM
 * address carries (keccak-256 of the public key, last 20 bytes). Offline, no dependencies.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, BigInt(i)]));
const DIGIT = new Map([...ALPHABET].map((c, i) => [BigInt(i), c]));
const TRON_PREFIX = 0x41;

function sha256(b: Buffer): Buffer {
  return createHash('sha256').update(b).digest();
}

export function base58Encode(bytes: Buffer): string {
  let n = BigInt('0x' + (bytes.toString('hex') || '0'));
  let out = '';
  while (n > 0n) {
    out = DIGIT.get(n % 58n)! + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

export function base58Decode(s: string): Buffer | null {
  let n = 0n;
  for (const c of s) {
    const v = INDEX.get(c);
    if (v === undefined) return null;
    n = n * 58n + v;
  }
  let hex = n === 0n ? '' : n.toString(16);
  if (hex.length % 2) hex = '0' + hex;
  let zeros = 0;
  while (zeros < s.length && s[zeros] === '1') zeros++;
  return Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
}

/** Base58check: payload + first 4 bytes of sha256(sha256(payload)). */
export function base58CheckEncode(payload: Buffer): string {
  return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

export function base58CheckDecode(s: string): Buffer | null {
  const raw = base58Decode(s);
  if (!raw || raw.length < 5) return null;
  const payload = raw.subarray(0, raw.length - 4);
  const check = raw.subarray(raw.length - 4);
  return sha256(sha256(payload)).subarray(0, 4).equals(check) ? payload : null;
}

/** A valid TRON base58 address (`T…`, 34 characters, version byte 0x41, correct checksum). */
export function isTronAddress(s: unknown): s is string {
  if (typeof s !== 'string' || s.length !== 34 || s[0] !== 'T') return false;
  const p = base58CheckDecode(s);
  return !!p && p.length === 21 && p[0] === TRON_PREFIX;
}

/** The 20-byte account id of a TRON address as `0x…` lowercase hex, or null when invalid. */
export function tronToEvmHex(address: string): string | null {
  if (!isTronAddress(address)) return null;
  return '0x' + base58CheckDecode(address)!.subarray(1).toString('hex');
}

/**
 * A TRON address from hex: `0x` + 40 hex digits (as TronGrid event results and EVM tooling write it)
 * or `41` + 40 hex digits (TRON's own hex form). Null when the input is neither.
 */
export function tronFromHex(hex: string): string | null {
  const h = hex.trim().toLowerCase();
  const body = /^0x[0-9a-f]{40}$/.test(h) ? h.slice(2) : /^41[0-9a-f]{40}$/.test(h) ? h.slice(2) : null;
  if (body === null) return null;
  return base58CheckEncode(Buffer.concat([Buffer.from([TRON_PREFIX]), Buffer.from(body, 'hex')]));
}

/** Any of the forms TRON APIs use (`T…`, `41…`, `0x…`) → the base58 address, or null. */
export function normalizeTronAddress(s: string): string | null {
  const t = s.trim();
  return isTronAddress(t) ? t : tronFromHex(t);
}
