/** The postal fields an address carries on the wire: in the address book (address!list) and on an order (order!info). */
export const ADDRESS_WIRE_KEYS = ['contacts', 'phone', 'email', 'postcode', 'country', 'province', 'city', 'address'];

/**
 * The address a test buyer adds (`address!add`, as a form: every value a string), its default one;
 * the area ids are 0 (none picked). Shared by the API suites and the browser suite's chain buyer.
 */
export const TEST_ADDRESS_FORM: Record<string, string> = {
  contacts: 'Ada Lovelace',
  phone: '1 2015550123',
  email: 'ada@example.com',
  postcode: '10001',
  country: 'United States',
  countryId: '0',
  province: 'New York',
  provinceId: '0',
  city: 'New York City',
  cityId: '0',
  address: '12 Example Street',
  use: '1',
};
