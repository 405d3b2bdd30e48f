export { WalletModule } from './wallet.module';
export { WalletService, type WalletAccount, type WalletStatementQuery } from './wallet.service';
export { SessionNonceService, type NoncePurpose } from './session-nonce.service';
