import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAddresses } from '@/features/address/api/list-addresses';
import { ADDRESS_MAX_PER_USER } from '@/features/address/validation';
import { AddressLines } from './address-card';
import { AddressForm } from './address-form';
import '@/features/address/address.css';

export interface AddressPickerProps {
  /** the chosen address id (null: none yet; the default is preselected) */
  value: number | null;
  onChange: (id: number) => void;
}

/** The caller's addresses as radio cards (default preselected) with an inline "add address" form. */
export function AddressPicker({ value, onChange }: AddressPickerProps) {
  const { t } = useTranslation('address');
  const list = useAddresses();
  const [adding, setAdding] = useState(false);
  const addresses = list.data ?? [];

  useEffect(() => {
    if (value === null && addresses.length) onChange((addresses.find((a) => a.use === 1) ?? addresses[0]).id);
  }, [value, addresses, onChange]);

  if (list.isPending) return <Spinner />;
  if (list.isError) return <p className="address-form__server-error">{list.error.message}</p>;

  return (
    <div className="address-picker" data-testid="address-picker">
      {addresses.length ? (
        <div role="radiogroup" aria-label={t('picker.title')} className="address-picker__list">
          {addresses.map((a) => (
            <label key={a.id} className={`address-card address-card--choice${a.id === value ? ' is-chosen' : ''}`}>
              <input type="radio" name="address-choice" checked={a.id === value} onChange={() => onChange(a.id)} />
              <AddressLines address={a} />
            </label>
          ))}
        </div>
      ) : (
        !adding && <p className="address-empty__text">{t('emptyPicker')}</p>
      )}
      {adding ? (
        <div className="address-picker__form">
          <AddressForm
            onSaved={(id) => {
              setAdding(false);
              onChange(id);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : addresses.length < ADDRESS_MAX_PER_USER ? (
        <Button variant="secondary" onClick={() => setAdding(true)} data-testid="address-picker-add">
          {t('add')}
        </Button>
      ) : null}
    </div>
  );
}
