import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import type { CartLine } from '@/features/cart/types';
import type { CartApi } from '@/features/cart/use-cart';
import { CartQty } from './cart-qty';
import { LineImage } from '@/components/ui/line-image';
import { MicroMoney } from '@/components/ui/micro-money';
import { TriCheckbox } from './tri-checkbox';
import '@/features/cart/cart.css';
import { useTextLang } from '@/lib/text-lang';

export interface CartLinks {
  goods: (id: string) => string;
  store: (id: string) => string;
}

interface CartPanelProps {
  cart: CartApi;
  links: CartLinks;
  onCheckout: () => void;
  /** a link inside was followed (the drawer closes) */
  onNavigate?: () => void;
  /** shown instead of the lines when the cart is empty */
  emptyAction?: ReactNode;
  className?: string;
}

function RemoveIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M9 3h6l1 1h4v2H4V4h4zm-3 5h12l-1 13H7zm3 2v9h2v-9zm4 0v9h2v-9z" />
    </svg>
  );
}

/** Why a line's quantity stops where it is (or that it cannot be bought now), or null. */
function limitKey(i: CartLine): { key: 'offShelf' | 'soldOut' | 'limitStock' | 'limitOrder'; n: number } | null {
  if (!i.onSale) return { key: 'offShelf', n: 0 };
  if (i.max < i.buyMin) return { key: 'soldOut', n: 0 };
  if (i.count < i.max) return null;
  return { key: i.limitedBy === 'stock' ? 'limitStock' : 'limitOrder', n: i.max };
}

function LineLimit({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const limit = limitKey(line);
  return (
    <span className="cart-line__limit" role="status" data-testid="cart-line-limit">
      {limit ? t(limit.key, { n: limit.n }) : null}
    </span>
  );
}

/**
 * The cart's lines grouped per store (a "select all" box per store and for everything, mixed when
 * partly selected), each with its picture, name, options, unit price, quantity and a delete button;
 * the selected total and "Checkout" at the bottom. Used by the desktop drawer and the /wap cart.
 */
export function CartPanel({ cart, links, onCheckout, onNavigate, emptyAction, className }: CartPanelProps) {
  const { t } = useTranslation('cart');
  const textLang = useTextLang();
  if (!cart.ready) {
    return (
      <div className={`cart-panel cart-panel--state ${className ?? ''}`}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!cart.items.length) {
    return (
      <div className={`cart-panel cart-panel--state ${className ?? ''}`} data-testid="cart-empty">
        <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="cart-panel__empty-icon">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 110 4 2 2 0 010-4zm10 0a2 2 0 110 4 2 2 0 010-4zM1 2h3.3l.9 2H21a1 1 0 01.9 1.4l-3.6 7a2 2 0 01-1.8 1.1H8.1l-.9 1.5h12.8v2H7.2a1.8 1.8 0 01-1.5-2.7l1.3-2.3L3.2 4H1z"
          />
        </svg>
        <p className="cart-panel__empty-title">{t('empty')}</p>
        <p className="muted">{t('emptyHint')}</p>
        {emptyAction}
      </div>
    );
  }
  const checkedCount = cart.checkedItems.length;
  return (
    <div className={`cart-panel ${className ?? ''}`}>
      <div className="cart-panel__bar">
        <TriCheckbox
          checked={cart.allChecked}
          indeterminate={cart.someChecked}
          onChange={(c) => void cart.toggleAll(c)}
          label={t('selectAll')}
          visibleLabel
          testId="cart-check-all"
        />
        <span className="muted">{t('lines', { n: cart.items.length, count: cart.items.length })}</span>
      </div>
      <ul className="cart-groups">
        {cart.groups.map((g) => (
          <li key={g.seller.id} className="cart-group" data-testid="cart-group" data-seller={g.seller.id}>
            <div className="cart-group__head">
              <TriCheckbox
                checked={g.allChecked}
                indeterminate={g.someChecked}
                onChange={(c) => void cart.toggleGroup(g.seller.id, c)}
                label={t('selectStore', { store: g.seller.name })}
                testId="cart-check-store"
              />
              <Link to={links.store(g.seller.id)} className="cart-group__store" onClick={onNavigate}>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                  <path fill="currentColor" d="M4 4h16l1 5a3 3 0 01-2 2.8V20H5v-8.2A3 3 0 013 9zm2 8v6h12v-6z" />
                </svg>
                <bdi data-testid="cart-store-name">{g.seller.name}</bdi>
              </Link>
            </div>
            <ul className="cart-lines">
              {g.items.map((i) => (
                <li key={i.key} className="cart-line" data-testid="cart-line" data-key={i.key}>
                  <TriCheckbox
                    checked={i.checked}
                    onChange={(c) => void cart.toggle(i.key, c)}
                    label={t('selectLine', { name: i.name })}
                    testId="cart-check-line"
                  />
                  <Link to={links.goods(i.goodsId)} className="cart-line__img" onClick={onNavigate} tabIndex={-1} aria-hidden="true">
                    <LineImage url={i.image} size={64} />
                  </Link>
                  <div className="cart-line__body">
                    <Link
                      to={links.goods(i.goodsId)}
                      className="cart-line__name"
                      dir="auto"
                      lang={textLang(i.nameLang)}
                      onClick={onNavigate}
                      data-testid="cart-line-name"
                    >
                      {i.name}
                    </Link>
                    {i.attrs ? (
                      <span className="cart-line__attrs" dir="auto">
                        {i.attrs}
                      </span>
                    ) : null}
                    <span className="cart-line__price">
                      <Money value={i.price} exact />
                    </span>
                    <LineLimit line={i} />
                  </div>
                  <div className="cart-line__actions">
                    <CartQty
                      value={i.count}
                      min={i.buyMin}
                      max={Math.max(i.buyMin, i.max)}
                      onChange={(n) => void cart.setQty(i.key, n)}
                      label={t('quantity', { name: i.name })}
                    />
                    <button
                      type="button"
                      className="icon-button cart-line__remove"
                      onClick={() => void cart.remove(i.key)}
                      aria-label={t('remove', { name: i.name })}
                      title={t('removeShort')}
                      data-testid="cart-remove"
                    >
                      <RemoveIcon />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="cart-panel__foot">
        <div className="cart-panel__total">
          <span>{t('selected', { n: checkedCount })}</span>
          <strong data-testid="cart-total">
            <MicroMoney value={cart.selectedTotal} />
          </strong>
        </div>
        <p className="cart-panel__note muted">{t('totalHint')}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={onCheckout} data-testid="cart-checkout">
          {t('checkout')}
        </button>
      </div>
    </div>
  );
}
