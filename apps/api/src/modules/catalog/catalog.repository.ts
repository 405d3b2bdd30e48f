import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { batchedReads } from '../../core/database/batched-reads';
import { namedStatement } from '../../core/database/named-statement';
import { BaseRepository } from '../../core/database/transaction';
import { COUNT_CAP, type Paging } from './domain/paging';
import type { I18nText } from './domain/i18n-text';
import type { SearchSort } from './domain/sort';
import { SEARCH_CHANGED_CHANNEL } from './search/search-changed';
import { notSeenBy } from './search-index/goods-search-feed';

export interface GoodsCardRow {
  id: string;
  name_i18n: I18nText;
  img: string | null;
  selling_price: string;
  discount_price: string | null;
  sold_num: string;
  is_shelf: boolean;
  is_keep: boolean;
  seller_id: string;
  seller_lang: string;
}

export interface GoodsFilter {
  sellerId?: string;
  /** a leaf category, or (with `topCategory`) a top-level one */
  categoryId?: string;
  topCategory?: boolean;
  discountOnly?: boolean;
  recOnly?: boolean;
  newOnly?: boolean;
  /** goods of recommended stores only */
  recStores?: boolean;
}

/** A keyword prepared for SQL: the raw lowercased text, a LIKE pattern, and CJK bigrams. */
export interface SearchTerms {
  /** the folded keyword (store search, suggestions) */
  text: string;
  /** a LIKE pattern of the whole keyword */
  like: string;
  /** words of letters/digits only, safe inside to_tsquery; the last one matches as a prefix */
  words: string[];
  /** CJK character bigrams */
  cjk: string[];
  /** the request language's text-search configuration */
  config: string;
}

/**
 * One pass over the search vectors: search_vocabulary (the words typo correction may choose from)
 * and search_common_terms (lexemes in more than 0.2 % of goods, for search_goods_page's plan).
 */
export const REFRESH_VOCABULARY_SQL = `
  with fresh as materialized (select word, ndoc from ts_stat('select tsv from goods_search')),
  words as (select word, ndoc from fresh where length(word) between 3 and 40 and word ~ '^[[:alpha:]]+$'),
  gone as (delete from search_vocabulary v where not exists (select 1 from words f where f.word = v.term)),
  common_now as (select word, ndoc from fresh where ndoc >= greatest(20, 0.002 * (select count(*) from goods_search))),
  common_gone as (delete from search_common_terms c where not exists (select 1 from common_now n where n.word = c.term)),
  common as (
    insert into search_common_terms (term, docs) select word, ndoc from common_now
    on conflict (term) do update set docs = excluded.docs)
  insert into search_vocabulary (term, docs) select word, ndoc from words
  on conflict (term) do update set docs = excluded.docs`;

/**
 * Tell every API process that search answers may have changed (typo vocabulary rebuilt, or a bulk load
 * that bypassed goods_search's per-row announcements).
 */
export const ANNOUNCE_SEARCH_CHANGE_SQL = `select pg_notify('${SEARCH_CHANGED_CHANNEL}', '')`;

/** A goods of a cart line as it is now (`CatalogRepository.cartLines`). */
export interface CartGoodsRow {
  id: string;
  nameI18n: I18nText;
  sellerLang: string | null;
  stock: number;
  onSale: boolean;
}

/** A SKU of a cart line as it is now, with its options (attribute and value names). */
export interface CartSkuRow {
  id: string;
  goodsId: string;
  stock: number;
  onSale: boolean;
  attrs: { name: I18nText; value: I18nText }[];
}

export interface SellerCardRow {
  id: string;
  name: string;
  avatar: string;
  sold_num: string;
  views_num: string;
  focus_num: number;
  good_reviews: number;
  total_reviews: number;
  goods_num: string;
}

