import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQty } from '@/features/cart/cart-math';

interface CartQtyProps {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  /** accessible name of the number field, e.g. "Quantity of <goods>" */
  label: string;
}

/** Compact − [n] + for a cart line; a typed number settles into min..max on blur or Enter. */
export function CartQty({ value, min, max, onChange, label }: CartQtyProps) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const next = clampQty(Number.parseInt(draft, 10), min, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="cart-qty" role="group" aria-label={label}>
      <button
        type="button"
        className="cart-qty__btn"
        onClick={() => onChange(clampQty(value - 1, min, max))}
        disabled={value <= min}
        aria-label={t('decrease')}
      >
        −
      </button>
      <input
        className="cart-qty__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        dir="ltr"
        aria-label={label}
        data-testid="cart-qty"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="cart-qty__btn"
        onClick={() => onChange(clampQty(value + 1, min, max))}
        disabled={value >= max}
        aria-label={t('increase')}
      >
        +
      </button>
    </div>
  );
}
