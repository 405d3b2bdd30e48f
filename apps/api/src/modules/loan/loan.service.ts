import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Money, MoneyParseError } from '@mall/money';
import { TransactionHost, Transactional, isUniqueViolation } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { LedgerAccounts, LedgerService } from '../ledger';
import { UploadService } from '../upload';
import { SafewordService } from '../user';
import { LOAN_STATUS, PAYABLE_STATUSES, type LoanStatus } from './domain/loan-state';
import { ALL_TERMS, DAY_MS, parseWholeAmount, quote, summarize, type LoanQuote, type TermsSummary } from './domain/loan-terms';
import { IdPhotoStore, PHOTO_SLOTS, type PhotoSlot } from './id-photo.store';
import { LoanRepository, type LoanConfigRow, type LoanRow } from './loan.repository';
import { readPage, type Page, type PageQuery } from '../../core/database/page';

/** The loan product as offered now. */
export interface LoanProduct {
  amountMin: Money;
  amountMax: Money;
  dailyRate: string;
  overdueRate: string;
  aprPercent: string;
  offeredTerms: number[];
  allTerms: number[];
  twoApprovalsAbove: Money;
}

/** A loan as its owner sees it. */
export interface LoanView {
  id: string;
  status: LoanStatus;
  realName: string;
  countryId: number;
  identification: string;
  terms: TermsSummary;
  submittedAt: Date;
  approvedAt: Date | null;
  dueAt: Date | null;
  rejectReason: string | null;
  repaid: Money;
  repaidAt: Date | null;
  /** for active/overdue loans: what settles it now */
  quote: LoanQuote | null;
}

export interface ApplyInput {
  realName?: string;
  creditPeriod?: string;
  applyAmount?: string;
  countryId?: string;
  identification?: string;
  imgCertificateFace?: string;
  imgCertificateBack?: string;
  imgCertificateHand?: string;
  creditId?: string;
  /** hostnames an absolute upload URL may be on */
  hostnames: string[];
}

/** What `credit!beforereapply` hands back for a photo already on file: send it back to keep it. */
export const keptPhotoRef = (slot: PhotoSlot) => `loan-photo:${slot}`;

const NAME_MAX = 64;
const ID_MAX = 64;
const IDENTIFICATION = /^[\p{L}\p{N} -]{2,64}$/u;
const CONTROL = /[\p{Cc}\p{Cf}]/u;

export const loanRepayKey = (loanId: string, n: number) => `loan:${loanId}:repay:${n}`;
export const loanDisburseKey = (loanId: string) => `loan:${loanId}:disburse`;

/**
 * The buyer's loan use cases (contract §4.7). Every id is checked against the caller: another user's
 * loan is "not found", exactly like a missing one. Overdue status is applied lazily on every read
 * here (and by the hourly job). Repayment: ownership and state first (no lock), the fund password
 * (its own transaction, shared lock with withdrawals), then ONE transaction: the loan's row lock,
 * state again, the quote at this instant, the quoted amount compared with what the screen showed,
 * and the ledger posting `loan:<id>:repay:<n>`.
 */
@Injectable()
export class LoanService {
  private readonly log = new Logger('Loans');

  constructor(
    private readonly loans: LoanRepository,
    private readonly ledger: LedgerService,
    private readonly safewords: SafewordService,
    private readonly uploads: UploadService,
    private readonly photos: IdPhotoStore,
    private readonly txHost: TransactionHost,
  ) {}

  async product(): Promise<LoanProduct> {
    return toProduct(await this.loans.config());
  }

  /** `credit!check`: true when the user has no loan in status 1–4. */
  async mayApply(userId: string): Promise<boolean> {
    return !(await this.loans.openOf(userId));
  }

