import { Module } from '@nestjs/common';
import { ChatModule } from '../chat';
import { OrderModule } from '../order';
import { UserModule } from '../user';
import { SellerAuthGuard } from '../../core/auth/seller-auth.guard';
import { SellerSessions } from '../../core/auth/seller';
import { SellerAuthController } from './http/seller-auth.controller';
import { SellerChatController } from './http/seller-chat.controller';
import { SellerOrdersController } from './http/seller-orders.controller';
import { SellerAuthService } from './seller-auth.service';
import { SellerConsoleService } from './seller-console.service';
import { SellerRepository } from './seller.repository';

/** The seller console's REST API (`/v1/seller`): sign-in with the store owner's account, orders, notices, chat with buyers. */
@Module({
  imports: [UserModule, OrderModule, ChatModule],
  controllers: [SellerAuthController, SellerOrdersController, SellerChatController],
  providers: [
    SellerRepository,
    SellerAuthService,
    SellerConsoleService,
    SellerAuthGuard,
    // What SellerAuthGuard (core/auth) resolves a store's session with, in every module importing this one.
    { provide: SellerSessions, useExisting: SellerAuthService },
  ],
  exports: [SellerAuthService, SellerSessions],
})
export class SellerModule {}
