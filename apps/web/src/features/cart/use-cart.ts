import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMaxBuy } from '@/lib/max-buy';
import { useToken } from '@/lib/session';
import { STORAGE_KEYS, readJson } from '@/lib/storage';
import { useCartLinesNow, type CartLineNow } from './api/get-cart-lines';
import { groupBySeller, lineLimit, linesTotal } from './cart-math';
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
import { lineKey, type CartItem, type CartLine, type NewCartItem } from './types';

/** `userQueryKey` of lib/user.ts (that module is part of the desktop frame's chunk). */
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
    if (token && !code) void import('@/lib/user').then((m) => qc.fetchQuery(m.userQueryOptions()));
  }, [token, code, qc]);
  return token ? (code ? String(code) : null) : GUEST_OWNER;
}

/** The stored lines with their names, options and stock as the store sells them now (`now`, when in). */
function linesAsNow(stored: readonly CartItem[], now: readonly CartLineNow[] | undefined, maxBuy: number): CartLine[] {
  const byKey = new Map((now ?? []).map((l) => [lineKey(l.goodsId, l.skuId === '-1' ? null : l.skuId), l]));
  return stored.map((i) => {
    const l = byKey.get(i.key);
    if (!now || !l) return { ...i, ...lineLimit(undefined, maxBuy), onSale: !now };
    return {
      ...i,
      name: l.name || i.name,
      nameLang: l.name ? l.nameLang : undefined,
      attrs: l.attributes.length ? l.attributes.map((a) => `${a.attrName}: ${a.attrValue}`).join(', ') : i.attrs,
      ...lineLimit(l.stock, maxBuy),
      onSale: l.isShelf === 1,
    };
  });
}

/**
 * The cart (spec §3, §5): lines grouped per store, selection per line / store / all, names and
 * options in the reader's language (as the store sells the goods now), quantities within buyMin..the
 * stock left or maxBuy (the `mall_max_goods_number_in_order` setting, else 500) — a stored count above
 * what is left is brought down, and the line says why — the selected total in micro-USDT (exact).
 */
export function useCart() {
  const { ready, items: stored } = useCartLines();
  const maxBuy = useMaxBuy();
  const keys = useMemo(() => stored.map((i) => i.key), [stored]);
  const now = useCartLinesNow(keys).data;
  const items = useMemo(() => linesAsNow(stored, now, maxBuy), [stored, now, maxBuy]);
  useEffect(() => {
    for (const i of items) if (i.count > i.max && i.max >= i.buyMin) void setItemCount(i.key, i.max, i.max);
  }, [items]);

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
  const setQty = useCallback(
    (key: string, n: number) => setItemCount(key, n, items.find((i) => i.key === key)?.max ?? maxBuy),
    [items, maxBuy],
  );
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
