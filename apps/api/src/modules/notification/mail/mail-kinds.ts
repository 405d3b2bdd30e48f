/**
 * What a value of a message is, so each language shows it its own way: `text` as written, `date`
 * (an ISO instant) in the reader's language and the business time zone, the zone named ("GMT+8": the
 * reader's zone is unknown here), `amount` (an exact decimal, USDT) without trailing zeros, `url` as a
 * link in the HTML part.
 */
export type MailParamType = 'text' | 'date' | 'amount' | 'url';

interface MailKindSpec {
  /** the values the outbox row's payload must carry (besides the optional `lang`) */
  params: Record<string, MailParamType>;
  /** the `url` parameter shown as the message's button, labelled by the template's `action` */
  action?: string;
}

/**
 * Every message the mall sends: the kind written in `outbound_messages.template`, and the values its
 * templates (templates/<lang>.json: subject, paragraphs, button label) use. A new kind is a line
 * here and an entry in each language's file; the caller only writes the outbox row
 * (`NotificationService.send`), typed by this table.
 */
export const MAIL_KINDS = {
  // account
  'verification.register': { params: { code: 'text' } },
  'verification.reset': { params: { code: 'text' } },
  'verification.safeword_reset': { params: { code: 'text' } },
  password_changed: { params: { time: 'date' } },
  safeword_reset: { params: { time: 'date', until: 'date' } },
  welcome: { params: {} },
  'login.new_device': { params: { ip: 'text', time: 'date' } },
  login_locked_client: { params: { ip: 'text', until: 'date' } },
  login_locked_device: { params: { until: 'date' } },
  login_locked_ceiling: { params: { unlockUrl: 'url' }, action: 'unlockUrl' },
  // orders
  'order.placed': { params: { orderNo: 'text', total: 'amount' } },
  'order.paid': { params: { orderNo: 'text', total: 'amount' } },
  'order.shipped': { params: { orderNo: 'text', carrier: 'text', trackingNo: 'text' } },
  'order.delivered': { params: { orderNo: 'text' } },
  'refund.approved': { params: { orderNo: 'text', amount: 'amount' } },
  'refund.rejected': { params: { orderNo: 'text', reason: 'text' } },
  // a dispute decided by the platform, told to the store's owner
  'dispute.refunded_store': { params: { orderNo: 'text', amount: 'amount' } },
  'dispute.dismissed_store': { params: { orderNo: 'text' } },
  // wallet
  'deposit.credited': { params: { amount: 'amount', network: 'text' } },
  'withdraw.sent': { params: { amount: 'amount', network: 'text', address: 'text', txHash: 'text' } },
  withdraw_address_bound: {
    params: { chain: 'text', address: 'text', usableFrom: 'date', cancelUrl: 'url', cancelUntil: 'date' },
    action: 'cancelUrl',
  },
  // loans
  'loan.approved': { params: { amount: 'amount', dueAt: 'date' } },
  'loan.rejected': { params: { reason: 'text' } },
  'loan.due': { params: { amount: 'amount', dueAt: 'date' } },
  'loan.overdue': { params: { loanId: 'text', amount: 'amount', dueAt: 'date' } },
} as const satisfies Record<string, MailKindSpec>;

export type MailKind = keyof typeof MAIL_KINDS;

/** The payload of a message of kind `K`: its values, and the reader's language (`lang`; default: the brand's). */
export type MailPayload<K extends MailKind> = { [P in keyof (typeof MAIL_KINDS)[K]['params']]: string } & { lang?: string };

/** The purposes of one-time codes (`verification.<purpose>`). */
export type CodePurpose = 'register' | 'reset' | 'safeword_reset';

export function isMailKind(v: string): v is MailKind {
  return Object.prototype.hasOwnProperty.call(MAIL_KINDS, v);
}

export function kindSpec(kind: MailKind): MailKindSpec {
  return MAIL_KINDS[kind];
}
