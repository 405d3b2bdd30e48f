/**
 * Addresses as the API sends and takes them (`@mall/contracts` address): `address!list` rows (`use` 1 =
 * default; `phone` is `"<areaCode> <number>"`), what `address!add` / `address!edit` take (ids 0 when
 * unknown), and the area pickers' options.
 */
export type {
  AddressWire as Address,
  AddressWireInput as AddressInput,
  CountryWire as CountryOption,
  StateWire as StateOption,
  CityWire as CityOption,
} from '@mall/contracts';
