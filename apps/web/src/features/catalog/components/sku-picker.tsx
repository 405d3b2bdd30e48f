import { useTranslation } from 'react-i18next';
import { isValueAvailable, toggleValue, type SkuSelection } from '@/lib/sku';
import type { GoodAttr, Sku } from '@/features/catalog/types';
import { CatalogImage } from '@/components/ui/catalog-image';
import { useTextLang } from '@/lib/text-lang';

interface SkuPickerProps {
  attrs: GoodAttr[];
  skus: Sku[];
  value: SkuSelection;
  onChange: (next: SkuSelection) => void;
}

/** One row of choices per attribute; combinations that are sold out or hidden are disabled. */
export function SkuPicker({ attrs, skus, value, onChange }: SkuPickerProps) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  if (!attrs.length) return null;
  return (
    <div className="sku-picker">
      {attrs.map((a) => (
        <fieldset key={a.attrId} className="plain-fieldset sku-picker__row">
          <legend className="sku-picker__label">
            <bdi lang={textLang(a.attrNameLang)}>{a.attrName}</bdi>
          </legend>
          <div className="sku-picker__values">
            {a.attrValues.map((v) => {
              const selected = value[a.attrId] === v.attrValueId;
              const available = isValueAvailable(skus, value, a.attrId, v.attrValueId);
              return (
                <button
                  key={v.attrValueId}
                  type="button"
                  className={`sku-chip${selected ? ' is-selected' : ''}`}
                  aria-pressed={selected}
                  disabled={!available && !selected}
                  title={!available ? t('product.unavailableOption') : undefined}
                  data-testid="sku-option"
                  onClick={() => onChange(toggleValue(value, a.attrId, v.attrValueId))}
                >
                  {v.isIcon && v.iconImg ? (
                    <CatalogImage url={v.iconImg} width={240} boxWidth={24} alt="" className="sku-chip__icon" />
                  ) : null}
                  <bdi lang={textLang(v.attrValueNameLang)}>{v.attrValueName}</bdi>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
