import { Injectable } from '@nestjs/common';
import { returnReasonsFor, type ReturnReason } from '@mall/contracts';
import { Money } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { ORDER_SETTINGS, OrderMoves, RETURNABLE_STATUSES, SellerOrderService, returnWindowOpen, type SellerOrderDetail } from '../order';
import { SysparaService } from '../syspara';
import { UploadService } from '../upload';
import { AfterSaleRepository, type RefundRow, type RefundableOrder, type ReturnCaseRow } from './after-sale.repository';
import { refundApprovalsRequired } from './domain/refund-approval';
import { RefundEngine, remainderOf } from './refund-engine';
import { RefundSettings } from './refund-settings';
import {
  NOTE_MAX,
  RETURN_DETAIL_MAX,
  RETURN_IMAGES_MAX,
  ReturnStatus,
  charLength,
  escalationDeadline,
  escalationRefusal,
  inertText,
  type ReturnCaseState,
} from './domain/return-rules';

const ORDER_ID = /^SC[0-9]{23}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReturnRequestInput {
  orderId: string | undefined;
  returnReason: string | undefined;
  returnDetail: string | undefined;
  images: string[];
  /** hosts an absolute image URL may be on (the request's, PUBLIC_URL's) */
  hostnames: string[];
}

export interface ReturnCaseView {
  id: string;
  orderId: string;
  reason: number;
  detail: string;
  images: string[];
  state: ReturnCaseState;
  sellerNote: string | null;
  operatorNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  escalatedAt: Date | null;
  orderStatus: number;
  returnStatus: number;
  /** micro-units */
  orderTotal: bigint;
  refunded: bigint;
  refundable: bigint;
  contacts: string;
}

export interface Decider {
  kind: 'seller' | 'operator';
  id: string;
  /** An operator's origin (for the second approver's independence). */
  ip?: string;
}

/**
 * Returns and refund requests (contract `order!returns`, legacy-behaviour §1): the buyer asks, the
 * seller accepts (full refund of what remains) or rejects; the buyer may escalate a rejection;
 * an operator decides escalated cases. Every use case locks the order row first.
 */
@Injectable()
export class ReturnService {
  constructor(
    private readonly repo: AfterSaleRepository,
    private readonly engine: RefundEngine,
    private readonly syspara: SysparaService,
    private readonly uploads: UploadService,
    private readonly orders: SellerOrderService,
    private readonly moves: OrderMoves,
    private readonly settings: RefundSettings,
  ) {}

