import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMaxBuy } from '../catalog/api/get-max-buy';
import { useToken } from '../../lib/session';
import { STORAGE_KEYS, readJson } from '../../lib/storage';
import { groupBySeller, linesTotal } from './cart-math';
import {
  GUEST_OWNER,
  addItem,
  getCartSnapshot,
  removeItems,
  setCartOwner,
  setChecked,
  setItemCount,
  subscribeCart,
  type AddResult,
} from './cart-store';
import type { CartItem, NewCartItem } from './types';

/** `userQueryKey` of features/account/api/get-user.ts (that module is part of the desktop frame's chunk). */
const USER_KEY = ['account', 'user'] as const;

/**
 * Whose cart to show: the logged-in user's code, the guest cart, or null while the code loads. The
 * code comes from the user query's cache (login fills it) or its stored copy; when neither has it,
 * the user is fetched once.
 */
function useCartOwner(): string | null {
  const token = useToken();
  const qc = useQueryClient();
  // read from the cache without an observer of its own (it would replace the query's options)
  const subscribe = useCallback((onChange: () => void) => qc.getQueryCache().subscribe(onChange), [qc]);
  const cached = useSyncExternalStore(subscribe, () => qc.getQueryData<{ usercode?: string }>(USER_KEY)?.usercode);
  const code = token ? cached || readJson<{ usercode?: string }>(STORAGE_KEYS.userInfo)?.usercode || null : null;
  useEffect(() => {
    if (token && !code) void import('../account/api/get-user').then((m) => qc.fetchQuery(m.userQueryOptions()));
  }, [token, code, qc]);
  return token ? (code ? String(code) : null) : GUEST_OWNER;
}

/**
 * The cart (spec §3, §5): lines grouped per store, selection per line / store / all, quantities
 * within buyMin..maxBuy (the `mall_max_goods_number_in_order` setting, else 500), the selected total
 * in micro-USDT (exact).
 */
export function useCart() {
  const { ready, items } = useCartLines();
  const maxBuy = useMaxBuy();

  const derived = useMemo(() => {
    const checkedItems = items.filter((i) => i.checked);
    return {
      groups: groupBySeller(items),
      checkedItems,
      /** Σ unit × count of the selected lines, micro-USDT */
      selectedTotal: linesTotal(checkedItems),
      /** units of all lines (badge) */
      count: items.length,
      allChecked: items.length > 0 && items.every((i) => i.checked),
      someChecked: checkedItems.length > 0,
    };
  }, [items]);

  const add = useCallback((item: NewCartItem): Promise<AddResult> => addItem(item, maxBuy), [maxBuy]);
  const setQty = useCallback((key: string, n: number) => setItemCount(key, n, maxBuy), [maxBuy]);
  const remove = useCallback((keys: string | readonly string[]) => removeItems(typeof keys === 'string' ? [keys] : keys), []);
  const toggle = useCallback((key: string, checked: boolean) => setChecked((i) => i.key === key, checked), []);
  const toggleGroup = useCallback((sellerId: string, checked: boolean) => setChecked((i) => i.seller.id === sellerId, checked), []);
  const toggleAll = useCallback((checked: boolean) => setChecked(() => true, checked), []);

  return { ready, items, maxBuy, ...derived, add, setQty, remove, toggle, toggleGroup, toggleAll };
}

/** The current owner's lines, once their store has loaded (empty until then). */
function useCartLines(): { ready: boolean; items: readonly CartItem[] } {
  const owner = useCartOwner();
  useEffect(() => {
    if (owner) setCartOwner(owner);
  }, [owner]);
  const snap = useSyncExternalStore(subscribeCart, getCartSnapshot, getCartSnapshot);
  const ready = snap.ready && snap.owner === owner;
  return { ready, items: ready ? snap.items : EMPTY };
}

/** The number of lines (a badge): the lines alone, without the cart's limits (no settings call). */
export function useCartCount(): number {
  return useCartLines().items.length;
}

const EMPTY: readonly CartItem[] = [];

export type CartApi = ReturnType<typeof useCart>;
