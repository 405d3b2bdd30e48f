import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@/features/account/types';

const TYPES: AccountType[] = ['email', 'phone'];

/** Email / phone switch (WAI-ARIA tabs: arrow keys move between them). */
export function AccountTypeTabs({ value, onChange, panelId }: { value: AccountType; onChange: (t: AccountType) => void; panelId: string }) {
  const { t } = useTranslation('account');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next = value === 'email' ? 'phone' : 'email';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t('tabs.label')}>
      {TYPES.map((type) => (
        <button
          key={type}
          ref={(el) => {
            refs.current[type] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${type}`}
          aria-selected={value === type}
          aria-controls={panelId}
          tabIndex={value === type ? 0 : -1}
          className={`tabs__tab${value === type ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(type)}
          onKeyDown={onKeyDown}
        >
          {t(`tabs.${type}`)}
        </button>
      ))}
    </div>
  );
}
