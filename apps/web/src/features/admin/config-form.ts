import {
  CONFIG_PATTERN,
  isHttpUrl,
  type AdminMallSettingCode,
  type AdminMallSettingsPatch,
  type AdminMallSettingView,
  type AdminNetworkPatch,
  type AdminNetworkView,
  type AdminWithdrawRulePatch,
  type AdminWithdrawRuleView,
} from '@mall/contracts';

/*
 * The operator's forms for networks, withdrawal rules and order settings: values as typed (strings), checked here
 * with the server's rules so mistakes show at the field before a round trip (the server checks
 * again and has the last word), and turned into a patch of the changed fields only. Amounts stay
 * decimal strings compared as integer micro-units: no floats.
 */

/** An i18n key of the `admin` namespace with its interpolation values. */
export interface FieldError {
  key:
    | 'validation.name'
    | 'validation.url'
    | 'validation.endpointRequired'
    | 'validation.contractEvm'
    | 'validation.contractTron'
    | 'validation.intRange'
    | 'validation.amount'
    | 'validation.amountOrZero'
    | 'validation.minMax'
    | 'validation.feeRate'
    | 'validation.time'
    | 'validation.windowBoth'
    | 'validation.cursor';
  values?: Record<string, string | number>;
}
export type Errors<K extends string> = Partial<Record<K, FieldError>>;

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/** "12.5" → 12500000n; null when it is not a USDT amount of at most 6 decimals. */
export function micro(s: string): bigint | null {
  const t = s.trim();
  if (!AMOUNT.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
}

function intIn(s: string, min: number, max: number): FieldError | null {
  const t = s.trim();
  if (!/^\d{1,7}$/.test(t) || Number(t) < min || Number(t) > max) return { key: 'validation.intRange', values: { min, max } };
  return null;
}

function amountError(s: string, allowZero = false): FieldError | null {
  const m = micro(s);
  if (m === null || (!allowZero && m === 0n)) return { key: allowZero ? 'validation.amountOrZero' : 'validation.amount' };
  return null;
}

function put<K extends string>(errors: Errors<K>, key: K, e: FieldError | null) {
  if (e && !errors[key]) errors[key] = e;
}

// ---------------------------------------------------------------- networks

export interface NetworkForm {
  enabled: boolean;
  name: string;
  /** a new endpoint; empty keeps the current one */
  rpcUrl: string;
  /** remove the current endpoint */
  clearRpc: boolean;
  tokenContract: string;
  tokenDecimals: string;
  confirmations: string;
  minDeposit: string;
  rechargeMin: string;
  rechargeMax: string;
  claimTwoApprovalThreshold: string;
  /** empty: scan from the chain head */
  scanCursor: string;
}
export type NetworkField = keyof NetworkForm;

export function networkForm(n: AdminNetworkView): NetworkForm {
  return {
    enabled: n.enabled,
    name: n.name,
    rpcUrl: '',
    clearRpc: false,
    tokenContract: n.tokenContract,
    tokenDecimals: String(n.tokenDecimals),
    confirmations: String(n.confirmations),
    minDeposit: n.minDeposit,
    rechargeMin: n.rechargeMin,
    rechargeMax: n.rechargeMax,
    claimTwoApprovalThreshold: n.claimTwoApprovalThreshold,
    scanCursor: n.scanCursor ?? '',
  };
}

export function validateNetwork(n: AdminNetworkView, f: NetworkForm): Errors<NetworkField> {
  const e: Errors<NetworkField> = {};
  if (!CONFIG_PATTERN.networkName.test(f.name.trim())) put(e, 'name', { key: 'validation.name' });
  const url = f.rpcUrl.trim();
  if (url && !isHttpUrl(url)) put(e, 'rpcUrl', { key: 'validation.url' });
  const hasEndpoint = url ? true : !f.clearRpc && n.rpcUrl !== null;
  if (f.enabled && !hasEndpoint) put(e, 'rpcUrl', { key: 'validation.endpointRequired' });
  const c = f.tokenContract.trim();
  if (n.family === 'evm' && !/^0x[0-9a-fA-F]{40}$/.test(c)) put(e, 'tokenContract', { key: 'validation.contractEvm' });
  if (n.family === 'tron' && !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(c)) put(e, 'tokenContract', { key: 'validation.contractTron' });
  put(e, 'tokenDecimals', intIn(f.tokenDecimals, 0, 36));
  put(e, 'confirmations', intIn(f.confirmations, 1, 1000));
  put(e, 'minDeposit', amountError(f.minDeposit));
  put(e, 'rechargeMin', amountError(f.rechargeMin));
  put(e, 'rechargeMax', amountError(f.rechargeMax));
  const lo = micro(f.rechargeMin);
  const hi = micro(f.rechargeMax);
  if (lo !== null && hi !== null && lo > hi) put(e, 'rechargeMax', { key: 'validation.minMax' });
  put(e, 'claimTwoApprovalThreshold', amountError(f.claimTwoApprovalThreshold, true));
  if (f.scanCursor.trim() && !CONFIG_PATTERN.scanCursor.test(f.scanCursor.trim())) put(e, 'scanCursor', { key: 'validation.cursor' });
  return e;
}

/** The changed fields of a valid form. */
export function networkPatch(n: AdminNetworkView, f: NetworkForm): AdminNetworkPatch {
  const p: AdminNetworkPatch = {};
  if (f.enabled !== n.enabled) p.enabled = f.enabled;
  if (f.name.trim() !== n.name) p.name = f.name.trim();
  if (f.rpcUrl.trim()) p.rpcUrl = f.rpcUrl.trim();
  else if (f.clearRpc && n.rpcUrl !== null) p.rpcUrl = null;
  const contract = f.tokenContract.trim();
  // EVM contracts are stored lowercase: the checksummed spelling of the same address is no change.
  if (n.family === 'evm' ? contract.toLowerCase() !== n.tokenContract.toLowerCase() : contract !== n.tokenContract)
    p.tokenContract = contract;
  if (Number(f.tokenDecimals) !== n.tokenDecimals) p.tokenDecimals = Number(f.tokenDecimals);
  if (Number(f.confirmations) !== n.confirmations) p.confirmations = Number(f.confirmations);
  for (const k of ['minDeposit', 'rechargeMin', 'rechargeMax', 'claimTwoApprovalThreshold'] as const)
    if (micro(f[k]) !== micro(n[k])) p[k] = f[k].trim();
  const cursor = f.scanCursor.trim() || null;
  if (cursor !== n.scanCursor) p.scanCursor = cursor;
  return p;
}

// ---------------------------------------------------------------- withdrawal rules

export interface RuleForm {
  enabled: boolean;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  dailyCount: string;
  /** `HH:mm` or empty (no window) */
  windowStart: string;
  windowEnd: string;
  twoApprovalThreshold: string;
  addressCooldownMinutes: string;
}
export type RuleField = keyof RuleForm;

export function ruleForm(r: AdminWithdrawRuleView): RuleForm {
  return {
    enabled: r.enabled,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    feeRate: r.feeRate,
    dailyCount: String(r.dailyCount),
    windowStart: r.windowStart ?? '',
    windowEnd: r.windowEnd ?? '',
    twoApprovalThreshold: r.twoApprovalThreshold,
    addressCooldownMinutes: String(r.addressCooldownMinutes),
  };
}

export function validateRule(f: RuleForm): Errors<RuleField> {
  const e: Errors<RuleField> = {};
  put(e, 'minAmount', amountError(f.minAmount));
  put(e, 'maxAmount', amountError(f.maxAmount));
  const lo = micro(f.minAmount);
  const hi = micro(f.maxAmount);
  if (lo !== null && hi !== null && lo > hi) put(e, 'maxAmount', { key: 'validation.minMax' });
  if (!CONFIG_PATTERN.feeRate.test(f.feeRate.trim())) put(e, 'feeRate', { key: 'validation.feeRate' });
  put(e, 'dailyCount', intIn(f.dailyCount, 0, 10_000));
  const ws = f.windowStart.trim();
  const we = f.windowEnd.trim();
  if (ws && !CONFIG_PATTERN.hhmm.test(ws)) put(e, 'windowStart', { key: 'validation.time' });
  if (we && !CONFIG_PATTERN.hhmm.test(we)) put(e, 'windowEnd', { key: 'validation.time' });
  if (!ws !== !we) put(e, ws ? 'windowEnd' : 'windowStart', { key: 'validation.windowBoth' });
  put(e, 'twoApprovalThreshold', amountError(f.twoApprovalThreshold, true));
  put(e, 'addressCooldownMinutes', intIn(f.addressCooldownMinutes, 0, 525_600));
  return e;
}

export function rulePatch(r: AdminWithdrawRuleView, f: RuleForm): AdminWithdrawRulePatch {
  const p: AdminWithdrawRulePatch = {};
  if (f.enabled !== r.enabled) p.enabled = f.enabled;
  for (const k of ['minAmount', 'maxAmount', 'twoApprovalThreshold'] as const) if (micro(f[k]) !== micro(r[k])) p[k] = f[k].trim();
  if (f.feeRate.trim() !== r.feeRate) p.feeRate = f.feeRate.trim();
  if (Number(f.dailyCount) !== r.dailyCount) p.dailyCount = Number(f.dailyCount);
  const ws = f.windowStart.trim() || null;
  const we = f.windowEnd.trim() || null;
  if (ws !== r.windowStart) p.windowStart = ws;
  if (we !== r.windowEnd) p.windowEnd = we;
  if (Number(f.addressCooldownMinutes) !== r.addressCooldownMinutes) p.addressCooldownMinutes = Number(f.addressCooldownMinutes);
  return p;
}

// ---------------------------------------------------------------- order settings

/** Each setting's value as typed, by its code. */
export type SettingsForm = Partial<Record<AdminMallSettingCode, string>>;

export function settingsForm(items: AdminMallSettingView[]): SettingsForm {
  return Object.fromEntries(items.map((s) => [s.code, String(s.value)]));
}

/** Whole numbers within each setting's range (as the API answers it). */
export function validateSettings(items: AdminMallSettingView[], f: SettingsForm): Errors<AdminMallSettingCode> {
  const e: Errors<AdminMallSettingCode> = {};
  for (const s of items) put(e, s.code, intIn(f[s.code] ?? '', s.min, s.max));
  return e;
}

/** The changed settings of a valid form, as JSON numbers. */
export function settingsPatch(items: AdminMallSettingView[], f: SettingsForm): AdminMallSettingsPatch {
  const p: AdminMallSettingsPatch = {};
  for (const s of items) {
    const v = Number((f[s.code] ?? '').trim());
    if (v !== s.value) p[s.code] = v;
  }
  return p;
}
