import type { OrderAddressSnapshot } from '@mall/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../../core/errors/app-error';

/** How many addresses one user may keep (legacy allowed 6 by an off-by-one; ours is explicit). */
export const ADDRESS_MAX_PER_USER = 10;
export const CONTACTS_MAX = 64;
export const ADDRESS_LINE_MAX = 255;
export const POSTCODE_MIN = 4;
export const POSTCODE_MAX = 32;
export const EMAIL_MAX = 128;

/** What a client sends for add/edit (strings as they arrived; absent = undefined). */
export interface AddressInputRaw {
  contacts?: string;
  phone?: string;
  email?: string;
  postcode?: string;
  country?: string;
  countryId?: string;
  province?: string;
  provinceId?: string;
  city?: string;
  cityId?: string;
  address?: string;
  use?: string;
}

/**
 * A validated address, ready to store (area ids still to be checked against the area tables): the
 * order's address snapshot with the phone in its two stored parts.
 */
export interface AddressInput extends Omit<OrderAddressSnapshot, 'phone'> {
  phoneAreaCode: string;
  phoneNumber: string;
  isDefault: boolean;
}

// C0/C1 controls, DEL, zero-width and bidi-override characters: never part of an address.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const TAG = /<[^>]*>/g;

/**
 * Plain, inert text: markup removed (tags, then any stray angle bracket), control characters
 * dropped, runs of whitespace collapsed, trimmed. Addresses are shown by other people's screens
 * (sellers, order pages): nothing in them may act as markup.
 */
export function plainText(v: string | undefined): string {
  if (!v) return '';
  return v.replace(CONTROL, ' ').replace(TAG, ' ').replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const charLength = (s: string): number => [...s].length;

/** An area id: empty/absent → 0 (unknown); otherwise a non-negative 32-bit integer, else `ADDRESS_AREA_INVALID`. */
export function parseAreaId(v: string | undefined): number {
  const s = (v ?? '').trim();
  if (s === '') return 0;
  if (!/^\d{1,10}$/.test(s)) throw new AppError('ADDRESS_AREA_INVALID');
  const n = Number(s);
  if (n > 2_147_483_647) throw new AppError('ADDRESS_AREA_INVALID');
  return n;
}

export interface ParsedPhone {
  areaCode: string;
  number: string;
}

/**
 * `"<areaCode> <number>"` (e.g. `"44 7400123456"`, a `+` allowed, separators inside the number
 * ignored) or one international number (`"+447400123456"`). The number must be valid for its
 * calling code (libphonenumber's full metadata).
 */
export function parsePhone(v: string | undefined): ParsedPhone {
  const s = plainText(v);
  if (!s) throw new AppError('ADDRESS_PHONE_REQUIRED');
  if (s.length > 40) throw new AppError('ADDRESS_PHONE_INVALID');
  const m = /^\+?(\d{1,4})[\s]+([\d\s().-]{2,30})$/.exec(s);
  let text: string;
  if (m) text = `+${m[1]}${m[2].replace(/\D/g, '')}`;
  else if (/^\+?\d[\d\s().-]{5,30}$/.test(s)) text = `+${s.replace(/\D/g, '')}`;
  else throw new AppError('ADDRESS_PHONE_INVALID');
  const p = parsePhoneNumberFromString(text);
  if (!p || !p.isValid()) throw new AppError('ADDRESS_PHONE_INVALID');
  // A number given with its calling code must really start with that calling code.
  if (m && p.countryCallingCode !== m[1]) throw new AppError('ADDRESS_PHONE_INVALID');
  return { areaCode: p.countryCallingCode, number: p.nationalNumber };
}

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;

export function isValidEmail(s: string): boolean {
  return s.length <= EMAIL_MAX && EMAIL.test(s) && !s.includes('..');
}

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/**
 * Checks every field in the legacy order (phone, contacts, address, then lengths, then formats) and
 * answers the first problem as an `AppError`. Pure: the area ids are checked later against the tables.
 */
export function validateAddressInput(raw: AddressInputRaw): AddressInput {
  if (!plainText(raw.phone)) throw new AppError('ADDRESS_PHONE_REQUIRED');
  const contacts = plainText(raw.contacts);
  if (!contacts) throw new AppError('ADDRESS_CONTACTS_REQUIRED');
  const address = plainText(raw.address);
  if (!address) throw new AppError('ADDRESS_LINE_REQUIRED');
  if (charLength(address) > ADDRESS_LINE_MAX) throw new AppError('ADDRESS_LINE_TOO_LONG');
  if (charLength(contacts) > CONTACTS_MAX) throw new AppError('ADDRESS_CONTACTS_TOO_LONG');
  const postcode = plainText(raw.postcode);
  if (charLength(postcode) > POSTCODE_MAX) throw new AppError('ADDRESS_POSTCODE_TOO_LONG');
  if (postcode && (postcode.length < POSTCODE_MIN || !POSTCODE.test(postcode))) throw new AppError('ADDRESS_POSTCODE_INVALID');
  const phone = parsePhone(raw.phone);
  const email = plainText(raw.email);
  if (email && !isValidEmail(email)) throw new AppError('ADDRESS_EMAIL_INVALID');
  const countryId = parseAreaId(raw.countryId);
  const provinceId = parseAreaId(raw.provinceId);
  const cityId = parseAreaId(raw.cityId);
  const name = (v: string | undefined) => [...plainText(v)].slice(0, 128).join('');
  return {
    contacts,
    phoneAreaCode: phone.areaCode,
    phoneNumber: phone.number,
    email,
    postcode,
    country: name(raw.country),
    province: name(raw.province),
    city: name(raw.city),
    countryId,
    provinceId,
    cityId,
    address,
    isDefault: (raw.use ?? '').trim() === '1',
  };
}

/** The wire form of a phone: `"<areaCode> <number>"`. */
export const wirePhone = (areaCode: string, number: string): string => (areaCode ? `${areaCode} ${number}` : number);
