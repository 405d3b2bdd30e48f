import { callAction } from '@/lib/api-client';

/** `focusSeller!add` (param `sellerId`): follow a store. */
export function followStore(sellerId: string): Promise<unknown> {
  return callAction('focusSeller!add', { sellerId });
}
