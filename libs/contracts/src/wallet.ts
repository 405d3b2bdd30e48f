/**
 * `wallet!getUsdt` (contract §4.6). The clients show `money + frozen` and do arithmetic on them, so
 * the amounts are JSON numbers: the exact 6-decimal value (see the server's wire-money helper).
 * `rebate`, `frozenAndLate` and `lateFee` belong to legacy mechanics we do not run: always 0.
 */
export interface WalletUsdtData {
  money: number;
  frozen: number;
  rebate: 0;
  frozenAndLate: 0;
  lateFee: 0;
}
