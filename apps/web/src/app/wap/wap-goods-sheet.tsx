import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { useBuyActions } from '@/features/cart/use-buy-actions';
import { useMaxBuy } from '@/lib/max-buy';
import { CatalogImage } from '@/components/ui/catalog-image';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { QuantityStepper } from '@/features/catalog/components/quantity-stepper';
import { SkuPicker } from '@/features/catalog/components/sku-picker';
import { ratioOf, selectedSku, type SkuSelection } from '@/lib/sku';
import type { GoodsDetail } from '@/features/catalog/types';
import { tNodes } from '@/lib/t-nodes';
import { Sheet } from './components/sheet';

export interface Purchase {
  selection: SkuSelection;
  quantity: number;
}

/** Options, quantity, "add to cart" and "buy now", in a bottom sheet. */
export default function SkuSheet({
  goods,
  open,
  onClose,
  value,
  onChange,
}: {
  goods: GoodsDetail;
  open: boolean;
  onClose: () => void;
  value: Purchase;
  onChange: (next: Purchase) => void;
}) {
  const { t } = useTranslation('wap');
  const maxBuy = useMaxBuy();
  const { addToCart, buyNow } = useBuyActions(goods, '/wap/settlement');
  const { goodAttrs, skus } = goods.canSelectAttributes;
  const sku = selectedSku(goodAttrs, skus, value.selection);
  const min = goods.buyMin;
  const max = Math.max(min, sku ? Math.min(maxBuy, sku.stock) : maxBuy);
  const qty = Math.min(Math.max(value.quantity, min), max);
  const missing = goodAttrs.filter((a) => !value.selection[a.attrId]).map((a) => a.attrName);
  const image = (sku && (sku.img.find(Boolean) || sku.coverImg)) || goods.images[0];
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('goods.options')}
      testId="wap-sku-sheet"
      footer={
        <div className="wap-sku__actions wap-sku__actions--buy">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={goods.isShelf !== 1}
            onClick={() => void addToCart(value.selection, qty).then((added) => added && onClose())}
            data-testid="wap-add-to-cart"
          >
            {t('catalog:product.addToCart')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={goods.isShelf !== 1}
            onClick={() => void buyNow(value.selection, qty)}
            data-testid="wap-buy-now"
          >
            {t('catalog:product.buyNow')}
          </button>
        </div>
      }
    >
      <div className="wap-sku__head">
        <CatalogImage url={image} width={240} boxWidth={88} alt="" className="wap-sku__img" />
        <div className="wap-sku__summary">
          <div data-testid="wap-sku-price">
            <PriceTag
              sellingPrice={sku ? sku.sellingPrice : goods.sellingPrice}
              discountPrice={sku ? sku.discountPrice : goods.discountPrice}
              discountRatio={sku ? ratioOf(sku.sellingPrice, sku.discountPrice) : goods.discountRatio}
            />
          </div>
          <p className="wap-sku__stock" aria-live="polite" data-testid="wap-sku-stock">
            {sku
              ? tNodes(t, 'catalog:product.inStock', { stock: <Count value={sku.stock} /> })
              : missing.length
                ? t('catalog:product.chooseOptions', { options: missing.join(t('goods.separator')) })
                : null}
          </p>
        </div>
      </div>
      <SkuPicker attrs={goodAttrs} skus={skus} value={value.selection} onChange={(selection) => onChange({ ...value, selection })} />
      <QuantityStepper
        value={qty}
        min={min}
        max={max}
        onChange={(quantity) => onChange({ ...value, quantity })}
        label={t('catalog:product.quantity')}
        hint={t('catalog:product.quantityHint', { min, max })}
      />
    </Sheet>
  );
}
