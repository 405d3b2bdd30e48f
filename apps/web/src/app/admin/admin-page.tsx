import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { PasswordField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TabLinks } from '@/components/ui/tab-links';
import { setAdminToken, useAdminToken, usePasswordChangeRequired } from '@/features/admin/admin-session';
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
import { Ltr, PAGE_SIZE, ReviewQueue } from './review-queue';
import { ChangePasswordForm } from './change-password-form';
import { PayoutsTable } from './payouts-table';

const TABS = ['deposits', 'withdrawals', 'disputes', 'networks', 'rules', 'settings', 'loans'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  deposits: 'deposits.title',
  withdrawals: 'withdrawals.title',
  disputes: 'disputes.tab',
  networks: 'networks.tab',
  rules: 'rules.tab',
  settings: 'settings.tab',
  loans: 'loans.tab',
} as const satisfies Record<Tab, string>;

// The configuration pages are chunks of their own, fetched when their tab is opened.
const NetworksPanel = lazy(() => import('./networks-panel'));
const LoansPanel = lazy(() => import('./loans-panel'));
const DisputesPanel = lazy(() => import('./disputes-panel'));
const WithdrawRulesPanel = lazy(() => import('./withdraw-rules-panel'));
const MallSettingsPanel = lazy(() => import('./mall-settings-panel'));

function LoginForm() {
  const { t } = useTranslation('admin');
  const login = useAdminLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return;
    login.mutate({ username: username.trim(), password });
  };
  return (
    <form className="form-card admin-login" onSubmit={onSubmit} data-testid="admin-login">
      <h1 className="page-title">{t('login.title')}</h1>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" pending={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
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
      <Ltr>{`${given} / ${claim.requiredApprovals}`}</Ltr>
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
        { header: t('cols.network'), cell: (d) => <Ltr>{d.blockchainName}</Ltr> },
        {
          header: t('cols.transfer'),
          className: 'admin-table__wrap',
          cell: (d) => (
            <>
              {d.fromAddress ? <Ltr>{d.fromAddress}</Ltr> : null}
              {d.tx ? (
                <>
                  <br />
                  <Ltr>{d.tx}</Ltr>
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
              <Ltr>{w.to}</Ltr>
              <br />
              <Ltr>{w.blockchainName}</Ltr>
            </>
          ),
        },
        { header: t('cols.approvals'), cell: (w) => <Ltr>{`${w.firstApprover ? 1 : 0} / ${w.requiredApprovals}`}</Ltr> },
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

/** `/admin`: the operator console (own minimal layout, own lazy chunk). */
export default function AdminConsolePage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const token = useAdminToken();
  // Nothing but `me` is asked before the console knows whether the password must be changed first
  // (a generated or superadmin-chosen one): every other route answers 403 until then.
  const me = useAdminMe();
  const mustChangePassword = usePasswordChangeRequired() || me.data?.mustChangePassword === true;
  const [params] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'deposits';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  return (
    <div className="admin-shell">
      <header className="admin-bar">
        <strong>{t('title')}</strong>
        {token ? (
          <button type="button" className="link-button" onClick={() => setAdminToken(null)} data-testid="admin-logout">
            {t('logout')}
          </button>
        ) : null}
      </header>
      <main className="admin-main">
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
            <Suspense fallback={<Spinner />}>
              {tab === 'networks' ? <NetworksPanel /> : null}
              {tab === 'rules' ? <WithdrawRulesPanel /> : null}
              {tab === 'settings' ? <MallSettingsPanel /> : null}
              {tab === 'loans' ? <LoansPanel /> : null}
              {tab === 'disputes' ? <DisputesPanel /> : null}
            </Suspense>
          </>
        )}
      </main>
    </div>
  );
}
