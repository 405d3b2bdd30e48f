import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SysparaModule } from '../modules/syspara';
import { UploadModule } from '../modules/upload';
import { UserModule } from '../modules/user';
import { ActionDispatcher } from './action-dispatcher';
import { ActionRegistry } from './action-registry';
import { SystemActions } from './system/system.actions';
import { UserActions } from './user/user.actions';

@Module({
  imports: [DiscoveryModule, UserModule, SysparaModule, UploadModule],
  providers: [ActionRegistry, ActionDispatcher, UserActions, SystemActions],
  exports: [ActionDispatcher, ActionRegistry],
})
export class ActionApiModule {}
