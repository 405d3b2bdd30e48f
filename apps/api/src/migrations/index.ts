import { AccountsFoundation1763770000000 } from './1763770000000-accounts-foundation';
import { Catalog1763780000000 } from './1763780000000-catalog';
import { Ledger1763790000000 } from './1763790000000-ledger';
import { ChainDeposits1763800000000 } from './1763800000000-chain-deposits';
import { CatalogListingIndexes1763810000000 } from './1763810000000-catalog-listing-indexes';
import { WithdrawalsAdmin1763820000000 } from './1763820000000-withdrawals-admin';
import { SearchVocabulary1763830000000 } from './1763830000000-search-vocabulary';
import { GoodsSearchTable1763860000000 } from './1763860000000-goods-search-table';
import { BrandFooter1763870000000 } from './1763870000000-brand-footer';
import { SearchChangeNotify1763880000000 } from './1763880000000-search-change-notify';
import { GoodsCardsFunction1763890000000 } from './1763890000000-goods-cards-function';
import { SearchPageCachedPlans1763900000000 } from './1763900000000-search-page-cached-plans';
import { GoodsSearchChanges1763910000000 } from './1763910000000-goods-search-changes';
import { AddressBook1763920000000 } from './1763920000000-address-book';
import { Orders1763930000000 } from './1763930000000-orders';
import { Payments1763950000000 } from './1763950000000-payments';
import { SecurityFixes1763960000000 } from './1763960000000-security-fixes';
import { AfterSaleReviews1763970000000 } from './1763970000000-after-sale-reviews';
import { Loans1763980000000 } from './1763980000000-loans';
import { Chat1763990000000 } from './1763990000000-chat';
import { SecurityLocks1764000000000 } from './1764000000000-security-locks';
import { ApproverOrigin1764010000000 } from './1764010000000-approver-origin';
import { DepositClaimApprovals1796000001000 } from './1796000001000-deposit-claim-approvals';
import { ChatGuestUploads1796000002000 } from './1796000002000-chat-guest-uploads';
import { OutboxDelivery1796000006000 } from './1796000006000-outbox-delivery';
import { SafewordReset1796000007000 } from './1796000007000-safeword-reset';
import { UserNotices1796000012000 } from './1796000012000-user-notices';
import { ManualPayouts1796000009000 } from './1796000009000-manual-payouts';
import { UnpaidHold1796003000000 } from './1796003000000-unpaid-hold';
import { StoreRemarkI18n1796004000000 } from './1796004000000-store-remark-i18n';
import { LoanDueReminders1796006000000 } from './1796006000000-loan-due-reminders';

/** Every migration, in order. Never edit one that has landed: add a new one. */
export const MIGRATIONS = [
  AccountsFoundation1763770000000,
  Catalog1763780000000,
  Ledger1763790000000,
  ChainDeposits1763800000000,
  CatalogListingIndexes1763810000000,
  WithdrawalsAdmin1763820000000,
  SearchVocabulary1763830000000,
  GoodsSearchTable1763860000000,
  BrandFooter1763870000000,
  SearchChangeNotify1763880000000,
  GoodsCardsFunction1763890000000,
  SearchPageCachedPlans1763900000000,
  GoodsSearchChanges1763910000000,
  AddressBook1763920000000,
  Orders1763930000000,
  Payments1763950000000,
  SecurityFixes1763960000000,
  AfterSaleReviews1763970000000,
  Loans1763980000000,
  Chat1763990000000,
  SecurityLocks1764000000000,
  ApproverOrigin1764010000000,
  DepositClaimApprovals1796000001000,
  ChatGuestUploads1796000002000,
  OutboxDelivery1796000006000,
  SafewordReset1796000007000,
  UserNotices1796000012000,
  ManualPayouts1796000009000,
  UnpaidHold1796003000000,
  StoreRemarkI18n1796004000000,
  LoanDueReminders1796006000000,
];
