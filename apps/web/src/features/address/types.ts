/** One address as `address!list` answers it (`use` 1 = default; `phone` is `"<areaCode> <number>"`). */
export interface Address {
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

/** What `address!add` / `address!edit` take (phone as `"<areaCode> <number>"`, ids 0 when unknown). */
export interface AddressInput {
  contacts: string;
  phone: string;
  email: string;
  postcode: string;
  country: string;
  countryId: number;
  province: string;
  provinceId: number;
  city: string;
  cityId: number;
  address: string;
  use: 0 | 1;
}

export interface CountryOption {
  id: number;
  countryName: string;
  iso2?: string;
  phonecode?: string;
}
export interface StateOption {
  id: number;
  stateName: string;
}
export interface CityOption {
  id: number;
  cityName: string;
}
