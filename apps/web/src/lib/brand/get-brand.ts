import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandFooterHighlight } from '@mall/contracts';
import { getJson } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { DEFAULT_BRAND, type Brand } from './default-brand';

const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{3,8}$|^(rgb|hsl)a?\([\d\s.,%/]+\)$/i.test(v.trim());
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const list = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];

/** Keep only well-formed fields; anything missing falls back to the built-in brand. */
export function normalizeBrand(raw: unknown): Brand {
  const b = (raw && typeof raw === 'object' ? raw : {}) as Partial<Brand>;
  const footerColumns = list(b.footerColumns)
    .filter((c) => typeof c.title === 'string')
    .map((c) => ({
      title: c.title as string,
      links: list(c.links)
        .filter((l) => typeof l.label === 'string')
        .map((l) => ({ label: l.label as string, href: str(l.href, '') })),
    }));
  const footerHighlights = list(b.footerHighlights).flatMap((h): BrandFooterHighlight[] =>
    h.kind === 'goodsCount' && typeof h.count === 'number' && Number.isFinite(h.count)
      ? [{ kind: 'goodsCount', count: h.count }]
      : h.kind === 'text' && typeof h.text === 'string' && h.text.trim()
        ? [{ kind: 'text', text: h.text }]
        : [],
  );
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
    footerColumns,
    footerHighlights,
    copyright: str(b.copyright, ''),
    aboutUs: str(b.aboutUs, ''),
    downloadUrl: /^https?:\/\//i.test(str(b.downloadUrl, '')) ? str(b.downloadUrl, '') : '',
  };
}

/** `GET /v1/brand?lang=` (plain JSON, not an envelope): the host's brand, footer texts in `lang`. */
export async function getBrand(signal?: AbortSignal): Promise<Brand> {
  return normalizeBrand(await getJson<unknown>('/v1/brand', { signal }));
}

/** Per language: the brand's footer texts are translated (with the brand's own fallbacks) by the API. */
export function brandQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['brand', lang],
    queryFn: async ({ signal }) => {
      try {
        return await getBrand(signal);
      } catch {
        return DEFAULT_BRAND; // a missing brand service must not break the storefront
      }
    },
    staleTime: Infinity,
    // While another language's texts load, keep showing the brand (name, colours) already known.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The active brand (the built-in one until / unless `/v1/brand` answers). */
export function useBrand(): Brand {
  const { data } = useQuery(brandQueryOptions(useLang()));
  return data ?? DEFAULT_BRAND;
}
