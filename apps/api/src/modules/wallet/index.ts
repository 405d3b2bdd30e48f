export { WalletModule } from './wallet.module';
export { WalletService } from './wallet.service';
export { SessionNonceService, type NoncePurpose } from './session-nonce.service';
