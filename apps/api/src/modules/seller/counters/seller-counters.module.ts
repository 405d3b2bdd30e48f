import { Module } from '@nestjs/common';
import { SellerCountersRepository } from './seller-counters.repository';
import { SellerCountersService } from './seller-counters.service';

/**
 * The store counters on their own, without the seller console's imports: the order module counts
 * sales through it while the seller console imports the order module, so this part must depend on nothing.
 */
@Module({ providers: [SellerCountersRepository, SellerCountersService], exports: [SellerCountersService] })
export class SellerCountersModule {}
