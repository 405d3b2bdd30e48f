import { Module } from '@nestjs/common';
import { AddressRepository } from './address.repository';
import { AddressService } from './address.service';
import { AreaRepository } from './area.repository';
import { AreaService } from './area.service';

/** The address book and the area tables (countries, states, cities). */
@Module({
  providers: [AddressRepository, AreaRepository, AreaService, AddressService],
  exports: [AddressService, AreaService],
})
export class AddressModule {}
