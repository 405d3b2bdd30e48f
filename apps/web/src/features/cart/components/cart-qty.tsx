import { useTranslation } from 'react-i18next';
import { NumberStepper } from '@/components/ui/number-stepper';
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
  return (
    <div className="cart-qty" role="group" aria-label={label}>
      <NumberStepper
        value={value}
        min={min}
        max={max}
        onChange={onChange}
        clamp={(n) => clampQty(n, min, max)}
        block="cart-qty"
        decreaseLabel={t('decrease')}
        increaseLabel={t('increase')}
        input={{ step: 1, 'aria-label': label, 'data-testid': 'cart-qty' }}
      />
    </div>
  );
}
