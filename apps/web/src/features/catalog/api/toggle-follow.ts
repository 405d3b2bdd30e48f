import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOverride, setOverride } from '@/features/catalog/favourites-store';
import { followStore } from './focus-seller-add';
import { unfollowStore } from './focus-seller-del';
import { catalogCallKey } from './query-keys';

export interface ToggleFollowInput {
  sellerId: string;
  follow: boolean;
}

/**
 * Follow / unfollow a store, optimistically (button and follower count change at once, and change
 * back on an error). Afterwards the followed list, count and store header are refreshed.
 */
export function useToggleFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, follow }: ToggleFollowInput) => (follow ? followStore(sellerId) : unfollowStore(sellerId)),
    onMutate: ({ sellerId, follow }) => {
      const previous = getOverride('followed', sellerId);
      setOverride('followed', sellerId, follow);
      return { previous };
    },
    onError: (_err, { sellerId }, ctx) => setOverride('followed', sellerId, ctx?.previous),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: catalogCallKey('followedStores') }),
        qc.invalidateQueries({ queryKey: catalogCallKey('followedCount') }),
        qc.invalidateQueries({ queryKey: catalogCallKey('store') }),
      ]);
    },
  });
}
