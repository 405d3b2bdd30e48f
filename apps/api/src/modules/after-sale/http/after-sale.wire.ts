import type { SellerReturnCase } from '@mall/contracts';
import { Money } from '@mall/money';
import type { RefundRow } from '../after-sale.repository';
import type { OperatorRefundOutcome } from '../operator-refund.service';
import type { ReturnCaseView } from '../return.service';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A case as the consoles get it: the service's view with amounts as USDT decimals and times as ISO text. */
export function caseWire(c: ReturnCaseView): SellerReturnCase {
  const { orderTotal, refunded, refundable, createdAt, decidedAt, escalatedAt, ...rest } = c;
  return {
    ...rest,
    orderTotal: Money.ofMinor(orderTotal).format(),
    refunded: Money.ofMinor(refunded).format(),
    refundable: Money.ofMinor(refundable).format(),
    createdAt: iso(createdAt),
    decidedAt: iso(decidedAt),
    escalatedAt: iso(escalatedAt),
  };
}

export function refundWire(r: RefundRow) {
  return {
    id: r.id,
    amount: Money.ofMinorString(r.amount).format(),
    commissionReturned: Money.ofMinorString(r.commissionReturned).format(),
    phase: r.phase,
    source: r.source,
    state: r.state,
    reason: r.reason,
    requiredApprovals: r.requiredApprovals,
    requestedBy: r.requestedBy,
    approvedBy: r.approvedBy,
    createdAt: iso(r.createdAt),
    refundedAt: iso(r.refundedAt),
  };
}

export function outcomeWire(o: OperatorRefundOutcome) {
  return {
    refundId: o.refundId,
    orderId: o.orderId,
    state: o.state,
    amount: o.amount.format(),
    requiredApprovals: o.requiredApprovals,
    refundable: o.refundable.format(),
    replayed: o.replayed,
  };
}
