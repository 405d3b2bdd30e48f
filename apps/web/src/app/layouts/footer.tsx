import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrandFooterHighlight } from '@mall/contracts';
import { useBrand } from '@/lib/brand/get-brand';
import { subscribe } from '@/features/catalog/api/subscribe';
import { ApiError } from '@/lib/api-client';
import type { Brand } from '@/lib/brand/default-brand';
import { langTag } from '@/lib/i18n';
import { useLang } from '@/lib/use-lang';
import { BrandLogo } from '@/components/layouts/brand-logo';
import './footer.css';

/**
 * Link columns for a brand that has none of its own (or while `/v1/brand` does not answer): generic
 * links in the interface language, no claims.
 */
const FALLBACK_COLUMNS: Brand['footerColumns'] = [
  {
    title: 'i18n:footer.columns.service',
    links: [
      { label: 'i18n:footer.links.helpLine', href: '' },
      { label: 'i18n:footer.links.myOrders', href: '/userInfo/my-order' },
    ],
  },
  {
    title: 'i18n:footer.columns.userCentre',
    links: [
      { label: 'i18n:footer.links.myAccount', href: '/userInfo/dashboard' },
      { label: 'i18n:footer.links.wallet', href: '/userInfo/money-package' },
    ],
  },
  {
    title: 'i18n:footer.columns.about',
    links: [
      { label: 'i18n:footer.links.aboutUs', href: '/about' },
      { label: 'i18n:footer.links.sellerPolicy', href: '/merchantSettled' },
    ],
  },
];

/** The footer's own texts (`footer` namespace, loaded with this chunk), then the shared ones. */
const NS = ['footer', 'common'];

/**
 * Brand texts come from the API in the reader's language; `i18n:<key>` names one of the app's own
 * strings (`i18n:footer.links.privacy`, …: the `footer` namespace is their vocabulary).
 */
function useBrandText() {
  const { t } = useTranslation(NS);
  return (s: string) => (s.startsWith('i18n:') ? t(s.slice(5)) : s);
}

/** Newsletter sign-up (`subscribe!add`): the server checks the address and answers duplicates in the reader's language. */
function SubscribeForm() {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value || state.kind === 'pending') return;
    setState({ kind: 'pending' });
    try {
      await subscribe(value);
      setEmail('');
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'error', message: err instanceof ApiError ? err.message : t('common:errors.network') });
    }
  };
  return (
    <form className="subscribe" onSubmit={onSubmit} data-testid="subscribe-form">
      <label htmlFor="subscribe-email" className="subscribe__title">
        {t('footer.subscribeTitle')}
      </label>
      <div className="subscribe__row">
        <input
          id="subscribe-email"
          type="email"
          required
          maxLength={64}
          autoComplete="email"
          className="input"
          placeholder={t('footer.subscribePlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby="subscribe-status"
          aria-invalid={state.kind === 'error' || undefined}
        />
        <button type="submit" className="btn btn--secondary" disabled={state.kind === 'pending'}>
          {t('footer.subscribeButton')}
        </button>
      </div>
      <p id="subscribe-status" className="field__hint" role="status" aria-live="polite">
        {state.kind === 'done' ? t('footer.subscribeDone') : state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}

function FooterLink({ label, href }: { label: string; href: string }) {
  if (!href)
    return (
      <span className="site-footer__text">
        <bdi>{label}</bdi>
      </span>
    );
  if (href.startsWith('/'))
    return (
      <Link to={href}>
        <bdi>{label}</bdi>
      </Link>
    );
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <bdi>{label}</bdi>
    </a>
  );
}

/** A brand's claim: its own text, or the number of goods on sale (counted by the API). */
function Highlight({ h, lang }: { h: BrandFooterHighlight; lang: string }) {
  const { t } = useTranslation(NS);
  if (h.kind === 'text') return <bdi>{h.text}</bdi>;
  // Latin digits, the language's grouping (as lib/format.ts), kept in order inside right-to-left text.
  const count = new Intl.NumberFormat(langTag(lang), { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(h.count);
  return <>{t('footer.goodsOnSale', { number: `\u2068${count}\u2069` })}</>;
}

/** Desktop footer: the brand's highlights, contact, link columns and copyright (all brand data). */
export function Footer() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const brand = useBrand();
  const text = useBrandText();
  const year = new Date().getFullYear();
  const columns = brand.footerColumns.length ? brand.footerColumns : FALLBACK_COLUMNS;
  return (
    <footer className="site-footer" data-brand={brand.key || undefined}>
      {brand.footerHighlights.length ? (
        <ul className="promises container">
          {brand.footerHighlights.map((h, i) => (
            <li key={i} className="promises__item" data-kind={h.kind}>
              <span className="promises__dot" aria-hidden="true" />
              <Highlight h={h} lang={lang} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="site-footer__main container" style={{ '--footer-cols': columns.length } as CSSProperties}>
        <div className="site-footer__brand">
          <Link to="/" className="logo logo--footer" aria-label={t('header.homeLink', { name: brand.name })}>
            <BrandLogo brand={brand} />
          </Link>
          {brand.supportEmail ? (
            <p>
              {t('footer.support')}{' '}
              <a href={`mailto:${brand.supportEmail}`} dir="ltr">
                {brand.supportEmail}
              </a>
            </p>
          ) : null}
          {brand.customerServiceUrl ? (
            <p>
              <a href={brand.customerServiceUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.customerService')}
              </a>
            </p>
          ) : null}
          <SubscribeForm />
        </div>
        {columns.map((col, i) => (
          <nav key={i} className="site-footer__col" aria-label={text(col.title)}>
            <h2 className="site-footer__title">
              <bdi>{text(col.title)}</bdi>
            </h2>
            <ul>
              {col.links.map((l, j) => (
                <li key={j}>
                  <FooterLink label={text(l.label)} href={l.href} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__copy container">
        {/* a served copyright line may be in another script than the page: keep its own direction */}
        <bdi>{brand.copyright || t('footer.copyright', { year, name: brand.name })}</bdi>
      </p>
    </footer>
  );
}
