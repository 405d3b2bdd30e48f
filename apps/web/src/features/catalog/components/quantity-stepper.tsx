import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberStepper } from '@/components/ui/number-stepper';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
  hint?: string;
}

/** − [n] + within min..max, labelled, with an optional hint; typing settles into the range on blur / Enter. */
export function QuantityStepper({ value, min, max, onChange, label, hint }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="qty">
      <label htmlFor={id} className="qty__label">
        {label}
      </label>
      <div className="qty__control">
        <NumberStepper
          value={value}
          min={min}
          max={max}
          onChange={onChange}
          clamp={(n) => Math.min(max, Math.max(min, Number.isFinite(n) ? n : min))}
          block="qty"
          decreaseLabel={t('product.decrease')}
          increaseLabel={t('product.increase')}
          input={{ id, 'aria-describedby': hint ? `${id}-hint` : undefined, 'data-testid': 'quantity' }}
        />
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="qty__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
