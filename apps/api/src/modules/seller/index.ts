export { SellerModule } from './seller.module';
export { SellerAuthService, type SellerLogin } from './seller-auth.service';
export { mayFulfil } from './domain/current-seller';
export type { CurrentSellerData, SellerStatus } from '../../core/auth/seller';
export { sellerOrderDetailWire } from './http/seller-order.mapper';
