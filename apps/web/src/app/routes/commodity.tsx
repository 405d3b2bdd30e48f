import { useTranslation } from 'react-i18next';
import { GoodsListingPage } from '@/features/catalog/components/goods-listing';

/** All goods, sortable and paged. */
export default function CommodityPage() {
  const { t } = useTranslation('catalog');
  return <GoodsListingPage title={t('common:pages.commodity')} />;
}
