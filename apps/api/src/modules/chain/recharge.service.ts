import { Injectable } from '@nestjs/common';
import { Money } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import type { ErrorCode } from '../../core/i18n/error-codes';
import { SysparaService } from '../syspara';
import { UploadService } from '../upload';
import { SessionNonceService } from '../wallet';
import { ChainNetworkService } from './chain-network.service';
import { ChainRepository } from './chain.repository';
import { DepositAddressService } from './deposit-address.service';
import { claimApprovalsRequired } from './domain/claim-approval';
import { storedAddress } from './domain/hd-address';
import { newOrderNo, ORDER_NO_PATTERN } from './domain/order-no';
import { checkRechargeLimits, parseRechargeAmount } from './domain/recharge-amount';
import { RechargeOrderRepository, type RechargeKind, type RechargeOrderRow, type RechargeState } from './recharge-order.repository';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

/** A deposit channel as the user sees it: a network with the user's own deposit address on it. */
export interface DepositChannel {
  id: string;
  coin: string;
  blockchainName: string;
  address: string;
  img: string;
  /** coin price in USDT */
  price: Money;
  min: Money;
  max: Money;
}

export interface RechargeRecord {
  orderNo: string;
  kind: RechargeKind;
  coin: string;
  blockchainName: string;
  channelAddress: string;
  fromAddress: string;
  tx: string;
  volume: Money;
  amount: Money;
  fee: Money;
  /** proof image: our public path (`/uploads/…`), or '' */
  img: string;
  state: RechargeState;
  /** why it failed: a message code (system decisions) or the operator's words */
  failure: { code: ErrorCode } | { text: string } | null;
  createdAt: Date;
}

/** An on-chain deposit seen but not yet final: it is credited once `confirmations` reaches `required`. */
export interface ConfirmingDeposit {
  txHash: string;
  logIndex: number;
  coin: string;
  blockchainName: string;
  amount: Money;
  confirmations: number;
  required: number;
  seenAt: Date;
}

export type RechargePage = Page<RechargeRecord>;

export interface ManualClaimInput {
  sessionToken: string | undefined;
  amount: string | undefined;
  coin: string | undefined;
  blockchainName: string | undefined;
  channelAddress: string | undefined;
  /** proof of payment: a URL our upload call answered */
  img: string | undefined;
  from: string | undefined;
  tx: string | undefined;
  /** host names a proof URL may be on (PUBLIC_URL's, else the request's) */
  hostnames: string[];
}

const USDT_PRICE = Money.parse('1');

/** The buyer's deposit use cases (contract §4.6): channels, claims with proof, records. */
@Injectable()
export class RechargeService {
  constructor(
    private readonly networks: ChainNetworkService,
    private readonly addresses: DepositAddressService,
    private readonly orders: RechargeOrderRepository,
    private readonly chain: ChainRepository,
    private readonly nonces: SessionNonceService,
    private readonly uploads: UploadService,
    private readonly syspara: SysparaService,
  ) {}

  /** `recharge_open`: a fresh single-use `session_token` (10 minutes). */
  open(userId: string): Promise<string> {
    return this.nonces.issue(userId, 'funds');
  }

  /** Every network in service, with the user's own deposit address on it (allocated on first call). */
  async channels(userId: string): Promise<DepositChannel[]> {
    const out: DepositChannel[] = [];
    for (const n of await this.networks.active()) {
      const address = await this.addresses.addressFor(userId, n.family);
      if (!address) continue;
      out.push({
        id: n.id,
        coin: n.coin,
        blockchainName: n.name,
        address,
        img: n.img,
        price: this.price(n.coin),
        min: Money.ofMinorString(n.rechargeMin),
        max: Money.ofMinorString(n.rechargeMax),
      });
    }
    return out;
  }

  /** `rechargeBlockchain!fee`: the coin's price in USDT (1 for USDT). */
  price(symbol: string | undefined): Money {
    const s = (symbol ?? '').trim().toUpperCase();
    if (!s) throw new AppError('RECHARGE_COIN_REQUIRED');
    if (s !== 'USDT') throw new AppError('RECHARGE_CHAIN_INVALID');
    return USDT_PRICE;
  }

