import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeatureSlot } from '@/components/feature-slots';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useLang } from '@/lib/use-lang';
import { formatMinor } from '@mall/money';
import { clearCheckoutSelection, readCheckoutSelection } from '@/lib/checkout-selection';
import { LineImage } from '@/components/ui/line-image';
import { MicroMoney } from '@/components/ui/micro-money';
import type { CheckoutLine } from '@/lib/checkout-selection';
import type { LangCode } from '@mall/contracts';
import type { GoodsDetail } from '@/lib/sku';
import { numberToMicro } from '@/lib/money-math';
import { useCardAvailable } from '@/features/checkout/api/get-providers';
import { useSubmitOrder, type SubmittedOrder } from '@/features/checkout/api/submit-order';
import { blocksOf, priceLine, totalsOf, type SellerBlock } from '@/features/checkout/settlement-math';
import { PayMethodOptions, type PayMethod } from './pay-method-options';
import '@/features/checkout/checkout.css';

// The pay dialog (and its fund password texts) once an order is submitted. The address book (its list
// and form) is app/'s to plug in (`FeatureSlots`), in a chunk of its own beside the page's.
const PayDialog = lazy(() => import('./pay-dialog').then((m) => ({ default: m.PayDialog })));

export interface SettlementLinks {
  goods: (id: string) => string;
  store: (id: string) => string;
  /** where "back to shopping" leads when nothing is selected */
  shop: string;
  /** the buyer's orders (pay later) */
  orders: string;
}

/** What the settlement page needs of other features, passed in by the route (checkout imports no other feature). */
export interface SettlementSources {
  /** a goods' current detail through the catalogue's shared per-goods cache */
  goodsDetail: (qc: QueryClient, lang: LangCode, id: string) => Promise<GoodsDetail>;
  /** the ordered lines (cart keys) leave the cart */
  removeFromCart: (keys: string[]) => void;
}

interface SettlementViewProps {
  links: SettlementLinks;
  sources: SettlementSources;
  variant: 'desktop' | 'wap';
  /** the page's top bar (the mobile page bar) */
  bar?: ReactNode;
}

interface Submitted {
  orders: SubmittedOrder[];
  total: number;
  method: PayMethod;
}

