import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost, Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { inertText } from '../after-sale';
import { LogState, OrderMoves } from '../order';
import { SellerCountersService } from '../seller/counters';
import { SysparaService } from '../syspara';
import { UploadService } from '../upload';
import { REVIEW_CONTENT_MAX, typeOfRating } from './domain/evaluation-rules';
import {
  EvaluationRepository,
  type GoodsStats,
  type OrderLine,
  type ReviewableOrder,
  type ReviewFilter,
  type ReviewRow,
} from './evaluation.repository';

const ORDER_ID = /^SC[0-9]{23}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 86_400_000;
const BATCH = 200;

/** Order log states added by reviews (docs/orders.md "After-sales"). */
export const LOG_REVIEWED = LogState.Reviewed;
export const LOG_DEFAULT_REVIEW = LogState.DefaultReview;

export interface ReviewInput {
  sellerGoodsId: string | undefined;
  rating: string | number | undefined;
  content: string | undefined;
  images: string[];
}

export interface ReviewPage {
  rows: ReviewRow[];
  total: number;
  /** every visible review of the goods, real and default */
  evaluationNum: number;
}

/**
 * Verified-purchase reviews (contract §4.3, legacy-behaviour §2): only the buyer of a received
 * order, one review per order line, the goods must be a line of that order; text made inert,
 * photos must be the caller's own uploads (already re-encoded at upload). The first review moves
 * the order 4 → 5 (log 11). Counters of the goods and the store change in the same transaction;
 * the system's default reviews are counted apart and never as written or picture reviews.
 */
@Injectable()
export class EvaluationService {
  private readonly log = new Logger('Evaluation');

  constructor(
    private readonly repo: EvaluationRepository,
    private readonly uploads: UploadService,
    private readonly syspara: SysparaService,
    private readonly txHost: TransactionHost,
    private readonly orders: OrderMoves,
    private readonly stores: SellerCountersService,
  ) {}

  /**
   * One line's review, and when it is new the counters of its goods (ours) and its store (the seller
   * module's), in the caller's transaction. False when the line has a review already.
   */
  private async addReview(
    o: ReviewableOrder,
    line: OrderLine,
    r: { userId: string; rating: number; type: number; content: string; images: string[]; isDefault: boolean },
    at: Date,
  ): Promise<boolean> {
    const reviewId = await this.repo.insert({
      orderId: o.id,
      orderItemId: line.id,
      goodsId: line.goodsId,
      skuId: line.skuId,
      sellerId: o.sellerId,
      userId: r.userId,
      rating: r.rating,
      evaluationType: r.type,
      content: r.content,
      images: r.images,
      isDefault: r.isDefault,
      attributes: line.attributes,
      countryName: o.country,
      at,
    });
    if (!reviewId) return false;
    await this.repo.count(line.goodsId, { type: r.type, rating: r.rating, pictures: r.images.length > 0, isDefault: r.isDefault });
    await this.stores.reviewed(o.sellerId, { isDefault: r.isDefault, good: r.type === 1 });
    return true;
  }

  @Transactional()
  async add(
    userId: string,
    orderId: string | undefined,
    items: ReviewInput[],
    opts: { maxImages: number; hostnames: string[] },
  ): Promise<number> {
    const id = (orderId ?? '').trim();
    if (items.length === 0) throw new AppError('COMMON_ILLEGAL_REQUEST');
    // Validate every item before any lock or write.
    const parsed = items.map((it) => {
      const goodsId = (it.sellerGoodsId ?? '').trim();
      if (!goodsId) throw new AppError('COMMON_ILLEGAL_REQUEST');
      if (!UUID.test(goodsId)) throw new AppError('EVALUATION_GOODS_NOT_IN_ORDER');
      const r = String(it.rating ?? '').trim();
      if (!/^[1-5]$/.test(r)) throw new AppError('EVALUATION_RATING_INVALID');
      const content = inertText(it.content);
      if ([...content].length > REVIEW_CONTENT_MAX)
        throw new AppError('COMMON_PARAM_TOO_LONG', { field: 'content', max: REVIEW_CONTENT_MAX });
      if (it.images.length > opts.maxImages) throw new AppError('EVALUATION_TOO_MANY_IMAGES', { max: opts.maxImages });
      return { goodsId, rating: +r, content, images: it.images };
    });
    if (!ORDER_ID.test(id)) throw new AppError('EVALUATION_ORDER_NOT_FOUND');
    const o = await this.repo.lockOrder(id);
    if (!o || o.userId !== userId) throw new AppError('EVALUATION_ORDER_NOT_FOUND');
    if (o.status !== 4 && o.status !== 5) throw new AppError('EVALUATION_NOT_RECEIVED');
    const lines = await this.repo.lines(o.id);
    const taken = new Set<string>();
    const now = new Date();
    let added = 0;
    for (const p of parsed) {
      const line = pickLine(lines, p.goodsId, taken);
      const images: string[] = [];
      for (const url of p.images) {
        const path = await this.uploads.ownImagePath(userId, url, opts.hostnames);
        if (!path) throw new AppError('EVALUATION_IMAGE_INVALID');
        images.push(path);
      }
      const review = { userId, rating: p.rating, type: typeOfRating(p.rating), content: p.content, images, isDefault: false };
      if (!(await this.addReview(o, line, review, now))) throw new AppError('EVALUATION_ALREADY');
      added += 1;
    }
    await this.orders.review(o.id, 'buyer', now);
    return added;
  }

