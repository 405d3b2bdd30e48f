export { useAddresses, listAddresses, addressesQueryKey } from './api/list-addresses';
export { useAddAddress } from './api/add-address';
export { useEditAddress } from './api/edit-address';
export { useDeleteAddress } from './api/delete-address';
export { AddressPicker, type AddressPickerProps } from './components/address-picker';
export { AddressForm, type AddressFormProps } from './components/address-form';
export { AddressLines } from './components/address-card';
export type { Address, AddressInput } from './types';
export { AddressBook, type AddressBookProps } from './components/address-book';
