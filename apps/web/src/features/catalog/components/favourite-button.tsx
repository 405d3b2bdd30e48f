import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '@/features/catalog/api/toggle-favourite';
import { useOverride } from '@/features/catalog/favourites-store';
import { useLoginPrompt } from '@/features/catalog/use-login-prompt';

interface FavouriteButtonProps {
  goodsId: string;
  /** `isKeep` of the answer that showed this goods */
  isKeep: boolean;
  /** icon only (cards) or icon + text (product page) */
  variant?: 'icon' | 'full';
}

/** Heart toggle: saves / unsaves a goods (logged-out visitors are asked to log in). */
export function FavouriteButton({ goodsId, isKeep, variant = 'icon' }: FavouriteButtonProps) {
  const { t } = useTranslation('catalog');
  const override = useOverride('kept', goodsId);
  const kept = override ?? isKeep;
  const toggle = useToggleFavourite();
  const ensureLoggedIn = useLoginPrompt();
  const label = kept ? t('favourite.remove') : t('favourite.add');
  return (
    <button
      type="button"
      className={`fav-button fav-button--${variant}${kept ? ' fav-button--on' : ''}`}
      aria-pressed={kept}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      disabled={toggle.isPending}
      data-testid="favourite"
      onClick={(e) => {
        e.preventDefault(); // cards are links
        e.stopPropagation();
        if (!ensureLoggedIn()) return;
        toggle.mutate({ goodsId, keep: !kept });
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5l-1.3-1.2C5.8 14.9 3 12.3 3 9a4.8 4.8 0 019-2.3A4.8 4.8 0 0121 9c0 3.3-2.8 5.9-7.7 10.3z"
          fill={kept ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      {variant === 'full' ? <span>{kept ? t('favourite.saved') : t('favourite.add')}</span> : null}
    </button>
  );
}
