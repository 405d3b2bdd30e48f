import { Inject, Injectable } from '@nestjs/common';
import type { ReviewCountsData, ReviewPageData, ReviewRowData } from '@mall/contracts';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { formatActionDate } from '../../core/http/action-date';
import { AppError } from '../../core/errors/app-error';
import { localized, pageA, paging } from '../../modules/catalog';
import { ADD_IMAGES_MAX, ADD_LIST_IMAGES_MAX, EvaluationService, type ReviewFilter, type ReviewRow } from '../../modules/evaluation';
import { maskName } from '../../modules/user';
import { Action, type ActionContext, type RateRule } from '../action.decorator';
import { imageParams } from '../order/order-returns.actions';

const MINUTE = 60_000;
const addRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: MINUTE }];
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();
const IMG_KEYS = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`imgUrl${i + 1}`, opt(1000)]));

const ListParams = z.object({
  sellerGoodsId: opt(64),
  pageNum: opt(16),
  pageSize: opt(16),
  /** '' all, 1/2/3 a type of written review, -2 written with pictures, -3 (ours) the system's default reviews */
  evaluationType: z
    .string()
    .trim()
    .regex(/^(|1|2|3|-2|-3)$/, 'COMMON_INVALID_PARAM')
    .optional(),
});
const CountParams = z.object({ goodId: opt(64) });
const AddParams = z.object({
  sellerGoodsId: opt(64),
  evaluationType: opt(8),
  rating: opt(8),
  orderId: z.string().max(64, 'EVALUATION_ORDER_NOT_FOUND').optional(),
  content: z.string().max(8000, 'COMMON_PARAM_TOO_LONG').optional(),
  ...IMG_KEYS,
});
const Scalar = z.union([z.string().max(8000), z.number()]).optional();
const AddListItem = z
  .object({ sellerGoodsId: Scalar, evaluationType: Scalar, rating: Scalar, content: Scalar })
  .catchall(z.union([z.string().max(1000), z.number(), z.null()]));
const AddListBody = z.object({
  orderId: Scalar,
  evaluationAdds: z.array(AddListItem).min(1).max(50),
});

/** One row of `evaluation!list` (contract fields; plus `id`, `evaluationType`, `isDefault`). */
export function toReviewRow(e: ReviewRow, lang: string, tz: string): ReviewRowData {
  const imgs: Record<`imgUrl${number}`, string> = {};
  for (let i = 0; i < 9; i += 1) imgs[`imgUrl${i + 1}`] = e.images[i] ?? '';
  return {
    id: e.id,
    userName: maskName(e.username),
    avatar: String(e.avatar),
    countryName: e.countryName,
    rating: e.rating,
    evaluationType: e.evaluationType,
    content: e.content,
    evaluationTime: formatActionDate(new Date(e.createdAt), tz),
    attributes: (e.attributes ?? []).map((a) => ({
      ...localized('attrName', a.attrName_i18n, lang, e.sellerLang),
      ...localized('attrValue', a.attrValue_i18n, lang, e.sellerLang),
    })),
    isDefault: e.isDefault,
    ...imgs,
  };
}

function filterOf(t: string | undefined): ReviewFilter {
  if (!t) return { kind: 'all' };
  if (t === '-2') return { kind: 'pictures' };
  if (t === '-3') return { kind: 'default' };
  return { kind: 'type', type: +t };
}

/** Reviews (contract §4.3). Thin: parse → EvaluationService → map. */
@Injectable()
export class EvaluationActions {
  constructor(
    private readonly reviews: EvaluationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Action('evaluation!list', { auth: 'optional', params: ListParams })
  async list(ctx: ActionContext<z.infer<typeof ListParams>>): Promise<ReviewPageData> {
    const p = paging(ctx.params.pageNum, ctx.params.pageSize);
    const r = await this.reviews.list(ctx.params.sellerGoodsId, filterOf(ctx.params.evaluationType), p.offset, p.pageSize);
    return {
      ...pageA(
        r.rows.map((e) => toReviewRow(e, ctx.lang, this.config.BUSINESS_TZ)),
        r.total,
        p,
      ),
      evaluationNum: r.evaluationNum,
    };
  }

  /** String counts as the legacy answers them; default reviews apart (`defaultReview`), never in the others. */
  @Action('evaluation!countType', { auth: 'optional', params: CountParams })
  async countType(ctx: ActionContext<z.infer<typeof CountParams>>): Promise<ReviewCountsData> {
    const s = await this.reviews.counts(ctx.params.goodId);
    return {
      havePicture: String(s.withPictures),
      positiveComments: String(s.good),
      mediumReview: String(s.medium),
      negativeComment: String(s.bad),
      defaultReview: String(s.defaultCount),
      total: String(s.total),
      averageRating: s.averageRating,
    };
  }

  @Action('evaluation!add', { auth: 'required', params: AddParams, rateLimit: addRate })
  async add(ctx: ActionContext<z.infer<typeof AddParams>>): Promise<null> {
    const p = ctx.params;
    if (!p.sellerGoodsId?.trim() || !p.evaluationType?.trim() || !p.rating?.trim()) throw new AppError('COMMON_ILLEGAL_REQUEST');
    await this.reviews.add(
      ctx.actor!.userId,
      p.orderId,
      [{ sellerGoodsId: p.sellerGoodsId, rating: p.rating, content: p.content, images: imageParams(p) }],
      { maxImages: ADD_IMAGES_MAX, hostnames: [new URL(ctx.origin).hostname] },
    );
    return null;
  }

  /** The one JSON-body call of the contract: `{orderId, evaluationAdds: [{sellerGoodsId, evaluationType, rating, content, imgUrl1..8}]}`. */
  @Action('evaluation!addList', { auth: 'required', rateLimit: addRate })
  async addList(ctx: ActionContext): Promise<null> {
    const parsed = AddListBody.safeParse(ctx.body);
    if (!parsed.success) throw new AppError('COMMON_ILLEGAL_REQUEST');
    const b = parsed.data;
    const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
    const items = b.evaluationAdds.map((it) => {
      if (str(it.evaluationType) === undefined) throw new AppError('COMMON_ILLEGAL_REQUEST');
      return {
        sellerGoodsId: str(it.sellerGoodsId),
        rating: str(it.rating),
        content: str(it.content),
        images: imageParams(it as Record<string, unknown>),
      };
    });
    await this.reviews.add(ctx.actor!.userId, str(b.orderId) ?? str((ctx.params as Record<string, unknown>).orderId), items, {
      maxImages: ADD_LIST_IMAGES_MAX,
      hostnames: [new URL(ctx.origin).hostname],
    });
    return null;
  }
}
