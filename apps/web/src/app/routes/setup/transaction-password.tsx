import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/user';
import { SafewordForm } from '@/features/account/components/safeword-form';
import { SafewordResetForm } from '@/features/account/components/safeword-reset-form';
import { usePageTitle } from '@/lib/use-page-title';
import { SetupHeading } from './setup-heading';

export default function TransactionPasswordPage() {
  const { t } = useTranslation('account');
  const { data: user, isPlaceholderData } = useUser();
  usePageTitle(t('usercentre:setup.transactionPassword'));
  const has = user?.safeword === 1;
  return (
    <div>
      <SetupHeading title={has ? t('safeword.changeTitle') : t('safeword.setTitle')} text={t('setup.transactionPasswordDesc')} />
      {/* the stored copy may be stale: wait for the server's answer before choosing set vs change */}
      {!user || isPlaceholderData ? (
        <PageSpinner />
      ) : (
        <div className="setup-forms">
          <SafewordForm key={String(has)} hasSafeword={has} />
          {has ? <SafewordResetForm /> : null}
        </div>
      )}
    </div>
  );
}
