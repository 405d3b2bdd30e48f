import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddressBook } from '@/features/address';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** /wap/address: the address book on the mobile site (the form is its own screen, /wap/address/edit). */
export default function WapAddressPage() {
  const { t } = useTranslation('address');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  return (
    <div className="wap-page address-page--wap">
      <PageBar title={t('title')} fallback="/wap" />
      <div className="wap-pad">
        <AddressBook onAdd={() => navigate('/wap/address/edit')} onEdit={(a) => navigate(`/wap/address/edit?id=${a.id}`)} />
      </div>
    </div>
  );
}
