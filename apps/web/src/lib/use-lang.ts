import { useTranslation } from 'react-i18next';
import { isLangCode, type LangCode } from '@mall/contracts';
import { currentLang } from './i18n';

/** The interface language as a request code; re-renders when it changes (query keys include it). */
export function useLang(): LangCode {
  const { i18n } = useTranslation();
  const l = i18n.resolvedLanguage;
  return isLangCode(l) ? l : currentLang();
}
