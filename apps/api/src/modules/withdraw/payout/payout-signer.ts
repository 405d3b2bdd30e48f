import { SigningKey, Transaction, Wallet } from 'ethers';
import type { AppConfig } from '../../../config/env.schema';
import { recoverTronSigner, signTronTxId, tronAddressOf, tronTxId } from '../../chain';

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

/** A TRON transaction to sign: its id (sha256 of `rawDataHex`) and the protobuf bytes it hashes. */
export interface UnsignedTronTx {
  txID: string;
  rawDataHex: string;
}

/**
 * Who signs payouts from the hot wallet. The payout job only ever asks for a signature over a
 * transaction it has fully built (nonce included) and records the result before sending it; every
 * answer is verified against what was asked (see {@link verifySignedPayoutTx}, {@link verifyTronSignature}).
 *
 * Implementations: {@link KeyPayoutSigner} (a private key from `CHAIN_HOT_WALLET_KEY`) and
 * {@link HttpPayoutSigner} (`CHAIN_SIGNER_URL`: an HSM or custody service). One key serves both
 * families: the TRON hot wallet is the same account id as `address` (base58, version byte 0x41).
 */
export interface PayoutSigner {
  /** the hot wallet address, lowercase hex */
  readonly address: string;
  /** the networks (chain ids) it may pay on; every network when unset */
  readonly networks?: readonly string[];
  sign(tx: UnsignedPayoutTx): Promise<SignedPayoutTx>;
  /** TRON: a secp256k1 signature over `txID`, hex r ‖ s ‖ v (65 bytes, v = 0/1). */
  signTron(tx: UnsignedTronTx): Promise<string>;
}

export const PAYOUT_SIGNER = Symbol('PAYOUT_SIGNER');

/** A signer answer that must not be used (nothing is broadcast; the payout stays retryable). */
export class PayoutSignerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutSignerError';
  }
}

const hex = (n: bigint) => '0x' + n.toString(16);

/**
 * Parse a serialized signed transaction and check that it is EXACTLY the asked one (type, chain id,
 * nonce, recipient contract, call data, zero value, gas fields, no access list) signed by `from`.
 * Answers its hash; throws `PayoutSignerError` naming the first field that differs.
 */
export function verifySignedPayoutTx(asked: UnsignedPayoutTx, raw: unknown, from: string): SignedPayoutTx {
  if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]{2,100000}$/.test(raw)) throw new PayoutSignerError('signer answered no raw transaction');
  let tx: Transaction;
  try {
    tx = Transaction.from(raw);
  } catch (e) {
    throw new PayoutSignerError(`signer answered an unparsable transaction: ${(e as Error).message.slice(0, 120)}`);
  }
  const eip1559 = asked.maxFeePerGas !== undefined;
  const differs = (field: string) => new PayoutSignerError(`signer answered a transaction that differs from the one asked: ${field}`);
  if (!tx.signature || !tx.from || !tx.hash) throw new PayoutSignerError('signer answered an unsigned transaction');
  if (tx.type !== (eip1559 ? 2 : 0)) throw differs('type');
  if (tx.chainId !== asked.chainId) throw differs('chainId');
  if (BigInt(tx.nonce) !== asked.nonce) throw differs('nonce');
  if (tx.to?.toLowerCase() !== asked.to.toLowerCase()) throw differs('to');
  if (tx.data.toLowerCase() !== asked.data.toLowerCase()) throw differs('data');
  if (tx.value !== 0n) throw differs('value');
  if (tx.gasLimit !== asked.gasLimit) throw differs('gasLimit');
  if (eip1559) {
    if (tx.maxFeePerGas !== asked.maxFeePerGas) throw differs('maxFeePerGas');
    if (tx.maxPriorityFeePerGas !== asked.maxPriorityFeePerGas) throw differs('maxPriorityFeePerGas');
    if ((tx.accessList ?? []).length !== 0) throw differs('accessList');
  } else if (tx.gasPrice !== asked.gasPrice) throw differs('gasPrice');
  if (tx.from.toLowerCase() !== from.toLowerCase())
    throw differs(`signer ${tx.from.toLowerCase()} is not the hot wallet ${from.toLowerCase()}`);
  return { raw: raw.toLowerCase(), hash: tx.hash.toLowerCase() };
}