function Block({ block, links, index }: { block: SellerBlock; links: SettlementLinks; index: number }) {
  const { t } = useTranslation('checkout');
  const headId = useId();
  return (
    <section className="settle-block" aria-labelledby={headId} data-testid="settle-block" data-seller={block.seller.id}>
      <h3 id={headId} className="settle-block__store">
        <span className="badge badge--small settle-block__no">{t('goods.order', { n: index + 1 })}</span>
        <Link to={links.store(block.seller.id)}>
          <bdi>{block.seller.name}</bdi>
        </Link>
      </h3>
      <ul className="settle-lines">
        {block.lines.map((p) => (
          <li key={p.line.key || `${p.line.goodsId}:${p.line.skuId ?? '-'}`} className="settle-line" data-testid="settle-line">
            <LineImage url={p.line.image} size={72} className="settle-line__img" />
            <div className="settle-line__body">
              <Link to={links.goods(p.line.goodsId)} className="settle-line__name" dir="auto">
                {p.line.name}
              </Link>
              {p.line.attrs ? (
                <span className="settle-line__attrs muted" dir="auto">
                  {p.line.attrs}
                </span>
              ) : null}
              {p.unavailable ? <span className="settle-line__warn">{t('goods.unavailable')}</span> : null}
            </div>
            <dl className="settle-line__figures">
              <div>
                <dt>{t('goods.unitPrice')}</dt>
                <dd>
                  <MicroMoney value={p.unit} />
                </dd>
              </div>
              <div>
                <dt>{t('goods.qty')}</dt>
                <dd data-testid="settle-qty">
                  <bdi dir="ltr">× {p.line.count}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('goods.freight')}</dt>
                <dd data-testid="settle-freight">{p.known ? <MicroMoney value={p.freight} /> : <Skeleton width="4em" />}</dd>
              </div>
              <div>
                <dt>{t('goods.tax')}</dt>
                <dd data-testid="settle-tax">{p.known ? <MicroMoney value={p.tax} /> : <Skeleton width="4em" />}</dd>
              </div>
              <div className="settle-line__amount">
                <dt>{t('goods.amount')}</dt>
                <dd>
                  <MicroMoney value={p.goods} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="settle-block__subtotal">
        <span>{t('goods.subtotal')}</span>
        <strong data-testid="settle-subtotal">
          <MicroMoney value={block.total} />
        </strong>
      </p>
    </section>
  );
}

/** After submit: the orders are placed; pay now (the dialog) or later from "my orders". */
function SubmittedPanel({ submitted, onPay, ordersHref }: { submitted: Submitted; onPay: () => void; ordersHref: string }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="settle-submitted" data-testid="settle-submitted" aria-live="polite">
      <h2 className="settle-section__title">{t('submitted.title')}</h2>
      <p>{t('submitted.text', { n: submitted.orders.length })}</p>
      <p className="muted">
        <bdi dir="ltr">{submitted.orders.map((o) => o.orderId).join(', ')}</bdi>
      </p>
      <p className="settle-submitted__total">
        <span>{t('summary.total')}</span> <Money value={submitted.total} exact />
      </p>
      <div className="settle-submitted__actions">
        <Button onClick={onPay} data-testid="settle-pay-now">
          {t('submitted.payNow')}
        </Button>
        <Link to={ordersHref} className="btn btn--secondary">
          {t('pay.myOrders')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The settlement page (desktop /settlement and /wap/settlement): delivery address, the carried
 * lines per store with freight and tax before paying, payment method, order summary; submit →
 * `order!submit` → the pay dialog. Ordered cart lines leave the cart.
 */
export function SettlementView({ links, sources, variant, bar }: SettlementViewProps) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const [lines] = useState<CheckoutLine[]>(() => readCheckoutSelection());
  const AddressPicker = useFeatureSlot('AddressPicker');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [method, setMethod] = useState<PayMethod>('balance');
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [paying, setPaying] = useState(false);
  const cardAvailable = useCardAvailable();
  const submit = useSubmitOrder();
  const errorId = useId();

  const ids = useMemo(() => [...new Set(lines.map((l) => l.goodsId))], [lines]);
  // Every goods' detail (prices, freight, tax) through the shared per-goods cache, in one query: this
  // page alone would need useQueries (its observer is ~2 KiB gzip of the route's budget). A goods that
  // cannot be loaded stays without detail (its line shows what is known), as with separate queries.
  const qc = useQueryClient();
  const details = useQuery({
    queryKey: ['checkout', 'goodsDetails', lang, ids],
    queryFn: () => Promise.all(ids.map((id) => sources.goodsDetail(qc, lang, id).catch(() => undefined))),
    meta: { silent: true },
  });
  const detailOf = new Map(ids.map((id, i) => [id, details.data?.[i]]));
  const priced = lines.map((l) => priceLine(l, detailOf.get(l.goodsId)));
  const blocks = blocksOf(priced);
  const totals = totalsOf(blocks);
  const loading = details.isPending;
  const chosenMethod: PayMethod = method === 'card' && cardAvailable ? 'card' : 'balance';
  const onAddress = useCallback((id: number) => {
    setAddressId(id);
    setFormError(null);
  }, []);

  if (!lines.length && !submitted) {
    return (
      <div className={`settlement settlement--${variant}`}>
        {bar}
        <div className="empty-state" data-testid="settle-empty">
          <p className="empty-state__title">{t('empty.title')}</p>
          <p className="empty-state__text">{t('empty.text')}</p>
          <Link to={links.shop} className="btn btn--primary">
            {t('empty.back')}
          </Link>
        </div>
      </div>
    );
  }

  const onSubmit = () => {
    if (addressId === null) {
      setFormError(t('address.required'));
      return;
    }
    setFormError(null);
    submit.mutate(
      { lines, addressId: String(addressId) },
      {
        onSuccess: (orders) => {
          const total = orders.reduce((s, o) => s + numberToMicro(o.prizeReal) + numberToMicro(o.fees) + numberToMicro(o.tax), 0n);
          // the ordered lines leave the cart; the selection is spent
          const fromCart = lines.filter((l) => l.fromCart).map((l) => l.key);
          if (fromCart.length) sources.removeFromCart(fromCart);
          clearCheckoutSelection();
          setSubmitted({ orders, total: Number(formatMinor(total)), method: chosenMethod });
          setPaying(true);
          toast.success(t('submitted.toast'));
        },
        onError: (e) => setFormError(e.message || t('submitFailed')),
      },
    );
  };

  const summary = (
    <aside className="settle-summary" aria-labelledby={`${errorId}-summary`}>
      <h2 id={`${errorId}-summary`} className="settle-section__title">
        {t('summary.title')}
      </h2>
      <dl className="settle-summary__rows">
        <div>
          <dt>{t('summary.goods')}</dt>
          <dd data-testid="summary-goods">
            <MicroMoney value={totals.goods} />
          </dd>
        </div>
        <div>
          <dt>{t('summary.freight')}</dt>
          <dd data-testid="summary-freight">{loading ? <Skeleton width="5em" /> : <MicroMoney value={totals.freight} />}</dd>
        </div>
        <div>
          <dt>{t('summary.tax')}</dt>
          <dd data-testid="summary-tax">{loading ? <Skeleton width="5em" /> : <MicroMoney value={totals.tax} />}</dd>
        </div>
        <div className="settle-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">{loading ? <Skeleton width="6em" /> : <MicroMoney value={totals.total} />}</dd>
        </div>
      </dl>
      <p className="muted settle-summary__note">{t('summary.note')}</p>
      {formError ? (
        <p id={errorId} className="notice notice--warning" role="alert" data-testid="settle-error">
          {formError}
        </p>
      ) : null}
      <Button
        block
        onClick={onSubmit}
        pending={submit.isPending}
        disabled={loading}
        aria-describedby={formError ? errorId : undefined}
        data-testid="settle-submit"
      >
        {t('submit')}
      </Button>
    </aside>
  );

  return (
    <div className={`settlement settlement--${variant}`}>
      {bar}
      {variant === 'desktop' ? <h1 className="settlement__title">{t('title')}</h1> : null}
      {submitted ? (
        <SubmittedPanel submitted={submitted} onPay={() => setPaying(true)} ordersHref={links.orders} />
      ) : (
        <div className="settlement__grid" aria-busy={loading} data-testid="settle-form">
          <div className="settlement__main">
            <section className="settle-section" aria-labelledby={`${errorId}-address`} data-testid="settle-address">
              <h2 id={`${errorId}-address`} className="settle-section__title">
                {t('address.title')}
              </h2>
              <Suspense fallback={<Skeleton width="100%" height="6em" />}>
                {AddressPicker ? <AddressPicker value={addressId} onChange={onAddress} /> : null}
              </Suspense>
            </section>
            <section className="settle-section" aria-labelledby={`${errorId}-goods`}>
              <h2 id={`${errorId}-goods`} className="settle-section__title">
                {t('goods.title')}
              </h2>
              {blocks.length > 1 ? <p className="muted">{t('goods.split', { n: blocks.length, count: blocks.length })}</p> : null}
              {blocks.map((b, i) => (
                <Block key={b.seller.id} block={b} links={links} index={i} />
              ))}
            </section>
            <section className="settle-section" aria-labelledby={`${errorId}-method`}>
              <h2 id={`${errorId}-method`} className="settle-section__title">
                {t('method.title')}
              </h2>
              <div className="pay-methods" role="radiogroup" aria-labelledby={`${errorId}-method`}>
                <PayMethodOptions prefix="settle" chosen={chosenMethod} onChoose={setMethod} />
              </div>
            </section>
          </div>
          {summary}
        </div>
      )}
      {submitted && paying ? (
        <Suspense fallback={null}>
          <PayDialog
            orderIds={submitted.orders.map((o) => o.orderId)}
            total={submitted.total}
            method={submitted.method}
            onClose={() => setPaying(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
