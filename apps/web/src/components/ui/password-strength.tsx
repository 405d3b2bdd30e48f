import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Score = 0 | 1 | 2 | 3 | 4;

/** A strength hint under a new password: zxcvbn-ts, lazy-loaded after the first keystroke. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const [score, setScore] = useState<Score | null>(null);
  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let live = true;
    const id = setTimeout(() => {
      void import('@/lib/password-score')
        .then((m) => {
          if (live) setScore(m.passwordScore(password));
        })
        .catch(() => undefined);
    }, 120);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [password]);
  if (score === null) return null;
  return (
    <div className={`password-strength password-strength--${score}`} data-testid="password-strength" data-score={score} aria-live="polite">
      <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-label={t('strength.label')} />
      <span>{t(`strength.s${score}`)}</span>
    </div>
  );
}
