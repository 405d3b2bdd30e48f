import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '@/lib/session';
import type { SkuSelection } from '@/lib/sku';
import type { GoodsDetail } from '@/lib/sku';

const load = () => import('./buy-actions');

/**
 * "Add to cart" and "Buy now" of a goods page (desktop and /wap): the chosen SKU (required when the
 * goods has options) and quantity, with the price, picture and option label the page shows. Light on
 * purpose: the code (cart storage, checks) and the cart's texts load once the page is idle, or on the
 * first tap.
 */
export function useBuyActions(goods: GoodsDetail | undefined, settlementPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!goods) return;
    const id = window.setTimeout(() => void load(), 2000);
    return () => window.clearTimeout(id);
  }, [goods]);
  const ctx = (selection: SkuSelection, qty: number) => ({
    goods: goods!,
    selection,
    qty,
    loginHref: loginPath(location.pathname, location.search),
    navigate: (to: string) => void navigate(to),
  });
  return {
    addToCart: async (selection: SkuSelection, qty: number): Promise<boolean> =>
      goods ? (await load()).addToCart(ctx(selection, qty)) : false,
    buyNow: async (selection: SkuSelection, qty: number): Promise<boolean> =>
      goods ? (await load()).buyNow(ctx(selection, qty), settlementPath) : false,
  };
}
