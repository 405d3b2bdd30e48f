import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';

/** Good-review rate from `highOpinion` (a fraction): "95.7% positive"; a dash before any review. */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation('catalog');
  if (!(value > 0)) return <span className="rating rating--none">{t('store.noRating')}</span>;
  return (
    <span className="rating">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 2l3 6.9 7.5.6-5.7 5 1.7 7.4L12 18l-6.5 3.9 1.7-7.4-5.7-5 7.5-.6z" />
      </svg>
      {t('store.positive', { percent: formatPercent(value) })}
    </span>
  );
}
