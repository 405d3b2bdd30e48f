import { z } from 'zod';
import { pagingB } from './paging-b';

/** An optional text param with a length cap (semantics are checked by the service, in its order). */
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();

export const RechargeFeeParams = z.object({ symbol: opt(16) });

export const RechargeClaimParams = z.object({
  session_token: opt(128),
  amount: opt(64),
  coin: opt(16),
  blockchain_name: opt(32),
  channel_address: opt(128),
  img: opt(512),
  from: opt(128),
  tx: opt(128),
});

/** `rechargeBlockchain!list`: page size 8 by default (the clients send 8). */
export const RechargeListParams = pagingB(8);

export const RechargeGetParams = z.object({ order_no: opt(64) });
