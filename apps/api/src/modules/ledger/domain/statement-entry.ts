import type { WalletStatementPurpose, WalletStatementReference, WalletStatementType } from '@mall/contracts';

/**
 * What a posting on a user's balance was for, read from its transfer: the type from the transfer's
 * kind (the statement filters on it in SQL), the purpose and the reference (order, loan, deposit or
 * withdrawal number…) from its idempotency key and metadata. One table per family of keys the
 * services post under; a key family added without a line here reads as "other".
 */

/** Transfer kinds of each statement type; every kind not listed is "other". */
const KINDS_OF_TYPE: Record<Exclude<WalletStatementType, 'other'>, readonly string[]> = {
  purchase: ['order.pay'],
  refund: ['order.refund'],
  deposit: ['deposit.chain', 'deposit.manual', 'topup.provider', 'payment.to_wallet'],
  withdrawal: ['withdraw.freeze', 'withdraw.settle', 'withdraw.unfreeze'],
  loan: ['loan.disburse', 'loan.repay'],
};

const KNOWN_KINDS = Object.values(KINDS_OF_TYPE).flat();

/** The kinds a type filter selects: `in` these, or (for "other") `notIn` every known one. */
export type KindFilter = { in: readonly string[] } | { notIn: readonly string[] };

export function kindFilterOf(type: WalletStatementType): KindFilter {
  return type === 'other' ? { notIn: KNOWN_KINDS } : { in: KINDS_OF_TYPE[type] };
}

export function statementTypeOf(kind: string): WalletStatementType {
  for (const [type, kinds] of Object.entries(KINDS_OF_TYPE)) if (kinds.includes(kind)) return type as WalletStatementType;
  return 'other';
}

export interface StatementDescription {
  type: WalletStatementType;
  purpose: WalletStatementPurpose;
  reference: WalletStatementReference | null;
}

type Metadata = Record<string, unknown>;
type Rule = [RegExp, (m: RegExpExecArray, meta: Metadata) => Omit<StatementDescription, 'type'>];

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const ref = (kind: WalletStatementReference['kind'], id: string | null): WalletStatementReference | null => (id ? { kind, id } : null);
const WITHDRAW_STEP: Record<string, WalletStatementPurpose> = {
  freeze: 'withdrawal',
  settle: 'withdrawalPaid',
  unfreeze: 'withdrawalReturned',
};

/** Key families, most specific first (the card-provider families match any `<provider>:` prefix). */
const RULES: Rule[] = [
  [/^order:([^:]+):pay$/, (m) => ({ purpose: 'orderPayment', reference: ref('order', m[1]) })],
  [/^order:([^:]+):settle$/, (m) => ({ purpose: 'orderSettlement', reference: ref('order', m[1]) })],
  [/^refund:[^:]+$/, (_m, meta) => ({ purpose: 'refund', reference: ref('order', text(meta.orderId)) })],
  [/^loan:([^:]+):disburse$/, (m) => ({ purpose: 'loanDisbursed', reference: ref('loan', m[1]) })],
  [/^loan:([^:]+):repay:\d+$/, (m) => ({ purpose: 'loanRepaid', reference: ref('loan', m[1]) })],
  [/^recharge:(.+)$/, (m) => ({ purpose: 'depositClaim', reference: ref('deposit', m[1]) })],
  [/^deposit:[^:]+:([^:]+):\d+$/, (m) => ({ purpose: 'depositChain', reference: ref('tx', m[1]) })],
  [/^withdraw:(.+):(freeze|settle|unfreeze)$/, (m) => ({ purpose: WITHDRAW_STEP[m[2]], reference: ref('withdrawal', m[1]) })],
  [/^demo:grant:[^:]+$/, () => ({ purpose: 'demoGrant', reference: null })],
  [/^[a-z]+:(.+):topup$/, (m, meta) => ({ purpose: 'cardTopUp', reference: ref('payment', text(meta.reference) ?? m[1]) })],
  [
    /^[a-z]+:.+:wallet$/,
    (_m, meta) => ({
      purpose: 'cardPaymentToWallet',
      reference: ref('order', Array.isArray(meta.orderIds) ? text(meta.orderIds[0]) : null),
    }),
  ],
];

/** The statement description of a transfer (pure). */
export function describeStatementEntry(t: { kind: string; idempotencyKey: string; metadata: Metadata }): StatementDescription {
  const type = statementTypeOf(t.kind);
  for (const [re, fn] of RULES) {
    const m = re.exec(t.idempotencyKey);
    if (m) return { type, ...fn(m, t.metadata ?? {}) };
  }
  return { type, purpose: t.kind === 'operator.adjustment' ? 'adjustment' : 'other', reference: null };
}
