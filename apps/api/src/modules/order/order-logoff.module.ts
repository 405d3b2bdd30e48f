import { Module } from '@nestjs/common';
import { OpenOrderLogoffCheck } from './order.logoff-check';
import { OrderRepository } from './order.repository';

/** A leaf module (database only) so that UserModule can ask about orders without importing OrderModule. */
@Module({ providers: [OrderRepository, OpenOrderLogoffCheck], exports: [OpenOrderLogoffCheck] })
export class OrderLogoffModule {}
