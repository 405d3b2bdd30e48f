import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../features/catalog/components/empty-state';
import { GoodsListing } from '../../features/catalog/components/goods-listing';
import { usePageTitle } from '../../lib/use-page-title';

/** Discounted goods (`sellerGoods!list discount=1`), sortable and paged. */
export default function DiscountedPage() {
  const { t } = useTranslation('catalog');
  const title = t('common:pages.discounted');
  usePageTitle(title);
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
      </header>
      <GoodsListing filter={{ discount: true }} label={title} empty={<EmptyState title={t('state.noDeals')} />} />
    </div>
  );
}