  async apply(userId: string, input: ApplyInput): Promise<{ id: string }> {
    const product = await this.product();
    const parsed = parseWholeAmount(input.applyAmount);
    if (!parsed.ok) throw new AppError(parsed.code);
    const amount = parsed.amount;
    if (amount.cmp(product.amountMin) < 0 || amount.cmp(product.amountMax) > 0) throw new AppError('LOAN_AMOUNT_OUT_OF_RANGE');
    const termText = (input.creditPeriod ?? '').trim();
    const term = /^\d{1,3}$/.test(termText) ? +termText : NaN;
    if (!product.offeredTerms.includes(term)) throw new AppError('LOAN_TERM_NOT_OFFERED');
    const countryText = (input.countryId ?? '').trim();
    const countryId = /^\d{1,6}$/.test(countryText) ? +countryText : NaN;
    if (!Number.isSafeInteger(countryId) || !(await this.loans.countryExists(countryId))) throw new AppError('LOAN_COUNTRY_INVALID');
    const realName = (input.realName ?? '').trim();
    if (!realName || CONTROL.test(realName)) throw new AppError('LOAN_REAL_NAME_REQUIRED');
    if (realName.length > NAME_MAX) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'realName', max: NAME_MAX });
    const identification = (input.identification ?? '').trim();
    if (identification.length > ID_MAX) throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'identification', max: ID_MAX });
    if (!IDENTIFICATION.test(identification)) throw new AppError('LOAN_IDENTIFICATION_INVALID');

    const creditId = (input.creditId ?? '').trim();
    const previous = creditId ? await this.loans.findOwn(creditId, userId) : null;
    if (creditId && !previous) throw new AppError('LOAN_NOT_FOUND');
    if (previous && previous.status !== LOAN_STATUS.rejected) throw new AppError('LOAN_NOT_REAPPLICABLE');
    if (!previous && (await this.loans.openOf(userId))) throw new AppError('LOAN_UNFINISHED_EXISTS');

    // The three photos: each the caller's own upload (or, on re-apply, the one already on file), all different.
    const given: Record<PhotoSlot, string> = {
      face: (input.imgCertificateFace ?? '').trim(),
      back: (input.imgCertificateBack ?? '').trim(),
      hand: (input.imgCertificateHand ?? '').trim(),
    };
    const publicPaths: Partial<Record<PhotoSlot, string>> = {};
    for (const slot of PHOTO_SLOTS) {
      if (previous && given[slot] === keptPhotoRef(slot)) continue;
      const path = given[slot] && given[slot].length <= 512 ? await this.uploads.ownImagePath(userId, given[slot], input.hostnames) : null;
      if (!path) throw new AppError('LOAN_PHOTO_INVALID');
      publicPaths[slot] = path;
    }
    const paths = Object.values(publicPaths);
    if (new Set(paths).size !== paths.length) throw new AppError('LOAN_PHOTO_INVALID');

    const id = previous?.id ?? randomUUID();
    const adopted: Partial<Record<PhotoSlot, string>> = {};
    try {
      for (const slot of PHOTO_SLOTS) {
        const path = publicPaths[slot];
        if (!path) continue;
        const key = await this.photos.adopt(path, id, slot);
        if (!key) throw new AppError('LOAN_PHOTO_INVALID');
        adopted[slot] = key;
      }
      const terms = summarize({ amount, termDays: term, dailyRate: product.dailyRate, overdueRate: product.overdueRate });
      const row = {
        id,
        userId,
        realName,
        countryId,
        identification,
        photoFace: adopted.face ?? previous!.photoFace,
        photoBack: adopted.back ?? previous!.photoBack,
        photoHand: adopted.hand ?? previous!.photoHand,
        amount: amount.minor,
        termDays: term,
        dailyRate: product.dailyRate,
        overdueRate: product.overdueRate,
        totalInterest: terms.totalInterest.minor,
        requiredApprovals: (amount.cmp(product.twoApprovalsAbove) > 0 ? 2 : 1) as 1 | 2,
        submittedAt: new Date(),
      };
      await this.txHost.withTransaction(async () => {
        if (previous) {
          if (!(await this.loans.reapply(row))) throw new AppError('LOAN_NOT_REAPPLICABLE');
        } else {
          await this.loans.insert(row);
        }
      });
    } catch (e) {
      await Promise.all(Object.values(adopted).map((k) => this.photos.remove(k)));
      if (isUniqueViolation(e)) throw new AppError('LOAN_UNFINISHED_EXISTS');
      throw e;
    }
    // Recorded: the public copies go (and, on re-apply, the replaced private ones).
    await Promise.all(paths.map((p) => this.photos.discardPublic(p)));
    if (previous) {
      for (const slot of PHOTO_SLOTS) if (adopted[slot]) await this.photos.remove(photoKey(previous, slot));
    }
    return { id };
  }

  /** `credit!bill`: the active (or overdue) loan with what settles it now, or null. */
  async active(userId: string, now = new Date()): Promise<LoanView | null> {
    await this.loans.markOverdue(now, userId);
    const row = await this.loans.activeOf(userId);
    return row ? toView(row, now) : null;
  }

  async history(userId: string, page: PageQuery, now = new Date()): Promise<Page<LoanView>> {
    await this.loans.markOverdue(now, userId);
    return readPage(
      page,
      (offset, limit) => this.loans.pageOf(userId, offset, limit),
      () => this.loans.countOf(userId),
      (r) => toView(r, now),
    );
  }

  /** One of the caller's loans (`credit!beforepay`, `credit!beforereapply`). */
  async own(userId: string, creditId: string | undefined, now = new Date()): Promise<LoanView> {
    const id = (creditId ?? '').trim();
    if (!id) throw new AppError('LOAN_ID_REQUIRED');
    await this.loans.markOverdue(now, userId);
    const row = await this.loans.findOwn(id, userId);
    if (!row) throw new AppError('LOAN_NOT_FOUND');
    return toView(row, now);
  }

  async available(userId: string): Promise<Money> {
    return (await this.ledger.userBalances(userId)).available;
  }

  /**
   * `credit!pay`: repay in full from the wallet. `expected` is the amount the screen showed
   * (`estimatePayment` of `credit!beforepay`); when given and no longer what is due, nothing is
   * charged (LOAN_AMOUNT_CHANGED) and the screen asks again.
   */
  async pay(
    userId: string,
    input: { creditId?: string; safeword?: string; expected?: string },
  ): Promise<{ paid: Money; transferId: string }> {
    const id = (input.creditId ?? '').trim();
    if (!id) throw new AppError('LOAN_ID_REQUIRED');
    let expected: Money | null = null;
    if (input.expected !== undefined && input.expected.trim() !== '') {
      try {
        expected = Money.parse(input.expected);
      } catch (e) {
        if (e instanceof MoneyParseError) throw new AppError('LOAN_PARAM_ERROR');
        throw e;
      }
    }
    const seen = await this.loans.findOwn(id, userId);
    if (!seen) throw new AppError('LOAN_NOT_FOUND');
    if (!PAYABLE_STATUSES.includes(seen.status)) throw new AppError('LOAN_NOT_PAYABLE');
    await this.safewords.verify(userId, input.safeword);
    return this.settleFromWallet(userId, id, expected);
  }

  @Transactional()
  private async settleFromWallet(userId: string, id: string, expected: Money | null): Promise<{ paid: Money; transferId: string }> {
    const now = new Date();
    const loan = await this.loans.findOwn(id, userId, { lock: true });
    if (!loan) throw new AppError('LOAN_NOT_FOUND');
    if (!PAYABLE_STATUSES.includes(loan.status)) throw new AppError('LOAN_NOT_PAYABLE');
    const q = quoteOf(loan, now);
    if (expected && !expected.equals(q.due)) throw new AppError('LOAN_AMOUNT_CHANGED');
    const n = loan.repayCount + 1;
    const legs = repaymentLegs(loan, q.due);
    const transfer = await this.ledger.post({
      idempotencyKey: loanRepayKey(loan.id, n),
      kind: 'loan.repay',
      entries: [{ account: LedgerAccounts.userAvailable(userId), amount: q.due.negate() }, ...legs],
      metadata: { loanId: loan.id, n, days: q.days, source: 'buyer' },
    });
    await this.loans.addRepayment(loan.id, {
      seq: n,
      amount: q.due.minor,
      source: 'buyer',
      operatorId: null,
      transferId: transfer.id,
      settles: true,
    });
    if (q.overdue && loan.status === LOAN_STATUS.active) this.log.log(`loan ${loan.id} repaid after its due date`);
    return { paid: q.due, transferId: transfer.id };
  }
}

