import type { SellerReturnCase } from '@mall/contracts';
import { Money } from '@mall/money';
import type { RefundRow } from '../after-sale.repository';
import type { OperatorRefundOutcome } from '../operator-refund.service';
import type { ReturnCaseView } from '../return.service';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function caseWire(c: ReturnCaseView): SellerReturnCase {
  return {
    id: c.id,
    orderId: c.orderId,
    reason: c.reason,
    detail: c.detail,
    images: c.images,
    state: c.state,
    sellerNote: c.sellerNote,
    operatorNote: c.operatorNote,
    orderTotal: Money.ofMinor(c.orderTotal).format(),
    refunded: Money.ofMinor(c.refunded).format(),
    refundable: Money.ofMinor(c.refundable).format(),
    orderStatus: c.orderStatus,
    returnStatus: c.returnStatus,
    contacts: c.contacts,
    createdAt: iso(c.createdAt),
    decidedAt: iso(c.decidedAt),
    escalatedAt: iso(c.escalatedAt),
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
