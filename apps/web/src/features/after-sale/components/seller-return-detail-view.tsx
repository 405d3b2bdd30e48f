import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useDecideSellerReturn } from '@/features/after-sale/api/decide-seller-return';
import { useSellerReturn } from '@/features/after-sale/api/get-seller-return';
import { PhotoStrip } from '@/components/ui/photo-strip';
import { formatDecimal } from '@/lib/format-decimal';
import { CaseStateBadge } from './seller-returns-view';
import { Amount } from '@/components/console/amount';
import { Code, When } from '@/components/console/console-ui';
import { ErrorBox } from '@/components/console/list-state';
import '@/components/ui/photo.css';
import { HintedField } from '@/components/ui/field';
import { AlertText } from '@/components/ui/alert-text';
import './seller-returns.css';

const NOTE_MAX = 500;

/** `/seller/returns/:caseId`: one request (buyer's reason, detail, photos, amounts) and, while open, accept / reject with a note. */
export function ReturnDetailView() {
  const { t, ready } = useTranslation(['aftersale', 'aftersale-seller', 'seller'], { nsMode: 'fallback' });
  const { caseId = '' } = useParams();
  const query = useSellerReturn(caseId);
  const decide = useDecideSellerReturn();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // Accepting pays the buyer at once: the seller confirms the amount and the buyer first.
  const [confirming, setConfirming] = useState(false);
  const noteId = useId();
  if (!ready || query.isPending) {
    return (
      <div className="seller-empty">
        <Spinner label={t('common:actions.loading')} />
      </div>
    );
  }
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  const open = c.state === 'requested';
  const run =
    (action: 'accept' | 'reject', confirmed = false) =>
    (e?: FormEvent) => {
      e?.preventDefault();
      setServerError(null);
      if (action === 'accept' && !confirmed) {
        if (note.length <= NOTE_MAX) setConfirming(true);
        return;
      }
      if (action === 'reject' && !note.trim()) {
        setNoteError(t('seller.noteRequired'));
        document.getElementById(noteId)?.focus();
        return;
      }
      if (note.length > NOTE_MAX) return;
      decide.mutate(action === 'accept' ? { id: c.id, action, note } : { id: c.id, action, note }, {
        onSuccess: (r) => {
          setNote('');
          setConfirming(false);
          toast.success(
            action === 'accept' && 'amount' in r
              ? t('seller.accepted', { amount: `${formatDecimal(r.amount)} USDT` })
              : t('seller.rejected'),
          );
        },
        onError: (err) => {
          setConfirming(false);
          setServerError(err.message);
        },
      });
    };
  return (
    <section
      className="seller-card seller-return"
      aria-labelledby="seller-return-title"
      data-testid="seller-return-detail"
      data-state={c.state}
    >
      <Link to="/seller/returns" className="seller-back">
        <span className="chevron chevron--back" aria-hidden="true" /> {t('seller.back')}
      </Link>
      <div className="seller-card__head">
        <h1 id="seller-return-title" className="seller-card__title">
          {t('seller.caseTitle')} <Code>{c.orderId}</Code>
        </h1>
        <CaseStateBadge state={c.state} />
      </div>
      <dl className="facts-grid">
        <div>
          <dt>{t('seller.cols.requested')}</dt>
          <dd>
            <When iso={c.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('seller.buyer')}</dt>
          <dd dir="auto">{c.contacts || '—'}</dd>
        </div>
        <div>
          <dt>{t('seller.orderTotal')}</dt>
          <dd>
            <Amount value={c.orderTotal} />
          </dd>
        </div>
        <div>
          <dt>{t('seller.refunded')}</dt>
          <dd>
            <Amount value={c.refunded} />
          </dd>
        </div>
        <div>
          <dt>{t('seller.cols.refundable')}</dt>
          <dd data-testid="seller-return-refundable">
            <Amount value={c.refundable} className="seller-strong" />
          </dd>
        </div>
        {c.decidedAt ? (
          <div>
            <dt>{t('seller.decidedAt')}</dt>
            <dd>
              <When iso={c.decidedAt} />
            </dd>
          </div>
        ) : null}
      </dl>
      <div>
        <h2 className="seller-subtitle">{t('seller.cols.reason')}</h2>
        <p className="seller-strong" data-testid="seller-return-reason">
          {t(`reasons.${c.reason}`, { defaultValue: t('reasons.9') })}
        </p>
      </div>
      <div>
        <h2 className="seller-subtitle">{t('state.detail')}</h2>
        {c.detail ? (
          <p className="plain-text seller-return__text" dir="auto" data-testid="seller-return-text">
            {c.detail}
          </p>
        ) : (
          <p className="seller-muted">{t('seller.noDetail')}</p>
        )}
      </div>
      <div>
        <h2 className="seller-subtitle">{t('state.photos')}</h2>
        {c.images.length ? (
          <PhotoStrip photos={c.images} title={t('seller.photosOf', { order: c.orderId })} size={96} testId="seller-return-photos" />
        ) : (
          <p className="seller-muted">{t('seller.noPhotos')}</p>
        )}
      </div>
      {c.sellerNote ? (
        <div>
          <h2 className="seller-subtitle">{t('seller.yourNote')}</h2>
          <p className="plain-text" dir="auto">
            {c.sellerNote}
          </p>
        </div>
      ) : null}
      {c.operatorNote ? (
        <div>
          <h2 className="seller-subtitle">{t('state.operatorNote')}</h2>
          <p className="plain-text" dir="auto">
            {c.operatorNote}
          </p>
        </div>
      ) : null}
      <p>
        <Link to={`/seller/orders/${encodeURIComponent(c.orderId)}`}>{t('seller.viewOrder')}</Link>
      </p>
      {open ? (
        <form className="seller-return__decide" onSubmit={run('accept')} noValidate>
          <h2 className="seller-subtitle">{t('seller.decide')}</h2>
          <p className="seller-muted">{t('seller.decideHint', { amount: `${formatDecimal(c.refundable)} USDT` })}</p>
          <HintedField
            id={noteId}
            label={t('seller.note')}
            hint={t('seller.noteHint', { max: NOTE_MAX })}
            error={noteError}
            invalid={!!noteError || note.length > NOTE_MAX}
          >
            <textarea
              id={noteId}
              className="input input--area"
              rows={3}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setNoteError(null);
              }}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={`${noteId}-hint`}
              dir="auto"
              data-testid="seller-return-note"
            />
          </HintedField>
          <AlertText message={serverError} className="field__error" testId="seller-return-error" />
          <div className="seller-return__buttons">
            <Button
              type="submit"
              pending={decide.isPending && decide.variables?.action === 'accept'}
              disabled={decide.isPending}
              data-testid="seller-return-accept"
            >
              {t('seller.accept')}
            </Button>
            <Button
              variant="danger"
              pending={decide.isPending && decide.variables?.action === 'reject'}
              disabled={decide.isPending}
              onClick={() => run('reject')()}
              data-testid="seller-return-reject"
            >
              {t('seller.reject')}
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={open && confirming}
        title={t('seller.confirmAccept', {
          amount: `\u2066${formatDecimal(c.refundable)} USDT\u2069`,
          name: c.contacts || t('seller.buyer'),
        })}
        confirmLabel={t('seller.accept')}
        pending={decide.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('accept', true)()}
      >
        <p>
          {t('seller.caseTitle')} <Code>{c.orderId}</Code>
        </p>
      </ConfirmDialog>
    </section>
  );
}
