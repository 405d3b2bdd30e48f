export { CatalogModule } from './catalog.module';
export { InventoryModule } from './inventory/inventory.module';
export { InventoryService, type StockLine, type StockShort } from './inventory/inventory.service';
export { CatalogService, isId } from './catalog.service';
export type { GoodsCardRow, GoodsDetailRow, GoodsOptionRows, SellerCardRow } from './catalog.repository';
export type { KeptGoodsRow } from './favourites.repository';
// Run by the seed CLI and the test fixtures after loading goods in bulk.
export { ANNOUNCE_SEARCH_CHANGE_SQL, REFRESH_VOCABULARY_SQL } from './catalog.repository';
export { paging, pageA, type Paging } from './domain/paging';
export { goodsSort } from './domain/sort';
export { chooseText, localized, pickText, type ChosenText, type I18nText } from './domain/i18n-text';
export { FirstScreenPictures } from './first-screen';