/** A goods page as `sellerGoods!info` shows it (`CatalogRepository.goodsDetail`): amounts as numeric text. */
export interface GoodsDetailRow {
  id: string;
  seller_id: string;
  name_i18n: I18nText;
  des_i18n: I18nText;
  img_des_i18n: I18nText;
  images: string[] | null;
  selling_price: string;
  discount_price: string | null;
  freight_amount: string;
  goods_tax: string;
  sold_num: string;
  views_num: string;
  buy_min: number;
  is_shelf: boolean;
  unit: string;
  category_id: string;
  category_name_i18n: I18nText;
  seller_lang: string;
  seller_status: string;
  is_keep: boolean;
}

/** A goods' options (`CatalogRepository.goodsOptions`): attributes, their values, and the SKUs over them. */
export interface GoodsOptionRows {
  attrs: { id: string; name_i18n: I18nText }[];
  values: { id: string; attribute_id: string; name_i18n: I18nText; icon_img: string }[];
  skus: {
    id: string;
    attr_value_ids: string[];
    selling_price: string;
    discount_price: string | null;
    stock: number;
    images: string[];
    cover_img: string;
    hidden: boolean;
  }[];
}

const CARD_COLUMNS = `g.id, g.name_i18n, g.images[1] as img, g.selling_price::text as selling_price, g.discount_price::text as discount_price,
  g.sold_num::text as sold_num, g.is_shelf, g.seller_id, s.lang as seller_lang`;

const SELLER_COLUMNS = `s.id, s.name, s.avatar, s.sold_num::text as sold_num, s.views_num::text as views_num, s.focus_num, s.good_reviews, s.total_reviews,
  (select count(*) from goods x where x.seller_id = s.id and x.is_shelf and x.is_valid and x.store_open)::text as goods_num`;

/** What search_goods_page() takes besides the words. */
export interface SearchPageOptions {
  prefix: boolean;
  sellerId?: string;
  sort: SearchSort;
  limit: number;
  offset: number;
  cap: number;
  windowRows?: number;
}

/** A goods card of goods_cards() `c`, as anyone sees it (`is_keep`: FavouritesRepository.keptAmong). */
const GOODS_CARDS_COLUMNS = `c.id, c.name_i18n, c.img, c.selling_price, c.discount_price, c.sold_num, c.is_shelf, c.seller_id,
  c.seller_lang, false as is_keep`;

/**
 * The cards of the goods $1 (goods_cards(): its plan cached per connection; one row with null card
 * columns when none), each row also carrying which of the snapshots $2 goods_search changed since (a
 * row or a removal their index has yet to read: the rule of GoodsSearchFeed). Each check walks the
 * `changed_xid` index from the snapshot's xmin and stops at the first such row.
 */
const CARDS_BATCH_SQL = `select
    (select coalesce(array_agg(s), '{}') from unnest($2::text[]) s
      where (select g.changed_xid from goods_search g where ${notSeenBy('g', 's::pg_snapshot')} order by g.changed_xid limit 1) is not null
         or (select r.changed_xid from goods_search_removed r where ${notSeenBy('r', 's::pg_snapshot')} order by r.changed_xid limit 1)
            is not null) as changed_since,
    ${GOODS_CARDS_COLUMNS}
  from (select 1) one left join lateral goods_cards($1::uuid[]) c on true`;

const cardsOf = (read: readonly (GoodsCardRow | boolean | undefined)[]): GoodsCardRow[] =>
  read.filter((c): c is GoodsCardRow => typeof c === 'object');

/** search_goods_page() of searchPageArgs. */
const SEARCH_PAGE_CALL = `search_goods_page($1::text[], $2::text[], $3::regconfig, $4, $5, $6, $7, $8::uuid, $9, $10::int)`;

const searchPageArgs = (terms: SearchTerms, o: SearchPageOptions) => [
  terms.words,
  terms.cjk,
  terms.config,
  o.prefix,
  o.sort,
  o.limit,
  o.offset,
  o.sellerId ?? null,
  o.cap,
  o.windowRows ?? null,
];

