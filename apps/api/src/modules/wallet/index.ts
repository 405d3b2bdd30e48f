export { WalletModule } from './wallet.module';
export { WalletService } from './wallet.service';
