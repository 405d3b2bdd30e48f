/**
 * One owner per table (issue 27 item 1): the only module that may write each table. Every table the
 * migrations create is listed. A module reads what it likes; it writes (INSERT / UPDATE / DELETE, or a
 * TypeORM repository) only its own tables and asks the owner's service for the rest.
 * Used by the `module-walls/table-owner-writes` rule (table-owners-rule.cjs).
 */

/** table → module folder under apps/api/src/modules */
const owners = {
  // user
  users: 'user',
  attempt_counters: 'user',
  auth_tokens: 'user',
  verification_codes: 'user',
  login_ceilings: 'user',
  login_clients: 'user',
  // address
  addresses: 'address',
  countries: 'address',
  states: 'address',
  cities: 'address',
  // admin
  admin_users: 'admin',
  admin_sessions: 'admin',
  admin_login_attempts: 'admin',
  // audit (below admin, so the modules admin imports can record their decisions too)
  audit_log: 'audit',
  // brand / catalogue
  brands: 'brand',
  banners: 'brand',
  categories: 'catalog',
  goods: 'catalog',
  goods_skus: 'catalog',
  goods_attributes: 'catalog',
  goods_attribute_values: 'catalog',
  goods_search: 'catalog',
  goods_search_removed: 'catalog',
  search_common_terms: 'catalog',
  search_vocabulary: 'catalog',
  focus_sellers: 'catalog',
  keep_goods: 'catalog',
  subscriptions: 'catalog',
  // seller
  sellers: 'seller',
  // order
  orders: 'order',
  order_items: 'order',
  order_logs: 'order',
  seller_notices: 'order',
  // after-sale
  order_refunds: 'after-sale',
  return_cases: 'after-sale',
  // evaluation
  evaluations: 'evaluation',
  goods_review_stats: 'evaluation',
  // money
  ledger_accounts: 'ledger',
  ledger_entries: 'ledger',
  ledger_transfers: 'ledger',
  payment_sessions: 'payment',
  chain_deposits: 'chain',
  chain_networks: 'chain',
  deposit_addresses: 'chain',
  recharge_orders: 'chain',
  withdraw_orders: 'withdraw',
  withdraw_addresses: 'withdraw',
  withdraw_configs: 'withdraw',
  loans: 'loan',
  loan_config: 'loan',
  loan_repayments: 'loan',
  loan_due_reminders: 'loan',
  session_nonces: 'wallet',
  // chat
  chat_conversations: 'chat',
  chat_messages: 'chat',
  chat_canned_replies: 'chat',
  chat_uploads: 'chat',
  chat_secret: 'chat',
  // notification
  outbound_messages: 'notification',
  security_links: 'notification',
  user_notices: 'notification',
  // misc
  sysparas: 'syspara',
  uploads: 'upload',
  seed_runs: 'seed',
};

/** TypeORM entity class → table, for repository writes (`@InjectRepository(X)`, `getRepository(X)`). */
const entities = {
  UserEntity: 'users',
  AttemptCounterEntity: 'attempt_counters',
  AuthTokenEntity: 'auth_tokens',
  VerificationCodeEntity: 'verification_codes',
  OutboundMessageEntity: 'outbound_messages',
  UploadEntity: 'uploads',
  LedgerAccountEntity: 'ledger_accounts',
  LedgerEntryEntity: 'ledger_entries',
  LedgerTransferEntity: 'ledger_transfers',
  SysparaEntity: 'sysparas',
};

/**
 * Writers that are not the owner, allowed for now. `file` is a path from the repository root (a
 * trailing `/` allows a whole folder); `tables` lists what it may write (`*`: every table).
 * Remove an entry when its writes move behind the owner's service; never add one for new code.
 */
const allow = [
  // Demo data: the demo folder (loaded only in demo mode, and by the seed CLI) fills every table.
  { file: 'apps/api/src/demo/', tables: ['*'], why: 'demo seed' },
];

module.exports = { owners, entities, allow };
