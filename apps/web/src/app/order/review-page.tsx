import { Suspense, lazy, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { orderPageFallback } from '@/app/order/order-page-fallback';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { i18n } from '@/lib/i18n';
import { charCount } from '@/lib/char-count';
import { useOrder } from '@/features/order/api/get-order';
import { useOrderGoods } from '@/features/order/api/list-order-goods';
import { orderKeys } from '@/lib/order-keys';
import { addEvaluation } from '@/features/evaluation/api/add-evaluation';
import { evaluationKeys } from '@/features/evaluation/api/query-keys';
import { REVIEW_CONTENT_MAX } from '@/features/evaluation/rules';
import { lineKey, type LineDraft, type LineState } from '@/features/evaluation/components/review-draft';

// Each goods' form (stars, text, photo uploader) is its own chunk, with the photo uploader's `aftersale`
// texts: they load while the order and its goods are being fetched (the page shows skeletons until
// then), not before the route's first screen.
const loadLine = () =>
  Promise.all([import('@/features/evaluation/components/review-line'), i18n.loadNamespaces('aftersale')]).then(([m]) => m);
const LineForm = lazy(() => loadLine().then((m) => ({ default: m.LineForm })));

interface ReviewPageViewProps {
  orderId: string;
  orderHref: string;
  listHref: string;
  goodsHref: (goodsId: string) => string;
}

/**
 * The review page of one received order (desktop and /wap), composed here of the order's and the
 * evaluation's pieces: per goods, 1–5 stars, a text and up to 9 photos; "Submit" is blocked while any
 * photo still uploads. Each goods is sent with
 * `evaluation!add`; the ones accepted stay done if another fails, so a retry sends only the rest.
 */
export function ReviewPageView({ orderId, orderHref, listHref, goodsHref }: ReviewPageViewProps) {
  const { t } = useTranslation('evaluation');
  const qc = useQueryClient();
  const order = useOrder(orderId);
  const goods = useOrderGoods(orderId, 1, 100);
  const [drafts, setDrafts] = useState<Record<string, LineDraft>>({});
  const [states, setStates] = useState<Record<string, LineState>>({});
  const [sending, setSending] = useState(false);
  const [finished, setFinished] = useState(false);
  const waitId = useId();
  const onDraft = useCallback((key: string, d: LineDraft) => setDrafts((all) => ({ ...all, [key]: d })), []);
  useEffect(() => {
    if (orderId) void loadLine();
  }, [orderId]);

  const fallback = orderPageFallback({ orderId, listHref, queries: [order, goods], t });
  if (fallback || !order.data || !goods.data) return fallback;
  const lines = goods.data.pageList ?? [];
  const status = Number(order.data.status);

  if (finished || (status === 5 && !Object.keys(states).length)) {
    return (
      <div className="aftersale-page" data-testid="review-page">
        <section className="aftersale-card review-done" data-testid="review-done">
          <h2 className="aftersale-card__title">{finished ? t('page.thanks') : t('page.already')}</h2>
          <p className="muted">{t('page.doneText')}</p>
          <div className="aftersale-actions">
            <Link className="btn btn--primary" to={orderHref} data-testid="review-to-order">
              <span>{t('page.viewOrder')}</span>
            </Link>
            {lines[0] ? (
              <Link className="btn btn--secondary" to={goodsHref(lines[0].goodsId)} data-testid="review-to-goods">
                <span>{t('page.viewGoods')}</span>
              </Link>
            ) : null}
          </div>
        </section>
      </div>
    );
  }
  if (status !== 4 && status !== 5) {
    return (
      <div className="aftersale-page" data-testid="review-page">
        <p className="notice" data-testid="review-not-allowed">
          {t('page.notYet')}
        </p>
        <Link to={orderHref}>{t('page.viewOrder')}</Link>
      </div>
    );
  }

  const uploading = lines.some((l) => drafts[lineKey(l)]?.uploading);
  const tooLong = lines.some((l) => charCount(drafts[lineKey(l)]?.content ?? '') > REVIEW_CONTENT_MAX);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (uploading || tooLong || sending) return;
    setSending(true);
    let ok = true;
    for (const l of lines) {
      const key = lineKey(l);
      if (states[key]?.state === 'done') continue;
      const d = drafts[key] ?? { rating: 5, content: '', photos: [], uploading: false };
      setStates((s) => ({ ...s, [key]: { state: 'sending' } }));
      try {
        await addEvaluation({ orderId, goodsId: l.goodsId, rating: d.rating, content: d.content.trim(), photos: d.photos });
        setStates((s) => ({ ...s, [key]: { state: 'done' } }));
      } catch (err) {
        ok = false;
        setStates((s) => ({
          ...s,
          [key]: { state: 'error', message: err instanceof Error && err.message ? err.message : t('form.failed') },
        }));
        break;
      }
    }
    setSending(false);
    void qc.invalidateQueries({ queryKey: orderKeys.all });
    void qc.invalidateQueries({ queryKey: evaluationKeys.all });
    if (ok) {
      toast.success(t('form.sent'));
      setFinished(true);
    }
  };

  return (
    <form className="aftersale-page" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="review-page">
      <p className="aftersale-intro">
        {t('page.intro')}{' '}
        <span className="muted">
          {t('page.order')} <bdi dir="ltr">{order.data.id}</bdi>
        </span>
      </p>
      <Suspense fallback={<Skeleton height="320px" />}>
        {lines.map((l, i) => (
          <LineForm
            key={lineKey(l)}
            line={l}
            index={i}
            status={states[lineKey(l)] ?? { state: 'idle' }}
            disabled={sending}
            onDraft={onDraft}
          />
        ))}
      </Suspense>
      <div className="aftersale-actions">
        <Button
          type="submit"
          pending={sending}
          disabled={uploading || tooLong}
          aria-describedby={uploading ? waitId : undefined}
          data-testid="review-submit"
        >
          {t('form.submit')}
        </Button>
        {uploading ? (
          <span id={waitId} className="muted" data-testid="review-wait">
            {t('form.wait')}
          </span>
        ) : null}
        <Link to={orderHref}>{t('page.viewOrder')}</Link>
      </div>
    </form>
  );
}
