import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { writeCheckoutSelection } from '@/lib/checkout-selection';
import type { CartApi } from './use-cart';

/**
 * "Checkout": the selected lines are carried to `settlementPath`. Nothing selected → "no product
 * selected" (spec §5); a selection worth nothing → nothing happens.
 */
export function useCartCheckout(cart: CartApi, settlementPath: string, onLeave?: () => void) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  return () => {
    if (!cart.checkedItems.length) {
      toast.error(t('noneSelected'));
      return;
    }
    if (cart.selectedTotal <= 0n) return;
    writeCheckoutSelection(cart.checkedItems.map(({ checked: _checked, ...line }) => ({ ...line, fromCart: true })));
    onLeave?.();
    void navigate(settlementPath);
  };
}
