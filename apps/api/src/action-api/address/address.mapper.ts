import type { AddressView, AreaOption, CountryOption } from '../../modules/address';

/** One `address!list` row as the old clients read it (`use` 1 = default). */
export interface AddressWire {
  /** a JSON number (identity column; the clients parse ids as integers) */
  id: number;
  use: 0 | 1;
  contacts: string;
  phone: string;
  email: string;
  postcode: string;
  country: string;
  province: string;
  city: string;
  address: string;
  countryId: number;
  provinceId: number;
  cityId: number;
}

export function toAddressWire(a: AddressView): AddressWire {
  return {
    id: Number(a.id),
    use: a.isDefault ? 1 : 0,
    contacts: a.contacts,
    phone: a.phone,
    email: a.email,
    postcode: a.postcode,
    country: a.country,
    province: a.province,
    city: a.city,
    address: a.address,
    countryId: a.countryId,
    provinceId: a.provinceId,
    cityId: a.cityId,
  };
}

/** `listCountry`: `{id, countryName}` plus `iso2` and `phonecode` (our web client preselects the calling code). */
export const toCountryWire = (c: CountryOption) => ({ id: c.id, countryName: c.name, iso2: c.iso2, phonecode: c.phonecode });
export const toStateWire = (s: AreaOption) => ({ id: s.id, stateName: s.name });
export const toCityWire = (c: AreaOption) => ({ id: c.id, cityName: c.name });
