import { useEffect } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * The pager and the empty/error states speak `catalog`: the order pages fetch those texts right
 * after their first render (they are needed only once the orders are in), not before it.
 */
export function useCatalogTexts(): void {
  useEffect(() => {
    void i18n.loadNamespaces('catalog');
  }, []);
}
