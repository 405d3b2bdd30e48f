import type { OrderAddressSnapshot, PostalAddress } from '@mall/contracts';

/** The postal part of an address (what the seller console shows of an order's), taken from anything that carries it. */
export function postalAddressOf(a: PostalAddress): PostalAddress {
  return {
    contacts: a.contacts,
    phone: a.phone,
    email: a.email,
    postcode: a.postcode,
    country: a.country,
    province: a.province,
    city: a.city,
    address: a.address,
  };
}

/** The whole address snapshot an order keeps (postal part and area ids), taken from anything that carries it. */
export function addressSnapshotOf(a: OrderAddressSnapshot): OrderAddressSnapshot {
  return { ...postalAddressOf(a), countryId: a.countryId, provinceId: a.provinceId, cityId: a.cityId };
}
