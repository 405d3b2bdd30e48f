import type { BrandData } from '@mall/contracts';

/** What the app reads from `GET /v1/brand`. */
export type Brand = Omit<BrandData, 'key' | 'lang' | 'defaultLang'> & { key?: string };

/**
 * Built-in brand used until / unless `/v1/brand` answers. "Lumen Bazaar" is fictional. It makes no
 * claims (no footer highlights); the desktop footer shows generic, translated link columns for a
 * brand without its own (app/layouts/footer.tsx).
 */
export const DEFAULT_BRAND: Brand = {
  key: 'default',
  name: 'Lumen Bazaar',
  logoUrl: '',
  supportEmail: 'support@lumen-bazaar.example',
  customerServiceUrl: '',
  colors: { primary: '#0f766e', accent: '#f59e0b' },
  footerColumns: [],
  footerHighlights: [],
  copyright: '',
  aboutUs: '',
  downloadUrl: '',
};
