import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PasswordField, TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { setAdminToken, useAdminToken } from '../../features/admin/admin-session';
import { useAdminLogin } from '../../features/admin/api/admin-login';
import { useAdminDeposits } from '../../features/admin/api/list-deposits';
import { useAdminWithdrawals } from '../../features/admin/api/list-withdrawals';
import { useReviewDeposit, type Review } from '../../features/admin/api/review-deposit';
import { useReviewWithdrawal } from '../../features/admin/api/review-withdrawal';
import type { AdminPage as Page, ApprovalResult } from '../../features/admin/types';
import { usePageTitle } from '../../lib/use-page-title';
import '../../styles/admin.css';
import './admin-config.css';

const PAGE_SIZE = 20;
const TABS = ['deposits', 'withdrawals', 'networks', 'rules'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  deposits: 'deposits.title',
  withdrawals: 'withdrawals.title',
  networks: 'networks.tab',
  rules: 'rules.tab',
} as const satisfies Record<Tab, string>;

// The configuration pages are chunks of their own, fetched when their tab is opened.
const NetworksPanel = lazy(() => import('./networks-panel'));
const WithdrawRulesPanel = lazy(() => import('./withdraw-rules-panel'));

const Ltr = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="admin-code">
    {children}
  </bdi>
);

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

