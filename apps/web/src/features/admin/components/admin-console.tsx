import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ConsoleSignIn } from '@/components/console/console-sign-in';
import { Code } from '@/components/console/console-ui';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { TabLinks } from '@/components/ui/tab-links';
import { adminSession, useConsoleToken, usePasswordChangeRequired } from '@/lib/console-client';
import { useAdminLogin } from '@/features/admin/api/admin-login';
import { useAdminMe } from '@/features/admin/api/get-me';
import { useAdminDeposits } from '@/features/admin/api/list-deposits';
import { useAdminWithdrawals } from '@/features/admin/api/list-withdrawals';
import { useReviewDeposit } from '@/features/admin/api/review-deposit';
import { useReviewWithdrawal } from '@/features/admin/api/review-withdrawal';
import type { DepositClaim } from '@/features/admin/types';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/admin.css';
import './admin-config.css';
import { PAGE_SIZE, ReviewQueue } from './review-queue';
import { ChangePasswordForm } from './change-password-form';
import { PayoutsTable } from './payouts-table';

const TABS = ['deposits', 'withdrawals', 'disputes', 'networks', 'rules', 'settings', 'loans'] as const;
type Tab = (typeof TABS)[number];
/** The tabs the route brings as chunks of their own (the configuration pages, the loans, the disputes). */
export type AdminPanels = Record<Exclude<Tab, 'deposits' | 'withdrawals'>, ComponentType>;
const TAB_LABEL = {
  deposits: 'deposits.title',
  withdrawals: 'withdrawals.title',
  disputes: 'disputes.tab',
  networks: 'networks.tab',
  rules: 'rules.tab',
  settings: 'settings.tab',
  loans: 'loans.tab',
} as const satisfies Record<Tab, string>;

function LoginForm() {
  const { t } = useTranslation('admin');
  const login = useAdminLogin();
  return (
    <ConsoleSignIn
      name="admin-login"
      texts={{ title: t('login.title'), username: t('login.username'), password: t('login.password'), submit: t('login.submit') }}
      pending={login.isPending}
      onSubmit={(input) => login.mutate(input)}
    />
  );
}

/** Where a claim's approvals stand: one is enough, or two are needed and none / the first (maybe yours) is given. */
function ClaimApprovals({ claim, me }: { claim: DepositClaim; me: string | undefined }) {
  const { t } = useTranslation('admin');
  const given = claim.firstApprover ? 1 : 0;
  const note =
    claim.requiredApprovals === 1
      ? null
      : !claim.firstApprover
        ? t('deposits.needsTwo')
        : claim.firstApprover === me
          ? t('deposits.youApproved')
          : t('deposits.awaitingSecond');
  return (
    <>
      <Code>{`${given} / ${claim.requiredApprovals}`}</Code>
      {note ? (
        <div className="muted" data-testid="admin-deposit-approvals">
          {note}
        </div>
      ) : null}
    </>
  );
}

function DepositsQueue({ page }: { page: number }) {
  const { t } = useTranslation('admin');
  const query = useAdminDeposits(page, PAGE_SIZE);
  const review = useReviewDeposit();
  const me = useAdminMe().data?.id;
  return (
    <ReviewQueue
      query={query}
      review={review}
      page={page}
      tab="deposits"
      empty={t('deposits.empty')}
      rowTestId="admin-deposit"
      columns={[
        { header: t('cols.network'), cell: (d) => <Code>{d.blockchainName}</Code> },
        {
          header: t('cols.transfer'),
          className: 'admin-table__wrap',
          cell: (d) => (
            <>
              {d.fromAddress ? <Code>{d.fromAddress}</Code> : null}
              {d.tx ? (
                <>
                  <br />
                  <Code>{d.tx}</Code>
                </>
              ) : null}
            </>
          ),
        },
        {
          header: t('cols.proof'),
          cell: (d) =>
            d.img ? (
              <a href={d.img} target="_blank" rel="noreferrer">
                <img src={d.img} alt={t('cols.proof')} width={72} height={54} className="admin-proof" />
              </a>
            ) : null,
        },
        { header: t('cols.approvals'), cell: (d) => <ClaimApprovals claim={d} me={me} /> },
      ]}
    />
  );
}

function WithdrawalsQueue({ page }: { page: number }) {
  const { t } = useTranslation('admin');
  const query = useAdminWithdrawals(page, PAGE_SIZE);
  const review = useReviewWithdrawal();
  return (
    <ReviewQueue
      query={query}
      review={review}
      page={page}
      tab="withdrawals"
      empty={t('withdrawals.empty')}
      rowTestId="admin-withdrawal"
      columns={[
        {
          header: t('cols.feeArrival'),
          cell: (w) => (
            <>
              <Money value={w.fee} exact /> / <Money value={w.arrival} exact />
            </>
          ),
        },
        {
          header: t('cols.to'),
          className: 'admin-table__wrap',
          cell: (w) => (
            <>
              <Code>{w.to}</Code>
              <br />
              <Code>{w.blockchainName}</Code>
            </>
          ),
        },
        { header: t('cols.approvals'), cell: (w) => <Code>{`${w.firstApprover ? 1 : 0} / ${w.requiredApprovals}`}</Code> },
      ]}
    />
  );
}

function WithdrawalsTab({ page }: { page: number }) {
  return (
    <>
      <WithdrawalsQueue page={page} />
      <PayoutsTable />
    </>
  );
}

/** `/admin`: the operator console (own minimal layout, own lazy chunk); `panels` are the tabs the route loads apart. */
export function AdminConsole({ panels }: { panels: AdminPanels }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const token = useConsoleToken(adminSession);
  // Nothing but `me` is asked before the console knows whether the password must be changed first
  // (a generated or superadmin-chosen one): every other route answers 403 until then.
  const me = useAdminMe();
  const mustChangePassword = usePasswordChangeRequired() || me.data?.mustChangePassword === true;
  const [params] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'deposits';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const Panel = tab === 'deposits' || tab === 'withdrawals' ? null : panels[tab];

  return (
    <ConsoleFrame
      title={t('title')}
      bar={
        token ? (
          <button type="button" className="link-button" onClick={() => adminSession.set(null)} data-testid="admin-logout">
            {t('logout')}
          </button>
        ) : null
      }
    >
      {!token ? (
        <LoginForm />
      ) : mustChangePassword ? (
        <ChangePasswordForm />
      ) : !me.data ? (
        me.isError ? (
          <p className="notice notice--warning" role="alert">
            {me.error.message}{' '}
            <button type="button" className="link-button" onClick={() => void me.refetch()}>
              {t('common:actions.retry')}
            </button>
          </p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <TabLinks tabs={TABS} active={tab} label={t('title')} className="admin-tabs" testIdPrefix="admin-tab-">
            {(k) => t(TAB_LABEL[k])}
          </TabLinks>
          {tab === 'deposits' ? <DepositsQueue page={page} /> : null}
          {tab === 'withdrawals' ? <WithdrawalsTab page={page} /> : null}
          <Suspense fallback={<Spinner />}>{Panel ? <Panel /> : null}</Suspense>
        </>
      )}
    </ConsoleFrame>
  );
}
