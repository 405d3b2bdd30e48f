import { useEffect, useRef } from 'react';

interface TriCheckboxProps {
  checked: boolean;
  /** some but not all of what it stands for are selected */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** show `label` beside the box instead of only to assistive technology */
  visibleLabel?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** A checkbox with the "mixed" state of a group (native `indeterminate`, announced as mixed). */
export function TriCheckbox({ checked, indeterminate, onChange, label, visibleLabel, disabled, testId }: TriCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = !!indeterminate && !checked;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  const box = (
    <input
      ref={ref}
      type="checkbox"
      className="cart-check"
      checked={checked}
      disabled={disabled}
      aria-label={visibleLabel ? undefined : label}
      data-testid={testId}
      data-state={mixed ? 'mixed' : checked ? 'checked' : 'unchecked'}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
  if (!visibleLabel) return box;
  return (
    <label className="cart-check-label">
      {box}
      <span>{label}</span>
    </label>
  );
}
