import { useTranslation } from 'react-i18next';
import { displayPhone } from '@mall/contracts';
import { BidiList } from '@/components/ui/bidi-list';
import type { Address } from '@/features/address/types';

/** The lines of one address (recipient, phone, street, area), shared by the book and the picker. */
export function AddressLines({ address: a }: { address: Address }) {
  const { t } = useTranslation('address');
  return (
    <div className="address-lines">
      <p className="address-lines__who">
        <strong>
          <bdi>{a.contacts}</bdi>
        </strong>
        <bdi dir="ltr" className="address-lines__phone">
          {displayPhone(a.phone)}
        </bdi>
        {a.use === 1 ? <span className="badge badge--small">{t('default')}</span> : null}
      </p>
      <p className="address-lines__street">
        <bdi>{a.address}</bdi>
      </p>
      <p className="address-lines__area">
        <BidiList parts={[a.city, a.province, a.country]} />
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
