import { useTranslation } from 'react-i18next';
import type { Address } from '../types';

/** The lines of one address (recipient, phone, street, area), shared by the book and the picker. */
export function AddressLines({ address: a }: { address: Address }) {
  const { t } = useTranslation('address');
  const area = [a.city, a.province, a.country].filter(Boolean).join(', ');
  return (
    <div className="address-lines">
      <p className="address-lines__who">
        <strong>{a.contacts}</strong>
        <span dir="ltr" className="address-lines__phone">
          +{a.phone}
        </span>
        {a.use === 1 ? <span className="address-badge">{t('default')}</span> : null}
      </p>
      <p className="address-lines__street">{a.address}</p>
      <p className="address-lines__area">
        <bdi>{area}</bdi>
        {a.postcode ? <bdi dir="ltr">{a.postcode}</bdi> : null}
      </p>
      {a.email ? (
        <p className="address-lines__email" dir="ltr">
          {a.email}
        </p>
      ) : null}
    </div>
  );
}
