import { createHash } from 'node:crypto';
import { Money, type Currency } from '@mall/money';
import { describeAccount, type AccountSpec } from './account-codes';

/** One leg of a transfer: a signed amount on an account (negative = money leaves it). */
export interface PostingLeg {
  account: string;
  amount: Money;
}

export interface PostingRequest {
  /** unique per business event, e.g. `order:<id>:pay`, `chain:<txHash>:<logIndex>` */
  idempotencyKey: string;
  /** what the transfer is, e.g. `order.pay`, `deposit.credit`, `adjustment` */
  kind: string;
  entries: PostingLeg[];
  /** descriptive only (ids, notes); not part of the idempotency comparison */
  metadata?: Record<string, unknown>;
}

export interface ValidLeg {
  account: AccountSpec;
  amount: Money;
}

export interface ValidPosting {
  idempotencyKey: string;
  kind: string;
  /** sorted by account code */
  legs: ValidLeg[];
  metadata: Record<string, unknown>;
  /** sha-256 of the canonical money content (kind + legs) */
  requestHash: string;
}

export type PostingProblem =
  | 'idempotency-key'
  | 'kind'
  | 'leg-count'
  | 'account-code'
  | 'zero-leg'
  | 'duplicate-account'
  | 'unbalanced'
  | 'amount-range'
  | 'currency'
  | 'metadata';

/**
 * A posting that can never be valid: a programming error in the caller, never a user mistake.
 * Transports answer it as an internal error.
 */
export class LedgerPostingError extends Error {
  constructor(
    readonly problem: PostingProblem,
    detail = '',
  ) {
    super(`invalid ledger posting (${problem})${detail ? ': ' + detail : ''}`);
    this.name = 'LedgerPostingError';
  }
}

export const MAX_LEGS = 32;
const KEY = /^[\x21-\x7e]{1,200}$/;
const KIND = /^[a-z][a-z0-9_.:-]{0,63}$/;
/** |amount| per leg: 10^12 USDT in micro-units; comfortably inside a Postgres bigint. */
export const MAX_LEG_MINOR = 10n ** 18n;
const MAX_METADATA_CHARS = 4000;

/** Check a posting and bring it to canonical form. Pure: no I/O. */
export function validatePosting(req: PostingRequest): ValidPosting {
  if (typeof req.idempotencyKey !== 'string' || !KEY.test(req.idempotencyKey)) throw new LedgerPostingError('idempotency-key');
  if (typeof req.kind !== 'string' || !KIND.test(req.kind)) throw new LedgerPostingError('kind', String(req.kind).slice(0, 64));
  if (!Array.isArray(req.entries) || req.entries.length < 2 || req.entries.length > MAX_LEGS) throw new LedgerPostingError('leg-count');
  const seen = new Set<string>();
  const sums = new Map<Currency, bigint>();
  const legs: ValidLeg[] = [];
  for (const leg of req.entries) {
    const spec = describeAccount(leg.account);
    if (!spec) throw new LedgerPostingError('account-code', String(leg.account).slice(0, 80));
    if (!(leg.amount instanceof Money)) throw new LedgerPostingError('amount-range', leg.account);
    if (leg.amount.isZero()) throw new LedgerPostingError('zero-leg', leg.account);
    if (leg.amount.abs().minor > MAX_LEG_MINOR) throw new LedgerPostingError('amount-range', leg.account);
    if (seen.has(spec.code)) throw new LedgerPostingError('duplicate-account', spec.code);
    seen.add(spec.code);
    sums.set(leg.amount.currency, (sums.get(leg.amount.currency) ?? 0n) + leg.amount.minor);
    legs.push({ account: spec, amount: leg.amount });
  }
  for (const [currency, sum] of sums) if (sum !== 0n) throw new LedgerPostingError('unbalanced', `${currency} off by ${sum} minor units`);
  legs.sort((a, b) => (a.account.code < b.account.code ? -1 : a.account.code > b.account.code ? 1 : 0));
  const metadata = req.metadata ?? {};
  if (typeof metadata !== 'object' || Array.isArray(metadata) || JSON.stringify(metadata).length > MAX_METADATA_CHARS) {
    throw new LedgerPostingError('metadata');
  }
  return { idempotencyKey: req.idempotencyKey, kind: req.kind, legs, metadata, requestHash: requestHash(req.kind, legs) };
}

/** Hash of what a transfer does with money: kind and the sorted legs (code, currency, minor units). */
export function requestHash(kind: string, legs: readonly { account: { code: string } | string; amount: Money }[]): string {
  const canonical = legs
    .map((l) => [typeof l.account === 'string' ? l.account : l.account.code, l.amount.currency, l.amount.minor.toString()] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([kind, canonical]))
    .digest('hex');
}

export interface LockedAccount {
  code: string;
  currency: Currency;
  allowNegative: boolean;
  balance: bigint;
}

export interface BalancePlan {
  /** balance of each account after the transfer, by code */
  after: Map<string, bigint>;
  /** accounts that would go below zero although they may not */
  shortfalls: string[];
  /** legs whose currency differs from their account's */
  currencyMismatches: string[];
}

/** Apply the legs to the locked balances (pure). */
export function planBalances(accounts: readonly LockedAccount[], legs: readonly ValidLeg[]): BalancePlan {
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  const after = new Map<string, bigint>();
  const shortfalls: string[] = [];
  const currencyMismatches: string[] = [];
  for (const leg of legs) {
    const acc = byCode.get(leg.account.code);
    if (!acc) throw new Error(`account ${leg.account.code} was not locked`);
    if (acc.currency !== leg.amount.currency) currencyMismatches.push(acc.code);
    const next = acc.balance + leg.amount.minor;
    after.set(acc.code, next);
    if (next < 0n && !acc.allowNegative) shortfalls.push(acc.code);
  }
  return { after, shortfalls, currencyMismatches };
}
