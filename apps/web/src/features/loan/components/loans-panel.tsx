import type { AdminLoanView } from '@mall/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { Code } from '@/components/console/console-ui';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import {
  useAdminLoans,
  useLoanConfig,
  useLoanDecision,
  usePrivatePhoto,
  useSaveLoanConfig,
  type LoanDecision,
} from '@/features/loan/api/admin-loans';
import { formatUsdt } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';
import { currentLang, langTag } from '@/lib/i18n';
import '@/features/loan/loan.css';

const STATUSES = ['1', '2,3', '4', '5'] as const;
const STATUS_KEY: Record<number, string> = { 1: 'review', 2: 'active', 3: 'overdue', 4: 'rejected', 5: 'repaid' };

/** The applicant's nationality by name in the operator's language ("Germany", "ألمانيا"), from its ISO code. */
function countryName(code: string | null): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([langTag(currentLang())], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Photo({ path, label }: { path: string; label: string }) {
  const [shown, setShown] = useState(false);
  const url = usePrivatePhoto(shown ? path : null);
  if (!shown)
    return (
      <button type="button" className="link-button" onClick={() => setShown(true)}>
        {label}
      </button>
    );
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={label} className="loan-admin__photo" data-testid="loan-photo" />
    </a>
  ) : (
    <Spinner />
  );
}

