/*
 * Operator REST (`/v1/admin`): deposit networks, withdrawal rules and order settings as the API
 * answers them and the PATCH bodies it accepts. Amounts are USDT decimal strings with at most 6 places, never JSON
 * numbers. Types only: the API validates the bodies with its own zod schemas (they need Node).
 */

export type AdminChainFamily = 'evm' | 'tron';

/** `GET /v1/admin/networks` item: a deposit network (the endpoint masked: it may carry an API key). */
export interface AdminNetworkView {
  id: string;
  family: AdminChainFamily;
  /** `blockchain_name` clients see and send (ERC20, TRC20, …) */
  name: string;
  coin: string;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
  minDeposit: string;
  rechargeMin: string;
  rechargeMax: string;
  /** manual deposit claims above this need two different operators */
  claimTwoApprovalThreshold: string;
  enabled: boolean;
  rpcUrl: string | null;
  /** evm: last block scanned; tron: timestamp (ms) scanned up to */
  scanCursor: string | null;
  img: string;
  /** an extended public key for the family is configured (CHAIN_EVM_XPUB / CHAIN_TRON_XPUB) */
  keyConfigured: boolean;
  /** deposits are offered to users (as the chain module decides: enabled, endpoint, key) */
  inService: boolean;
}

/** `PATCH /v1/admin/networks/:id`: the changed settings only; `rpcUrl: null` removes the endpoint. */
export type AdminNetworkPatch = Partial<
  Pick<
    AdminNetworkView,
    | 'enabled'
    | 'name'
    | 'rpcUrl'
    | 'tokenContract'
    | 'tokenDecimals'
    | 'confirmations'
    | 'minDeposit'
    | 'rechargeMin'
    | 'rechargeMax'
    | 'claimTwoApprovalThreshold'
    | 'scanCursor'
  >
>;

/** `GET /v1/admin/withdraw-rules` item: a network's withdrawal rules. */
export interface AdminWithdrawRuleView {
  chain: string;
  family: AdminChainFamily;
  blockchainName: string;
  coin: string;
  enabled: boolean;
  minAmount: string;
  maxAmount: string;
  /** fee fraction of the amount ("0.01" = 1 %) */
  feeRate: string;
  /** per user and business day; 0 = unlimited */
  dailyCount: number;
  /** `HH:mm` in the business time zone, both or neither */
  windowStart: string | null;
  windowEnd: string | null;
  /** amounts above it need two different operators */
  twoApprovalThreshold: string;
  addressCooldownMinutes: number;
  /** withdrawals are offered to users (as the withdrawal module decides: enabled, endpoint, a payout path) */
  inService: boolean;
}

/** `PATCH /v1/admin/withdraw-rules/:chain`: the changed rules only. */
export type AdminWithdrawRulePatch = Partial<Omit<AdminWithdrawRuleView, 'chain' | 'family' | 'blockchainName' | 'coin' | 'inService'>>;

/** `PATCH /v1/admin/withdraw-rules`: the global withdrawal settings. */
export interface AdminWithdrawSettings {
  /** one unfinished withdrawal per user at a time */
  onlyOne: boolean;
}

/** `GET /v1/admin/withdraw-rules` (also the answer of the settings PATCH). */
export interface AdminWithdrawRulesView extends AdminWithdrawSettings {
  /** a payout signer is configured */
  payoutsConfigured: boolean;
  items: AdminWithdrawRuleView[];
}

/** An order setting the operator tunes (`sysparas`); the API's `MALL_SETTINGS` holds each one's unit and range. */
export type AdminMallSettingCode =
  | 'mall_max_goods_number_in_order'
  | 'mall_max_unpaid_orders'
  | 'mall_max_unpaid_units_per_sku'
  | 'mall_unpaid_allowance_usdt'
  | 'mall_unpaid_hold_minutes'
  | 'mall_ship_within_hours'
  | 'mall_autoReceipt_timeout'
  | 'mall_returnTimeOut'
  | 'mall_return_escalate_hours'
  | 'mall_AutoComment'
  | 'mall_commission_bp';

/** `GET /v1/admin/settings` item: a setting in force, a whole number within `min`..`max`. */
export interface AdminMallSettingView {
  code: AdminMallSettingCode;
  value: number;
  /** `basis points`, `minutes`, `hours`, `days`, `units`, `orders`, `USDT` (English, as the API names it) */
  unit: string;
  min: number;
  max: number;
  /** the API's English description */
  about: string;
}

/** `GET /v1/admin/settings` (also the answer of its PATCH). */
export interface AdminMallSettingsView {
  items: AdminMallSettingView[];
}

/** `PATCH /v1/admin/settings` (superadmin): the changed settings only, whole JSON numbers. */
export type AdminMallSettingsPatch = Partial<Record<AdminMallSettingCode, number>>;

/*
 * Field rules both sides check: the API in its request schemas (it has the last word), the console
 * at the field before a round trip. Pure: no Node or browser dependencies beyond the global URL.
 */

export const CONFIG_PATTERN = {
  /** a network's `blockchain_name` */
  networkName: /^[A-Za-z0-9][A-Za-z0-9 ._-]{1,31}$/,
  /** where a network's scan resumes (evm: block; tron: timestamp in ms) */
  scanCursor: /^\d{1,18}$/,
  /** withdrawal fee fraction of the amount: 0 ≤ f < 1, at most 6 decimals */
  feeRate: /^0(\.[0-9]{1,6})?$/,
  /** a withdrawal window bound, `HH:mm` */
  hhmm: /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
} as const;

/** An absolute http(s) URL without spaces (an RPC node or a TronGrid-compatible API). */
export function isHttpUrl(s: string): boolean {
  if (/\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}
