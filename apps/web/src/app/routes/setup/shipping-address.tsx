import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBook, AddressForm, type Address } from '@/features/address';
import { toast } from '@/components/ui/toast-store';
import { usePageTitle } from '@/lib/use-page-title';
import { SetupHeading } from './setup-heading';

/** /userInfo/setup/shipping-address: the address book; the form opens above the cards. */
export default function ShippingAddressPage() {
  const { t } = useTranslation('address');
  usePageTitle(t('title'));
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <div>
      <SetupHeading title={t('title')} text={t('intro')} />
      {editing ? (
        <section className="address-panel" aria-labelledby="address-form-title">
          <h2 id="address-form-title">{editing === 'new' ? t('addTitle') : t('editTitle')}</h2>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? undefined : editing}
            onSaved={() => {
              toast.success(t('saved'));
              close();
            }}
            onCancel={close}
          />
        </section>
      ) : null}
      <AddressBook onAdd={() => setEditing('new')} onEdit={(a) => setEditing(a)} />
    </div>
  );
}
