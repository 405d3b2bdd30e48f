import { createHash } from 'node:crypto';
import { HDNodeVoidWallet, HDNodeWallet, getAddress } from 'ethers';
import { tronFromHex } from './tron-address';

export type ChainFamily = 'evm' | 'tron';

/** Largest non-hardened child index (BIP32). */
export const MAX_DERIVATION_INDEX = 0x7fffffff;

/** An operator's account-level extended public key (depth 3: `m/44'/<coin>'/<account>'`). */
export interface AccountXpub {
  node: HDNodeVoidWallet;
  /** short, stable id of the key (sha-256 of the xpub text), stored with every address derived from it */
  fingerprint: string;
}

export class XpubError extends Error {}

/**
 * Parse an account-level xpub. A private key (`xprv`) is refused: the API server must never hold
 * one. The depth must be 3, so the path of every address is `m/44'/<coin>'/<account>'/0/<index>`.
 */
export function parseAccountXpub(xpub: string): AccountXpub {
  let node: HDNodeWallet | HDNodeVoidWallet;
  try {
    node = HDNodeWallet.fromExtendedKey(xpub.trim());
  } catch {
    throw new XpubError('not a valid extended public key');
  }
  if (!(node instanceof HDNodeVoidWallet)) throw new XpubError('an extended private key was given; configure the public key (xpub) only');
  if (node.depth !== 3) throw new XpubError(`expected an account-level key (depth 3, m/44'/coin'/account'), got depth ${node.depth}`);
  return { node, fingerprint: createHash('sha256').update(xpub.trim()).digest('hex').slice(0, 16) };
}

function child(key: AccountXpub, index: number): HDNodeVoidWallet {
  if (!Number.isSafeInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX) throw new RangeError(`bad derivation index ${index}`);
  return key.node.derivePath(`0/${index}`);
}

/** EVM deposit address (EIP-55 checksummed) of external child `0/<index>`. */
export function deriveEvmAddress(key: AccountXpub, index: number): string {
  return getAddress(child(key, index).address);
}

/** TRON deposit address (base58 `T…`) of external child `0/<index>`: the same key hash, TRON encoding. */
export function deriveTronAddress(key: AccountXpub, index: number): string {
  return tronFromHex(child(key, index).address)!;
}

export function deriveAddress(family: ChainFamily, key: AccountXpub, index: number): string {
  return family === 'evm' ? deriveEvmAddress(key, index) : deriveTronAddress(key, index);
}

/** The form addresses are stored and compared in: lowercase hex for EVM, base58 (case matters) for TRON. */
export function storedAddress(family: ChainFamily, address: string): string {
  return family === 'evm' ? address.toLowerCase() : address;
}

/** The form shown to users: EIP-55 for EVM, base58 for TRON. */
export function displayAddress(family: ChainFamily, stored: string): string {
  return family === 'evm' ? getAddress(stored) : stored;
}
