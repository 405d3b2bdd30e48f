import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SortFlag, SortFlags, SortKey } from '@/features/catalog/types';

// The same address format and cycle as features/catalog/list-params.ts (`?isNew=|isPrice=|isHot=` 1 or 2,
// one at a time; 1 → 2 → off), restated here so mobile lists do not load the desktop paging and
// category-tree chunk that module is bundled with.
const SORT_KEYS: readonly SortKey[] = ['isNew', 'isPrice', 'isHot'];

export function readSort(params: URLSearchParams): SortFlags {
  for (const k of SORT_KEYS) {
    const v = params.get(k);
    if (v === '1' || v === '2') return { [k]: Number(v) as SortFlag };
  }
  return {};
}

const nextFlag = (f: SortFlag | undefined): SortFlag => (f === 1 ? 2 : f === 2 ? 0 : 1);

/** The sort of a mobile list, kept in the address (`?isPrice=1`) and replaced in place. */
export function useWapSort(): [SortFlags, (next: SortFlags) => void] {
  const [params, setParams] = useSearchParams();
  const sort = readSort(params);
  const set = (flags: SortFlags) => {
    const next = new URLSearchParams(params);
    for (const k of SORT_KEYS) {
      if (flags[k]) next.set(k, String(flags[k]));
      else next.delete(k);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [sort, set];
}

const KEYS: { key: SortKey; label: string }[] = [
  { key: 'isNew', label: 'sort.new' },
  { key: 'isPrice', label: 'sort.price' },
  { key: 'isHot', label: 'sort.sales' },
];

/**
 * Sort tabs of a mobile list: the default order, then newest, price and sales. A tab pressed
 * again turns round (1 → 2), a third time goes back to the default order, as on the desktop site.
 */
export function SortTabs({
  value,
  onChange,
  defaultLabel,
}: {
  value: SortFlags;
  onChange: (next: SortFlags) => void;
  defaultLabel?: string;
}) {
  const { t } = useTranslation('catalog');
  const none = !KEYS.some((k) => value[k.key]);
  const direction = (key: SortKey, f: number) => {
    if (key === 'isPrice') return f === 1 ? t('sort.priceAsc') : t('sort.priceDesc');
    if (key === 'isNew') return f === 1 ? t('sort.newestFirst') : t('sort.oldestFirst');
    return f === 1 ? t('sort.mostSoldFirst') : t('sort.leastSoldFirst');
  };
  return (
    <div className="wap-sort" role="group" aria-label={t('sort.label')}>
      <button type="button" className={`wap-sort__btn${none ? ' is-active' : ''}`} aria-pressed={none} onClick={() => onChange({})}>
        {defaultLabel ?? t('sort.default')}
      </button>
      {KEYS.map(({ key, label }) => {
        const f = value[key] ?? 0;
        const up = f === 1 ? key === 'isPrice' : f === 2 && key !== 'isPrice';
        return (
          <button
            key={key}
            type="button"
            className={`wap-sort__btn${f ? ' is-active' : ''}`}
            aria-pressed={f !== 0}
            data-testid={`wap-sort-${key}`}
            onClick={() => onChange({ [key]: nextFlag(f) })}
          >
            {t(label)}
            {f ? (
              <>
                <span className="wap-sort__arrow" aria-hidden="true">
                  {up ? '↑' : '↓'}
                </span>
                <span className="visually-hidden">, {direction(key, f)}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
