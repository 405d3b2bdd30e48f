import { z } from 'zod';

/** An optional text param with a generous cap: field rules (and their legacy messages) belong to the service. */
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();

/** `address!add` / `address!edit`: `areaCode` is accepted and ignored (the phone carries it). */
export const AddressSaveParams = z.object({
  id: opt(32),
  contacts: opt(1024),
  phone: opt(64),
  email: opt(512),
  postcode: opt(256),
  country: opt(256),
  countryId: opt(32),
  province: opt(256),
  provinceId: opt(32),
  city: opt(256),
  cityId: opt(32),
  address: opt(4096),
  use: opt(4),
  areaCode: opt(16),
});
export type AddressSaveParams = z.infer<typeof AddressSaveParams>;

export const AddressIdParams = z.object({ id: opt(32) });
export const ListCountryParams = z.object({ countryName: opt(256) });
export const ListStateParams = z.object({ countryId: opt(32) });
export const ListCityParams = z.object({ stateId: opt(32), queryType: opt(16) });
