import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';

interface PriceTagProps {
  sellingPrice: number;
  discountPrice: number | null;
  discountRatio?: number;
  size?: 'md' | 'lg';
}

/** The price to pay (the discount when there is one), the struck original price and the "-25%" badge. */
export function PriceTag({ sellingPrice, discountPrice, discountRatio = 0, size = 'md' }: PriceTagProps) {
  const { t } = useTranslation('catalog');
  const discounted = discountPrice !== null && discountPrice < sellingPrice;
  const percent = Math.round(discountRatio * 100);
  return (
    <div className={`price price--${size}`}>
      <Money value={discounted ? discountPrice : sellingPrice} className="price__now" />
      {discounted ? (
        <>
          <s className="price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            <Money value={sellingPrice} />
          </s>
          {percent > 0 ? (
            <span className="price__badge">
              <bdi dir="ltr" aria-hidden="true">
                -{percent}%
              </bdi>
              <span className="visually-hidden">{t('price.percentOff', { percent })}</span>
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