  @Transactional()
  async request(userId: string, input: ReturnRequestInput): Promise<{ caseId: string }> {
    const o = await this.lockOwned(userId, input.orderId);
    const reason = (input.returnReason ?? '').trim();
    if (!/^[1-9]$/.test(reason)) throw new AppError('AFTERSALE_REASON_INVALID');
    const detail = inertText(input.returnDetail);
    if (charLength(detail) > RETURN_DETAIL_MAX)
      throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'returnDetail', max: RETURN_DETAIL_MAX });
    if (input.images.length > RETURN_IMAGES_MAX) throw new AppError('AFTERSALE_TOO_MANY_IMAGES', { max: RETURN_IMAGES_MAX });
    if (!RETURNABLE_STATUSES.includes(o.status) || o.payStatus !== 1) throw new AppError('ORDER_STATUS_FORBIDS');
    if (!returnReasonsFor(o.status).includes(+reason as ReturnReason)) throw new AppError('AFTERSALE_REASON_NOT_FOR_STATUS');
    const now = new Date();
    const [code, fallback] = ORDER_SETTINGS.returnWindowHours;
    if (!returnWindowOpen(o, now, await this.syspara.getInt(code, fallback))) throw new AppError('AFTERSALE_SHIPPED_TOO_LONG');
    if (remainderOf(o) <= 0n) throw new AppError('AFTERSALE_NOTHING_REFUNDABLE');
    const images: string[] = [];
    for (const url of input.images) {
      const path = await this.uploads.ownImagePath(userId, url, input.hostnames);
      if (!path) throw new AppError('AFTERSALE_IMAGE_INVALID');
      images.push(path);
    }
    const caseId = await this.repo.insertCase({
      orderId: o.id,
      userId,
      sellerId: o.sellerId,
      reason: +reason,
      detail,
      images,
      statusBefore: o.status,
      at: now,
    });
    await this.moves.setReturn(o.id, { status: 6, returnStatus: ReturnStatus.Open, at: now });
    await this.moves.log(o.id, 'buyer', 8, now);
    await this.moves.noticeSeller(o.sellerId, 'return_requested', o.id, now);
    return { caseId };
  }

  /**
   * The buyer sends a rejected case to the platform: the order is back in status 6 until an operator
   * decides. Only within `mall_return_escalate_hours` of the refusal and before the order is received
   * (`escalationRefusal`).
   */
  @Transactional()
  async escalate(userId: string, orderId: string | undefined): Promise<void> {
    const o = await this.lockOwned(userId, orderId);
    const c = await this.repo.latestCase(o.id);
    if (!c) throw new AppError('AFTERSALE_NOT_ESCALATABLE');
    const hours = await this.escalateWindowHours();
    const now = new Date();
    const refused = escalationRefusal(c, { ...o, refundable: remainderOf(o) }, now, hours);
    if (refused) throw new AppError(refused, { hours });
    await this.repo.updateCase(c.id, { state: 'escalated', at: now, escalated: true, statusBefore: o.status });
    await this.moves.setReturn(o.id, { status: 6, returnStatus: ReturnStatus.Open, at: now });
    await this.moves.log(o.id, 'buyer', 8, now, { escalated: '1' });
    await this.moves.noticeSeller(o.sellerId, 'return_escalated', o.id, now);
  }

  /**
   * The buyer's view of the newest case of one of their orders (null: none), the refunds paid, and
   * until when the case may be sent to the platform (null: it may not, now).
   */
  async buyerCase(
    userId: string,
    orderId: string | undefined,
  ): Promise<{ case: ReturnCaseView | null; refunds: RefundRow[]; escalateUntil: Date | null }> {
    const id = (orderId ?? '').trim();
    if (!ORDER_ID.test(id)) throw new AppError('ORDER_NOT_FOUND');
    const c = await this.repo.latestCase(id);
    const o = await this.repo.findOrder(id);
    if (!o || o.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    const hours = await this.escalateWindowHours();
    const open = c && !escalationRefusal(c, { ...o, refundable: remainderOf(o) }, new Date(), hours);
    return {
      case: c ? view(c) : null,
      refunds: (await this.repo.refundsOf(id)).filter((r) => r.state === 'refunded'),
      escalateUntil: open ? escalationDeadline(c, hours) : null,
    };
  }

  // ---- decisions (seller: requested cases of its store; operator: requested or escalated) --------

  /**
   * Refund the buyer: what remains of the order, or (an operator's decision) `part` of it, at most
   * what remains. The case is decided by it (`closeRefunded`).
   */
  @Transactional()
  async accept(
    who: Decider,
    caseId: string,
    note?: string,
    part?: bigint,
  ): Promise<{ refundId: string; amount: Money; state: 'refunded' | 'pending_approval' }> {
    const { o, c } = await this.lockCase(who, caseId);
    const now = new Date();
    const remainder = remainderOf(o);
    if (remainder <= 0n) throw new AppError('AFTERSALE_NOTHING_REFUNDABLE');
    const amount = part ?? remainder;
    if (amount <= 0n) throw new AppError('AFTERSALE_REFUND_AMOUNT_INVALID');
    if (amount > remainder) throw new AppError('AFTERSALE_REFUND_EXCEEDS', { refundable: Money.ofMinor(remainder).format() });
    const text = checkNote(note);
    let two = false;
    if (who.kind === 'operator') {
      // The platform pays the buyer from the store's money: above the threshold (per order, as every
      // operator refund) a second operator approves it (OperatorRefundService.approve closes the case).
      const waiting = await this.repo.pendingRefundOfCase(c.id);
      if (waiting) return { refundId: waiting.id, amount: Money.ofMinorString(waiting.amount), state: 'pending_approval' };
      const threshold = await this.settings.threshold();
      const pending = await this.repo.pendingRefundTotal(o.id);
      two = refundApprovalsRequired({ refunded: BigInt(o.refunded), pending, amount, threshold }) === 2;
    }
    const refundId = await this.repo.insertRefund({
      orderId: o.id,
      amount,
      source: 'return',
      returnCaseId: c.id,
      reason: text ?? '',
      state: two ? 'pending_approval' : 'refunded',
      requiredApprovals: two ? 2 : 1,
      requestedBy: who.kind === 'operator' ? who.id : null,
      requestedIp: two ? (who.ip ?? null) : null,
      at: now,
    });
    if (two) return { refundId, amount: Money.ofMinor(amount), state: 'pending_approval' };
    await this.engine.execute(o, { id: refundId, amount, reason: text ?? '' }, now);
    await this.closeRefunded(who.kind, o, c, refundId, text, now);
    await this.moves.log(o.id, who.kind, 9, now, { amount: Money.ofMinor(amount).format() });
    return { refundId, amount: Money.ofMinor(amount), state: 'refunded' };
  }

  /**
   * A case's refund has been paid (`o` locked, its `refunded` already counting it): the case is
   * decided; the order is refunded when nothing remains, else (a part refunded) it resumes the
   * status it had before the request.
   */
  async closeRefunded(
    by: Decider['kind'],
    o: RefundableOrder,
    c: Pick<ReturnCaseRow, 'id' | 'statusBefore'>,
    refundId: string,
    note: string | undefined,
    now: Date,
  ): Promise<void> {
    await this.repo.updateCase(c.id, {
      state: 'refunded',
      at: now,
      refundId,
      ...(by === 'seller' ? { sellerNote: note } : { operatorNote: note }),
    });
    await this.moves.setReturn(o.id, {
      status: remainderOf(o) === 0n ? 6 : c.statusBefore,
      returnStatus: ReturnStatus.Refunded,
      at: now,
    });
  }

  @Transactional()
  async reject(who: Decider, caseId: string, note: string | undefined): Promise<void> {
    const text = checkNote(note);
    if (!text) throw new AppError('AFTERSALE_NOTE_REQUIRED');
    const { o, c } = await this.lockCase(who, caseId);
    const now = new Date();
    await this.repo.updateCase(c.id, {
      state: who.kind === 'seller' ? 'rejected' : 'dismissed',
      at: now,
      ...(who.kind === 'seller' ? { sellerNote: text } : { operatorNote: text }),
    });
    // An operator's refund of this case still waiting for a second operator is withdrawn with it.
    await this.repo.cancelPendingRefundsOfCase(c.id);
    await this.moves.setReturn(o.id, { status: c.statusBefore, returnStatus: ReturnStatus.Failed, at: now });
    await this.moves.log(o.id, who.kind, 10, now);
  }

  // ---- reads -------------------------------------------------------------------------------------

  async sellerCases(sellerId: string, state: ReturnCaseState | undefined, page: number, pageSize: number) {
    const rows = await this.repo.sellerCases(sellerId, state, (page - 1) * pageSize, pageSize);
    return { items: rows.map(view), total: await this.repo.sellerCaseCount(sellerId, state), page, pageSize };
  }

  async sellerCase(sellerId: string, caseId: string): Promise<ReturnCaseView> {
    const c = UUID.test(caseId) ? await this.repo.findCase(caseId) : null;
    if (!c || c.sellerId !== sellerId) throw new AppError('AFTERSALE_RETURN_NOT_FOUND');
    return view(c);
  }

  async operatorCases(state: ReturnCaseState | undefined, page: number, pageSize: number) {
    const rows = await this.repo.casesByState(state, (page - 1) * pageSize, pageSize);
    return { items: rows.map(view), total: await this.repo.caseCount(state), page, pageSize };
  }

  /** One case for the operator deciding it: the case, its order (lines, totals, timeline) and the order's refunds. */
  async operatorCase(caseId: string): Promise<{ case: ReturnCaseView; order: SellerOrderDetail; refunds: RefundRow[] }> {
    const c = UUID.test(caseId) ? await this.repo.findCase(caseId) : null;
    if (!c) throw new AppError('AFTERSALE_RETURN_NOT_FOUND');
    return { case: view(c), order: await this.orders.detailForOperator(c.orderId), refunds: await this.repo.refundsOf(c.orderId) };
  }

  private async lockCase(who: Decider, caseId: string): Promise<{ o: RefundableOrder; c: ReturnCaseRow }> {
    const orderId = UUID.test(caseId) ? await this.repo.caseOrderId(caseId) : null;
    if (!orderId) throw new AppError('AFTERSALE_RETURN_NOT_FOUND');
    const o = await this.repo.lockOrder(orderId);
    const c = await this.repo.findCase(caseId);
    if (!o || !c || (who.kind === 'seller' && c.sellerId !== who.id)) throw new AppError('AFTERSALE_RETURN_NOT_FOUND');
    const open: ReturnCaseState[] = who.kind === 'seller' ? ['requested'] : ['requested', 'escalated'];
    if (!open.includes(c.state)) throw new AppError('AFTERSALE_RETURN_NOT_OPEN');
    return { o, c };
  }

  private escalateWindowHours(): Promise<number> {
    return this.syspara.getInt(...ORDER_SETTINGS.returnEscalateHours);
  }

  private async lockOwned(userId: string, orderId: string | undefined): Promise<RefundableOrder> {
    const id = (orderId ?? '').trim();
    if (id.length < 5 || id.length > 50 || !ORDER_ID.test(id)) throw new AppError('ORDER_NOT_FOUND');
    const o = await this.repo.lockOrder(id);
    if (!o || o.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }
}

function checkNote(note: string | undefined): string | undefined {
  const text = inertText(note);
  if (charLength(text) > NOTE_MAX) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'reason', max: NOTE_MAX });
  return text || undefined;
}

function view(c: ReturnCaseRow): ReturnCaseView {
  const total = BigInt(c.orderTotal);
  const refunded = BigInt(c.orderRefunded);
  return {
    id: c.id,
    orderId: c.orderId,
    reason: c.reason,
    detail: c.detail,
    images: c.images,
    state: c.state,
    sellerNote: c.sellerNote,
    operatorNote: c.operatorNote,
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
    escalatedAt: c.escalatedAt,
    orderStatus: c.orderStatus,
    returnStatus: c.returnStatus,
    orderTotal: total,
    refunded,
    refundable: total - refunded,
    contacts: c.contacts,
  };
}
