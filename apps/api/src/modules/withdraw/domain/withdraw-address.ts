import { getAddress } from 'ethers';
import { isTronAddress, type ChainFamily } from '../../chain';

const ZERO_EVM = '0x0000000000000000000000000000000000000000';

/**
 * A destination address checked for the network's family, in stored form (lowercase hex for EVM,
 * base58 for TRON), or null when it is not a valid address there.
 * EVM: 20 bytes of hex; mixed case must carry a valid EIP-55 checksum; the zero address is refused.
 * TRON: base58check, version byte 0x41.
 */
export function normalizeWithdrawAddress(family: ChainFamily, raw: string): string | null {
  const s = raw.trim();
  if (family === 'tron') return isTronAddress(s) ? s : null;
  if (!/^0x[0-9a-fA-F]{40}$/.test(s)) return null;
  try {
    getAddress(s); // throws on a bad mixed-case checksum
  } catch {
    return null;
  }
  const lower = s.toLowerCase();
  return lower === ZERO_EVM ? null : lower;
}

/** The form users see: EIP-55 for EVM, base58 for TRON. */
export function displayWithdrawAddress(family: ChainFamily, stored: string): string {
  return family === 'evm' ? getAddress(stored) : stored;
}
