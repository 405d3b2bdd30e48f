import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { useKeptGoods } from '@/features/catalog/api/get-kept-goods';
import { useToggleFavourite } from '@/features/catalog/api/toggle-favourite';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { useOverride } from '@/features/catalog/favourites-store';
import { useListParams } from '@/features/catalog/list-params';
import type { KeptGoods } from '@/features/catalog/types';
import { formatCount } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useTextLang } from '@/lib/text-lang';

const PAGE_SIZE = 12;

function KeptRow({ goods }: { goods: KeptGoods }) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  const kept = useOverride('kept', goods.id);
  const remove = useToggleFavourite();
  if (kept === false) return null; // removed (optimistically); comes back if the server refuses
  const href = `/productDetails?id=${encodeURIComponent(goods.id)}`;
  return (
    <li className="saved-card" data-testid="kept-goods">
      <Link to={href} className="saved-card__media">
        <CatalogImage url={goods.imgUrl1} width={240} alt="" className="saved-card__img" />
      </Link>
      <div className="saved-card__body">
        <Link to={href} className="saved-card__name" dir="auto" lang={textLang(goods.nameLang)}>
          {goods.name}
        </Link>
        <PriceTag sellingPrice={goods.sellingPrice} discountPrice={goods.discountPrice} discountRatio={goods.discountRatio} />
        {goods.isShelf === 0 ? <span className="badge badge--warn">{t('goods.offShelf')}</span> : null}
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--sm saved-card__remove"
        disabled={remove.isPending}
        onClick={() => remove.mutate({ goodsId: goods.id, keep: false })}
        data-testid="remove-kept"
      >
        {t('favourite.removeShort')}
      </button>
    </li>
  );
}

/** User centre → saved goods (`keepGoods!list`), with remove. */
export default function CollectGoodsPage() {
  const { t } = useTranslation('usercentre');
  const { t: tc } = useTranslation('catalog');
  const title = t('userCenter.collectGoods');
  usePageTitle(title);
  const { page, pageHref } = useListParams();
  const q = useKeptGoods(page, PAGE_SIZE);
  const total = q.data?.pageInfo.totalElements;
  return (
    <section className="uc-page" aria-labelledby="collect-goods-title">
      <header className="uc-page__head">
        <h1 id="collect-goods-title" className="page-title">
          {title}
        </h1>
        {total !== undefined ? <span className="badge">{tc('favourite.count', { total: formatCount(total) })}</span> : null}
      </header>
      {q.isError && !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <ul className="saved-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="saved-card" aria-hidden="true">
              <span className="saved-card__media skeleton" />
              <span className="saved-card__body">
                <Skeleton width="80%" />
                <Skeleton width="40%" />
              </span>
            </li>
          ))}
        </ul>
      ) : q.data?.pageList.length ? (
        <>
          <ul className={`saved-grid${q.isPlaceholderData ? ' is-stale' : ''}`}>
            {q.data.pageList.map((g) => (
              <KeptRow key={g.id} goods={g} />
            ))}
          </ul>
          <Pagination pageInfo={q.data.pageInfo} hrefFor={pageHref} />
        </>
      ) : (
        <EmptyState title={tc('favourite.empty')} text={tc('favourite.emptyText')}>
          <Link to="/commodity" className="btn btn--primary">
            {tc('favourite.browse')}
          </Link>
        </EmptyState>
      )}
    </section>
  );
}
