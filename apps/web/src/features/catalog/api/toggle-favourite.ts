import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOverride, setOverride } from '@/features/catalog/favourites-store';
import { addKeptGoods } from './keep-goods-add';
import { removeKeptGoods } from './keep-goods-del';
import { catalogCallKey } from './query-keys';

export interface ToggleFavouriteInput {
  goodsId: string;
  keep: boolean;
}

/**
 * Save / unsave a goods, optimistically: every heart for this goods flips at once and flips back
 * if the server refuses (its message is shown by the mutation cache). Afterwards the favourites
 * list and count are refreshed.
 */
export function useToggleFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, keep }: ToggleFavouriteInput) => (keep ? addKeptGoods(goodsId) : removeKeptGoods(goodsId)),
    onMutate: ({ goodsId, keep }) => {
      const previous = getOverride('kept', goodsId);
      setOverride('kept', goodsId, keep);
      return { previous };
    },
    onError: (_err, { goodsId }, ctx) => setOverride('kept', goodsId, ctx?.previous),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: catalogCallKey('keptGoods') }),
        qc.invalidateQueries({ queryKey: catalogCallKey('keptCount') }),
      ]);
    },
  });
}
