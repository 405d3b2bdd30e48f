import {
  CONFIG_PATTERN,
  isHttpUrl,
  type AdminNetworkPatch,
  type AdminWithdrawRulePatch,
  type AdminWithdrawSettings,
} from '@mall/contracts';
import { getAddress } from 'ethers';
import { Money, MoneyParseError } from '@mall/money';
import { z } from 'zod';
import { isTronAddress, type ChainFamily } from '../../chain';

/*
 * The operator's configuration of deposit networks and withdrawal rules: request schemas (strict:
 * an unknown field is refused, amounts are decimal strings with at most 6 places, never JSON
 * numbers), the consistency rules checked against the merged row, and the masking of endpoint URLs
 * (they often carry an API key) in answers and audit records. Pure TS.
 */

/** Largest configurable amount: 10^12 USDT (its micro-units fit a Postgres bigint with room). */
const MAX_AMOUNT_MINOR = 10n ** 18n;

/** A USDT amount as a decimal string → micro-units as bigint text. */
function amount(opts: { allowZero: boolean }) {
  return z
    .string()
    .max(40)
    .transform((s, ctx) => {
      try {
        const m = Money.parse(s);
        if ((!opts.allowZero && m.isZero()) || m.minor > MAX_AMOUNT_MINOR) throw new MoneyParseError(s, 'range');
        return m.minor.toString();
      } catch {
        ctx.addIssue({ code: 'custom', message: 'amount' });
        return z.NEVER;
      }
    });
}

/** An absolute http(s) URL without spaces (an RPC node or a TronGrid-compatible API). */
const httpUrl = z.string().trim().min(1).max(500).refine(isHttpUrl);

const hhmm = z.string().regex(CONFIG_PATTERN.hhmm);

export const NetworkPatchSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    /** `blockchain_name` clients see and send (ERC20, TRC20, …) */
    name: z.string().trim().regex(CONFIG_PATTERN.networkName).optional(),
    /** EVM JSON-RPC endpoint, or the TronGrid-compatible API of a TRON network; null removes it */
    rpcUrl: httpUrl.nullable().optional(),
    /** checked against the network's family in {@link tokenContractFor} */
    tokenContract: z.string().trim().min(1).max(64).optional(),
    tokenDecimals: z.number().int().min(0).max(36).optional(),
    confirmations: z.number().int().min(1).max(1000).optional(),
    minDeposit: amount({ allowZero: false }).optional(),
    rechargeMin: amount({ allowZero: false }).optional(),
    rechargeMax: amount({ allowZero: false }).optional(),
    /** manual deposit claims above this need two different operators */
    claimTwoApprovalThreshold: amount({ allowZero: true }).optional(),
    /** evm: last block scanned; tron: timestamp (ms) scanned up to; null starts from the chain head */
    scanCursor: z.string().regex(CONFIG_PATTERN.scanCursor).nullable().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { path: ['body'] });
export type NetworkPatch = z.infer<typeof NetworkPatchSchema>;

export const WithdrawRulePatchSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    minAmount: amount({ allowZero: false }).optional(),
    maxAmount: amount({ allowZero: false }).optional(),
    /** fee fraction of the amount, 0 ≤ f < 1, at most 6 decimals ("0.01" = 1 %) */
    feeRate: z.string().regex(CONFIG_PATTERN.feeRate).optional(),
    /** withdrawals per user and business day; 0 = unlimited */
    dailyCount: z.number().int().min(0).max(10_000).optional(),
    /** daily window in BUSINESS_TZ (both or neither; start after end spans midnight) */
    windowStart: hhmm.nullable().optional(),
    windowEnd: hhmm.nullable().optional(),
    /** amounts above this need two different operators */
    twoApprovalThreshold: amount({ allowZero: true }).optional(),
    /** cooling-off after binding a withdrawal address, in minutes (at most a year) */
    addressCooldownMinutes: z.number().int().min(0).max(525_600).optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { path: ['body'] });
export type WithdrawRulePatch = z.infer<typeof WithdrawRulePatchSchema>;

export const WithdrawSettingsSchema = z.strictObject({
  /** one unfinished withdrawal per user at a time */
  onlyOne: z.boolean(),
});

/** The request schemas accept exactly the wire bodies of `@mall/contracts` (checked by the compiler). */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** the same fields (optional fields make any two bodies assignable both ways), of the same types */
type Same<A, B> = Mutual<keyof A, keyof B> extends true ? Mutual<A, B> : false;
export const schemasMatchContracts: [
  Same<z.input<typeof NetworkPatchSchema>, AdminNetworkPatch>,
  Same<z.input<typeof WithdrawRulePatchSchema>, AdminWithdrawRulePatch>,
  Same<z.input<typeof WithdrawSettingsSchema>, AdminWithdrawSettings>,
] = [true, true, true];

/** The token contract in stored form for the family (EVM: lowercase hex, EIP-55 checked when mixed case; TRON: base58), or null. */
export function tokenContractFor(family: ChainFamily, raw: string): string | null {
  const s = raw.trim();
  if (family === 'tron') return isTronAddress(s) ? s : null;
  if (!/^0x[0-9a-fA-F]{40}$/.test(s) || /^0x0{40}$/i.test(s)) return null;
  try {
    getAddress(s); // throws on a bad mixed-case checksum
  } catch {
    return null;
  }
  return s.toLowerCase();
}

/** The merged network settings that must hold together: the first offending field, or null. */
export function networkInconsistency(n: {
  enabled: boolean;
  rpcUrl: string | null;
  rechargeMin: string;
  rechargeMax: string;
}): string | null {
  if (BigInt(n.rechargeMin) > BigInt(n.rechargeMax)) return 'rechargeMax';
  if (n.enabled && !n.rpcUrl) return 'rpcUrl';
  return null;
}

/** The merged withdrawal rules that must hold together: the first offending field, or null. */
export function withdrawRuleInconsistency(r: {
  minAmount: string;
  maxAmount: string;
  windowStart: string | null;
  windowEnd: string | null;
}): string | null {
  if (BigInt(r.minAmount) > BigInt(r.maxAmount)) return 'maxAmount';
  if ((r.windowStart === null) !== (r.windowEnd === null)) return r.windowStart === null ? 'windowStart' : 'windowEnd';
  return null;
}

/**
 * An endpoint URL safe to show and to log: scheme, host and port; whatever else it carries (user
 * info, path, query: where providers put API keys) is replaced by `…` and its last 4 characters
 * when it is long enough for that not to give it away.
 */
export function maskUrl(url: string | null): string | null {
  if (url === null) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return '…';
  }
  const origin = `${u.protocol}//${u.host}`;
  const rest = `${u.username}${u.password}${u.pathname === '/' ? '' : u.pathname}${u.search}${u.hash}`;
  if (!rest) return origin;
  return `${origin}/…${rest.length >= 16 ? rest.slice(-4) : ''}`;
}

/** Fields whose value differs, as `{before, after}` maps for the audit record. */
export function changes<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const k of Object.keys(after) as (keyof T)[]) {
    if (before[k] === after[k]) continue;
    b[k] = before[k];
    a[k] = after[k];
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
