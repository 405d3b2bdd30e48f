import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const STAR = 'M12 2l3 6.9 7.5.6-5.7 5 1.7 7.4L12 18l-6.5 3.9 1.7-7.4-5.7-5 7.5-.6z';

function Star({ on, size }: { on: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={on ? 'star star--on' : 'star'}>
      <path fill="currentColor" d={STAR} />
    </svg>
  );
}

/** A rating shown as 5 stars, read out as "4 of 5 stars". Texts: namespace `evaluation`. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('evaluation');
  const v = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="stars" role="img" aria-label={t('stars.label', { n: v })} data-rating={v}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} on={i <= v} size={size} />
      ))}
    </span>
  );
}

/**
 * Choose 1–5 stars: a radio group (arrow keys move and choose, mirrored in right-to-left layouts), each
 * star a labelled radio; the chosen rating's word beside it.
 */
export function StarInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('evaluation');
  const name = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
    e.preventDefault();
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const up = e.key === 'ArrowUp' || (e.key === 'ArrowRight') !== rtl;
    const next = Math.max(1, Math.min(5, value + (up ? 1 : -1)));
    onChange(next);
    (e.currentTarget.querySelector(`input[value="${next}"]`) as HTMLInputElement | null)?.focus();
  };
  return (
    <div className="star-input" role="radiogroup" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
      {[1, 2, 3, 4, 5].map((i) => (
        <label key={i} className="star-input__star">
          <input
            type="radio"
            name={name}
            value={i}
            checked={value === i}
            tabIndex={value === i ? 0 : -1}
            onChange={() => onChange(i)}
            className="visually-hidden"
            aria-label={t('stars.label', { n: i })}
            data-testid={testId ? `${testId}-${i}` : undefined}
          />
          <Star on={i <= value} size={28} />
        </label>
      ))}
      <span className="star-input__word" aria-hidden="true">
        {t(`stars.word.${value}`)}
      </span>
    </div>
  );
}
