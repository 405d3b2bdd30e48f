import { useEffect } from 'react';
import { useBrand } from '../features/brand/api/get-brand';

/** `<title>`: "<page> · <brand>". */
export function usePageTitle(title?: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
