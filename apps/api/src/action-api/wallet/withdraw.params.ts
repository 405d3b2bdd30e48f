import { z } from 'zod';
import { pagingB } from './paging-b';

/** An optional text param with a length cap (semantics are checked by the service, in its order). */
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();

export const WithdrawFeeParams = z.object({ channel: opt(16) });

/** `withdraw!apply`: `from` is the destination address (the contract's name for it); bank fields are not served. */
export const WithdrawApplyParams = z.object({
  session_token: opt(128),
  amount: opt(64),
  from: opt(128),
  channel: opt(16),
  safeword: opt(64),
});

export const BindWithdrawAddressParams = z.object({
  blockchain_name: opt(32),
  coin: opt(16),
  channel_address: opt(128),
  /** the fund password: verified when sent (our web app always sends it); old clients send none */
  safeword: opt(32),
});

/** `withdraw!list`: paging style B, 10 per page unless asked (the clients send 8). */
export const WithdrawListParams = pagingB(10);

export const WithdrawGetParams = z.object({ order_no: opt(64) });
