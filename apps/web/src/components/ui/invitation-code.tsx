import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { copyText } from '@/lib/copy-text';

/**
 * The profile card's invitation code with its copy button (desktop dashboard and /wap/account); a
 * skeleton until the user is read. Texts: namespace `usercentre`.
 */
export function InvitationCode({ code, testId }: { code: string | undefined; testId?: string }) {
  const { t } = useTranslation('usercentre');
  const copy = async () => {
    if (code === undefined) return;
    if (await copyText(code)) toast.success(t('userCenter.codeCopied'));
    else toast.error(t('common:errors.copyFailed'));
  };
  return (
    <div className="profile-card__code">
      <span className="muted">{t('userCenter.invitationCode')}</span>
      {code !== undefined ? (
        <>
          <code className="code-chip" data-testid={testId} dir="ltr">
            {code}
          </code>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy()} aria-label={t('userCenter.copyCode')}>
            {t('common:actions.copy')}
          </button>
        </>
      ) : (
        <Skeleton width="6em" />
      )}
    </div>
  );
}