/** Catalog reads. Every list is one page query plus one capped count, whatever the page size. */
@Injectable()
export class CatalogRepository extends BaseRepository {
  /** WHERE for goods `g` joined to sellers `s`; pushes its values onto `args`. */
  private where(f: GoodsFilter, args: unknown[]): string {
    const w = ['g.is_shelf', 'g.is_valid', 'g.store_open'];
    const arg = (v: unknown) => {
      args.push(v);
      return `$${args.length}`;
    };
    if (f.sellerId) w.push(`g.seller_id = ${arg(f.sellerId)}`);
    if (f.categoryId) w.push(`${f.topCategory ? 'g.top_category_id' : 'g.category_id'} = ${arg(f.categoryId)}`);
    if (f.discountOnly) w.push('g.discount_price is not null');
    if (f.recOnly) w.push('g.is_rec');
    if (f.newOnly) w.push('g.is_new');
    if (f.recStores) w.push(`g.seller_id in (select id from sellers where recommended and status = 'open')`);
    return w.join(' and ');
  }

  /** One page of listed goods matching `f`, in `order`, with the viewer's favourite marks. */
  goodsPage(f: GoodsFilter, order: string, p: Paging, userId: string | null): Promise<GoodsCardRow[]> {
    const args: unknown[] = [];
    const where = this.where(f, args);
    args.push(userId, p.pageSize, p.offset);
    const n = args.length;
    return this.em.query(
      `select ${CARD_COLUMNS}, exists(select 1 from keep_goods k where k.goods_id = g.id and k.user_id = $${n - 2}) as is_keep
         from goods g join sellers s on s.id = g.seller_id
        where ${where}
        order by ${order}
        limit $${n - 1} offset $${n}`,
      args,
    );
  }

  /** goodsPage, and how many goods match `f` up to `countCap` (a capped count). */
  async listGoods(
    f: GoodsFilter,
    order: string,
    p: Paging,
    userId: string | null,
    countCap = COUNT_CAP,
  ): Promise<{ rows: GoodsCardRow[]; total: number }> {
    const countArgs: unknown[] = [];
    const where = this.where(f, countArgs);
    const [rows, count] = await Promise.all([
      this.goodsPage(f, order, p, userId),
      this.em.query(`select count(*)::int as n from (select 1 from goods g where ${where} limit ${Math.trunc(countCap)}) t`, countArgs),
    ]);
    return { rows, total: count[0].n };
  }

  /**
   * One page of ids of listed goods matching every word, in a listing order, and how many match up
   * to `cap` + 1. One round trip to search_goods_page() (migrations goods-search-table,
   * search-page-cached-plans), which picks between sorting the few matches and walking the order's
   * index for many. `windowRows` overrides the walk window (tests).
   */
  async searchIds(terms: SearchTerms, opts: SearchPageOptions): Promise<{ ids: string[]; matches: number }> {
    const [row] = await this.em.query(`select p.matches, p.ids::text[] as ids from ${SEARCH_PAGE_CALL} p`, searchPageArgs(terms, opts));
    return row;
  }

  /**
   * searchIds with the page's goods cards, in order (unlisted ones left out), as anyone sees them
   * (`is_keep` false: see FavouritesRepository.keptAmong), in the same round trip. The cards come
   * from goods_cards() (migration goods-cards-function: its plan is cached per connection).
   */
  async searchCards(terms: SearchTerms, opts: SearchPageOptions): Promise<{ matches: number; cards: GoodsCardRow[] }> {
    const rows: (GoodsCardRow & { matches: number })[] = await this.em.query(
      `select p.matches, ${GOODS_CARDS_COLUMNS}
         from ${SEARCH_PAGE_CALL} p left join lateral goods_cards(p.ids) c on true
        order by c.ord`,
      searchPageArgs(terms, opts),
    );
    return { matches: rows[0]?.matches ?? 0, cards: rows.filter((r) => r.id !== null).map(({ matches: _, ...card }) => card) };
  }

  /**
   * The cards of these goods, in this order (unlisted ones left out), as anyone sees them (goods_cards()).
   * Concurrent callers' goods are read together (see cardsRead).
   */
  async goodsCards(ids: readonly string[]): Promise<GoodsCardRow[]> {
    return cardsOf(await Promise.all(ids.map((id) => this.cardsRead(`g:${id}`))));
  }

