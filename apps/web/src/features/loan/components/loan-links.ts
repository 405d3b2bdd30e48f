/** Where the loan pages live: the desktop site or the mobile site (/wap). */
export interface LoanPaths {
  intro: string;
  application: string;
  myLoan: string;
  wallet: string;
  fundPassword: string;
}

export const DESKTOP_LOAN_PATHS: LoanPaths = {
  intro: '/credit',
  application: '/credit/application',
  myLoan: '/credit/myLoan',
  wallet: '/userInfo/money-package',
  fundPassword: '/userInfo/setup/transaction-password',
};

export const WAP_LOAN_PATHS: LoanPaths = {
  intro: '/wap/credit',
  application: '/wap/credit/application',
  myLoan: '/wap/credit/myLoan',
  wallet: '/wap/wallet',
  fundPassword: '/wap/setup/transaction-password',
};
