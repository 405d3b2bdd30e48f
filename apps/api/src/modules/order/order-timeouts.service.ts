import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { InventoryService } from '../catalog';
import { SysparaService } from '../syspara';
import { transition } from './domain/order-state';
import { unpaidCutoff } from './domain/unpaid-hold';
import { OrderRepository } from './order.repository';
import { OrderSettlement } from './order-settlement';
import { ORDER_SETTINGS } from './order.service';

const HOUR = 3_600_000;
/** Orders handled per run (the next run takes the rest). */
const BATCH = 50;

/**
 * The order timers (`order.autoCancel`, `order.autoReceipt`). The truth is in Postgres: due ids are
 * read, then each order gets its own short transaction that locks it with `skip locked` and
 * re-checks status and age, so a run racing a buyer (pay, cancel, receipt) or another worker acts
 * at most once and never on a changed order. `now` is a parameter so tests can move the clock.
 */
@Injectable()
export class OrderTimeoutsService {
  private readonly log = new Logger('OrderTimeouts');

  constructor(
    private readonly repo: OrderRepository,
    private readonly settlement: OrderSettlement,
    private readonly syspara: SysparaService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly inventory: InventoryService,
  ) {}

  /**
   * Unpaid orders past their pay-before time (placed more than `mall_unpaid_hold_minutes` ago) →
   * cancelled (log 4), stock released. Batch after batch until none is due, so held stock comes back
   * on time however many orders expire together; a batch whose orders are all busy (being paid or
   * cancelled right now) is left to the next run.
   */
  async autoCancel(now = new Date()): Promise<number> {
    const [code, fallback] = ORDER_SETTINGS.unpaidHoldMinutes;
    const minutes = await this.syspara.getInt(code, fallback);
    if (minutes <= 0) return 0;
    const cutoff = unpaidCutoff(now, minutes);
    let done = 0;
    for (;;) {
      const due = await this.repo.dueUnpaid(cutoff, BATCH);
      let cancelled = 0;
      for (const id of due) if (await this.cancelIfDue(id, cutoff, now)) cancelled += 1;
      done += cancelled;
      if (due.length < BATCH || cancelled === 0) break;
    }
    if (done) this.log.log(`auto-cancelled ${done} unpaid order(s)`);
    return done;
  }

  private cancelIfDue(id: string, cutoff: Date, now: Date): Promise<boolean> {
    return this.txHost.withTransaction(async () => {
      const o = await this.repo.lockIfFree(id);
      const rule = o && o.createdAt < cutoff ? transition('autoCancel', o.status) : null;
      if (!o || !rule) return false;
      await this.repo.markCancelled(o.id, null, now);
      await this.inventory.release(o.id);
      await this.repo.addLogs([{ orderId: o.id, actor: rule.actor, state: rule.log, at: now }]);
      await this.repo.addNotices([{ sellerId: o.sellerId, kind: 'cancelled', orderId: o.id, at: now }]);
      return true;
    });
  }

  /**
   * Orders shipped longer than `mall_autoReceipt_timeout` days ago → received (log 7), settled. Never
   * while the buyer may still ask for a refund (`mall_returnTimeOut` hours after shipping, when that is
   * longer), nor while a return holds the order: its newest case is open (requested or escalated), or
   * the seller refused it less than `mall_return_escalate_hours` ago (the buyer may still ask the
   * platform to decide; the order is received on the first run after that window, measured from the
   * refusal). So the automatic receipt never pays the seller while a refund can still be asked for or
   * escalated (a buyer's own receipt is theirs to give).
   */
  async autoReceipt(now = new Date()): Promise<number> {
    const [days, returnHours, escalateHours] = await this.syspara.getInts([
      ORDER_SETTINGS.autoReceiptDays,
      ORDER_SETTINGS.returnWindowHours,
      ORDER_SETTINGS.returnEscalateHours,
    ]);
    if (days <= 0) return 0;
    const cutoff = new Date(now.getTime() - Math.max(days * 24, returnHours) * HOUR);
    let done = 0;
    for (const id of await this.repo.dueShipped(cutoff, BATCH, { now, escalateHours })) {
      const ok = await this.txHost.withTransaction(async () => {
        const o = await this.repo.lockIfFree(id);
        const rule = o && o.shippedAt && o.shippedAt < cutoff ? transition('autoReceipt', o.status) : null;
        if (!o || !rule || (await this.repo.heldByReturn(o.id, now, escalateHours))) return false;
        await this.settlement.receive(o, rule.actor, now);
        return true;
      });
      if (ok) done += 1;
    }
    if (done) this.log.log(`auto-received ${done} shipped order(s)`);
    return done;
  }
}
