import { Transaction, Wallet } from 'ethers';
import type { AppConfig } from '../../../config/env.schema';

/** An EVM transaction to sign (EIP-1559 when `maxFeePerGas` is set, else legacy with EIP-155). */
export interface UnsignedPayoutTx {
  chainId: bigint;
  nonce: bigint;
  /** the token contract */
  to: string;
  /** ABI-encoded `transfer(recipient, amount)` */
  data: string;
  gasLimit: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  gasPrice?: bigint;
}

export interface SignedPayoutTx {
  /** 0x-prefixed serialized signed transaction, exactly what `eth_sendRawTransaction` takes */
  raw: string;
  /** keccak-256 of `raw`, lowercase */
  hash: string;
}

/**
 * Who signs payouts from the hot wallet. The payout job only ever asks for a signature over a
 * transaction it has fully built (nonce included) and records the result before sending it.
 *
 * Implementations: {@link KeyPayoutSigner} (a private key from `CHAIN_HOT_WALLET_KEY`). An external
 * signer (`CHAIN_SIGNER_URL`: an HSM or custody service) plugs in here; its contract would be:
 * `address` = the sending account (lowercase hex); `sign(tx)` = POST the fields above as JSON
 * (quantities as 0x-hex) and answer the serialized signed transaction. It must sign exactly the
 * given fields (never pick its own nonce) and may refuse (throw) by its own policy.
 */
export interface PayoutSigner {
  /** the hot wallet address, lowercase hex */
  readonly address: string;
  sign(tx: UnsignedPayoutTx): Promise<SignedPayoutTx>;
}

export const PAYOUT_SIGNER = Symbol('PAYOUT_SIGNER');

/** Signs with a private key held in memory (never logged, never written anywhere). */
export class KeyPayoutSigner implements PayoutSigner {
  readonly address: string;
  readonly #wallet: Wallet;

  constructor(privateKey: string) {
    this.#wallet = new Wallet(privateKey);
    this.address = this.#wallet.address.toLowerCase();
  }

  async sign(tx: UnsignedPayoutTx): Promise<SignedPayoutTx> {
    const eip1559 = tx.maxFeePerGas !== undefined;
    const raw = await this.#wallet.signTransaction({
      type: eip1559 ? 2 : 0,
      chainId: tx.chainId,
      // eslint-disable-next-line money/no-float-money -- a transaction nonce, not an amount
      nonce: Number(tx.nonce),
      to: tx.to,
      data: tx.data,
      value: 0n,
      gasLimit: tx.gasLimit,
      ...(eip1559 ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas } : { gasPrice: tx.gasPrice }),
    });
    return { raw, hash: Transaction.from(raw).hash!.toLowerCase() };
  }

  /** Keep the key out of logs and inspection. */
  toJSON(): { address: string } {
    return { address: this.address };
  }
}

/** The configured signer, or null (payouts off). An external signer is an interface only so far. */
export function payoutSignerFromConfig(config: Pick<AppConfig, 'CHAIN_HOT_WALLET_KEY' | 'CHAIN_SIGNER_URL'>): PayoutSigner | null {
  if (config.CHAIN_SIGNER_URL)
    throw new Error(
      'CHAIN_SIGNER_URL is set, but no external signer client ships in this version: provide a PayoutSigner implementation ' +
        '(modules/withdraw/payout/payout-signer.ts) or use CHAIN_HOT_WALLET_KEY',
    );
  return config.CHAIN_HOT_WALLET_KEY ? new KeyPayoutSigner(config.CHAIN_HOT_WALLET_KEY) : null;
}
