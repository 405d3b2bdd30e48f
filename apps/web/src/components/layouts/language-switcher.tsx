import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLangCode } from '@mall/contracts';
import { currentLang, setLanguage } from '@/lib/i18n';

/** All 21 languages, each named in its own language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const value = isLangCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLang();

  const onChange = async (code: string) => {
    if (!isLangCode(code)) return;
    await setLanguage(code);
    // A `lang` in the address would switch back on the next navigation: drop it.
    const params = new URLSearchParams(location.search);
    if (params.has('lang')) {
      params.delete('lang');
      const qs = params.toString();
      void navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' }, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <div className={`lang-switch ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <svg className="lang-switch__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-3a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h3a15.7 15.7 0 001.4 3.6A8 8 0 015.1 16zm3-8h-3a8 8 0 014.3-3.6A15.7 15.7 0 008.1 8zM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6a15.7 15.7 0 001.4-3.6h3a8 8 0 01-4.4 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4z"
        />
      </svg>
      <select id={id} className="lang-switch__select" value={value} onChange={(e) => void onChange(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