/** Check that `signature` is a signature of `tx.txID` by the TRON account of `evmAddress`; answers it normalised (lowercase). */
export function verifyTronSignature(tx: UnsignedTronTx, signature: unknown, evmAddress: string): string {
  if (typeof signature !== 'string' || !/^(0x)?[0-9a-fA-F]{130}$/.test(signature))
    throw new PayoutSignerError('signer answered no 65-byte signature');
  if (tronTxId(tx.rawDataHex) !== tx.txID.toLowerCase()) throw new PayoutSignerError('txID is not sha256(raw_data)');
  const sig = signature.replace(/^0x/, '').toLowerCase();
  let who: string;
  try {
    who = recoverTronSigner(tx.txID, sig);
  } catch (e) {
    throw new PayoutSignerError(`signer answered a bad signature: ${(e as Error).message}`);
  }
  const hot = tronAddressOf(evmAddress);
  if (who !== hot) throw new PayoutSignerError(`signature is by ${who}, not the hot wallet ${hot}`);
  return sig;
}

/** Signs with a private key held in memory (never logged, never written anywhere). */
export class KeyPayoutSigner implements PayoutSigner {
  readonly address: string;
  readonly #wallet: Wallet;

  constructor(
    privateKey: string,
    readonly networks?: readonly string[],
  ) {
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

  async signTron(tx: UnsignedTronTx): Promise<string> {
    if (tronTxId(tx.rawDataHex) !== tx.txID.toLowerCase()) throw new PayoutSignerError('txID is not sha256(raw_data)');
    return signTronTxId(this.#wallet.signingKey as SigningKey, tx.txID);
  }

  /** Keep the key out of logs and inspection. */
  toJSON(): { address: string } {
    return { address: this.address };
  }
}

/**
 * An external signer (an HSM or a custody service) over HTTP. Contract:
 *
 * `POST <CHAIN_SIGNER_URL>` with `authorization: Bearer <CHAIN_SIGNER_TOKEN>` and a JSON body, one of
 * - `{"family":"evm","from":"0x…","chainId":"0x…","nonce":"0x…","to":"0x…","value":"0x0","data":"0x…",
 *   "gasLimit":"0x…", "maxFeePerGas":"0x…","maxPriorityFeePerGas":"0x…"}` (or `"gasPrice"` for a legacy
 *   chain; quantities as 0x-hex) → 200 `{"raw":"0x…"}`: the serialized signed transaction;
 * - `{"family":"tron","from":"T…","txID":"<64 hex>","rawDataHex":"<hex>"}` → 200
 *   `{"signature":"<130 hex>"}`: r ‖ s ‖ v over txID (the signer may decode rawDataHex for its policy).
 *
 * It must sign exactly the given fields (never pick its own nonce) and may refuse by its own policy
 * (any non-2xx answer, optionally `{"error":"…"}`). Every answer is verified here before it is used:
 * a transaction that differs in any field, or is not signed by `CHAIN_SIGNER_ADDRESS`, is refused,
 * nothing is broadcast and the payout stays retryable. The token is never logged.
 */
export class HttpPayoutSigner implements PayoutSigner {
  readonly address: string;
  readonly #token: string;

  constructor(
    private readonly url: string,
    token: string,
    address: string,
    private readonly timeoutMs: number,
    readonly networks?: readonly string[],
  ) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error('CHAIN_SIGNER_ADDRESS must be a 0x-hex address');
    this.address = address.toLowerCase();
    this.#token = token;
  }

  async sign(tx: UnsignedPayoutTx): Promise<SignedPayoutTx> {
    const body: Record<string, string> = {
      family: 'evm',
      from: this.address,
      chainId: hex(tx.chainId),
      nonce: hex(tx.nonce),
      to: tx.to,
      value: '0x0',
      data: tx.data,
      gasLimit: hex(tx.gasLimit),
    };
    if (tx.maxFeePerGas !== undefined) {
      body.maxFeePerGas = hex(tx.maxFeePerGas);
      body.maxPriorityFeePerGas = hex(tx.maxPriorityFeePerGas ?? 0n);
    } else body.gasPrice = hex(tx.gasPrice ?? 0n);
    const answer = await this.call(body);
    return verifySignedPayoutTx(tx, answer.raw, this.address);
  }

  async signTron(tx: UnsignedTronTx): Promise<string> {
    if (tronTxId(tx.rawDataHex) !== tx.txID.toLowerCase()) throw new PayoutSignerError('txID is not sha256(raw_data)');
    const answer = await this.call({ family: 'tron', from: tronAddressOf(this.address), txID: tx.txID, rawDataHex: tx.rawDataHex });
    return verifyTronSignature(tx, answer.signature, this.address);
  }

  private async call(body: Record<string, string>): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${this.#token}` },
        body: JSON.stringify(body),
        redirect: 'error', // the token goes to the configured URL only
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      const err = e as Error;
      const why =
        err.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : (err.cause as Error | undefined)?.message || err.message;
      throw new PayoutSignerError(`signer unreachable: ${why}`);
    }
    const text = await res.text().catch(() => '');
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* reported below */
    }
    if (!res.ok) {
      const reason =
        json && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string'
          ? (json as { error: string }).error
          : '';
      throw new PayoutSignerError(`signer refused: HTTP ${res.status}${reason ? ` ${reason.slice(0, 200)}` : ''}`);
    }
    if (!json || typeof json !== 'object') throw new PayoutSignerError('signer answered no JSON object');
    return json as Record<string, unknown>;
  }

  /** Keep the token out of logs and inspection. */
  toJSON(): { address: string; url: string } {
    return { address: this.address, url: this.url };
  }
}

