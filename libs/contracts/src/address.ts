import { z } from 'zod';

/**
 * Addresses on the wire (contract §4.4): the address book (`address!list`), the area pickers and the
 * address an order keeps. Ids of the area tables are JSON numbers (0 when unknown); `phone` is
 * `"<areaCode> <number>"`.
 */

/**
 * The address an order keeps (docs/orders.md): copied from the address book at submit, never linked.
 * The API's address and order modules and the web read this one shape.
 */
export const OrderAddressSnapshot = z.object({
  contacts: z.string(),
  /** `"<areaCode> <number>"` */
  phone: z.string(),
  email: z.string(),
  postcode: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  countryId: z.number().int(),
  provinceId: z.number().int(),
  cityId: z.number().int(),
});
export type OrderAddressSnapshot = z.infer<typeof OrderAddressSnapshot>;

/** The postal part of the snapshot, as the seller console shows it (no area ids). */
export const PostalAddress = OrderAddressSnapshot.omit({ countryId: true, provinceId: true, cityId: true });
export type PostalAddress = z.infer<typeof PostalAddress>;

/** One `address!list` row as the old clients read it (`use` 1 = default). */
export const AddressWire = OrderAddressSnapshot.extend({
  /** a JSON number (identity column; the clients parse ids as integers) */
  id: z.number().int(),
  use: z.union([z.literal(0), z.literal(1)]),
});
export type AddressWire = z.infer<typeof AddressWire>;

/** What `address!add` / `address!edit` take as the web sends them (ids 0 when unknown). */
export type AddressWireInput = Omit<AddressWire, 'id'>;

/** `listCountry` row: `{id, countryName}` plus `iso2` and `phonecode` (our web client preselects the calling code). */
export const CountryWire = z.object({ id: z.number().int(), countryName: z.string(), iso2: z.string(), phonecode: z.string() });
export type CountryWire = z.infer<typeof CountryWire>;

/** `listState` row. */
export const StateWire = z.object({ id: z.number().int(), stateName: z.string() });
export type StateWire = z.infer<typeof StateWire>;

/** `listCity` row. */
export const CityWire = z.object({ id: z.number().int(), cityName: z.string() });
export type CityWire = z.infer<typeof CityWire>;
