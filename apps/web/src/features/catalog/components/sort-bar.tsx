import { useTranslation } from 'react-i18next';
import { nextFlag } from '@/features/catalog/list-params';
import type { SortFlags, SortKey } from '@/features/catalog/types';

interface SortBarProps {
  value: SortFlags;
  onChange: (next: SortFlags) => void;
  /** label of the unsorted order ("Best match" for search, "Default" elsewhere) */
  defaultLabel?: string;
}

const KEYS: { key: SortKey; label: string }[] = [
  { key: 'isNew', label: 'sort.new' },
  { key: 'isPrice', label: 'sort.price' },
  { key: 'isHot', label: 'sort.sales' },
];

/**
 * Sort buttons. Each press cycles its flag 1 → 2 → 0 (the two directions, then off) and clears
 * the others: the server sorts by one flag at a time. Price 1 = low to high; new / sales 1 = newest
 * / best-selling first.
 */
export function SortBar({ value, onChange, defaultLabel }: SortBarProps) {
  const { t } = useTranslation('catalog');
  const none = !KEYS.some((k) => value[k.key]);
  // price 1 = low → high; new / sales 1 = newest / best-selling first
  const ascending = (key: SortKey, f: number) => (f === 1) === (key === 'isPrice');
  const direction = (key: SortKey, f: number) =>
    t(
      key === 'isPrice'
        ? f === 1
          ? 'sort.priceAsc'
          : 'sort.priceDesc'
        : key === 'isNew'
          ? f === 1
            ? 'sort.newestFirst'
            : 'sort.oldestFirst'
          : f === 1
            ? 'sort.mostSoldFirst'
            : 'sort.leastSoldFirst',
    );
  return (
    <div className="sort-bar" role="group" aria-label={t('sort.label')}>
      <span className="sort-bar__label" aria-hidden="true">
        {t('sort.label')}
      </span>
      <button type="button" className={`sort-bar__btn${none ? ' is-active' : ''}`} aria-pressed={none} onClick={() => onChange({})}>
        {defaultLabel ?? t('sort.default')}
      </button>
      {KEYS.map(({ key, label }) => {
        const f = value[key] ?? 0;
        return (
          <button
            key={key}
            type="button"
            className={`sort-bar__btn${f ? ' is-active' : ''}`}
            aria-pressed={f !== 0}
            data-testid={`sort-${key}`}
            data-flag={f}
            title={f ? direction(key, f) : undefined}
            onClick={() => onChange({ [key]: nextFlag(f) })}
          >
            {t(label)}
            <span className={`sort-bar__arrows${f ? (ascending(key, f) ? ' is-up' : ' is-down') : ''}`} aria-hidden="true" />
            {f ? <span className="visually-hidden">, {direction(key, f)}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
