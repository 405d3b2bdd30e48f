import type { AddressWire, CityWire, CountryWire, StateWire } from '@mall/contracts';
import { addressSnapshotOf, type AddressView, type AreaOption, type CountryOption } from '../../modules/address';

/** One `address!list` row as the old clients read it (`use` 1 = default; the id a JSON number). */

export function toAddressWire(a: AddressView): AddressWire {
  return {
    id: Number(a.id),
    use: a.isDefault ? 1 : 0,
    ...addressSnapshotOf(a),
  };
}

/** `listCountry`: `{id, countryName}` plus `iso2` and `phonecode` (our web client preselects the calling code). */
export const toCountryWire = (c: CountryOption): CountryWire => ({ id: c.id, countryName: c.name, iso2: c.iso2, phonecode: c.phonecode });
export const toStateWire = (s: AreaOption): StateWire => ({ id: s.id, stateName: s.name });
export const toCityWire = (c: AreaOption): CityWire => ({ id: c.id, cityName: c.name });
