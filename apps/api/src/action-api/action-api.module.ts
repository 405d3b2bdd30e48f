import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AddressModule } from '../modules/address';
import { AfterSaleModule } from '../modules/after-sale';
import { BrandModule } from '../modules/brand';
import { CatalogModule } from '../modules/catalog';
import { ChatModule } from '../modules/chat';
import { ChainModule } from '../modules/chain';
import { EvaluationModule } from '../modules/evaluation';
import { LoanModule } from '../modules/loan';
import { NotificationModule } from '../modules/notification';
import { OrderModule } from '../modules/order';
import { PaymentModule } from '../modules/payment';
import { SysparaModule } from '../modules/syspara';
import { UploadModule } from '../modules/upload';
import { UserModule } from '../modules/user';
import { WalletModule } from '../modules/wallet';
import { WithdrawModule } from '../modules/withdraw';
import { ActionDispatcher } from './action-dispatcher';
import { ActionRegistry } from './action-registry';
import { AddressActions } from './address/address.actions';
import { CatalogActions } from './catalog/catalog.actions';
import { ChatActions } from './chat/chat.actions';
import { CreditActions } from './credit/credit.actions';
import { EvaluationActions } from './evaluation/evaluation.actions';
import { NoticeActions } from './notice/notice.actions';
import { OrderActions } from './order/order.actions';
import { OrderReturnsActions } from './order/order-returns.actions';
import { SystemActions } from './system/system.actions';
import { UserActions } from './user/user.actions';
import { WalletActions } from './wallet/wallet.actions';
import { RechargeActions } from './wallet/recharge.actions';
import { ThirdPartyRechargeActions } from './wallet/third-party-recharge.actions';
import { WithdrawActions } from './wallet/withdraw.actions';

@Module({
  imports: [
    DiscoveryModule,
    BrandModule,
    CatalogModule,
    UserModule,
    SysparaModule,
    UploadModule,
    WalletModule,
    ChainModule,
    WithdrawModule,
    AddressModule,
    PaymentModule,
    OrderModule,
    LoanModule,
    AfterSaleModule,
    EvaluationModule,
    ChatModule,
    NotificationModule,
  ],
  providers: [
    ActionRegistry,
    ActionDispatcher,
    UserActions,
    SystemActions,
    CatalogActions,
    WalletActions,
    NoticeActions,
    RechargeActions,
    ThirdPartyRechargeActions,
    WithdrawActions,
    AddressActions,
    OrderActions,
    CreditActions,
    OrderReturnsActions,
    EvaluationActions,
    ChatActions,
  ],
  exports: [ActionDispatcher, ActionRegistry],
})
export class ActionApiModule {}
