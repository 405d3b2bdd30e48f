import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Money } from '@/components/ui/money';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { Code } from '@/components/console/console-ui';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useApproveRefund } from '@/features/admin/api/approve-refund';
import { useDecideDispute } from '@/features/admin/api/decide-dispute';
import { useAdminDispute } from '@/features/admin/api/get-dispute';
import { useAdminMe } from '@/features/admin/api/get-me';
import { useAdminDisputes } from '@/features/admin/api/list-disputes';
import type { DisputeDecision, DisputeDetail, DisputeState } from '@/features/admin/types';
import { PhotoStrip } from '@/components/ui/photo-strip';
import { formatDateTime } from '@/lib/dates';
import { formatUsdt } from '@/lib/format';
import { currentLang, langTag } from '@/lib/i18n';
import { PAGE_SIZE } from './review-queue';
import '@/components/ui/photo.css';
import { HintedField } from '@/components/ui/field';
import { AlertText } from '@/components/ui/alert-text';
import './disputes.css';

const QUEUES = ['escalated', 'requested'] as const satisfies readonly DisputeState[];
const NOTE_MAX = 500;
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** An exact decimal string as micro-units (no float on the way). */
function micro(s: string): bigint {
  const [int, frac = ''] = s.split('.');
  return BigInt(int + frac.padEnd(6, '0'));
}

function Usdt({ value }: { value: string }) {
  return <Money value={value} exact />;
}

/** An amount inside a translated sentence, isolated left-to-right (LRI … PDI) so RTL text keeps "29.64 USDT" whole. */
const usdtText = (value: string) => `\u2066${formatUsdt(value, true)}\u2069`;

/** How long a case has waited, in the interface language ("3 days ago"). */
function Age({ iso }: { iso: string }) {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
    minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.round(minutes / 60), 'hour'] : [Math.round(minutes / 1440), 'day'];
  const text = new Intl.RelativeTimeFormat(langTag(currentLang()), {
    numeric: 'auto',
    numberingSystem: 'latn',
  } as Intl.RelativeTimeFormatOptions).format(-n, unit);
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {text}
    </time>
  );
}

