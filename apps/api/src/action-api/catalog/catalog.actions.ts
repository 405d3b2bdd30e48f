import { Injectable } from '@nestjs/common';
import type { GoodsDetailWire, StoreInfoWire } from '@mall/contracts';
import { z } from 'zod';
import { CatalogService, goodsSort, localized, paging, type I18nText } from '../../modules/catalog';
import { Action, ActionReply, type ActionContext } from '../action.decorator';
import { categoryCard, categoryTree, goodsCard, goodsDetail, highOpinion, keptGoods, storeCard } from './catalog.mapper';

const s = z.string().max(200).optional();
const Page = z.object({ pageNum: s, pageSize: s });
const Sort = z.object({ isNew: s, isRec: s, isPrice: s, isHot: s });
const GoodsList = Page.extend(Sort.shape).extend({ sellerId: s, categoryId: s, discount: s, recTime: s });
const Search = Page.extend(Sort.shape).extend({ keyword: z.string().max(1000).optional(), sellerId: s });
type P<T extends z.ZodType> = ActionContext<z.infer<T>>;

/** Home, catalogue, search and store calls (contract §4.2) plus favourites and follows (§4.3). */
@Injectable()
export class CatalogActions {
  constructor(private readonly catalog: CatalogService) {}

  @Action('index!home', { auth: 'none', params: Page })
  async home(ctx: P<typeof Page>) {
    const h = await this.catalog.home(ctx.host, ctx.lang);
    return { ...h, banner: h.banner.map((b) => ({ id: b.id, imgUrl: b.img_url, link: b.link })) };
  }

  @Action('banner!bannerList', {
    auth: 'none',
    params: Page.extend({ type: z.enum(['pc', 'h5'], { error: 'COMMON_INVALID_PARAM' }), imgType: s }),
  })
  async bannerList(ctx: ActionContext<{ type: 'pc' | 'h5'; imgType?: string; pageNum?: string; pageSize?: string }>) {
    const p = paging(ctx.params.pageNum, ctx.params.pageSize, 8);
    const rows = await this.catalog.banners(ctx.params.type, ctx.params.imgType === '0' ? 0 : 1, p, ctx.host);
    return { result: rows.map((b) => ({ id: b.id, imgUrl: b.img_url, link: b.link })) };
  }

  @Action('category!list', { auth: 'none', params: Page })
  async categoryList(ctx: P<typeof Page>) {
    const r = await this.catalog.topCategories(paging(ctx.params.pageNum, ctx.params.pageSize));
    return { ...r, pageList: r.pageList.map((c) => categoryCard(c, ctx.lang)) };
  }

  @Action('category!tree', { auth: 'none', params: z.object({ showHidden: s }) })
  async categoryTree(ctx: ActionContext<{ showHidden?: string }>) {
    return categoryTree(await this.catalog.categoryTree(ctx.params.showHidden === '1' || ctx.params.showHidden === 'true'), ctx.lang, true);
  }

  @Action('category!sellerTree', { auth: 'none', params: z.object({ sellerId: s }) })
  async sellerTree(ctx: ActionContext<{ sellerId?: string }>) {
    return categoryTree(await this.catalog.sellerTree(ctx.params.sellerId), ctx.lang, false);
  }

  @Action('category!recommend', { auth: 'none', params: Page })
  async categoryRecommend(ctx: P<typeof Page>) {
    const r = await this.catalog.recommendedCategories(paging(ctx.params.pageNum, ctx.params.pageSize, 50));
    return { ...r, pageList: r.pageList.map((c) => categoryCard(c, ctx.lang)) };
  }

  @Action('seller!list', { auth: 'none', params: Page.extend({ isRec: s }) })
  async sellerList(ctx: ActionContext<{ isRec?: string; pageNum?: string; pageSize?: string }>) {
    const r = await this.catalog.listSellers(ctx.params.isRec === '1', paging(ctx.params.pageNum, ctx.params.pageSize, 10));
    return { ...r, pageList: r.pageList.map(storeCard) };
  }

