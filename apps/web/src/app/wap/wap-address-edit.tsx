import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { AddressForm, useAddresses } from '@/features/address';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBar } from '@/components/layouts/page-bar';

/** /wap/address/edit (`?id=` to edit one of the caller's addresses; none: a new one). */
export default function WapAddressEditPage() {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const list = useAddresses({ enabled: id > 0 });
  const initial = id > 0 ? list.data?.find((a) => a.id === id) : undefined;
  const title = id > 0 ? t('editTitle') : t('addTitle');
  usePageTitle(title);
  const back = () => void navigate('/wap/address', { replace: true });
  return (
    <div className="wap-page address-page--wap">
      <PageBar title={title} fallback="/wap/address" />
      <div className="wap-pad">
        {id > 0 && list.isPending ? (
          <Spinner />
        ) : id > 0 && !initial ? (
          <p className="address-empty__text" role="alert">
            {t('notFound')}
          </p>
        ) : (
          <AddressForm
            key={initial?.id ?? 'new'}
            initial={initial}
            onSaved={() => {
              toast.success(t('saved'));
              back();
            }}
            onCancel={back}
          />
        )}
      </div>
    </div>
  );
}
