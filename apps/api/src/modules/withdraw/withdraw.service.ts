import { Inject, Injectable } from '@nestjs/common';
import { Money } from '@mall/money';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { Transactional, isUniqueViolation } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { formatActionDateWithZone } from '../../core/http/action-date';
import { ORDER_NO_PATTERN, newOrderNo } from '../chain';
import { LedgerAccounts, LedgerService, type LedgerTransfer } from '../ledger';
import { SysparaService } from '../syspara';
import { NotificationService, SecurityLinks } from '../notification';
import { SafewordService } from '../user';
import { SessionNonceService } from '../wallet';
import { startOfBusinessDay, withinWindow } from '../../core/time/business-time';
import { checkWithdrawLimits, parseWithdrawAmount, trimZeros, withdrawFee } from './domain/withdraw-amount';
import { displayWithdrawAddress, normalizeWithdrawAddress } from './domain/withdraw-address';
import { approvalsRequired, legacyWithdrawState, type WithdrawState } from './domain/withdraw-state';
import { WithdrawAddressRepository, type WithdrawAddressRow } from './withdraw-address.repository';
import { WithdrawChannelService } from './withdraw-channel.service';
import type { WithdrawChannelRow } from './withdraw-config.repository';
import { WithdrawOrderRepository, type WithdrawOrderRow } from './withdraw-order.repository';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

/** A network withdrawals are in service on, with its rules, as the user sees them. */
export interface WithdrawChannel {
  chain: string;
  coin: string;
  blockchainName: string;
  feeRate: string;
  min: Money;
  max: Money;
  /** 0 = unlimited */
  dailyCount: number;
  /** `HH:mm` in the business time zone, or null (any time) */
  windowStart: string | null;
  windowEnd: string | null;
}

export interface WithdrawBinding {
  chain: string;
  coin: string;
  blockchainName: string;
  /** display form */
  address: string;
  boundAt: Date;
  usableFrom: Date;
}

export interface WithdrawOpen {
  sessionToken: string;
  binding: WithdrawBinding | null;
  channels: WithdrawChannel[];
}

export interface WithdrawRecord {
  orderNo: string;
  coin: string;
  blockchainName: string;
  to: string;
  amount: Money;
  fee: Money;
  arrival: Money;
  feeRate: string;
  state: WithdrawState;
  /** 0 processing, 1 succeeded, 2 failed */
  legacyState: 0 | 1 | 2;
  /** the payout transaction, once signed */
  txHash: string | null;
  confirmations: number;
  /** why it failed: a message code (system decisions) or the operator's words */
  failure: { code: ErrorCode } | { text: string } | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

export type WithdrawPage = Page<WithdrawRecord>;

export interface WithdrawApplyInput {
  sessionToken: string | undefined;
  amount: string | undefined;
  /** the destination (the contract calls it `from`) */
  to: string | undefined;
  /** the coin (`USDT`) */
  channel: string | undefined;
  safeword: string | undefined;
}

export interface BindInput {
  blockchainName: string | undefined;
  coin: string | undefined;
  address: string | undefined;
  /** the fund password: verified when sent (our web app always sends it); old clients send none */
  safeword?: string;
  /** origin of the cancel link in the e-mail (the URL rule of `PUBLIC_URL` / brand hosts) */
  origin?: string;
  lang?: string;
}

/** Old clients bind without the fund password: the address waits at least this long. */
export const BIND_WITHOUT_SAFEWORD_COOLDOWN_MINUTES = 24 * 60;
/** The e-mailed cancel link works during the cooling-off, and at least this long. */
const CANCEL_LINK_MIN_MS = 24 * 60 * 60_000;

/**
 * The buyer's withdrawal use cases (contract §4.6): open, fee, address binding, apply, records.
 *
 * Apply: the `session_token` is spent first (its own transaction), then every check that needs no
 * lock, then the fund password (SafewordService counts failures in its own transaction, so it runs
 * before ours), then ONE transaction: the user's withdrawal lock, one-at-a-time and daily count,
 * the order row and the freeze posting `withdraw:<order_no>:freeze` (available → frozen). The
 * ledger's row locks and balance check make concurrent applies unable to overdraw.
 */
@Injectable()
export class WithdrawService {
  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly addresses: WithdrawAddressRepository,
    private readonly channels: WithdrawChannelService,
    private readonly ledger: LedgerService,
    private readonly nonces: SessionNonceService,
    private readonly safewords: SafewordService,
    private readonly syspara: SysparaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: SecurityLinks,
    private readonly notifications: NotificationService,
  ) {}

