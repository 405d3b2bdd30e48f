import { Injectable } from '@nestjs/common';
import { AppError } from '../../core/errors/app-error';
import { BrandService } from '../brand';
import { SellerCountersService } from '../seller/counters';
import { SysparaService } from '../syspara';
import { CatalogRepository, type GoodsCardRow, type GoodsFilter, type SellerCardRow } from './catalog.repository';
import { FavouritesRepository } from './favourites.repository';
import { pageA, type Paging } from './domain/paging';
import { orderSql, searchSort, type GoodsSort } from './domain/sort';
import { correctionAttempts, searchTerms } from './domain/search-terms';
import { SearchCache, type SearchAnswer } from './search-cache';
import { SearchEngine } from './search/search-engine';

/** Search totals are counted up to this many matches. */
const SEARCH_COUNT_CAP = 200;
/** A search with no match tries at most this many spelling corrections. */
const TYPO_ATTEMPTS = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from clients: a malformed one is simply "not found". */
export const isId = (v: string | undefined): v is string => !!v && UUID.test(v);

/** Lines one `sellerGoods!cartLines` call answers. */
export const CART_LINES_MAX = 100;

/** Subscription e-mail pattern of the spec (§5). */
const SUBSCRIBE_EMAIL = /^[A-Za-z0-9][A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]{2,}(\.[A-Za-z0-9-]+)*\.[a-z]{2,}(\.[a-z]{2,})?$/;

export interface ListGoodsInput {
  sellerId?: string;
  categoryId?: string;
  discount?: boolean;
  sort: GoodsSort;
}

