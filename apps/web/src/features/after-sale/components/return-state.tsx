import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Money } from '@/components/ui/money';
import { toast } from '@/components/ui/toast-store';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import { useEscalateReturn } from '@/features/after-sale/api/escalate-return';
import type { ReturnInfo } from '@/features/after-sale/types';
import { PhotoStrip } from '@/components/ui/photo-strip';

const TONE: Record<string, string> = { requested: 'warn', escalated: 'warn', refunded: 'ok', rejected: 'bad', dismissed: 'bad' };

/** A text of the case (the buyer's detail, a note of the seller or the platform) under its label; nothing when empty. */
function CaseText({ box, label, text, testId }: { box: 'text' | 'note'; label: string; text: string | null | undefined; testId?: string }) {
  if (!text) return null;
  return (
    <div className={`return-state__${box}`}>
      <h3 className="return-state__label">{label}</h3>
      <p dir="auto" className="plain-text" data-testid={testId}>
        {text}
      </p>
    </div>
  );
}

interface ReturnStateProps {
  info: ReturnInfo;
  /** the refunds' sum, exact: the page adds them with the order's money helpers */
  refunded: number;
}

/**
 * Where a refund request stands: requested (the seller decides), refunded (the amount and when),
 * refused by the seller (their note; "ask the platform to decide"), with the platform, or closed by it.
 */
export function ReturnState({ info, refunded }: ReturnStateProps) {
  const { t } = useTranslation('aftersale');
  const escalate = useEscalateReturn();
  const [confirm, setConfirm] = useState(false);
  const c = info.returnCase;
  if (!c) return null;
  return (
    <section className="aftersale-card return-state" aria-labelledby="return-state-title" data-testid="return-state" data-state={c.state}>
      <header className="return-state__head">
        <h2 id="return-state-title" className="aftersale-card__title">
          {t('state.title')}
        </h2>
        <span className={`badge return-badge return-badge--${TONE[c.state] ?? 'warn'}`} data-testid="return-state-label">
          {t(`state.${c.state}`)}
        </span>
      </header>
      <p className="return-state__next">
        {t(c.state === 'rejected' && !c.canEscalate ? 'state.next.rejectedFinal' : `state.next.${c.state}`)}
      </p>
      <dl className="facts-grid return-facts">
        <div>
          <dt>{t('state.reason')}</dt>
          <dd>{t(`reasons.${c.returnReason}`, { defaultValue: t('reasons.9') })}</dd>
        </div>
        <div>
          <dt>{t('state.requestedAt')}</dt>
          <dd>
            <time dateTime={serverDateIso(c.createTime)}>{formatServerDate(c.createTime)}</time>
          </dd>
        </div>
        {c.decideTime ? (
          <div>
            <dt>{t('state.decidedAt')}</dt>
            <dd>
              <time dateTime={serverDateIso(c.decideTime)}>{formatServerDate(c.decideTime)}</time>
            </dd>
          </div>
        ) : null}
        {info.refunds.length ? (
          <div>
            <dt>{t('state.refundedAmount')}</dt>
            <dd data-testid="return-refunded">
              <Money value={refunded} exact />
            </dd>
          </div>
        ) : null}
      </dl>
      <CaseText box="text" label={t('state.detail')} text={c.returnDetail} testId="return-state-detail" />
      {c.imgs.length ? (
        <div className="return-state__text">
          <h3 className="return-state__label">{t('state.photos')}</h3>
          <PhotoStrip photos={c.imgs} title={t('state.photos')} testId="return-state-photos" />
        </div>
      ) : null}
      <CaseText box="note" label={t('state.sellerNote')} text={c.sellerNote} testId="return-seller-note" />
      <CaseText box="note" label={t('state.operatorNote')} text={c.operatorNote} />
      {c.canEscalate ? (
        <div className="aftersale-actions">
          <Button variant="secondary" onClick={() => setConfirm(true)} data-testid="return-escalate">
            {t('escalate.action')}
          </Button>
          <span className="muted">
            {t('escalate.hint')}
            {c.escalateUntil ? (
              <span data-testid="return-escalate-until"> {t('escalate.until', { time: formatServerDate(c.escalateUntil) })}</span>
            ) : null}
          </span>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title={t('escalate.title')}
        confirmLabel={t('escalate.confirm')}
        pending={escalate.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          escalate.mutate(c.orderId, {
            onSuccess: () => {
              setConfirm(false);
              toast.success(t('escalate.done'));
            },
            onError: (e) => {
              setConfirm(false);
              toast.error(e.message || t('escalate.failed'));
            },
          })
        }
      >
        <p>{t('escalate.text')}</p>
      </ConfirmDialog>
    </section>
  );
}
