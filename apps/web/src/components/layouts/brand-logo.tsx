import type { Brand } from '@/lib/brand/default-brand';

/** The brand's logo image when it has one, else a mark built from its initial; always the name. */
export function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <>
      {brand.logoUrl ? (
        <img className="logo__img" src={brand.logoUrl} alt="" width="36" height="36" />
      ) : (
        <span className="logo__mark" aria-hidden="true">
          {brand.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="logo__name">{brand.name}</span>
    </>
  );
}