/** Where a repayment goes: principal back to `loans:receivable` first, the rest is interest income. */
export function repaymentLegs(loan: LoanRow, amount: Money): { account: string; amount: Money }[] {
  const principal = Money.ofMinorString(loan.amount);
  const before = Money.ofMinorString(loan.repaidAmount);
  const principalLeft = principal.cmp(before) > 0 ? principal.sub(before) : Money.zero();
  const toPrincipal = amount.cmp(principalLeft) < 0 ? amount : principalLeft;
  const toInterest = amount.sub(toPrincipal);
  const legs: { account: string; amount: Money }[] = [];
  if (toPrincipal.isPositive()) legs.push({ account: LedgerAccounts.system('loans:receivable'), amount: toPrincipal });
  if (toInterest.isPositive()) legs.push({ account: LedgerAccounts.system('platform:fees'), amount: toInterest });
  return legs;
}

export function photoKey(loan: LoanRow, slot: PhotoSlot): string {
  return slot === 'face' ? loan.photoFace : slot === 'back' ? loan.photoBack : loan.photoHand;
}

export function termsOf(row: LoanRow) {
  return { amount: Money.ofMinorString(row.amount), termDays: row.termDays, dailyRate: row.dailyRate, overdueRate: row.overdueRate };
}

export function quoteOf(row: LoanRow, now: Date): LoanQuote {
  return quote({ ...termsOf(row), disbursedAt: row.approvedAt!, repaid: Money.ofMinorString(row.repaidAmount) }, now);
}

export function toView(row: LoanRow, now: Date): LoanView {
  const payable = PAYABLE_STATUSES.includes(row.status) && row.approvedAt;
  return {
    id: row.id,
    status: row.status,
    realName: row.realName,
    countryId: row.countryId,
    identification: row.identification,
    terms: summarize(termsOf(row)),
    submittedAt: row.submittedAt,
    approvedAt: row.approvedAt,
    dueAt: row.dueAt,
    rejectReason: row.rejectReason,
    repaid: Money.ofMinorString(row.repaidAmount),
    repaidAt: row.repaidAt,
    quote: payable ? quoteOf(row, now) : null,
  };
}

export function toProduct(c: LoanConfigRow): LoanProduct {
  const s = summarize({ amount: Money.zero(), termDays: 1, dailyRate: c.dailyRate, overdueRate: c.overdueRate });
  return {
    amountMin: Money.ofMinorString(c.amountMin),
    amountMax: Money.ofMinorString(c.amountMax),
    dailyRate: s.dailyRate,
    overdueRate: s.overdueRate,
    aprPercent: s.aprPercent,
    offeredTerms: [...c.offeredTerms].sort((a, b) => a - b),
    allTerms: [...ALL_TERMS],
    twoApprovalsAbove: Money.ofMinorString(c.twoApprovalsAbove),
  };
}

/** When a loan disbursed at `at` falls due. */
export function dueDate(at: Date, termDays: number): Date {
  return new Date(at.getTime() + termDays * DAY_MS);
}
