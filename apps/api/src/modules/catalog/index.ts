export { CatalogModule } from './catalog.module';
export { CatalogService, isId } from './catalog.service';
export type { GoodsCardRow, SellerCardRow } from './catalog.repository';
export { paging, pageA, type Paging } from './domain/paging';
export { goodsSort } from './domain/sort';
export { chooseText, localized, pickText, type ChosenText, type I18nText } from './domain/i18n-text';
export { FirstScreenPictures } from './first-screen';
