import type { BrandData } from '@mall/contracts';

/** What the app reads from `GET /v1/brand`. */
export type Brand = Omit<BrandData, 'key'> & { key?: string };

/**
 * Built-in brand used when `/v1/brand` does not answer. "Lumen Bazaar" is fictional.
 * Its footer titles and labels are translation keys (marked by the `i18n:` prefix) so the
 * fallback footer is localized; a served brand's strings are shown as they are.
 */
export const DEFAULT_BRAND: Brand = {
  key: 'default',
  name: 'Lumen Bazaar',
  logoUrl: '',
  supportEmail: 'support@lumen-bazaar.example',
  customerServiceUrl: '',
  colors: { primary: '#0f766e', accent: '#f59e0b' },
  footerColumns: [
    {
      title: 'i18n:footer.columns.service',
      links: [
        { label: 'i18n:footer.links.helpLine', href: 'mailto:support@lumen-bazaar.example' },
        { label: 'i18n:footer.links.faq', href: '' },
        { label: 'i18n:footer.links.shipping', href: '' },
      ],
    },
    {
      title: 'i18n:footer.columns.returns',
      links: [
        { label: 'i18n:footer.links.returnPolicy', href: '' },
        { label: 'i18n:footer.links.refunds', href: '' },
        { label: 'i18n:footer.links.servicePolicy', href: '' },
      ],
    },
    {
      title: 'i18n:footer.columns.userCentre',
      links: [
        { label: 'i18n:footer.links.myAccount', href: '/userInfo/dashboard' },
        { label: 'i18n:footer.links.myOrders', href: '/userInfo/my-order' },
        { label: 'i18n:footer.links.wallet', href: '/userInfo/money-package' },
      ],
    },
    {
      title: 'i18n:footer.columns.about',
      links: [
        { label: 'i18n:footer.links.aboutUs', href: '' },
        { label: 'i18n:footer.links.privacy', href: '' },
        { label: 'i18n:footer.links.sellerPolicy', href: '' },
      ],
    },
  ],
  copyright: '',
};
