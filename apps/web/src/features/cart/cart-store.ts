import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { getToken } from '@/lib/session';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';
import { clampQty, maxBuyNow } from './cart-math';
import { lineKey, type CartItem, type NewCartItem } from './types';

/**
 * The cart lives in the browser only (legacy-api §3: the server has no cart), per user code
 * (spec §3): IndexedDB `mall-cart/carts` under `shopCart:<usercode>`, or `shopCart:guest` while
 * logged out; localStorage under the same key when IndexedDB is unavailable. On login the guest
 * cart is merged into the user's (counts summed, clamped to the limit) and emptied. Every change is
 * written at once and announced to the other tabs (BroadcastChannel), which reload it.
 */
export const GUEST_OWNER = 'guest';
const KEY_PREFIX = 'shopCart:';

export interface CartSnapshot {
  /** whose cart this is ('guest' or a user code); null before the first owner is known */
  owner: string | null;
  /** loaded from storage */
  ready: boolean;
  items: readonly CartItem[];
}

let snapshot: CartSnapshot = { owner: null, ready: false, items: [] };
const listeners = new Set<() => void>();
function emit(): void {
  for (const l of listeners) l();
}

export function subscribeCart(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function getCartSnapshot(): CartSnapshot {
  return snapshot;
}

// ---- storage ----

let idb: UseStore | null = null;
let idbBroken = typeof indexedDB === 'undefined';
function db(): UseStore {
  return (idb ??= createStore('mall-cart', 'carts'));
}

/** Stored lines, checked field by field (storage is user-editable). */
function sanitize(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const out: CartItem[] = [];
  const seen = new Set<string>();
  for (const r of raw as Partial<CartItem>[]) {
    if (!r || typeof r.goodsId !== 'string' || !r.goodsId || !r.seller || typeof r.seller.id !== 'string') continue;
    const skuId = typeof r.skuId === 'string' && r.skuId ? r.skuId : null;
    const key = lineKey(r.goodsId, skuId);
    if (seen.has(key)) continue;
    seen.add(key);
    const buyMin = Math.max(1, Math.trunc(Number(r.buyMin)) || 1);
    out.push({
      key,
      goodsId: r.goodsId,
      skuId,
      name: String(r.name ?? ''),
      image: String(r.image ?? ''),
      price: Number.isFinite(Number(r.price)) ? Number(r.price) : 0,
      attrs: String(r.attrs ?? ''),
      buyMin,
      count: clampQty(Number(r.count), buyMin, maxBuyNow()),
      seller: { id: r.seller.id, name: String(r.seller.name ?? '') },
      checked: r.checked !== false,
    });
  }
  return out;
}

async function readItems(owner: string): Promise<CartItem[]> {
  const key = KEY_PREFIX + owner;
  if (!idbBroken) {
    try {
      return sanitize(await get(key, db()));
    } catch {
      idbBroken = true;
    }
  }
  return sanitize(readJson(key));
}

async function writeItems(owner: string, items: readonly CartItem[]): Promise<void> {
  const key = KEY_PREFIX + owner;
  if (!idbBroken) {
    try {
      if (items.length) await set(key, items, db());
      else await del(key, db());
      return;
    } catch {
      idbBroken = true;
    }
  }
  writeJson(key, items.length ? items : null);
}

/**
 * The owner when no component has set one yet (a change made before the cart was shown): the
 * logged-in user's code from the stored profile, else the guest cart.
 */
function currentOwner(): string | null {
  if (snapshot.owner) return snapshot.owner;
  if (!getToken()) return GUEST_OWNER;
  const code = readJson<{ usercode?: string }>(STORAGE_KEYS.userInfo)?.usercode;
  return code ? String(code) : null;
}

// ---- serialised changes ----

let queue: Promise<unknown> = Promise.resolve();
function enqueue<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job);
  queue = run.catch(() => undefined);
  return run;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('mall-cart');
channel?.addEventListener('message', (e: MessageEvent<{ owner?: string }>) => {
  const owner = e.data?.owner;
  if (!owner || owner !== snapshot.owner) return;
  void enqueue(async () => {
    const items = await readItems(owner);
    if (snapshot.owner === owner) {
      snapshot = { owner, ready: true, items };
      emit();
    }
  });
});

/** Lines of `extra` added to `base`: same line → counts summed; clamped to the limits. */
export function mergeItems(base: readonly CartItem[], extra: readonly CartItem[], max: number): CartItem[] {
  const out = base.map((i) => ({ ...i }));
  for (const e of extra) {
    const hit = out.find((i) => i.key === e.key);
    if (hit) hit.count = clampQty(hit.count + e.count, hit.buyMin, max);
    else out.push({ ...e, count: clampQty(e.count, e.buyMin, max) });
  }
  return out;
}

/** Switch to `owner`'s cart (a user code, or GUEST_OWNER); a guest cart is merged into a user's. */
export function setCartOwner(owner: string): void {
  if (snapshot.owner === owner) return;
  snapshot = { owner, ready: false, items: [] };
  emit();
  void enqueue(async () => {
    let items = await readItems(owner);
    if (owner !== GUEST_OWNER) {
      const guest = await readItems(GUEST_OWNER);
      if (guest.length) {
        items = mergeItems(items, guest, maxBuyNow());
        await writeItems(owner, items);
        await writeItems(GUEST_OWNER, []);
      }
    }
    if (snapshot.owner === owner) {
      snapshot = { owner, ready: true, items };
      emit();
    }
  });
}

/** Apply `change` to the current cart once it is loaded; saved, then announced to other tabs. */
function mutate<T>(change: (items: readonly CartItem[]) => { items: readonly CartItem[]; result: T }): Promise<T> {
  if (!snapshot.owner) {
    const owner = currentOwner();
    if (owner) setCartOwner(owner);
  }
  return enqueue(async () => {
    const owner = snapshot.owner;
    if (!owner) throw new Error('cart owner unknown');
    const { items, result } = change(snapshot.items);
    if (items !== snapshot.items) {
      snapshot = { owner, ready: true, items };
      emit();
      await writeItems(owner, items);
      channel?.postMessage({ owner });
    }
    return result;
  });
}

export type AddResult = 'added' | 'exists';

/** Add a line, selected; a line already in the cart is not added again (spec §5). */
export function addItem(item: NewCartItem, max: number): Promise<AddResult> {
  const key = lineKey(item.goodsId, item.skuId);
  return mutate((items) =>
    items.some((i) => i.key === key)
      ? { items, result: 'exists' as const }
      : {
          items: [...items, { ...item, key, count: clampQty(item.count, item.buyMin, max), checked: true }],
          result: 'added' as const,
        },
  );
}

export function removeItems(keys: readonly string[]): Promise<void> {
  const drop = new Set(keys);
  return mutate((items) => ({
    items: items.some((i) => drop.has(i.key)) ? items.filter((i) => !drop.has(i.key)) : items,
    result: undefined,
  }));
}

export function setItemCount(key: string, count: number, max: number): Promise<void> {
  return mutate((items) => ({
    items: items.map((i) => (i.key === key ? { ...i, count: clampQty(count, i.buyMin, max) } : i)),
    result: undefined,
  }));
}

/** Select or unselect the lines matching `which` (one line, one store, or all). */
export function setChecked(which: (i: CartItem) => boolean, checked: boolean): Promise<void> {
  return mutate((items) => ({
    items: items.map((i) => (which(i) && i.checked !== checked ? { ...i, checked } : i)),
    result: undefined,
  }));
}
