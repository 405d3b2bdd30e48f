/**
 * The seller module's second entry: its store counters, which the order, evaluation and catalogue
 * modules use. Apart from `modules/seller/index.ts` because the seller console imports the order
 * module, so importing the whole seller module from below it would close a cycle.
 */
export { SellerCountersModule } from './seller-counters.module';
export { SellerCountersService, type StoreSale } from './seller-counters.service';
