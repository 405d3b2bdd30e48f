export { SellerModule } from './seller.module';
export { SellerAuthService, type SellerLogin } from './seller-auth.service';
export { mayFulfil, type CurrentSellerData, type SellerStatus } from './domain/current-seller';
export { DEMO_SELLERS, seedDemoSellers } from './demo-sellers.seed';
export { sellerOrderDetailWire } from './http/seller-order.mapper';
