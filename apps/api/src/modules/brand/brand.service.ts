import { Injectable } from '@nestjs/common';
import type { BrandData } from '@mall/contracts';

/**
 * White-label brands. This slice serves one fictional default brand; the catalog slice resolves the
 * brand from the request host out of operator data.
 */
const DEFAULT_BRAND: BrandData = {
  key: 'lumen',
  name: 'Lumen Bazaar',
  logoUrl: '',
  supportEmail: 'support@lumen-bazaar.example',
  customerServiceUrl: '',
  colors: { primary: '#0f766e', accent: '#f59e0b' },
  footerColumns: [
    { title: 'Customer service', links: [{ label: 'Help centre', href: '#help' }, { label: 'Contact us', href: 'mailto:support@lumen-bazaar.example' }] },
    { title: 'Returns and exchanges', links: [{ label: 'Return policy', href: '#returns' }, { label: 'Refunds', href: '#refunds' }] },
    { title: 'User centre', links: [{ label: 'My orders', href: '/userInfo/my-order' }, { label: 'My wallet', href: '/userInfo/money-package' }] },
    { title: 'About us', links: [{ label: 'About Lumen Bazaar', href: '#about' }, { label: 'Privacy policy', href: '#privacy' }] },
  ],
  copyright: '© 2026 Lumen Bazaar (a fictional sample brand)',
};

@Injectable()
export class BrandService {
  forHost(_host: string | undefined): BrandData {
    return DEFAULT_BRAND;
  }
}
