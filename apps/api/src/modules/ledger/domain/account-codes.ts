/**
 * Ledger account codes. An account is named by a stable text code; accounts are created lazily the
 * first time a posting names them, with the kind and the negative-balance rule derived from the code.
 *
 * Sign convention: every account's balance is the signed sum of its entries. Accounts that hold
 * somebody's money (users, sellers, escrow, fees) stay ≥ 0. Accounts that mirror the outside world
 * (the chain hot wallet, loans paid out, operator adjustments) are the counter-side of money entering
 * or leaving the platform, so they run negative: −balance(chain:hot_wallet) is what the hot wallet
 * should hold on chain.
 */

export interface AccountSpec {
  code: string;
  /** `user.available`, `user.frozen`, `seller.payable`, or the system code with `.` (`platform.fees`) */
  kind: string;
  /** the user whose money this is (user accounts only) */
  ownerUserId: string | null;
  allowNegative: boolean;
}

/** System accounts: one per code, created on first use. Add new ones here (and nowhere else). */
export const SYSTEM_ACCOUNTS = {
  /** commission and fees the platform has earned */
  'platform:fees': { allowNegative: false },
  /** counter-side of operator corrections (manual credits/debits); may go negative */
  'platform:adjustments': { allowNegative: true },
  /** mirror of the on-chain hot wallet: deposits credit users against it, withdrawals pay back into it */
  'chain:hot_wallet': { allowNegative: true },
  /** deposits seen on chain or claimed, not yet credited */
  'deposits:pending': { allowNegative: false },
  /** withdrawals debited from users, not yet paid out on chain */
  'withdrawals:pending': { allowNegative: false },
  /** buyer payments held until an order settles */
  'escrow:orders': { allowNegative: false },
  /** principal lent out and not yet repaid; negative while loans are outstanding */
  'loans:receivable': { allowNegative: true },
  /** mirror of money received through the card payment provider (Stripe); credits buyers/escrow against it */
  'payments:stripe': { allowNegative: true },
  /** demo data only: the counter-side of demo balances granted by `npm start`'s demo seed */
  'demo:grants': { allowNegative: true },
} as const satisfies Record<string, { allowNegative: boolean }>;

export type SystemAccountCode = keyof typeof SYSTEM_ACCOUNTS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuid(id: string): string {
  const v = id.toLowerCase();
  if (!UUID.test(v)) throw new TypeError(`not a uuid: ${id.slice(0, 40)}`);
  return v;
}

/** Code builders: the only way other code should spell an account. */
export const LedgerAccounts = {
  userAvailable: (userId: string) => `user:${uuid(userId)}:available`,
  userFrozen: (userId: string) => `user:${uuid(userId)}:frozen`,
  sellerPayable: (sellerId: string) => `seller:${uuid(sellerId)}:payable`,
  system: (code: SystemAccountCode) => code,
};

const OWNED = /^(user|seller):([0-9a-f-]{36}):([a-z_]+)$/;
const OWNED_SUFFIXES: Record<string, readonly string[]> = { user: ['available', 'frozen'], seller: ['payable'] };

/** What a code means, or null when it is not a valid account code (codes are case-sensitive, canonical). */
export function describeAccount(code: string): AccountSpec | null {
  if (Object.prototype.hasOwnProperty.call(SYSTEM_ACCOUNTS, code)) {
    const sys = SYSTEM_ACCOUNTS[code as SystemAccountCode];
    return { code, kind: code.replace(':', '.'), ownerUserId: null, allowNegative: sys.allowNegative };
  }
  const m = OWNED.exec(code);
  if (!m || !UUID.test(m[2]) || !OWNED_SUFFIXES[m[1]].includes(m[3])) return null;
  return { code, kind: `${m[1]}.${m[3]}`, ownerUserId: m[1] === 'user' ? m[2] : null, allowNegative: false };
}
