import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useAddAddress } from '@/features/address/api/add-address';
import { useEditAddress } from '@/features/address/api/edit-address';
import { useCities } from '@/features/address/api/list-cities';
import { useCountries } from '@/lib/countries';
import { useStates } from '@/features/address/api/list-states';
import type { Address, AddressInput } from '@/features/address/types';
import { ADDRESS_LINE_MAX, CONTACTS_MAX, POSTCODE_MAX, validateAddress, type AddressErrors } from '@/features/address/validation';
import { AreaCombobox, type AreaItem } from './area-combobox';
import '@/features/address/address.css';

export interface AddressFormProps {
  /** the address to edit; absent: a new one */
  initial?: Address;
  /** called with the saved address's id */
  onSaved: (id: number) => void;
  onCancel?: () => void;
  /** offer the "default address" checkbox (default: yes) */
  showDefault?: boolean;
}

function splitPhone(phone: string | undefined): [string, string] {
  const m = /^\+?(\d{1,4})\s+(.+)$/.exec(phone ?? '');
  return m ? [m[1], m[2]] : ['', phone ?? ''];
}

/** Add or edit one address: contacts, phone with calling code, email, country → state → city (searchable), postcode, street line. */
export function AddressForm({ initial, onSaved, onCancel, showDefault = true }: AddressFormProps) {
  const { t } = useTranslation('address');
  const [initCode, initNumber] = splitPhone(initial?.phone);
  const [contacts, setContacts] = useState(initial?.contacts ?? '');
  const [areaCode, setAreaCode] = useState(initCode);
  const [phoneNumber, setPhoneNumber] = useState(initNumber);
  const [email, setEmail] = useState(initial?.email ?? '');
  const [postcode, setPostcode] = useState(initial?.postcode ?? '');
  const [line, setLine] = useState(initial?.address ?? '');
  const [country, setCountry] = useState<AreaItem>({ id: initial?.countryId ?? 0, name: initial?.country ?? '' });
  const [state, setState] = useState<AreaItem>({ id: initial?.provinceId ?? 0, name: initial?.province ?? '' });
  const [city, setCity] = useState<AreaItem>({ id: initial?.cityId ?? 0, name: initial?.city ?? '' });
  const [isDefault, setIsDefault] = useState(initial?.use === 1);
  /** after a first submit, errors follow the fields as they are corrected */
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const countries = useCountries();
  const states = useStates(country.id);
  const cities = useCities(state.id);
  const add = useAddAddress();
  const edit = useEditAddress();
  const pending = add.isPending || edit.isPending;

  const countryItems = useMemo(() => countries.data?.map((c) => ({ id: c.id, name: c.countryName })), [countries.data]);
  const stateItems = useMemo(() => states.data?.map((s) => ({ id: s.id, name: s.stateName })), [states.data]);
  const cityItems = useMemo(() => cities.data?.map((c) => ({ id: c.id, name: c.cityName })), [cities.data]);
  const statesOffered = country.id > 0 && (states.isPending || (stateItems?.length ?? 0) > 0);
  const citiesOffered = state.id > 0 && (cities.isPending || (cityItems?.length ?? 0) > 0);

  const check = () =>
    validateAddress({
      contacts,
      areaCode,
      phoneNumber,
      email,
      postcode,
      countryId: country.id,
      provinceId: state.id,
      cityId: city.id,
      address: line,
      statesOffered,
      citiesOffered,
    });
  const errors: AddressErrors = tried ? check() : {};
  const err = (k: keyof AddressErrors) => (errors[k] ? t(`errors.${errors[k]}`) : null);

  const chooseCountry = (it: AreaItem | null) => {
    const next = it ?? { id: 0, name: '' };
    if (next.id !== country.id) {
      setState({ id: 0, name: '' });
      setCity({ id: 0, name: '' });
    }
    setCountry(next);
    const code = countries.data?.find((c) => c.id === next.id)?.phonecode;
    if (code) setAreaCode(code.replace(/\D/g, ''));
  };
  const chooseState = (it: AreaItem | null) => {
    const next = it ?? { id: 0, name: '' };
    if (next.id !== state.id) setCity({ id: 0, name: '' });
    setState(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const found = check();
    setTried(true);
    if (Object.keys(found).length) {
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.address-form [aria-invalid="true"]')?.focus());
      return;
    }
    const input: AddressInput = {
      contacts: contacts.trim(),
      phone: `${areaCode.replace(/^\+/, '')} ${phoneNumber.replace(/[\s().-]/g, '')}`,
      email: email.trim(),
      postcode: postcode.trim(),
      country: country.name,
      countryId: country.id,
      province: state.name,
      provinceId: state.id,
      city: city.name,
      cityId: city.id,
      address: line.trim(),
      use: isDefault ? 1 : 0,
    };
    const onError = (error: Error) => setServerError(error instanceof ApiError ? error.message : t('saveFailed'));
    if (initial) edit.mutate({ ...input, id: initial.id }, { onSuccess: () => onSaved(initial.id), onError });
    else add.mutate(input, { onSuccess: (r) => onSaved(r.id), onError });
  };

  return (
    <form className="address-form" onSubmit={onSubmit} noValidate data-testid="address-form">
      <TextField
        label={t('fields.contacts')}
        value={contacts}
        maxLength={CONTACTS_MAX + 16}
        autoComplete="name"
        onChange={(e) => setContacts(e.target.value)}
        error={err('contacts')}
        data-testid="address-contacts"
      />
      <AreaCombobox
        label={t('fields.country')}
        items={countryItems}
        value={country.id}
        valueName={countryItems?.find((c) => c.id === country.id)?.name ?? country.name}
        onChange={chooseCountry}
        loading={countries.isPending}
        error={err('countryId')}
        testId="address-country"
      />
      <div className="address-form__row">
        <AreaCombobox
          label={t('fields.state')}
          items={stateItems}
          value={state.id}
          valueName={state.name}
          onChange={chooseState}
          loading={country.id > 0 && states.isPending}
          disabled={!country.id || (!states.isPending && !stateItems?.length)}
          error={err('provinceId')}
          testId="address-state"
        />
        <AreaCombobox
          label={t('fields.city')}
          items={cityItems}
          value={city.id}
          valueName={city.name}
          onChange={(it) => setCity(it ?? { id: 0, name: '' })}
          loading={state.id > 0 && cities.isPending}
          disabled={!state.id || (!cities.isPending && !cityItems?.length)}
          error={err('cityId')}
          testId="address-city"
        />
      </div>
      <TextField
        label={t('fields.address')}
        value={line}
        maxLength={ADDRESS_LINE_MAX + 16}
        autoComplete="street-address"
        onChange={(e) => setLine(e.target.value)}
        error={err('address')}
        data-testid="address-line"
      />
      <div className="address-form__row">
        <TextField
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.target.value)}
          error={err('phoneNumber')}
          data-testid="address-phone"
          addon={
            <span className="address-form__code" dir="ltr">
              <span aria-hidden="true">+</span>
              <input
                className="address-form__code-input"
                aria-label={t('fields.areaCode')}
                inputMode="numeric"
                maxLength={4}
                value={areaCode}
                onChange={(e) => setAreaCode(e.target.value.replace(/\D/g, ''))}
                data-testid="address-area-code"
              />
            </span>
          }
        />
        <TextField
          label={t('fields.postcode')}
          value={postcode}
          dir="ltr"
          maxLength={POSTCODE_MAX + 8}
          autoComplete="postal-code"
          onChange={(e) => setPostcode(e.target.value)}
          error={err('postcode')}
          data-testid="address-postcode"
        />
      </div>
      <TextField
        label={t('fields.email')}
        hint={t('fields.optional')}
        type="email"
        dir="ltr"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={err('email')}
        data-testid="address-email"
      />
      {showDefault ? (
        <label className="address-form__check">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} data-testid="address-default" />
          <span>{t('fields.isDefault')}</span>
        </label>
      ) : null}
      {serverError ? (
        <p className="address-form__server-error" role="alert" data-testid="address-server-error">
          {serverError}
        </p>
      ) : null}
      <div className="address-form__actions">
        <Button type="submit" pending={pending} data-testid="address-save">
          {t('save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} data-testid="address-cancel">
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