function LoanRow({
  l,
  onDecide,
}: {
  l: AdminLoanView;
  onDecide: (d: { id: string; action: 'ask-approve' | 'ask-reject' | 'ask-repay' }) => void;
}) {
  const { t } = useTranslation('loan');
  return (
    <tr data-testid="admin-loan-row" data-loan={l.id}>
      <td>
        <Code>{l.username}</Code>
        <div>{l.realName}</div>
        <div className="muted">
          <Code>{l.identification}</Code> · <span data-testid="admin-loan-country">{countryName(l.countryCode)}</span>
        </div>
      </td>
      <td>
        <Money value={l.amount} exact />
        <div className="muted">
          {t('terms.days', { n: l.termDays })} · <Code>{`${l.dailyRate}/d`}</Code> · {t('intro.aprShort', { apr: l.apr })}
        </div>
        <div className="muted">
          {t('terms.totalRepayment')}: <Money value={l.totalRepayment} exact />
        </div>
      </td>
      <td>
        {t(`status.${STATUS_KEY[l.status]}`)}
        {l.requiredApprovals === 2 ? <div className="muted">{t('admin.approvals', { n: l.firstApprover ? 1 : 0 })}</div> : null}
        {l.due ? (
          <div className="muted">
            {t('myLoan.settleNow')}: <Money value={l.due} exact />
          </div>
        ) : null}
        {l.dueAt ? (
          <div className="muted">
            {t('terms.due')}:{' '}
            <bdi>
              <time dateTime={l.dueAt}>{formatDateTime(l.dueAt)}</time>
            </bdi>
          </div>
        ) : null}
      </td>
      <td>
        <div className="loan-admin__photos">
          <Photo path={l.photos.face} label={t('apply.photo.face')} />
          <Photo path={l.photos.back} label={t('apply.photo.back')} />
          <Photo path={l.photos.hand} label={t('apply.photo.hand')} />
        </div>
      </td>
      <td>
        {l.status === 1 ? (
          <>
            <Button size="sm" type="button" onClick={() => onDecide({ id: l.id, action: 'ask-approve' })} data-testid="admin-loan-approve">
              {t('admin.approve')}
            </Button>{' '}
            <Button size="sm" variant="danger" type="button" onClick={() => onDecide({ id: l.id, action: 'ask-reject' })}>
              {t('admin.reject')}
            </Button>
          </>
        ) : l.status === 2 || l.status === 3 ? (
          <Button size="sm" variant="secondary" type="button" onClick={() => onDecide({ id: l.id, action: 'ask-repay' })}>
            {t('admin.recordRepayment')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

function ConfigForm() {
  const { t } = useTranslation('loan');
  const config = useLoanConfig();
  const save = useSaveLoanConfig();
  const [form, setForm] = useState<Record<string, string>>({});
  useEffect(() => {
    const c = config.data;
    if (c)
      setForm({
        amountMin: c.amountMin.replace(/\.0+$/, ''),
        amountMax: c.amountMax.replace(/\.0+$/, ''),
        dailyRate: c.dailyRate,
        overdueRate: c.overdueRate,
        offeredTerms: c.offeredTerms.join(','),
        twoApprovalsAbove: c.twoApprovalsAbove.replace(/\.0+$/, ''),
      });
  }, [config.data]);
  if (!config.data) return <Spinner />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        amountMin: form.amountMin ?? '',
        amountMax: form.amountMax ?? '',
        dailyRate: form.dailyRate ?? '',
        overdueRate: form.overdueRate ?? '',
        offeredTerms: (form.offeredTerms ?? '')
          .split(',')
          .map((x) => Number(x.trim()))
          .filter((n) => Number.isInteger(n) && n > 0),
        twoApprovalsAbove: form.twoApprovalsAbove ?? '',
      },
      { onSuccess: () => toast.success(t('admin.saved')) },
    );
  };
  const field = (k: string, label: string, hint?: string) => (
    <TextField
      key={k}
      label={label}
      hint={hint}
      dir="ltr"
      value={form[k] ?? ''}
      onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
    />
  );
  return (
    <form className="form-card" onSubmit={onSubmit} data-testid="loan-config-form">
      <h2 className="section-title">{t('admin.config')}</h2>
      {field('amountMin', t('admin.amountMin'))}
      {field('amountMax', t('admin.amountMax'))}
      {field('dailyRate', t('admin.dailyRate'), t('admin.rateHint', { apr: config.data.apr }))}
      {field('overdueRate', t('admin.overdueRate'))}
      {field('offeredTerms', t('admin.offeredTerms'), config.data.allTerms.join(', '))}
      {field('twoApprovalsAbove', t('admin.twoApprovalsAbove'))}
      <Button type="submit" pending={save.isPending}>
        {t('admin.save')}
      </Button>
    </form>
  );
}

/** The operator's loans tab: the review queue with the ID photos, decisions, manual repayments, product settings. */
export default function LoansPanel() {
  const { t } = useTranslation('loan');
  const [status, setStatus] = useState<string>('1');
  const [page, setPage] = useState(1);
  const loans = useAdminLoans(status, page);
  const decide = useLoanDecision();
  const [approving, setApproving] = useState<AdminLoanView | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [repaying, setRepaying] = useState<string | null>(null);
  const [text, setText] = useState('');

  const run = (d: LoanDecision) =>
    decide.mutate(d, {
      onSuccess: () => {
        toast.success(t(`admin.done.${d.action}`));
        setApproving(null);
        setRejecting(null);
        setRepaying(null);
        setText('');
      },
    });

  return (
    <section className="admin-loans" data-testid="admin-loans">
      <div className="loan-admin__bar">
        <label>
          {t('history.status')}{' '}
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            data-testid="admin-loan-status"
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s
                  .split(',')
                  .map((x) => t(`status.${STATUS_KEY[Number(x)]}`))
                  .join(' / ')}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loans.isPending ? (
        <Spinner />
      ) : loans.isError ? (
        <p className="notice notice--warning">{loans.error.message}</p>
      ) : loans.data.items.length === 0 ? (
        <p className="muted">{t('admin.empty')}</p>
      ) : (
        <div className="admin-scroll">
          <table className="admin-table admin-loans__table">
            <thead>
              <tr>
                <th>{t('admin.applicant')}</th>
                <th>{t('terms.amount')}</th>
                <th>{t('history.status')}</th>
                <th>{t('apply.photos')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {loans.data.items.map((l) => (
                <LoanRow
                  key={l.id}
                  l={l}
                  onDecide={(d) => {
                    if (d.action === 'ask-approve') setApproving(l);
                    else if (d.action === 'ask-reject') setRejecting(d.id);
                    else setRepaying(d.id);
                  }}
                />
              ))}
            </tbody>
          </table>
          <ConsolePager page={page} pages={pageCount(loans.data.total, loans.data.size)} onPage={setPage} />
        </div>
      )}
      <ConfirmDialog
        open={approving !== null}
        title={
          approving
            ? t('admin:review.confirmApprove', {
                amount: `\u2066${formatUsdt(approving.amount, true)}\u2069`,
                name: approving.realName || approving.username,
              })
            : ''
        }
        confirmLabel={t('admin.approve')}
        pending={decide.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && run({ id: approving.id, action: 'approve' })}
      >
        {approving ? (
          <>
            <p>
              <Code>{approving.username}</Code>
            </p>
            <p>
              {t('terms.days', { n: approving.termDays })} · {t('terms.totalRepayment')}: <Money value={approving.totalRepayment} exact />
            </p>
          </>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={rejecting !== null || repaying !== null}
        title={rejecting ? t('admin.rejectTitle') : t('admin.recordRepayment')}
        danger={rejecting !== null}
        pending={decide.isPending}
        onCancel={() => {
          setRejecting(null);
          setRepaying(null);
          setText('');
        }}
        onConfirm={() => {
          if (!text.trim()) return;
          if (rejecting) run({ id: rejecting, action: 'reject', reason: text.trim() });
          else if (repaying) run({ id: repaying, action: 'repay', amount: text.trim() });
        }}
      >
        <TextField
          label={rejecting ? t('admin.reason') : t('admin.amount')}
          dir={repaying ? 'ltr' : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
      </ConfirmDialog>
      <ConfigForm />
    </section>
  );
}
