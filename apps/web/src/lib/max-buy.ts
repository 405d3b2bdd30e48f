import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/lib/api-client';
import { STORAGE_KEYS, readString, writeString } from '@/lib/storage';

const MAX_BUY_KEY = STORAGE_KEYS.maxBuy;
export const MAX_BUY_DEFAULT = 500;
const CODE = 'mall_max_goods_number_in_order';

function parse(v: unknown): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** `syspara!getSyspara?code=mall_max_goods_number_in_order` → the most units of one goods per order (kept as `maxBuy`). */
export async function getMaxBuy(signal?: AbortSignal): Promise<number> {
  const data = await callAction<Record<string, string>>('syspara!getSyspara', { code: CODE }, { signal });
  const n = parse(data?.[CODE]);
  if (n === null) return parse(readString(MAX_BUY_KEY)) ?? MAX_BUY_DEFAULT;
  writeString(MAX_BUY_KEY, String(n));
  return n;
}

export function maxBuyQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'maxBuy'] as const,
    queryFn: ({ signal }) => getMaxBuy(signal),
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });
}

/** The limit, starting from the stored copy (or 500) until the server answers. */
export function useMaxBuy(): number {
  const { data } = useQuery(maxBuyQueryOptions());
  return data ?? parse(readString(MAX_BUY_KEY)) ?? MAX_BUY_DEFAULT;
}