/** The queue: escalated cases (or ones still with the seller), oldest first, with their age. */
function DisputeQueue() {
  const { t } = useTranslation(['admin', 'aftersale']);
  const [params, setParams] = useSearchParams();
  const state: DisputeState = QUEUES.find((s) => s === params.get('state')) ?? 'escalated';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const query = useAdminDisputes(state, page, PAGE_SIZE);
  const go = (next: { state?: DisputeState; page?: number }) =>
    setParams({ tab: 'disputes', state: next.state ?? state, page: String(next.page ?? 1) }, { replace: true });
  return (
    <section className="disputes" data-testid="admin-disputes">
      <label className="disputes__filter">
        {t('disputes.show')}{' '}
        <select
          className="input"
          value={state}
          onChange={(e) => go({ state: e.target.value as DisputeState })}
          data-testid="admin-disputes-state"
        >
          {QUEUES.map((s) => (
            <option key={s} value={s}>
              {t(`disputes.queues.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="notice notice--warning">{query.error.message}</p>
      ) : query.data.items.length === 0 ? (
        <p className="muted">{t('disputes.empty')}</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('disputes.cols.order')}</th>
                <th>{t('disputes.cols.reason')}</th>
                <th>{t('disputes.cols.refundable')}</th>
                <th>{t('disputes.cols.waiting')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((c) => (
                <tr key={c.id} data-testid="admin-dispute-row" data-order={c.orderId}>
                  <td>
                    <Code>{c.orderId}</Code>
                    <div className="muted" dir="auto">
                      {c.contacts}
                    </div>
                  </td>
                  <td>
                    {t(`aftersale:reasons.${c.reason}`)}
                    {c.images.length ? <div className="muted">{t('disputes.photos', { n: c.images.length })}</div> : null}
                  </td>
                  <td>
                    <Usdt value={c.refundable} />
                  </td>
                  <td>
                    <Age iso={c.escalatedAt ?? c.createdAt} />
                  </td>
                  <td>
                    <Link to={`?tab=disputes&state=${state}&case=${c.id}`} data-testid="admin-dispute-open">
                      {t('disputes.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ConsolePager page={page} pages={pageCount(query.data.total, query.data.pageSize)} onPage={(p) => go({ page: p })} />
        </>
      )}
    </section>
  );
}

type Choice = 'full' | 'part' | 'reject';

/** Refund in full, a part, or reject with a reason; each confirmed in a dialog. Finance operators only. */
function DecisionForm({ d }: { d: DisputeDetail }) {
  const { t } = useTranslation('admin');
  const decide = useDecideDispute();
  const [choice, setChoice] = useState<Choice>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'reason' | 'server'; text: string } | null>(null);
  const [asking, setAsking] = useState<DisputeDecision | null>(null);
  const amountId = useId();
  const reasonId = useId();
  const refundable = d.case.refundable;
  const shown = usdtText(refundable);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const text = reason.trim();
    if (choice === 'part') {
      const a = amount.trim();
      if (!DECIMAL.test(a) || micro(a) <= 0n || micro(a) > micro(refundable)) {
        setError({ field: 'amount', text: t('disputes.amountInvalid', { amount: shown }) });
        document.getElementById(amountId)?.focus();
        return;
      }
    }
    if ((choice === 'reject' && !text) || text.length > NOTE_MAX) {
      setError({ field: 'reason', text: t('disputes.reasonRequired', { max: NOTE_MAX }) });
      document.getElementById(reasonId)?.focus();
      return;
    }
    setAsking(
      choice === 'reject'
        ? { id: d.case.id, action: 'reject', reason: text }
        : { id: d.case.id, action: 'refund', reason: text, ...(choice === 'part' ? { amount: amount.trim() } : {}) },
    );
  };
  const confirm = () => {
    if (!asking) return;
    decide.mutate(asking, {
      onSuccess: (r) => {
        setAsking(null);
        toast.success(
          r.state === 'pending_approval'
            ? t('disputes.done.pending')
            : r.state === 'dismissed'
              ? t('disputes.done.dismissed')
              : t('disputes.done.refunded', { amount: usdtText(r.amount ?? '0') }),
        );
      },
      onError: (err) => {
        setAsking(null);
        setError({ field: 'server', text: err.message });
      },
    });
  };
  const askedAmount = asking?.action === 'refund' ? usdtText(asking.amount ?? refundable) : '';

  return (
    <form className="disputes__decide form-card" onSubmit={onSubmit} noValidate data-testid="admin-dispute-decide">
      <h2 className="section-title">{t('disputes.decide')}</h2>
      <fieldset className="disputes__choices">
        <legend className="visually-hidden">{t('disputes.decide')}</legend>
        {(['full', 'part', 'reject'] as const).map((c) => (
          <label key={c} className="disputes__choice">
            <input
              type="radio"
              name="decision"
              value={c}
              checked={choice === c}
              onChange={() => {
                setChoice(c);
                setError(null);
              }}
              data-testid={`admin-dispute-choice-${c}`}
            />{' '}
            {t(`disputes.choice.${c}`, { amount: shown })}
          </label>
        ))}
      </fieldset>
      {choice === 'part' ? (
        <HintedField
          id={amountId}
          label={t('disputes.amount')}
          hint={t('disputes.amountHint', { amount: shown })}
          error={error?.field === 'amount' ? error.text : null}
        >
          <input
            id={amountId}
            className="input"
            dir="ltr"
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
            aria-invalid={error?.field === 'amount' ? true : undefined}
            aria-describedby={`${amountId}-hint`}
            data-testid="admin-dispute-amount"
          />
        </HintedField>
      ) : null}
      <div className={`field${error?.field === 'reason' ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={reasonId}>
          {choice === 'reject' ? t('disputes.reasonReject') : t('disputes.reasonRefund')}
        </label>
        <textarea
          id={reasonId}
          className="input input--area"
          rows={3}
          dir="auto"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          aria-invalid={error?.field === 'reason' ? true : undefined}
          aria-describedby={`${reasonId}-hint`}
          data-testid="admin-dispute-reason"
        />
        <p
          className={error?.field === 'reason' ? 'field__error' : 'field__hint'}
          id={`${reasonId}-hint`}
          role={error?.field === 'reason' ? 'alert' : undefined}
        >
          {error?.field === 'reason' ? error.text : t('disputes.reasonHint', { max: NOTE_MAX })}
        </p>
      </div>
      <AlertText message={error?.field === 'server' ? error.text : null} className="field__error" testId="admin-dispute-error" />
      <Button type="submit" variant={choice === 'reject' ? 'danger' : 'primary'} data-testid="admin-dispute-submit">
        {t('disputes.continue')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'reject' ? t('disputes.confirm.reject') : t('disputes.confirm.refund', { amount: askedAmount })}
        danger={asking?.action === 'reject'}
        pending={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        <p>{t('disputes.confirm.body')}</p>
        {asking?.reason ? (
          <p className="plain-text" dir="auto">
            {asking.reason}
          </p>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}

/** One case: both sides' words and photos, the order and its timeline, refunds, and the decision. */
function DisputeCase({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'aftersale', 'aftersale-seller']);
  const [params] = useSearchParams();
  const query = useAdminDispute(id);
  const me = useAdminMe().data;
  const approve = useApproveRefund();
  const [approving, setApproving] = useState<string | null>(null);
  const back = (
    <Link to={`?tab=disputes&state=${params.get('state') ?? 'escalated'}`} className="disputes__back">
      <span className="chevron chevron--back" aria-hidden="true" /> {t('disputes.back')}
    </Link>
  );
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <section className="disputes">
        {back}
        <p className="notice notice--warning">{query.error.message}</p>
      </section>
    );
  const d = query.data;
  const c = d.case;
  const o = d.order;
  const open = c.state === 'requested' || c.state === 'escalated';
  const mayDecide = !!me?.roles.some((r) => r === 'finance' || r === 'superadmin');
  const waiting = d.refunds.find((r) => r.state === 'pending_approval' && r.source === 'return');
  return (
    <section className="disputes disputes__case" data-testid="admin-dispute" data-state={c.state}>
      {back}
      <h1 className="page-title">
        {t('disputes.title')} <Code>{c.orderId}</Code>
      </h1>
      <p>
        <span className={`disputes__state disputes__state--${c.state}`} data-testid="admin-dispute-state">
          {t(`aftersale-seller:seller.states.${c.state}`)}
        </span>
      </p>
      <div className="disputes__sides">
        <div className="form-card">
          <h2 className="section-title">{t('disputes.buyerSide')}</h2>
          <p className="muted">
            <bdi>{c.contacts}</bdi> · <bdi>{formatDateTime(c.createdAt)}</bdi>
          </p>
          <p className="disputes__strong" data-testid="admin-dispute-reason-text">
            {t(`aftersale:reasons.${c.reason}`)}
          </p>
          {c.detail ? (
            <p className="plain-text" dir="auto" data-testid="admin-dispute-detail">
              {c.detail}
            </p>
          ) : (
            <p className="muted">{t('disputes.noDetail')}</p>
          )}
          {c.images.length ? (
            <PhotoStrip photos={c.images} title={t('disputes.photosOf', { order: c.orderId })} size={96} testId="admin-dispute-photos" />
          ) : (
            <p className="muted">{t('disputes.noPhotos')}</p>
          )}
          {c.escalatedAt ? <p className="muted">{t('disputes.escalatedAt', { when: formatDateTime(c.escalatedAt) })}</p> : null}
        </div>
        <div className="form-card">
          <h2 className="section-title">{t('disputes.sellerSide')}</h2>
          {c.sellerNote ? (
            <p className="plain-text" dir="auto" data-testid="admin-dispute-seller-note">
              {c.sellerNote}
            </p>
          ) : (
            <p className="muted">{t('disputes.noSellerNote')}</p>
          )}
          {c.operatorNote ? (
            <>
              <h2 className="section-title">{t('disputes.operatorNote')}</h2>
              <p className="plain-text" dir="auto">
                {c.operatorNote}
              </p>
            </>
          ) : null}
        </div>
      </div>

      <div className="form-card">
        <h2 className="section-title">{t('disputes.order')}</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th>{t('disputes.cols.item')}</th>
              <th>{t('disputes.cols.qty')}</th>
              <th>{t('disputes.cols.price')}</th>
              <th>{t('disputes.cols.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={`${i.goodsId}-${i.name}`}>
                <td dir="auto">{i.name}</td>
                <td>
                  <Code>{String(i.qty)}</Code>
                </td>
                <td>
                  <Usdt value={i.unitPrice} />
                </td>
                <td>
                  <Usdt value={i.lineTotal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="disputes__totals">
          <dt>{t('disputes.totals.freight')}</dt>
          <dd>
            <Usdt value={o.fees} />
          </dd>
          <dt>{t('disputes.totals.tax')}</dt>
          <dd>
            <Usdt value={o.tax} />
          </dd>
          <dt>{t('disputes.totals.paid')}</dt>
          <dd>
            <Usdt value={c.orderTotal} />
          </dd>
          <dt>{t('disputes.totals.refunded')}</dt>
          <dd>
            <Usdt value={c.refunded} />
          </dd>
          <dt>{t('disputes.totals.refundable')}</dt>
          <dd className="disputes__strong" data-testid="admin-dispute-refundable">
            <Usdt value={c.refundable} />
          </dd>
        </dl>
      </div>

      <div className="form-card">
        <h2 className="section-title">{t('disputes.timeline')}</h2>
        <ol className="disputes__timeline" data-testid="admin-dispute-timeline">
          {o.logs.map((l, i) => (
            <li key={`${l.createdAt}-${i}`}>
              <time dateTime={l.createdAt} className="muted">
                {formatDateTime(l.createdAt)}
              </time>{' '}
              <span dir="auto">{l.text}</span>
            </li>
          ))}
        </ol>
      </div>

      {d.refunds.length ? (
        <div className="form-card">
          <h2 className="section-title">{t('disputes.refunds')}</h2>
          <ul className="disputes__refunds">
            {d.refunds.map((r) => (
              <li key={r.id} data-testid="admin-dispute-refund" data-state={r.state}>
                <Usdt value={r.amount} /> · {t(`disputes.refundStates.${r.state}`)} · {formatDateTime(r.refundedAt ?? r.createdAt)}
                {r.state === 'pending_approval' && mayDecide ? (
                  r.requestedBy === me?.id ? (
                    <div className="muted">{t('disputes.yoursWaits')}</div>
                  ) : (
                    <div>
                      <Button size="sm" onClick={() => setApproving(r.id)} data-testid="admin-dispute-approve">
                        {t('disputes.approve')}
                      </Button>
                    </div>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {open && waiting ? (
        <p className="notice" data-testid="admin-dispute-waiting">
          {t('disputes.waitingSecond', { amount: usdtText(waiting.amount) })}
        </p>
      ) : open && mayDecide ? (
        <DecisionForm d={d} />
      ) : open ? (
        <p className="muted">{t('disputes.readOnly')}</p>
      ) : null}

      <ConfirmDialog
        open={approving !== null}
        title={t('disputes.approveConfirm')}
        pending={approve.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() =>
          approving &&
          approve.mutate(approving, {
            onSuccess: () => toast.success(t('disputes.approved')),
            onError: (err) => toast.error(err.message),
            onSettled: () => setApproving(null),
          })
        }
      >
        <p>{t('disputes.confirm.body')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The operator's disputes tab (`/admin?tab=disputes`, `&case=<id>` for one case): its own lazy chunk. */
export default function DisputesPanel() {
  const [params] = useSearchParams();
  const id = params.get('case');
  return id ? <DisputeCase id={id} /> : <DisputeQueue />;
}
