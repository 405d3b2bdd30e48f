import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/user';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { LogoffForm } from '@/features/account/components/logoff-form';
import { SafewordForm } from '@/features/account/components/safeword-form';
import { SafewordResetForm } from '@/features/account/components/safeword-reset-form';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';
import WapNotFoundPage from './wap-not-found';

const PAGES = {
  'login-password': ['usercentre:setup.loginPassword', 'setup.loginPasswordDesc'],
  'transaction-password': ['usercentre:setup.transactionPassword', 'setup.transactionPasswordDesc'],
  'account-cancellation': ['usercentre:setup.accountCancellation', 'setup.accountCancellationDesc'],
} as const;

type Kind = keyof typeof PAGES;
const isKind = (page: string | undefined): page is Kind => !!page && Object.hasOwn(PAGES, page);

/**
 * /wap/setup/login-password, /transaction-password, /account-cancellation: the user centre's settings
 * forms (from /wap/account) in the mobile frame.
 */
export default function WapSetupPage() {
  const { page } = useParams();
  return isKind(page) ? <SetupPage kind={page} /> : <WapNotFoundPage />;
}

function SetupPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('account');
  const { data: user, isPlaceholderData } = useUser();
  const [title, text] = PAGES[kind];
  usePageTitle(t(title));
  // the stored copy may be stale: wait for the server's answer before choosing set vs change
  const ready = user && !isPlaceholderData;
  const has = user?.safeword === 1;
  return (
    <div className="wap-page" data-testid={`wap-setup-${kind}`}>
      <PageBar title={t(title)} fallback="/wap/account" />
      <div className="wap-pad wap-stack wap-setup">
        <p className="muted wap-note">{t(text)}</p>
        {kind === 'login-password' ? (
          <ChangePasswordForm />
        ) : !ready ? (
          <PageSpinner />
        ) : kind === 'transaction-password' ? (
          <div className="setup-forms">
            <SafewordForm key={String(has)} hasSafeword={has} />
            {has ? <SafewordResetForm /> : null}
          </div>
        ) : (
          <LogoffForm user={user} />
        )}
      </div>
    </div>
  );
}
