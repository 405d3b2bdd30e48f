import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
  hint?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** − [n] + within min..max; typing is allowed and settles into the range on blur / Enter. */
export function QuantityStepper({ value, min, max, onChange, label, hint }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const n = Number.parseInt(draft, 10);
    const next = clamp(Number.isFinite(n) ? n : min, min, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="qty">
      <label htmlFor={id} className="qty__label">
        {label}
      </label>
      <div className="qty__control">
        <button
          type="button"
          className="qty__btn"
          onClick={() => onChange(clamp(value - 1, min, max))}
          disabled={value <= min}
          aria-label={t('product.decrease')}
        >
          −
        </button>
        <input
          id={id}
          className="qty__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={draft}
          dir="ltr"
          aria-describedby={hint ? `${id}-hint` : undefined}
          data-testid="quantity"
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className="qty__btn"
          onClick={() => onChange(clamp(value + 1, min, max))}
          disabled={value >= max}
          aria-label={t('product.increase')}
        >
          +
        </button>
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="qty__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
