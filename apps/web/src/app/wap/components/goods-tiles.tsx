import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Count } from '@/components/ui/money';
import { GoodsCardSkeleton } from '@/components/ui/goods-card-skeleton';
import { tNodes } from '@/lib/t-nodes';
import { ErrorState } from '@/components/ui/error-state';
import { FavouriteButton } from '@/features/catalog/components/favourite-button';
import { GoodsCardBody } from '@/features/catalog/components/goods-card';
import type { GoodsCard } from '@/features/catalog/types';
import { wapGoods } from '@/app/wap/links';
import { WapImage } from './wap-image';

/**
 * Mobile goods tile: the desktop card's look (shared `.goods-card` styles) linking to the mobile
 * goods page; its picture comes in the width the screen needs (WapImage).
 */
export function WapGoodsCard({
  goods,
  eager,
  compact,
  afterFirstScreen,
}: {
  goods: GoodsCard;
  eager?: boolean;
  compact?: boolean;
  /** its picture waits for the first screen's (WapImage) */
  afterFirstScreen?: boolean;
}) {
  const { t } = useTranslation('catalog');
  return (
    <article className={`goods-card wap-card${compact ? ' wap-card--compact' : ''}`} data-testid="wap-goods-card">
      <Link to={wapGoods(goods.id)} className="goods-card__link">
        <GoodsCardBody
          goods={goods}
          picture={
            <WapImage
              url={goods.imgUrl1}
              sizes={compact ? '128px' : 'calc(50vw - 17px)'}
              boxWidth={240}
              alt=""
              className="goods-card__img"
              eager={eager}
              afterFirstScreen={afterFirstScreen}
            />
          }
        />
        {compact ? null : <p className="goods-card__sold">{tNodes(t, 'goods.sold', { sold: <Count value={goods.soldNum} /> })}</p>}
      </Link>
      {compact ? null : (
        <span className="goods-card__fav">
          <FavouriteButton goodsId={goods.id} isKeep={goods.isKeep === 1} />
        </span>
      )}
    </article>
  );
}

/** A mobile tile's shape while it loads (compact tiles have no sold count). */
export function WapGoodsCardSkeleton({ compact }: { compact?: boolean }) {
  return <GoodsCardSkeleton className={`wap-card${compact ? ' wap-card--compact' : ''}`} noSold={compact} />;
}

interface RowProps {
  items: GoodsCard[] | undefined;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  label?: string;
  /** the page's first screen has an eager picture above the row (the home banner): the row's pictures wait for it */
  afterFirstScreen?: boolean;
}

/** A row of small goods tiles scrolled sideways (new arrivals). */
export function WapGoodsRow({ items: answered, pending, error, onRetry, label, afterFirstScreen }: RowProps) {
  const { t } = useTranslation('catalog');
  // An answer arrives as an urgent update (a query's store changed): the tiles it brings render after it
  // in a transition, in slices that leave the browser free between them, not in one long task.
  const items = useDeferredValue(answered);
  if (error && !items) return <ErrorState onRetry={onRetry} />;
  if ((pending || answered) && !items) {
    return (
      <div className="wap-row" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <WapGoodsCardSkeleton key={i} compact />
        ))}
      </div>
    );
  }
  if (!items?.length) return <p className="muted wap-note">{t('state.noGoods')}</p>;
  return (
    <ul className="wap-row" aria-label={label}>
      {items.map((g) => (
        <li key={g.id}>
          <WapGoodsCard goods={g} compact afterFirstScreen={afterFirstScreen} />
        </li>
      ))}
    </ul>
  );
}