  @Action('seller!info', { auth: 'optional', params: z.object({ sellerId: s }) })
  async sellerInfo(ctx: ActionContext<{ sellerId?: string }>): Promise<StoreInfoWire> {
    const { seller, isFocus, isOwn } = await this.catalog.sellerInfo(ctx.params.sellerId, ctx.actor?.userId ?? null);
    return {
      ...storeCard(seller),
      banner1: seller.banner1,
      banner2: seller.banner2,
      banner3: seller.banner3,
      // the description in the reader's language, else English, else the store's own (`shopRemarkLang`: which)
      ...localized('shopRemark', { [seller.lang]: seller.shop_remark, ...seller.shop_remark_i18n }, ctx.lang, seller.lang),
      facebook: seller.facebook,
      google: seller.google,
      instagram: seller.instagram,
      twitter: seller.twitter,
      youtube: seller.youtube,
      isFocus: isFocus ? 1 : 0,
      // our extension: the signed-in viewer owns this store (the web hides "Contact seller")
      isOwn: isOwn ? 1 : 0,
    };
  }

  @Action('sellerGoods!list', { auth: 'optional', params: GoodsList })
  async goodsList(ctx: P<typeof GoodsList>) {
    const p = ctx.params;
    const r = await this.catalog.listGoods(
      { sellerId: p.sellerId || undefined, categoryId: p.categoryId || undefined, discount: p.discount === '1', sort: goodsSort(p) },
      paging(p.pageNum, p.pageSize),
      ctx.actor?.userId ?? null,
    );
    return { ...r, pageList: r.pageList.map((g) => goodsCard(g, ctx.lang)) };
  }

  @Action('sellerGoods!recommend_new', { auth: 'optional', params: Page.extend({ type: s }) })
  async recommendNew(ctx: ActionContext<{ type?: string; pageNum?: string; pageSize?: string }>) {
    const type = ctx.params.type === '1' ? 1 : ctx.params.type === '2' ? 2 : 0;
    const rows = await this.catalog.recommendNew(type, paging(ctx.params.pageNum, ctx.params.pageSize, 24), ctx.actor?.userId ?? null);
    return { result: rows.map((g) => goodsCard(g, ctx.lang)) };
  }

  @Action('sellerGoods!recommend_like', { auth: 'optional', params: z.object({ type: s, sellerId: s }) })
  async recommendLike(ctx: ActionContext<{ type?: string; sellerId?: string }>) {
    const store = ctx.params.type === '2';
    const rows = await this.catalog.recommendLike(store ? ctx.params.sellerId : undefined, store ? 3 : 12, ctx.actor?.userId ?? null);
    return rows.map((g) => goodsCard(g, ctx.lang));
  }

  @Action('sellerGoods!search', { auth: 'optional', params: Search })
  async search(ctx: P<typeof Search>) {
    const p = ctx.params;
    const r = await this.catalog.search(p.keyword, ctx.lang, goodsSort(p), paging(p.pageNum, p.pageSize), ctx.actor?.userId ?? null);
    return { ...r, pageList: r.pageList.map((g) => goodsCard(g, ctx.lang)) };
  }

  @Action('sellerGoods!searchSellerGoods', { auth: 'optional', params: Search })
  async searchSellerGoods(ctx: P<typeof Search>) {
    const p = ctx.params;
    const r = await this.catalog.search(
      p.keyword,
      ctx.lang,
      goodsSort(p),
      paging(p.pageNum, p.pageSize),
      ctx.actor?.userId ?? null,
      p.sellerId ?? '',
    );
    return { ...r, pageList: r.pageList.map((g) => goodsCard(g, ctx.lang)) };
  }

  @Action('sellerGoods!search-keyword', { auth: 'none', params: z.object({ keyword: z.string().max(1000).optional() }) })
  async searchKeyword(ctx: ActionContext<{ keyword?: string }>) {
    const r = await this.catalog.searchKeyword(ctx.params.keyword, ctx.lang);
    return {
      sellerList: r.sellerList.map(storeCard),
      goodsList: r.goodsList.map((g) => ({ id: g.id, ...localized('name', g.name_i18n, ctx.lang, g.seller_lang) })),
    };
  }

  /**
   * Ours: the cart's lines as they are now, in the caller's language (the cart lives in the browser):
   * `lines` = comma list of `goodsId` or `goodsId:skuId`. Lines no longer sold are left out.
   */
  @Action('sellerGoods!cartLines', {
    auth: 'optional',
    params: z.object({ lines: z.string().max(8000, 'COMMON_PARAM_TOO_LONG').optional() }),
  })
  async cartLines(ctx: ActionContext<{ lines?: string }>) {
    const rows = await this.catalog.cartLines((ctx.params.lines ?? '').split(',').filter(Boolean));
    return rows.map(({ goods: g, sku: k }) => {
      const text = <K extends string>(key: K, t: I18nText) => localized(key, t, ctx.lang, g.sellerLang);
      return {
        goodsId: g.id,
        skuId: k ? k.id : '-1',
        ...text('name', g.nameI18n),
        attributes: (k?.attrs ?? []).map((a) => ({ ...text('attrName', a.name), ...text('attrValue', a.value) })),
        stock: k ? k.stock : g.stock,
        isShelf: g.onSale && (k?.onSale ?? true) ? 1 : 0,
      };
    });
  }

