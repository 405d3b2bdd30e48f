/**
 * Client checks mirroring the server's (modules/address/domain/address-rules.ts), so most mistakes
 * are shown before a round trip. The server stays the judge (phone validity per country is its call).
 */
export const CONTACTS_MAX = 64;
export const ADDRESS_LINE_MAX = 255;
export const POSTCODE_MIN = 4;
export const POSTCODE_MAX = 32;
export const ADDRESS_MAX_PER_USER = 10;

export type AddressErrorKey =
  | 'contactsRequired'
  | 'contactsTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'postcodeInvalid'
  | 'postcodeTooLong'
  | 'addressRequired'
  | 'addressTooLong'
  | 'countryRequired'
  | 'stateRequired'
  | 'cityRequired';

export interface AddressDraft {
  contacts: string;
  areaCode: string;
  phoneNumber: string;
  email: string;
  postcode: string;
  countryId: number;
  provinceId: number;
  cityId: number;
  address: string;
  /** whether the chosen country has states / the chosen state has cities (then one must be chosen) */
  statesOffered: boolean;
  citiesOffered: boolean;
}

export type AddressErrors = Partial<Record<keyof AddressDraft, AddressErrorKey>>;

const chars = (s: string) => [...s.trim()].length;
const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function validateAddress(d: AddressDraft): AddressErrors {
  const e: AddressErrors = {};
  if (!d.contacts.trim()) e.contacts = 'contactsRequired';
  else if (chars(d.contacts) > CONTACTS_MAX) e.contacts = 'contactsTooLong';
  const digits = d.phoneNumber.replace(/[\s().-]/g, '');
  if (!digits) e.phoneNumber = 'phoneRequired';
  else if (!/^\d{4,17}$/.test(digits) || !/^\d{1,4}$/.test(d.areaCode.replace(/^\+/, ''))) e.phoneNumber = 'phoneInvalid';
  const email = d.email.trim();
  if (email && (email.length > 128 || !EMAIL.test(email))) e.email = 'emailInvalid';
  const postcode = d.postcode.trim();
  if (chars(postcode) > POSTCODE_MAX) e.postcode = 'postcodeTooLong';
  else if (postcode && (postcode.length < POSTCODE_MIN || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(postcode))) e.postcode = 'postcodeInvalid';
  if (!d.address.trim()) e.address = 'addressRequired';
  else if (chars(d.address) > ADDRESS_LINE_MAX) e.address = 'addressTooLong';
  if (!d.countryId) e.countryId = 'countryRequired';
  else if (d.statesOffered && !d.provinceId) e.provinceId = 'stateRequired';
  else if (d.citiesOffered && !d.cityId) e.cityId = 'cityRequired';
  return e;
}