  /** `withdraw_open`: a fresh `session_token`, the user's binding, and the networks in service. */
  async open(userId: string): Promise<WithdrawOpen> {
    const sessionToken = await this.nonces.issue(userId, 'funds');
    const active = await this.channels.active();
    const bound = await this.addresses.active(userId);
    return { sessionToken, binding: bound ? await this.toBinding(bound) : null, channels: active.map(toChannel) };
  }

  /**
   * `withdraw!fee`: the fee fraction for a coin: of the user's bound network when it carries that
   * coin, else of the first network in service that does. Other channels (bank, …) are not open.
   */
  async feeRate(userId: string, channel: string | undefined): Promise<string> {
    const coin = (channel ?? '').trim().toUpperCase();
    const active = (await this.channels.active()).filter((c) => c.coin === coin);
    if (!coin || active.length === 0) throw new AppError('WITHDRAW_CHANNEL_CLOSED');
    const bound = await this.addresses.active(userId);
    return (active.find((c) => c.chain === bound?.chain) ?? active[0]).feeRate;
  }

  /**
   * `user!bindWithdrawAddress`: one destination per user, checked for the network's format
   * (EIP-55 / base58check). A second bind is refused; an operator can reset it. It becomes usable
   * after the network's cooling-off (`address_cooldown_minutes`, default 24 h).
   *
   * With `safeword` (our web app) the fund password is verified first (same 5-wrong lock as
   * withdrawals); without it (old clients) the cooling-off is at least 24 h. Either way the owner is
   * e-mailed (outbox) a one-click link that cancels the binding during the cooling-off.
   */
  async bind(userId: string, input: BindInput): Promise<WithdrawBinding> {
    const raw = (input.address ?? '').trim();
    if (!raw || raw.toLowerCase() === 'null') throw new AppError('WITHDRAW_BIND_ADDRESS_REQUIRED');
    const name = (input.blockchainName ?? '').trim().toLowerCase();
    if (!name) throw new AppError('WITHDRAW_BIND_CHAIN_REQUIRED');
    const coin = (input.coin ?? '').trim().toUpperCase();
    if (!coin) throw new AppError('WITHDRAW_BIND_COIN_REQUIRED');
    const channel = (await this.channels.active()).find((c) => c.blockchainName.toLowerCase() === name && c.coin === coin);
    if (!channel) throw new AppError('WITHDRAW_CHAIN_UNSUPPORTED');
    const address = normalizeWithdrawAddress(channel.family, raw);
    if (!address) throw new AppError('WITHDRAW_ADDRESS_FORMAT');
    const withSafeword = input.safeword !== undefined && input.safeword !== '';
    // Counted in its own transaction (the lock survives this call's failure), before ours opens.
    if (withSafeword) await this.safewords.verify(userId, input.safeword);
    const cooldownMinutes = withSafeword
      ? channel.addressCooldownMinutes
      : Math.max(channel.addressCooldownMinutes, BIND_WITHOUT_SAFEWORD_COOLDOWN_MINUTES);
    const row = await this.insertBinding(userId, channel, address, cooldownMinutes, input);
    return this.toBinding(row, channel);
  }

  @Transactional()
  private async insertBinding(
    userId: string,
    channel: WithdrawChannelRow,
    address: string,
    cooldownMinutes: number,
    input: BindInput,
  ): Promise<WithdrawAddressRow> {
    await this.orders.lockUser(userId);
    if (await this.addresses.active(userId)) throw new AppError('WITHDRAW_ADDRESS_ALREADY_BOUND');
    let row: WithdrawAddressRow | null;
    try {
      row = await this.addresses.insert({ userId, chain: channel.chain, coin: channel.coin, address, cooldownMinutes });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('WITHDRAW_ADDRESS_ALREADY_BOUND');
      throw e;
    }
    if (!row) throw new AppError('WITHDRAW_ADDRESS_ALREADY_BOUND');
    // The owner hears of it (outbox, same transaction) with a one-click cancel.
    const expiresAt = new Date(Math.max(row.usableFrom.getTime(), Date.now() + CANCEL_LINK_MIN_MS));
    const token = await this.links.issue('withdraw_bind_cancel', row.id, expiresAt);
    const contact = await this.addresses.contact(userId);
    const lang = input.lang ?? 'en';
    const origin = input.origin ?? this.config.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
    const payload = {
      lang,
      chain: channel.blockchainName,
      address: displayWithdrawAddress(channel.family, address),
      usableFrom: row.usableFrom.toISOString(),
      cancelUrl: `${origin}/v1/withdraw-address/cancel?token=${token}&lang=${encodeURIComponent(lang)}`,
      cancelUntil: expiresAt.toISOString(),
    };
    if (contact.email) await this.notifications.send('email', contact.email, 'withdraw_address_bound', payload);
    else if (contact.phone) await this.notifications.send('sms', contact.phone, 'withdraw_address_bound', payload);
    return row;
  }