  @Action('sellerGoods!info', { auth: 'optional', params: z.object({ sellerGoodsId: s }) })
  async info(ctx: ActionContext<{ sellerGoodsId?: string }>): Promise<GoodsDetailWire> {
    return goodsDetail(await this.catalog.goodsInfo(ctx.params.sellerGoodsId, ctx.actor?.userId ?? null), ctx.lang);
  }

  // favourites (§4.3)

  @Action('keepGoods!list', { auth: 'required', params: Page })
  async keepList(ctx: P<typeof Page>) {
    const r = await this.catalog.listKept(ctx.actor!.userId, paging(ctx.params.pageNum, ctx.params.pageSize, 8));
    return {
      ...r,
      pageList: r.pageList.map((g) => keptGoods(g, ctx.lang)),
    };
  }

  @Action('keepGoods!add', {
    auth: 'required',
    params: z.object({ sellerGoodsId: s }),
    rateLimit: [{ by: 'user', limit: 120, windowMs: 60_000 }],
  })
  async keepAdd(ctx: ActionContext<{ sellerGoodsId?: string }>) {
    await this.catalog.keep(ctx.actor!.userId, ctx.params.sellerGoodsId);
    return null;
  }

  @Action('keepGoods!del', { auth: 'required', params: z.object({ sellerGoodsId: s }) })
  async keepDel(ctx: ActionContext<{ sellerGoodsId?: string }>) {
    await this.catalog.unkeep(ctx.actor!.userId, ctx.params.sellerGoodsId);
    return null;
  }

  @Action('keepGoods!count', { auth: 'required' })
  keepCount(ctx: ActionContext) {
    return this.catalog.countKept(ctx.actor!.userId);
  }

  @Action('focusSeller!list', { auth: 'required', params: Page })
  async focusList(ctx: P<typeof Page>) {
    const r = await this.catalog.listFollowed(ctx.actor!.userId, paging(ctx.params.pageNum, ctx.params.pageSize));
    return {
      ...r,
      pageList: r.pageList.map((x: any) => ({
        sellerId: x.id,
        sellerVo: {
          id: x.id,
          name: x.name,
          avatar: x.avatar,
          soldNum: Number(x.sold_num),
          fakeSoldNum: 0,
          highOpinion: highOpinion(x.good_reviews, x.total_reviews),
          viewsNum: Number(x.views_num),
          focusNum: x.focus_num,
        },
      })),
    };
  }

  @Action('focusSeller!add', {
    auth: 'required',
    params: z.object({ sellerId: s }),
    rateLimit: [{ by: 'user', limit: 120, windowMs: 60_000 }],
  })
  async focusAdd(ctx: ActionContext<{ sellerId?: string }>) {
    await this.catalog.follow(ctx.actor!.userId, ctx.params.sellerId);
    return null;
  }

  @Action('focusSeller!del', { auth: 'required', params: z.object({ sellerId: s }) })
  async focusDel(ctx: ActionContext<{ sellerId?: string }>) {
    await this.catalog.unfollow(ctx.actor!.userId, ctx.params.sellerId);
    return null;
  }

  @Action('focusSeller!count', { auth: 'required' })
  focusCount(ctx: ActionContext) {
    return this.catalog.countFollowed(ctx.actor!.userId);
  }

  @Action('subscribe!add', {
    auth: 'optional',
    params: z.object({ email: z.string({ error: 'AUTH_INVALID_EMAIL' }).max(200, 'AUTH_EMAIL_TOO_LONG') }),
    rateLimit: [{ by: 'ip', limit: 20, windowMs: 3600_000 }],
  })
  async subscribe(ctx: ActionContext<{ email: string }>) {
    await this.catalog.subscribe(ctx.params.email, ctx.lang);
    return new ActionReply(null, 'SUBSCRIBE_SUCCESS');
  }

  @Action('index!download-url', { auth: 'none' })
  downloadUrl(ctx: ActionContext) {
    return this.catalog.downloadUrl(ctx.host);
  }

  /** No lottery runs in this product; the old clients poll this on every scroll, so it answers at once. */
  @Action('activity/lottery!getCurrentActivity', { auth: 'none' })
  currentActivity() {
    return { detailUrl: '', title: '', id: '', status: 0, running: false };
  }
}