  /**
   * goodsCards, and whether goods_search changed since `snapshot` (the one an in-memory index page is
   * current as of: see SearchIndexService.pageAsHeld), in the same statement: when nothing changed,
   * the page and its cards are what Postgres holds as of this read.
   */
  async goodsCardsIfUnchanged(ids: readonly string[], snapshot: string): Promise<{ changed: boolean; cards: GoodsCardRow[] }> {
    const [changed, ...cards] = await Promise.all([this.cardsRead(`s:${snapshot}`), ...ids.map((id) => this.cardsRead(`g:${id}`))]);
    return { changed: changed !== false, cards: cardsOf(cards) };
  }

  /**
   * Goods cards (keys `g:<goods id>`) and changes checks (keys `s:<snapshot>`: true when goods_search
   * changed since) of concurrent callers, one statement a batch (batchedReads: at most one batch per
   * core at a time), outside any caller's transaction. Nothing is cached: each batch reads after every
   * caller in it asked.
   */
  private readonly cardsRead = batchedReads<string, GoodsCardRow | boolean>(async (keys) => {
    const ids = keys.filter((k) => k.startsWith('g:')).map((k) => k.slice(2));
    const snapshots = keys.filter((k) => k.startsWith('s:')).map((k) => k.slice(2));
    const rows = await this.txHost.withoutTransaction(() =>
      namedStatement<GoodsCardRow & { changed_since: string[] }>(this.em, 'goods_cards_batch', CARDS_BATCH_SQL, [ids, snapshots]),
    );
    const changed = new Set(rows[0]?.changed_since ?? []);
    const found = new Map<string, GoodsCardRow | boolean>(snapshots.map((s) => [`s:${s}`, changed.has(s)]));
    for (const { changed_since: _, ...card } of rows) if (card.id !== null) found.set(`g:${card.id}`, card);
    return found;
  }, availableParallelism());

  /** The tsquery search_goods_page() would run for these words (search_tsquery(), no prefix), as text; null: only stop words. */
  async searchTsquery(terms: SearchTerms): Promise<string | null> {
    const [row] = await this.em.query(`select search_tsquery($1::text[], $2::text[], $3::regconfig, false)::text as q`, [
      terms.words,
      terms.cjk,
      terms.config,
    ]);
    return row.q;
  }

  async goodsDetail(id: string, userId: string | null): Promise<GoodsDetailRow | null> {
    return this.one(
      `select g.*, g.selling_price::text as selling_price, g.discount_price::text as discount_price, g.freight_amount::text as freight_amount,
              g.goods_tax::text as goods_tax, g.sold_num::text as sold_num, g.views_num::text as views_num,
              c.name_i18n as category_name_i18n, s.lang as seller_lang, s.status as seller_status,
              exists(select 1 from keep_goods k where k.goods_id = g.id and k.user_id = $2) as is_keep
         from goods g join sellers s on s.id = g.seller_id join categories c on c.id = g.category_id
        where g.id = $1 and g.is_valid`,
      [id, userId],
    );
  }

  /** The first picture of a goods page anyone may open (sellerGoods!info's `imgUrl1`), or null. */
  async firstGoodsPicture(id: string): Promise<string | null> {
    const [row] = await this.em.query(
      `select g.images[1] as img from goods g join sellers s on s.id = g.seller_id where g.id = $1 and g.is_valid and s.status <> 'suspended'`,
      [id],
    );
    return row?.img || null;
  }

  /**
   * Cart lines as they are now (no view counted): for each goods of `goodsIds` on a visible store,
   * its name and on-sale state, and the stock of the goods or of each of `skuIds` with its options.
   */
  async cartLines(goodsIds: string[], skuIds: string[]): Promise<{ goods: CartGoodsRow[]; skus: CartSkuRow[] }> {
    const [goods, skus] = await Promise.all([
      this.em.query(
        `select g.id, g.name_i18n as "nameI18n", s.lang as "sellerLang", g.stock, (g.is_shelf and s.status = 'open') as "onSale"
           from goods g join sellers s on s.id = g.seller_id
          where g.id = any($1::uuid[]) and g.is_valid and s.status <> 'suspended'`,
        [goodsIds],
      ),
      this.em.query(
        `select k.id, k.goods_id as "goodsId", k.stock, not k.hidden as "onSale",
                coalesce((select json_agg(json_build_object('name', a.name_i18n, 'value', v.name_i18n) order by a.sort, a.id)
                            from goods_attribute_values v join goods_attributes a on a.id = v.attribute_id
                           where v.id = any(k.attr_value_ids)), '[]') as attrs
           from goods_skus k where k.id = any($1::uuid[])`,
        [skuIds],
      ),
    ]);
    return { goods, skus };
  }

