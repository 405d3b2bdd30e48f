import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DEFAULT_BRAND, type Brand } from '../default-brand';

const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{3,8}$|^(rgb|hsl)a?\([\d\s.,%/]+\)$/i.test(v.trim());
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** Keep only well-formed fields; anything missing falls back to the built-in brand. */
export function normalizeBrand(raw: unknown): Brand {
  const b = (raw && typeof raw === 'object' ? raw : {}) as Partial<Brand>;
  const columns = Array.isArray(b.footerColumns)
    ? b.footerColumns
        .filter((c) => c && typeof c.title === 'string')
        .map((c) => ({
          title: c.title,
          links: Array.isArray(c.links)
            ? c.links.filter((l) => l && typeof l.label === 'string').map((l) => ({ label: l.label, href: str(l.href, '') }))
            : [],
        }))
    : DEFAULT_BRAND.footerColumns;
  return {
    key: str(b.key, ''),
    name: str(b.name, '').trim() || DEFAULT_BRAND.name,
    logoUrl: str(b.logoUrl, ''),
    supportEmail: str(b.supportEmail, ''),
    customerServiceUrl: str(b.customerServiceUrl, ''),
    colors: {
      primary: isColor(b.colors?.primary) ? b.colors.primary : DEFAULT_BRAND.colors.primary,
      accent: isColor(b.colors?.accent) ? b.colors.accent : DEFAULT_BRAND.colors.accent,
    },
    // The spec's footer always has link columns: an empty list gets the built-in (translated) ones.
    footerColumns: columns.length ? columns : DEFAULT_BRAND.footerColumns,
    copyright: str(b.copyright, ''),
  };
}

/** `GET /v1/brand` (plain JSON, not an envelope). */
export async function getBrand(signal?: AbortSignal): Promise<Brand> {
  return normalizeBrand(await getJson<unknown>('/v1/brand', { signal }));
}

export function brandQueryOptions() {
  return queryOptions({
    queryKey: ['brand'],
    queryFn: async ({ signal }) => {
      try {
        return await getBrand(signal);
      } catch {
        return DEFAULT_BRAND; // a missing brand service must not break the storefront
      }
    },
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** The active brand (the built-in one until / unless `/v1/brand` answers). */
export function useBrand(): Brand {
  const { data } = useQuery(brandQueryOptions());
  return data ?? DEFAULT_BRAND;
}
