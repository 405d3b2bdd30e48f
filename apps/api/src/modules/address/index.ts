export { AddressModule } from './address.module';
export { AddressService, type AddressSnapshot, type AddressView } from './address.service';
export { AreaService, type AreaOption, type CountryOption } from './area.service';
export { ADDRESS_MAX_PER_USER, type AddressInputRaw } from './domain/address-rules';
export { addressSnapshotOf, postalAddressOf } from './domain/address-snapshot';
