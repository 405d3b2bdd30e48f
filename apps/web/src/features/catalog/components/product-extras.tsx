import { Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { useLikedGoods } from '@/features/catalog/api/get-liked-goods';
import { CatalogImage } from '@/components/ui/catalog-image';
import { EmptyState } from '@/components/ui/empty-state';
import { GoodsGrid } from './goods-grid';
import { ProductDescription } from './product-description';
import { Section } from './section';
import type { GoodsDetail } from '@/features/catalog/types';
import { useTextLang } from '@/lib/text-lang';

/** The lower part of the product page: description / reviews tabs and "you may also like". */
const TABS = ['description', 'reviews'] as const;
type Tab = (typeof TABS)[number];

interface ProductExtrasProps {
  goods: GoodsDetail;
  /**
   * The reviews panel, rendered when its tab is first opened: the route passes it in (the reviews are
   * the evaluation feature's, a lazy chunk of their own), so the catalog imports no other feature.
   */
  reviews: ReactNode;
}

function DetailTabs({ goods, reviews }: ProductExtrasProps) {
  const { t } = useTranslation('catalog');
  const textLang = useTextLang();
  const [tab, setTab] = useState<Tab>(() => (window.location.hash === '#reviews' ? 'reviews' : 'description'));
  const id = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = (e.key === 'ArrowRight') !== rtl;
    const next = TABS[(TABS.indexOf(tab) + (forward ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="detail-tabs">
      <div className="detail-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((k) => (
          <button
            key={k}
            id={`${id}-tab-${k}`}
            type="button"
            role="tab"
            className={`detail-tabs__tab${tab === k ? ' is-active' : ''}`}
            data-testid={`detail-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`${id}-panel-${k}`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
          >
            {t(`product.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel-description`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-description`}
        hidden={tab !== 'description'}
        className="detail-tabs__panel"
      >
        {goods.des.trim() || goods.imgDes.trim() ? (
          <>
            <ProductDescription html={goods.des} lang={textLang(goods.desLang)} />
            <ProductDescription html={goods.imgDes} className="rich-text--images" lang={textLang(goods.imgDesLang)} />
          </>
        ) : (
          <p className="muted">{t('product.noDescription')}</p>
        )}
      </div>
      <div
        id={`${id}-panel-reviews`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-reviews`}
        hidden={tab !== 'reviews'}
        className="detail-tabs__panel"
      >
        {tab === 'reviews' ? <Suspense fallback={<div className="skeleton" style={{ blockSize: '120px' }} />}>{reviews}</Suspense> : null}
      </div>
    </section>
  );
}

function GuessYouLike() {
  const { t } = useTranslation('catalog');
  const q = useLikedGoods(1);
  return (
    <Section id="guessYouLike" title={t('product.guessYouLike')}>
      <GoodsGrid
        items={q.data}
        pending={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        skeletons={12}
        columns={6}
        empty={<EmptyState title={t('state.noGoods')} />}
      />
    </Section>
  );
}

/** "More from this store" (three goods of the same seller) for the store box. */
export function MoreFromStore({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const more = useLikedGoods(2, goods.seller.id);
  return (
    <>
      {more.data?.length ? (
        <div className="store-box__more">
          <h2 className="store-box__more-title">{t('product.moreFromStore')}</h2>
          <ul>
            {more.data
              .filter((g) => g.id !== goods.id)
              .slice(0, 3)
              .map((g) => (
                <li key={g.id}>
                  <Link to={`/productDetails?id=${encodeURIComponent(g.id)}`} className="mini-goods">
                    <CatalogImage url={g.imgUrl1} width={240} boxWidth={56} alt="" className="mini-goods__img" />
                    <span className="mini-goods__body">
                      <span className="mini-goods__name" dir="auto">
                        {g.name}
                      </span>
                      <Money value={g.discountPrice ?? g.sellingPrice} className="mini-goods__price" />
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export default function ProductExtras({ goods, reviews }: ProductExtrasProps) {
  return (
    <>
      <DetailTabs goods={goods} reviews={reviews} />
      <GuessYouLike />
    </>
  );
}
