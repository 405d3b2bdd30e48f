import { useTranslation } from 'react-i18next';
import { useToggleFollow } from '@/features/catalog/api/toggle-follow';
import { useOverride } from '@/features/catalog/favourites-store';
import { useLoginPrompt } from '@/features/catalog/use-login-prompt';

interface FollowButtonProps {
  sellerId: string;
  /** `isFocus` of the answer that showed this store */
  isFocus: boolean;
  size?: 'sm' | 'md';
}

/** Follow / unfollow a store (logged-out visitors are asked to log in). */
export function FollowButton({ sellerId, isFocus, size = 'md' }: FollowButtonProps) {
  const { t } = useTranslation('catalog');
  const override = useOverride('followed', sellerId);
  const following = override ?? isFocus;
  const toggle = useToggleFollow();
  const ensureLoggedIn = useLoginPrompt();
  return (
    <button
      type="button"
      className={`btn ${following ? 'btn--secondary' : 'btn--primary'}${size === 'sm' ? ' btn--sm' : ''} follow-button`}
      aria-pressed={following}
      disabled={toggle.isPending}
      data-testid="follow"
      onClick={() => {
        if (!ensureLoggedIn()) return;
        toggle.mutate({ sellerId, follow: !following });
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={following ? 'M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.4-1.4z' : 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z'} />
      </svg>
      <span>{following ? t('store.following') : t('store.follow')}</span>
    </button>
  );
}