  /** `evaluation!list`: visible reviews of a goods, newest first. */
  async list(goodsId: string | undefined, filter: ReviewFilter, offset: number, limit: number): Promise<ReviewPage> {
    const id = (goodsId ?? '').trim();
    if (!id) throw new AppError('EVALUATION_GOODS_ID_REQUIRED');
    if (!UUID.test(id)) return { rows: [], total: 0, evaluationNum: 0 };
    return {
      rows: await this.repo.page(id, filter, offset, limit),
      total: await this.repo.total(id, filter),
      evaluationNum: await this.repo.total(id, { kind: 'all' }),
    };
  }

  /** `evaluation!countType`: counts of real reviews per kind, and the default ones apart. */
  async counts(goodsId: string | undefined): Promise<GoodsStats & { total: number; averageRating: string }> {
    const id = (goodsId ?? '').trim();
    if (!id) throw new AppError('EVALUATION_GOODS_ID_REQUIRED');
    const s = UUID.test(id) ? await this.repo.stats(id) : { good: 0, medium: 0, bad: 0, withPictures: 0, defaultCount: 0, ratingSum: 0 };
    const total = s.good + s.medium + s.bad;
    return { ...s, total, averageRating: total ? (Math.round((s.ratingSum / total) * 10) / 10).toFixed(1) : '0.0' };
  }

  /** The reviews of a store's goods (seller console). */
  async forSeller(sellerId: string, page: number, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
    return { rows: await this.repo.sellerPage(sellerId, (page - 1) * pageSize, pageSize), total: await this.repo.sellerTotal(sellerId) };
  }

  /**
   * The default good review (`mall_AutoComment` days after receipt): every line of a received order
   * without a review gets a labelled system review (5 stars, no text); the order → 5 with log 12.
   * Each order in its own short transaction, locked with `skip locked` and re-checked, so a run
   * racing the buyer or another worker acts at most once. `now` is a parameter for moved-clock tests.
   */
  async defaultReviews(now = new Date()): Promise<number> {
    const days = await this.syspara.getInt('mall_AutoComment', 15);
    if (days <= 0) return 0;
    const cutoff = new Date(now.getTime() - days * DAY);
    let done = 0;
    for (const id of await this.repo.dueForDefault(cutoff, BATCH)) {
      const ok = await this.txHost.withTransaction(async () => {
        const o = await this.repo.lockOrder(id, true);
        if (!o || o.status !== 4 || !o.receivedAt || new Date(o.receivedAt) >= cutoff) return false;
        for (const line of await this.repo.lines(o.id)) {
          if (line.reviewed) continue;
          await this.addReview(o, line, { userId: o.userId, rating: 5, type: 1, content: '', images: [], isDefault: true }, now);
        }
        await this.orders.review(o.id, 'system', now);
        return true;
      });
      if (ok) done += 1;
    }
    if (done) this.log.log(`default good review given to ${done} order(s)`);
    return done;
  }
}

/** The first line of the order for `goodsId` without a review (and not taken earlier in this call). */
function pickLine(lines: OrderLine[], goodsId: string, taken: Set<string>): OrderLine {
  const ofGoods = lines.filter((l) => l.goodsId === goodsId);
  if (ofGoods.length === 0) throw new AppError('EVALUATION_GOODS_NOT_IN_ORDER');
  const free = ofGoods.find((l) => !l.reviewed && !taken.has(l.id));
  if (!free) throw new AppError('EVALUATION_ALREADY');
  taken.add(free.id);
  return free;
}