  /**
   * The e-mailed one-click cancel: spends the link and resets the binding it names when it is still
   * active. `cancelled`, or `invalid` (unknown, used, expired, or the binding is gone already).
   */
  @Transactional()
  async cancelBindingByLink(token: string): Promise<'cancelled' | 'invalid'> {
    const id = await this.links.consume('withdraw_bind_cancel', token);
    if (!id) return 'invalid';
    return (await this.addresses.cancelByOwner(id)) ? 'cancelled' : 'invalid';
  }

  /** `withdraw!apply`. Answers the new order number. */
  async apply(userId: string, input: WithdrawApplyInput): Promise<{ orderNo: string }> {
    await this.nonces.consume(userId, input.sessionToken, 'funds');

    const parsed = parseWithdrawAmount(input.amount);
    if (!parsed.ok) throw new AppError(parsed.code, parsed.params);
    const coin = (input.channel ?? '').trim().toUpperCase();
    if (!coin) throw new AppError('WITHDRAW_CHANNEL_CLOSED');
    const bound = await this.addresses.active(userId);
    if (!bound) throw new AppError('WITHDRAW_ADDRESS_NOT_BOUND');
    const channel = await this.channels.activeById(bound.chain);
    if (!channel || channel.coin !== coin || bound.coin !== coin) throw new AppError('WITHDRAW_CHANNEL_CLOSED');
    const to = (input.to ?? '').trim();
    if (!to) throw new AppError('WITHDRAW_ADDRESS_REQUIRED');
    if (normalizeWithdrawAddress(channel.family, to) !== bound.address) throw new AppError('WITHDRAW_ADDRESS_MISMATCH');
    const now = new Date();
    if (bound.usableFrom > now)
      throw new AppError('WITHDRAW_ADDRESS_COOLING_OFF', { time: formatActionDateWithZone(bound.usableFrom, this.config.BUSINESS_TZ) });
    const heldUntil = await this.safewords.withdrawalsHeldUntil(userId, now);
    if (heldUntil)
      throw new AppError('WITHDRAW_HELD_AFTER_SAFEWORD_RESET', { time: formatActionDateWithZone(heldUntil, this.config.BUSINESS_TZ) });

    const limits = checkWithdrawLimits(parsed.amount, {
      min: Money.ofMinorString(channel.minAmount),
      max: Money.ofMinorString(channel.maxAmount),
    });
    if (!limits.ok) throw new AppError(limits.code, limits.params);
    const split = withdrawFee(parsed.amount, channel.feeRate);
    if (!split) throw new AppError('WITHDRAW_BELOW_MIN', { min: trimZeros(Money.ofMinorString(channel.minAmount)) });
    if (!withinWindow(now, this.config.BUSINESS_TZ, channel.windowStart, channel.windowEnd))
      throw new AppError('WITHDRAW_OUTSIDE_HOURS', { start: channel.windowStart ?? '', end: channel.windowEnd ?? '' });

    // Outside our transaction: a wrong fund password must stay counted when we roll back.
    await this.safewords.verify(userId, input.safeword);

    const onlyOne = (await this.syspara.getInt('withdraw_only_one', 1)) === 1;
    const order = await this.createOrder(userId, bound, channel, {
      amount: parsed.amount,
      fee: split.fee,
      arrival: split.arrival,
      onlyOne,
      dayStart: startOfBusinessDay(now, this.config.BUSINESS_TZ),
    });
    return { orderNo: order.orderNo };
  }

  @Transactional()
  private async createOrder(
    userId: string,
    bound: WithdrawAddressRow,
    channel: WithdrawChannelRow,
    o: { amount: Money; fee: Money; arrival: Money; onlyOne: boolean; dayStart: Date },
  ): Promise<WithdrawOrderRow> {
    await this.orders.lockUser(userId);
    // The binding may have been reset by an operator since it was read.
    const still = await this.addresses.active(userId);
    if (!still || still.id !== bound.id) throw new AppError('WITHDRAW_ADDRESS_NOT_BOUND');
    if (o.onlyOne && (await this.orders.hasOpen(userId))) throw new AppError('WITHDRAW_PENDING_EXISTS');
    if (channel.dailyCount > 0 && (await this.orders.countSince(userId, o.dayStart)) >= channel.dailyCount)
      throw new AppError('WITHDRAW_DAILY_LIMIT', { count: channel.dailyCount });

    let row: WithdrawOrderRow | null = null;
    for (let attempt = 0; attempt < 5 && !row; attempt++) {
      row = await this.orders.insert({
        orderNo: newOrderNo(new Date()),
        userId,
        chain: channel.chain,
        blockchainName: channel.blockchainName,
        coin: channel.coin,
        toAddress: displayWithdrawAddress(channel.family, bound.address),
        amount: o.amount.minor,
        fee: o.fee.minor,
        arrival: o.arrival.minor,
        feeRate: channel.feeRate,
        requiredApprovals: approvalsRequired(o.amount.minor, BigInt(channel.twoApprovalThreshold)),
      });
    }
    if (!row) throw new Error('could not allocate a withdrawal order number');
    // Refuses with LEDGER_INSUFFICIENT_FUNDS (and rolls the order back) when the balance is short.
    const transfer = await this.ledger.post({
      idempotencyKey: withdrawKey(row.orderNo, 'freeze'),
      kind: 'withdraw.freeze',
      entries: [
        { account: LedgerAccounts.userAvailable(userId), amount: o.amount.negate() },
        { account: LedgerAccounts.userFrozen(userId), amount: o.amount },
      ],
      metadata: { orderNo: row.orderNo, chain: channel.chain, fee: o.fee.format(), arrival: o.arrival.format() },
    });
    await this.orders.setFreezeTransfer(row.id, transfer.id);
    return row;
  }

