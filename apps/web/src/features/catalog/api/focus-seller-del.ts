import { callAction } from '@/lib/api-client';

/** `focusSeller!del` (param `sellerId`): unfollow a store. */
export function unfollowStore(sellerId: string): Promise<unknown> {
  return callAction('focusSeller!del', { sellerId });
}
