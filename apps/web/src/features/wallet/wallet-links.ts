import type { StatementLinks } from './components/statement';

/** Where the wallet pages live: the desktop user centre or the mobile site (/wap). */
export interface WalletPaths {
  wallet: string;
  deposit: string;
  withdraw: string;
  fundPassword: string;
  /** what the statement's references open */
  statement: StatementLinks;
}

export const DESKTOP_WALLET_PATHS: WalletPaths = {
  wallet: '/userInfo/money-package',
  deposit: '/userInfo/money-package/recharge',
  withdraw: '/userInfo/money-package/withdraw',
  fundPassword: '/userInfo/setup/transaction-password',
  statement: { order: (id) => `/userInfo/order-detail?orderId=${encodeURIComponent(id)}`, loan: '/credit/myLoan' },
};

export const WAP_WALLET_PATHS: WalletPaths = {
  wallet: '/wap/wallet',
  deposit: '/wap/wallet/deposit',
  withdraw: '/wap/wallet/withdraw',
  fundPassword: '/wap/setup/transaction-password',
  statement: { order: (id) => `/wap/order?orderId=${encodeURIComponent(id)}`, loan: '/wap/credit/myLoan' },
};