  /** The user's withdrawal records, newest first. */
  list(userId: string, page: PageQuery): Promise<WithdrawPage> {
    return readPage(
      page,
      (offset, limit) => this.orders.page(userId, offset, limit),
      () => this.orders.count(userId),
      toWithdrawRecord,
    );
  }

  /** One of the user's records; another user's number answers "not found", like an unknown one. */
  async get(userId: string, orderNo: string | undefined): Promise<WithdrawRecord> {
    const no = (orderNo ?? '').trim();
    const row = ORDER_NO_PATTERN.test(no) ? await this.orders.findOwned(userId, no) : null;
    if (!row) throw new AppError('WITHDRAW_ORDER_NOT_FOUND');
    return toWithdrawRecord(row);
  }

  private async toBinding(row: WithdrawAddressRow, channel?: WithdrawChannelRow): Promise<WithdrawBinding> {
    const c = channel ?? (await this.channels.byId(row.chain));
    return {
      chain: row.chain,
      coin: row.coin,
      blockchainName: c?.blockchainName ?? row.chain,
      address: displayWithdrawAddress(c?.family ?? 'evm', row.address),
      boundAt: row.boundAt,
      usableFrom: row.usableFrom,
    };
  }
}

/** Ledger idempotency keys of a withdrawal: one freeze, and exactly one of settle / unfreeze. */
export function withdrawKey(orderNo: string, step: 'freeze' | 'settle' | 'unfreeze'): string {
  return `withdraw:${orderNo}:${step}`;
}

/** A withdrawal that will not be paid: its whole amount goes back from frozen to available, once (`withdraw:<no>:unfreeze`). */
export function unfreezeWithdrawal(
  ledger: LedgerService,
  o: Pick<WithdrawOrderRow, 'orderNo' | 'userId' | 'amount'>,
  metadata: Record<string, unknown>,
): Promise<LedgerTransfer> {
  const amount = Money.ofMinorString(o.amount);
  return ledger.post({
    idempotencyKey: withdrawKey(o.orderNo, 'unfreeze'),
    kind: 'withdraw.unfreeze',
    entries: [
      { account: LedgerAccounts.userFrozen(o.userId), amount: amount.negate() },
      { account: LedgerAccounts.userAvailable(o.userId), amount },
    ],
    metadata: { orderNo: o.orderNo, ...metadata },
  });
}

function toChannel(c: WithdrawChannelRow): WithdrawChannel {
  return {
    chain: c.chain,
    coin: c.coin,
    blockchainName: c.blockchainName,
    feeRate: c.feeRate,
    min: Money.ofMinorString(c.minAmount),
    max: Money.ofMinorString(c.maxAmount),
    dailyCount: c.dailyCount,
    windowStart: c.windowStart,
    windowEnd: c.windowEnd,
  };
}

export function toWithdrawRecord(r: WithdrawOrderRow): WithdrawRecord {
  return {
    orderNo: r.orderNo,
    coin: r.coin,
    blockchainName: r.blockchainName,
    to: r.toAddress,
    amount: Money.ofMinorString(r.amount),
    fee: Money.ofMinorString(r.fee),
    arrival: Money.ofMinorString(r.arrival),
    feeRate: r.feeRate,
    state: r.state,
    legacyState: legacyWithdrawState(r.state),
    txHash: r.txHash,
    confirmations: r.confirmations,
    failure: r.failureCode ? { code: r.failureCode as ErrorCode } : r.failureMsg ? { text: r.failureMsg } : null,
    createdAt: r.createdAt,
    reviewedAt: r.reviewedAt,
  };
}
