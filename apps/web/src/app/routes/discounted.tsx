import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GoodsListingPage } from '@/features/catalog/components/goods-listing';

/** Discounted goods (`sellerGoods!list discount=1`), sortable and paged. */
export default function DiscountedPage() {
  const { t } = useTranslation('catalog');
  return (
    <GoodsListingPage title={t('common:pages.discounted')} filter={{ discount: true }} empty={<EmptyState title={t('state.noDeals')} />} />
  );
}
