import { useEffect, useState, type InputHTMLAttributes } from 'react';

type OwnInputProps = 'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'className' | 'type' | 'min' | 'max' | 'inputMode' | 'dir';

interface NumberStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  /** settles a typed or stepped number (NaN when the field holds none) into the allowed range */
  clamp: (n: number) => number;
  /** BEM block of the parts: `<block>__btn`, `<block>__input` */
  block: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** the number field's own attributes (id, accessible name, test id, step) */
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, OwnInputProps> & { 'data-testid'?: string };
}

/** − [n] +: the buttons step within min..max; a typed number settles into the range on blur or Enter. */
export function NumberStepper({ value, min, max, onChange, clamp, block, decreaseLabel, increaseLabel, input }: NumberStepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const next = clamp(Number.parseInt(draft, 10));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <>
      <button
        type="button"
        className={`${block}__btn`}
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= min}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <input
        {...input}
        className={`${block}__input`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        dir="ltr"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={`${block}__btn`}
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label={increaseLabel}
      >
        +
      </button>
    </>
  );
}
