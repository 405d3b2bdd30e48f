import { useTranslation } from 'react-i18next';
import { GoodsListing } from '../../features/catalog/components/goods-listing';
import { usePageTitle } from '../../lib/use-page-title';

/** All goods, sortable and paged. */
export default function CommodityPage() {
  const { t } = useTranslation('catalog');
  const title = t('common:pages.commodity');
  usePageTitle(title);
  return (
    <div className="container page-pad">
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
      </header>
      <GoodsListing label={title} />
    </div>
  );
}