  /**
   * A manual deposit claim with a proof image: a pending record an operator reviews. The
   * `session_token` is spent first, in its own transaction, whatever happens next.
   */
  async claim(userId: string, input: ManualClaimInput): Promise<{ orderNo: string }> {
    await this.nonces.consume(userId, input.sessionToken, 'funds');

    const parsed = parseRechargeAmount(input.amount);
    if (!parsed.ok) throw new AppError(parsed.code, parsed.params);
    const coin = (input.coin ?? '').trim().toUpperCase();
    if (!coin) throw new AppError('RECHARGE_COIN_REQUIRED');
    const name = (input.blockchainName ?? '').trim().toLowerCase();
    const network = (await this.networks.active()).find((n) => n.coin === coin && n.name.toLowerCase() === name);
    if (!network) throw new AppError('RECHARGE_CHAIN_INVALID');
    const own = await this.addresses.addressFor(userId, network.family);
    const channel = (input.channelAddress ?? '').trim();
    if (!own || !channel || storedAddress(network.family, channel) !== storedAddress(network.family, own))
      throw new AppError('RECHARGE_CHAIN_INVALID');
    const limits = checkRechargeLimits(parsed.amount, {
      min: Money.ofMinorString(network.rechargeMin),
      max: Money.ofMinorString(network.rechargeMax),
    });
    if (!limits.ok) throw new AppError(limits.code, limits.params);
    const from = (input.from ?? '').trim();
    if (!from) throw new AppError('RECHARGE_ADDRESS_REQUIRED');
    const given = (input.img ?? '').trim();
    if (!given) throw new AppError('RECHARGE_PROOF_REQUIRED');
    const img = await this.uploads.ownImagePath(userId, given, input.hostnames);
    if (!img) throw new AppError('RECHARGE_PROOF_INVALID');

    const onlyOne = (await this.syspara.getInt('recharge_only_one', 1)) === 1;
    const row = await this.insertClaim(userId, onlyOne, {
      coin,
      blockchainName: network.name,
      chain: network.id,
      channelAddress: own,
      fromAddress: from,
      tx: (input.tx ?? '').trim(),
      amount: parsed.amount.minor,
      img,
      requiredApprovals: claimApprovalsRequired(parsed.amount.minor, BigInt(network.claimTwoApprovalThreshold)),
    });
    return { orderNo: row.orderNo };
  }

  @Transactional()
  private async insertClaim(
    userId: string,
    onlyOne: boolean,
    c: {
      coin: string;
      blockchainName: string;
      chain: string;
      channelAddress: string;
      fromAddress: string;
      tx: string;
      amount: bigint;
      img: string;
      requiredApprovals: 1 | 2;
    },
  ): Promise<RechargeOrderRow> {
    await this.orders.lockUserClaims(userId);
    if (onlyOne && (await this.orders.hasPending(userId))) throw new AppError('RECHARGE_PENDING_EXISTS');
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.orders.insert({
        orderNo: newOrderNo(new Date()),
        userId,
        kind: 'manual',
        ...c,
        volume: c.amount,
        state: 0,
      });
      if (row) return row;
    }
    throw new Error('could not allocate a deposit record number');
  }

  /**
   * The deposit record of a wallet top-up a card provider paid (already credited by the payment
   * module under `creditedTransferId`), in the caller's transaction; `channel` is the provider's name.
   */
  async recordProviderTopUp(r: {
    userId: string;
    channel: string;
    amount: Money;
    paymentReference: string;
    sessionId: string;
    creditedTransferId: string;
  }): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await this.orders.insertProviderTopUp({ ...r, orderNo: newOrderNo(new Date()), amount: r.amount.minor })) return;
    }
    throw new Error('could not allocate a deposit record number');
  }

  /** The user's deposit records, newest first. */
  list(userId: string, page: PageQuery): Promise<RechargePage> {
    return readPage(
      page,
      (offset, limit) => this.orders.page(userId, offset, limit),
      () => this.orders.count(userId),
      toRecord,
    );
  }

  /** The user's on-chain deposits still gathering confirmations (not yet records), newest first. */
  async confirming(userId: string): Promise<ConfirmingDeposit[]> {
    const rows = await this.chain.userOpenDeposits(userId, 20);
    return rows.map((r) => ({
      txHash: r.txHash,
      logIndex: r.logIndex,
      coin: r.coin,
      blockchainName: r.blockchainName,
      amount: Money.ofMinorString(r.amount),
      confirmations: Math.min(r.confirmations, r.required),
      required: r.required,
      seenAt: r.seenAt,
    }));
  }

  /** One of the user's records; another user's number answers "not found", like an unknown one. */
  async get(userId: string, orderNo: string | undefined): Promise<RechargeRecord> {
    const no = (orderNo ?? '').trim();
    const row = ORDER_NO_PATTERN.test(no) ? await this.orders.findOwned(userId, no) : null;
    if (!row) throw new AppError('RECHARGE_ORDER_NOT_FOUND');
    return toRecord(row);
  }
}

function toRecord(r: RechargeOrderRow): RechargeRecord {
  return {
    orderNo: r.orderNo,
    kind: r.kind,
    coin: r.coin,
    blockchainName: r.blockchainName,
    channelAddress: r.channelAddress,
    fromAddress: r.fromAddress,
    tx: r.tx,
    volume: Money.ofMinorString(r.volume),
    amount: Money.ofMinorString(r.amount),
    fee: Money.ofMinorString(r.fee),
    img: r.img,
    state: r.state,
    failure: r.failureCode ? { code: r.failureCode as ErrorCode } : r.failureMsg ? { text: r.failureMsg } : null,
    createdAt: r.createdAt,
  };
}