/** Browsing, search, stores, favourites and follows. Reads only, except views, favourites and follows. */
@Injectable()
export class CatalogService {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly favourites: FavouritesRepository,
    private readonly brands: BrandService,
    private readonly syspara: SysparaService,
    private readonly searchCache: SearchCache,
    private readonly searchEngine: SearchEngine,
    private readonly stores: SellerCountersService,
  ) {}

  private levels?: { at: number; top: Map<string, boolean> };

  /** Whether a category is top-level (true), a leaf (false) or unknown (undefined); cached 60 s. */
  private async isTopCategory(id: string): Promise<boolean | undefined> {
    if (!this.levels || Date.now() - this.levels.at > 60_000 || !this.levels.top.has(id)) {
      const rows = await this.catalog.categoryLevels();
      this.levels = { at: Date.now(), top: new Map(rows.map((r) => [r.id, r.parent_id === null])) };
    }
    return this.levels.top.get(id);
  }

  async listGoods(input: ListGoodsInput, p: Paging, userId: string | null) {
    if ((input.sellerId && !isId(input.sellerId)) || (input.categoryId && !isId(input.categoryId))) return pageA<GoodsCardRow>([], 0, p);
    const top = input.categoryId ? await this.isTopCategory(input.categoryId) : undefined;
    if (input.categoryId && top === undefined) return pageA<GoodsCardRow>([], 0, p);
    const filter: GoodsFilter = { sellerId: input.sellerId, categoryId: input.categoryId, topCategory: top, discountOnly: input.discount };
    const r = await this.catalog.listGoods(filter, orderSql(input.sort), p, userId);
    return pageA(r.rows, r.total, p);
  }

  /**
   * type 0: new arrivals; 1: recommended goods; 2: goods of recommended stores. A page without a total
   * (the answer has none): counting the matches, even capped, costs more than the page (a bitmap scan of
   * 100,000 recommended goods out of 1M: 100 ms against 1 ms).
   */
  async recommendNew(type: number, p: Paging, userId: string | null): Promise<GoodsCardRow[]> {
    const filter: GoodsFilter = type === 1 ? { recOnly: true } : type === 2 ? { recStores: true } : {};
    const order =
      type === 1 ? 'g.rec_time desc nulls last, g.id desc' : type === 2 ? 'g.sold_num desc, g.id desc' : 'g.created_at desc, g.id desc';
    return this.catalog.goodsPage(filter, order, p, userId);
  }

  async recommendLike(sellerId: string | undefined, limit: number, userId: string | null): Promise<GoodsCardRow[]> {
    return this.catalog.likeGoods(isId(sellerId) ? sellerId : null, limit, userId);
  }

  /**
   * Search: every word must match (stemmed or as typed; CJK by bigrams), best
   * sellers first unless a sort is chosen. When nothing matches, unknown words are replaced by their
   * closest indexed words, then the next closest (up to 4 tries) until something matches (typo
   * tolerance). Totals are counted up to 200 (10 pages). Answers — the page's cards as anyone sees
   * them — are cached (SearchCache); the viewer's favourite marks are read on every call.
   */
  async search(keyword: string | undefined, lang: string, sort: GoodsSort, p: Paging, userId: string | null, sellerId?: string) {
    const terms = searchTerms(keyword, lang);
    if (!terms || (sellerId !== undefined && !isId(sellerId))) return pageA<GoodsCardRow>([], 0, p);
    const opts = { prefix: false, sellerId, sort: searchSort(sort), limit: p.pageSize, offset: p.offset, cap: SEARCH_COUNT_CAP };
    const key = JSON.stringify([terms.config, terms.words, terms.cjk, opts.sort, opts.limit, opts.offset, sellerId ?? null]);
    const page = await this.searchCache.get(key, async () => {
      let found: SearchAnswer = await this.searchEngine.page(terms, opts);
      if (found.matches === 0 && terms.words.length) {
        // typo tolerance: the closest known words, trying the next-closest while nothing matches
        const candidates = await this.catalog.correctionCandidates(terms.words, TYPO_ATTEMPTS);
        for (const words of correctionAttempts(terms.words, candidates, TYPO_ATTEMPTS)) {
          found = await this.searchEngine.page({ ...terms, words }, opts);
          if (found.matches > 0) break;
        }
      }
      return found;
    });
    return pageA(await this.markKept(page.cards, userId), Math.min(page.matches, SEARCH_COUNT_CAP), p);
  }

  /** The viewer's favourite marks on cards shared by every viewer (copies; the shared ones stay unmarked). */
  private async markKept(cards: readonly GoodsCardRow[], userId: string | null): Promise<GoodsCardRow[]> {
    if (!userId || !cards.length) return [...cards];
    const kept = await this.favourites.keptAmong(
      userId,
      cards.map((c) => c.id),
    );
    return cards.map((c) => ({ ...c, is_keep: kept.has(c.id) }));
  }

  /** Rebuild the typo-correction vocabulary (hourly job, and after seeding). */
  refreshSearchVocabulary(): Promise<void> {
    return this.catalog.refreshVocabulary();
  }

  /** Forget removed goods the search indexes have long read (hourly job). */
  pruneSearchRemovals(): Promise<void> {
    return this.catalog.pruneSearchRemovals();
  }

  /** The header search: matching stores and goods names (10 each). */
  async searchKeyword(keyword: string | undefined, lang: string) {
    const terms = searchTerms(keyword, lang);
    if (!terms) return { sellerList: [] as SellerCardRow[], goodsList: [] as Awaited<ReturnType<CatalogRepository['suggestGoods']>> };
    const [sellerList, goodsList] = await Promise.all([
      this.catalog.searchSellers(terms.text, terms.like, 10),
      this.searchEngine.suggest(terms, 10),
    ]);
    return { sellerList, goodsList };
  }

  /** Goods detail; counts one view. `isOwn`: the viewer owns the goods' store (no "Contact seller" to itself). */
  async goodsInfo(id: string | undefined, userId: string | null) {
    if (!isId(id)) throw new AppError('GOODS_NOT_FOUND');
    const goods = await this.catalog.goodsDetail(id, userId);
    if (!goods || goods.seller_status === 'suspended') throw new AppError('GOODS_NOT_FOUND');
    const [options, seller] = await Promise.all([this.catalog.goodsOptions(id), this.catalog.sellerCard(goods.seller_id)]);
    await this.catalog.countGoodsView(id);
    return { goods, options, seller: seller!, isOwn: ownedBy(seller!, userId) };
  }

  /**
   * The cart's lines as they are now (`sellerGoods!cartLines`; no view counted): `lines` of
   * `goodsId` or `goodsId:skuId`, at most CART_LINES_MAX; malformed ids and lines no longer sold are left out.
   */
  async cartLines(lines: string[]) {
    const parsed = lines.slice(0, CART_LINES_MAX).map((l) => {
      const [goodsId, skuId] = l.split(':');
      return { goodsId, skuId: skuId && skuId !== '-' ? skuId : null };
    });
    const ok = parsed.filter((l) => isId(l.goodsId) && (l.skuId === null || isId(l.skuId)));
    const { goods, skus } = await this.catalog.cartLines(
      [...new Set(ok.map((l) => l.goodsId))],
      ok.flatMap((l) => (l.skuId ? [l.skuId] : [])),
    );
    const goodsById = new Map(goods.map((g) => [g.id, g]));
    const skuById = new Map(skus.map((k) => [k.id, k]));
    return ok.flatMap((l) => {
      const g = goodsById.get(l.goodsId);
      const k = l.skuId ? skuById.get(l.skuId) : undefined;
      if (!g || (l.skuId && k?.goodsId !== g.id)) return [];
      return [{ goods: g, sku: k ?? null }];
    });
  }

  /** Store page header; counts one view. `isOwn`: the viewer owns this store. */
  async sellerInfo(id: string | undefined, userId: string | null) {
    if (!isId(id)) throw new AppError('SELLER_NOT_FOUND');
    const seller = await this.catalog.sellerCard(id);
    if (!seller) throw new AppError('SELLER_NOT_FOUND');
    const isFocus = userId ? await this.favourites.isFollowing(userId, id) : false;
    await this.stores.viewed(id);
    return { seller, isFocus, isOwn: ownedBy(seller, userId) };
  }

  async listSellers(recOnly: boolean, p: Paging) {
    const r = await this.catalog.listSellers(recOnly, p);
    return pageA(r.rows, r.total, p);
  }

  categoryTree(showHidden: boolean) {
    return this.catalog.categories(showHidden);
  }

  async sellerTree(sellerId: string | undefined) {
    if (!isId(sellerId)) return [];
    return this.catalog.sellerCategories(sellerId);
  }

  async recommendedCategories(p: Paging) {
    const r = await this.catalog.recommendedCategories(p);
    return pageA(r.rows, r.total, p);
  }

  async topCategories(p: Paging) {
    const r = await this.catalog.topCategories(p);
    return pageA(r.rows, r.total, p);
  }

  async banners(type: string, imgType: number, p: Paging, host: string | undefined) {
    const brand = await this.brands.forHost(host);
    return this.catalog.banners(type, imgType, p, brand.key);
  }

  async home(host: string | undefined, lang: string) {
    const brand = await this.brands.forHost(host);
    const banner = await this.catalog.banners('pc', 1, { pageNum: 1, pageSize: 8, offset: 0 }, brand.key);
    const text = (t: Record<string, string>) => t[lang] || t.en || '';
    return {
      banner,
      service_link: brand.customer_service_url,
      announcement: text(brand.announcement_i18n),
      aboutus: text(brand.about_us_i18n),
    };
  }

  async downloadUrl(host: string | undefined): Promise<string> {
    const brand = await this.brands.forHost(host);
    return brand.download_url || (await this.syspara.getString('download_url', ''));
  }

  // favourites and follows

  async keep(userId: string, goodsId: string | undefined): Promise<void> {
    if (!isId(goodsId) || !(await this.catalog.goodsExists(goodsId))) throw new AppError('GOODS_NOT_FOUND');
    await this.favourites.keep(userId, goodsId);
  }

  async unkeep(userId: string, goodsId: string | undefined): Promise<void> {
    if (isId(goodsId)) await this.favourites.unkeep(userId, goodsId);
  }

  async listKept(userId: string, p: Paging) {
    const [rows, total] = await Promise.all([this.favourites.listKept(userId, p), this.favourites.countKept(userId)]);
    return pageA(rows, total, p);
  }

  countKept(userId: string): Promise<number> {
    return this.favourites.countKept(userId);
  }

  async follow(userId: string, sellerId: string | undefined): Promise<void> {
    if (!isId(sellerId) || !(await this.catalog.sellerExists(sellerId))) throw new AppError('SELLER_NOT_FOUND');
    await this.favourites.follow(userId, sellerId);
  }

  async unfollow(userId: string, sellerId: string | undefined): Promise<void> {
    if (isId(sellerId)) await this.favourites.unfollow(userId, sellerId);
  }

  async listFollowed(userId: string, p: Paging) {
    const [rows, total] = await Promise.all([this.favourites.listFollowed(userId, p), this.favourites.countFollowed(userId)]);
    return pageA(rows, total, p);
  }

  countFollowed(userId: string): Promise<number> {
    return this.favourites.countFollowed(userId);
  }

  async subscribe(email: string, lang: string): Promise<void> {
    const e = email.trim();
    if (e.length > 64 || !SUBSCRIBE_EMAIL.test(e)) throw new AppError('AUTH_INVALID_EMAIL');
    if (!(await this.favourites.subscribe(e.toLowerCase(), lang))) throw new AppError('SUBSCRIBE_ALREADY');
  }
}

/** The signed-in viewer owns the store (a seller browsing its own store as a buyer). */
function ownedBy(seller: { owner_user_id: string | null }, userId: string | null): boolean {
  return !!userId && seller.owner_user_id === userId;
}