  async goodsOptions(goodsId: string): Promise<GoodsOptionRows> {
    const [attrs, values, skus] = await Promise.all([
      this.em.query(`select id, name_i18n from goods_attributes where goods_id = $1 order by sort, id`, [goodsId]),
      this.em.query(
        `select v.id, v.attribute_id, v.name_i18n, v.icon_img from goods_attribute_values v
           join goods_attributes a on a.id = v.attribute_id where a.goods_id = $1 order by v.sort, v.id`,
        [goodsId],
      ),
      this.em.query(
        `select id, attr_value_ids, selling_price::text as selling_price, discount_price::text as discount_price, stock, images, cover_img, hidden
           from goods_skus where goods_id = $1 order by id`,
        [goodsId],
      ),
    ]);
    return { attrs, values, skus };
  }

  async countGoodsView(id: string): Promise<void> {
    await this.em.query(`update goods set views_num = views_num + 1 where id = $1`, [id]);
  }

  async sellerCard(id: string): Promise<(SellerCardRow & { owner_user_id: string | null } & Record<string, any>) | null> {
    return this.one(
      `select ${SELLER_COLUMNS}, s.banner1, s.banner2, s.banner3, s.shop_remark, s.shop_remark_i18n, s.facebook, s.google, s.instagram, s.twitter, s.youtube, s.lang, s.status,
              s.owner_user_id::text as owner_user_id
         from sellers s where s.id = $1 and s.status <> 'suspended'`,
      [id],
    );
  }

  async listSellers(recOnly: boolean, p: Paging): Promise<{ rows: SellerCardRow[]; total: number }> {
    const where = `s.status = 'open'${recOnly ? ' and s.recommended' : ''}`;
    const [rows, count] = await Promise.all([
      this.em.query(`select ${SELLER_COLUMNS} from sellers s where ${where} order by s.sold_num desc, s.id limit $1 offset $2`, [
        p.pageSize,
        p.offset,
      ]),
      this.em.query(`select count(*)::int n from (select 1 from sellers s where ${where} limit ${COUNT_CAP}) t`),
    ]);
    return { rows, total: count[0].n };
  }

  /** Stores whose name contains the keyword (trigram index), best match first. */
  searchSellers(text: string, like: string, limit: number): Promise<SellerCardRow[]> {
    return this.em.query(
      `select ${SELLER_COLUMNS} from sellers s
        where s.status = 'open' and (lower(s.name) like $2 or $1 <% lower(s.name))
        order by word_similarity($1, lower(s.name)) desc, s.sold_num desc limit $3`,
      [text, like, limit],
    );
  }

  /** Every category id with its parent (a few hundred rows at most). */
  categoryLevels(): Promise<{ id: string; parent_id: string | null }[]> {
    return this.em.query(`select id, parent_id from categories`);
  }

  async categories(includeHidden: boolean): Promise<any[]> {
    return this.em.query(
      `select id, parent_id, name_i18n, des_i18n, icon_img, sort, recommended from categories ${includeHidden ? '' : 'where not hidden'} order by sort, id`,
    );
  }

  /** Categories (and their parents) in which the store has goods on shelf. */
  sellerCategories(sellerId: string): Promise<any[]> {
    return this.em.query(
      `with used as (select distinct category_id from goods where seller_id = $1 and is_shelf and is_valid)
       select c.id, c.parent_id, c.name_i18n, c.icon_img, c.sort from categories c
        where not c.hidden and (c.id in (select category_id from used) or c.id in (select parent_id from categories where id in (select category_id from used)))
        order by c.sort, c.id`,
      [sellerId],
    );
  }