/** Reject with a reason (shown to the user): a dialog with a required text. */
function RejectDialog({
  orderNo,
  pending,
  onReject,
  onClose,
}: {
  orderNo: string | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const error = reason.trim() ? null : t('review.reasonRequired');
  return (
    <ConfirmDialog
      open={orderNo !== null}
      title={t('review.rejectTitle')}
      confirmLabel={t('review.reject')}
      danger
      pending={pending}
      onCancel={() => {
        setReason('');
        setTried(false);
        onClose();
      }}
      onConfirm={() => {
        setTried(true);
        if (error) return;
        onReject(reason.trim());
        setReason('');
        setTried(false);
      }}
    >
      <p>
        <Ltr>{orderNo}</Ltr>
      </p>
      <div className={`field${tried && error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {t('review.reason')}
        </label>
        <textarea
          id={id}
          className="input input--area"
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {tried && error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

function Pager({ data, page, tab }: { data: Page<unknown> | undefined; page: number; tab: Tab }) {
  const { t } = useTranslation('admin');
  if (!data) return null;
  const last = Math.max(1, Math.ceil(data.total / (data.size || PAGE_SIZE)));
  if (last <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      {page > 1 ? <Link to={`?tab=${tab}&page=${page - 1}`}>{t('pager.prev')}</Link> : null}
      <span>
        <bdi dir="ltr">{`${page} / ${last}`}</bdi>
      </span>
      {page < last ? <Link to={`?tab=${tab}&page=${page + 1}`}>{t('pager.next')}</Link> : null}
    </nav>
  );
}

function useReviewToasts() {
  const { t } = useTranslation('admin');
  return (r: Review, out: ApprovalResult) => {
    if (r.action === 'reject') toast.success(t('review.rejected'));
    else if (out.requiredApprovals && out.approvals !== undefined && out.approvals < out.requiredApprovals)
      toast.info(t('review.approvalRecorded'));
    else toast.success(t('review.approved'));
  };
}

function DepositsQueue({ page }: { page: number }) {
  const { t } = useTranslation('admin');
  const q = useAdminDeposits(page, PAGE_SIZE);
  const review = useReviewDeposit();
  const done = useReviewToasts();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const run = (r: Review) => review.mutate(r, { onSuccess: (out) => (done(r, out), setRejecting(null)) });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <p className="notice notice--warning">{q.error.message}</p>;
  if (!q.data.items.length) return <p className="admin-empty">{t('deposits.empty')}</p>;
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('cols.created')}</th>
            <th scope="col">{t('cols.user')}</th>
            <th scope="col">{t('cols.amount')}</th>
            <th scope="col">{t('cols.network')}</th>
            <th scope="col">{t('cols.transfer')}</th>
            <th scope="col">{t('cols.proof')}</th>
            <th scope="col">{t('cols.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.items.map((d) => (
            <tr key={d.orderNo} data-testid="admin-deposit">
              <td>
                <Ltr>{new Date(d.createdAt).toLocaleString()}</Ltr>
                <br />
                <Ltr>{d.orderNo}</Ltr>
              </td>
              <td>
                <bdi>{d.username}</bdi>
              </td>
              <td>
                <Ltr>{`${d.amount} ${d.coin}`}</Ltr>
              </td>
              <td>
                <Ltr>{d.blockchainName}</Ltr>
              </td>
              <td className="admin-table__wrap">
                {d.fromAddress ? <Ltr>{d.fromAddress}</Ltr> : null}
                {d.tx ? (
                  <>
                    <br />
                    <Ltr>{d.tx}</Ltr>
                  </>
                ) : null}
              </td>
              <td>
                {d.img ? (
                  <a href={d.img} target="_blank" rel="noreferrer">
                    <img src={d.img} alt={t('cols.proof')} width={72} height={54} className="admin-proof" />
                  </a>
                ) : null}
              </td>
              <td className="admin-table__actions">
                <Button
                  size="sm"
                  pending={review.isPending && review.variables?.orderNo === d.orderNo && review.variables.action === 'approve'}
                  onClick={() => run({ orderNo: d.orderNo, action: 'approve' })}
                >
                  {t('review.approve')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setRejecting(d.orderNo)}>
                  {t('review.reject')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager data={q.data} page={page} tab="deposits" />
      <RejectDialog
        orderNo={rejecting}
        pending={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && run({ orderNo: rejecting, action: 'reject', reason })}
      />
    </>
  );
}

function WithdrawalsQueue({ page }: { page: number }) {
  const { t } = useTranslation('admin');
  const q = useAdminWithdrawals(page, PAGE_SIZE);
  const review = useReviewWithdrawal();
  const done = useReviewToasts();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const run = (r: Review) => review.mutate(r, { onSuccess: (out) => (done(r, out), setRejecting(null)) });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <p className="notice notice--warning">{q.error.message}</p>;
  if (!q.data.items.length) return <p className="admin-empty">{t('withdrawals.empty')}</p>;
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('cols.created')}</th>
            <th scope="col">{t('cols.user')}</th>
            <th scope="col">{t('cols.amount')}</th>
            <th scope="col">{t('cols.feeArrival')}</th>
            <th scope="col">{t('cols.to')}</th>
            <th scope="col">{t('cols.approvals')}</th>
            <th scope="col">{t('cols.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.items.map((w) => (
            <tr key={w.orderNo} data-testid="admin-withdrawal">
              <td>
                <Ltr>{new Date(w.createdAt).toLocaleString()}</Ltr>
                <br />
                <Ltr>{w.orderNo}</Ltr>
              </td>
              <td>
                <bdi>{w.username}</bdi>
              </td>
              <td>
                <Ltr>{`${w.amount} ${w.coin}`}</Ltr>
              </td>
              <td>
                <Ltr>{`${w.fee} / ${w.arrival}`}</Ltr>
              </td>
              <td className="admin-table__wrap">
                <Ltr>{w.to}</Ltr>
                <br />
                <Ltr>{w.blockchainName}</Ltr>
              </td>
              <td>
                <Ltr>{`${w.firstApprover ? 1 : 0} / ${w.requiredApprovals}`}</Ltr>
              </td>
              <td className="admin-table__actions">
                <Button
                  size="sm"
                  pending={review.isPending && review.variables?.orderNo === w.orderNo && review.variables.action === 'approve'}
                  onClick={() => run({ orderNo: w.orderNo, action: 'approve' })}
                >
                  {t('review.approve')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setRejecting(w.orderNo)}>
                  {t('review.reject')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager data={q.data} page={page} tab="withdrawals" />
      <RejectDialog
        orderNo={rejecting}
        pending={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && run({ orderNo: rejecting, action: 'reject', reason })}
      />
    </>
  );
}

/** `/admin`: the operator console (own minimal layout, own lazy chunk). */
export default function AdminConsolePage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const token = useAdminToken();
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
        ) : (
          <>
            <nav className="tabs admin-tabs" aria-label={t('title')}>
              {TABS.map((k) => (
                <Link
                  key={k}
                  to={`?tab=${k}`}
                  replace
                  className={`tabs__tab${tab === k ? ' tabs__tab--active' : ''}`}
                  aria-current={tab === k ? 'page' : undefined}
                  data-testid={`admin-tab-${k}`}
                >
                  {t(TAB_LABEL[k])}
                </Link>
              ))}
            </nav>
            {tab === 'deposits' ? <DepositsQueue page={page} /> : null}
            {tab === 'withdrawals' ? <WithdrawalsQueue page={page} /> : null}
            <Suspense fallback={<Spinner />}>
              {tab === 'networks' ? <NetworksPanel /> : null}
              {tab === 'rules' ? <WithdrawRulesPanel /> : null}
            </Suspense>
          </>
        )}
      </main>
    </div>
  );
}
