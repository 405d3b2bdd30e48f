import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CatalogModule } from '../modules/catalog';
import { ChainModule } from '../modules/chain';
import { SysparaModule } from '../modules/syspara';
import { UploadModule } from '../modules/upload';
import { UserModule } from '../modules/user';
import { WalletModule } from '../modules/wallet';
import { WithdrawModule } from '../modules/withdraw';
import { ActionDispatcher } from './action-dispatcher';
import { ActionRegistry } from './action-registry';
import { CatalogActions } from './catalog/catalog.actions';
import { SystemActions } from './system/system.actions';
import { UserActions } from './user/user.actions';
import { WalletActions } from './wallet/wallet.actions';
import { RechargeActions } from './wallet/recharge.actions';
import { WithdrawActions } from './wallet/withdraw.actions';

@Module({
  imports: [DiscoveryModule, CatalogModule, UserModule, SysparaModule, UploadModule, WalletModule, ChainModule, WithdrawModule],
  providers: [
    ActionRegistry,
    ActionDispatcher,
    UserActions,
    SystemActions,
    CatalogActions,
    WalletActions,
    RechargeActions,
    WithdrawActions,
  ],
  exports: [ActionDispatcher, ActionRegistry],
})
export class ActionApiModule {}