  async recommendedCategories(p: Paging): Promise<{ rows: any[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.em.query(
        `select id, name_i18n, des_i18n, icon_img, sort from categories where recommended and not hidden order by sort, id limit $1 offset $2`,
        [p.pageSize, p.offset],
      ),
      this.em.query(`select count(*)::int n from categories where recommended and not hidden`),
    ]);
    return { rows, total: count[0].n };
  }

  async topCategories(p: Paging): Promise<{ rows: any[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.em.query(
        `select id, name_i18n, des_i18n, icon_img, sort from categories where parent_id is null and not hidden order by sort, id limit $1 offset $2`,
        [p.pageSize, p.offset],
      ),
      this.em.query(`select count(*)::int n from categories where parent_id is null and not hidden`),
    ]);
    return { rows, total: count[0].n };
  }

  /** "Guess you like": best sellers of the same categories as the store (or overall), random among the top. */
  async likeGoods(sellerId: string | null, limit: number, userId: string | null): Promise<GoodsCardRow[]> {
    return this.em.query(
      `select * from (
         select ${CARD_COLUMNS}, exists(select 1 from keep_goods k where k.goods_id = g.id and k.user_id = $2) as is_keep
           from goods g join sellers s on s.id = g.seller_id
          where g.is_shelf and g.is_valid and g.store_open and ($1::uuid is null or g.seller_id = $1)
          order by g.sold_num desc, g.id desc limit 60) t
        order by random() limit $3`,
      [sellerId, userId, limit],
    );
  }

  /** Goods whose words start with what was typed, best sellers first, ≤ limit. */
  async suggestGoods(terms: SearchTerms, limit: number): Promise<{ id: string; name_i18n: I18nText; seller_lang: string }[]> {
    const { ids } = await this.searchIds(terms, { prefix: true, sort: 'hot_desc', limit, offset: 0, cap: limit });
    if (!ids.length) return [];
    return this.em.query(
      `select g.id, g.name_i18n, s.lang as seller_lang
         from unnest($1::uuid[]) with ordinality as t(id, i) join goods g on g.id = t.id join sellers s on s.id = g.seller_id
        order by t.i`,
      [ids],
    );
  }

  /**
   * For each given word, the closest indexed words (trigram similarity over the search vocabulary),
   * best first, at most `k`; a word the vocabulary has comes first for itself.
   */
  async correctionCandidates(words: string[], k: number): Promise<string[][]> {
    const rows: { cands: string[] }[] = await this.em.query(
      `select array(select v.term from search_vocabulary v where v.term % t.q
                     order by similarity(v.term, t.q) desc, v.docs desc, v.term limit $2) as cands
         from unnest($1::text[]) with ordinality as t(q, i) order by t.i`,
      [words, k],
    );
    return rows.map((r) => r.cands);
  }

  /** Forget removals the search index followers no longer need (migration goods-search-changes keeps a day). */
  async pruneSearchRemovals(): Promise<void> {
    await this.em.query(`delete from goods_search_removed where removed_at < now() - interval '1 day'`);
  }

  /** Rebuild the search vocabulary from the indexed words (a job; reads every goods vector once). */
  async refreshVocabulary(): Promise<void> {
    await this.em.query(REFRESH_VOCABULARY_SQL);
    await this.em.query(ANNOUNCE_SEARCH_CHANGE_SQL);
  }

  async sellerExists(id: string): Promise<boolean> {
    return (await this.em.query(`select 1 from sellers where id = $1 and status <> 'suspended'`, [id])).length > 0;
  }

  async goodsExists(id: string): Promise<boolean> {
    return (await this.em.query(`select 1 from goods where id = $1 and is_valid`, [id])).length > 0;
  }

  banners(type: string, imgType: number, p: Paging, brandKey: string): Promise<{ id: string; img_url: string; link: string }[]> {
    return this.em.query(
      `select id, img_url, link from banners where active and type = $1 and img_type = $2 and (brand_key is null or brand_key = $3)
        order by sort, id limit $4 offset $5`,
      [type, imgType, brandKey, p.pageSize, p.offset],
    );
  }
}