/**
 * The configured signer, or null (payouts off). Exactly one of `CHAIN_HOT_WALLET_KEY` and
 * `CHAIN_SIGNER_URL` (with its token and address); `CHAIN_PAYOUTS_ENABLED=true` requires one,
 * `false` switches payouts off whatever is set. `loadConfig` refuses the same combinations at start-up.
 */
export function payoutSignerFromConfig(
  config: Pick<
    AppConfig,
    | 'CHAIN_HOT_WALLET_KEY'
    | 'CHAIN_SIGNER_URL'
    | 'CHAIN_SIGNER_TOKEN'
    | 'CHAIN_SIGNER_ADDRESS'
    | 'CHAIN_SIGNER_TIMEOUT_MS'
    | 'CHAIN_PAYOUT_NETWORKS'
    | 'CHAIN_PAYOUTS_ENABLED'
  >,
): PayoutSigner | null {
  if (config.CHAIN_HOT_WALLET_KEY && config.CHAIN_SIGNER_URL)
    throw new Error('set one payout signer: CHAIN_HOT_WALLET_KEY or CHAIN_SIGNER_URL, not both');
  if (config.CHAIN_PAYOUTS_ENABLED === false) return null;
  if (config.CHAIN_SIGNER_URL) {
    if (!config.CHAIN_SIGNER_TOKEN || !config.CHAIN_SIGNER_ADDRESS)
      throw new Error('CHAIN_SIGNER_URL needs CHAIN_SIGNER_TOKEN and CHAIN_SIGNER_ADDRESS (the hot wallet the signer signs for)');
    return new HttpPayoutSigner(
      config.CHAIN_SIGNER_URL,
      config.CHAIN_SIGNER_TOKEN,
      config.CHAIN_SIGNER_ADDRESS,
      config.CHAIN_SIGNER_TIMEOUT_MS,
      config.CHAIN_PAYOUT_NETWORKS,
    );
  }
  if (config.CHAIN_HOT_WALLET_KEY) return new KeyPayoutSigner(config.CHAIN_HOT_WALLET_KEY, config.CHAIN_PAYOUT_NETWORKS);
  if (config.CHAIN_PAYOUTS_ENABLED === true)
    throw new Error('CHAIN_PAYOUTS_ENABLED=true needs a payout signer: CHAIN_HOT_WALLET_KEY or CHAIN_SIGNER_URL');
  return null;
}
