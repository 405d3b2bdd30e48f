import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useDeleteAddress } from '@/features/address/api/delete-address';
import { useEditAddress } from '@/features/address/api/edit-address';
import { useAddresses } from '@/features/address/api/list-addresses';
import type { Address } from '@/features/address/types';
import { ADDRESS_MAX_PER_USER } from '@/features/address/validation';
import { AddressLines } from './address-card';
import '@/features/address/address.css';

export interface AddressBookProps {
  /** open the form for a new address / for this one (the page decides: inline panel or another screen) */
  onAdd: () => void;
  onEdit: (a: Address) => void;
}

const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/** The caller's addresses as cards: default badge, edit, delete (confirmed), set default; empty and loading states. */
export function AddressBook({ onAdd, onEdit }: AddressBookProps) {
  const { t } = useTranslation('address');
  const list = useAddresses();
  const edit = useEditAddress();
  const del = useDeleteAddress();
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (list.isPending) {
    return (
      <div className="address-empty" aria-busy="true">
        <Spinner />
        <p className="address-empty__text">{t('loading')}</p>
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="address-empty" role="alert">
        <p className="address-empty__text">{errorText(list.error, t('loadFailed'))}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const addresses = list.data;
  const full = addresses.length >= ADDRESS_MAX_PER_USER;

  const makeDefault = (a: Address) => {
    const [code, ...rest] = a.phone.split(' ');
    edit.mutate(
      { ...a, phone: rest.length ? `${code} ${rest.join('')}` : a.phone, use: 1 },
      { onSuccess: () => toast.success(t('defaultSet')), onError: (e) => toast.error(errorText(e, t('saveFailed'))) },
    );
  };

  return (
    <div className="address-book" data-testid="address-book">
      <div className="address-book__head">
        <p className="address-book__count">{t('count', { count: addresses.length, max: ADDRESS_MAX_PER_USER })}</p>
        {addresses.length ? (
          <Button onClick={onAdd} disabled={full} data-testid="address-add">
            {t('add')}
          </Button>
        ) : null}
      </div>
      {full ? <p className="field__hint">{t('limit', { max: ADDRESS_MAX_PER_USER })}</p> : null}
      {addresses.length === 0 ? (
        <div className="address-empty" data-testid="address-empty">
          <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              opacity="0.35"
              d="M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z"
            />
          </svg>
          <p className="address-empty__text">{t('empty')}</p>
          <Button onClick={onAdd} data-testid="address-add">
            {t('add')}
          </Button>
        </div>
      ) : (
        <ul className="address-book__list" aria-label={t('title')}>
          {addresses.map((a) => (
            <li key={a.id} className={`address-card${a.use === 1 ? ' is-default' : ''}`} data-testid="address-card">
              <AddressLines address={a} />
              <div className="address-card__actions">
                <Button size="sm" variant="secondary" onClick={() => onEdit(a)} data-testid="address-edit">
                  {t('edit')}
                </Button>
                {a.use !== 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => makeDefault(a)}
                    pending={edit.isPending && edit.variables?.id === a.id}
                    data-testid="address-set-default"
                  >
                    {t('setDefault')}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => setDeleting(a)} data-testid="address-delete">
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete')}
        danger
        pending={del.isPending}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('deleted'));
            },
            onError: (e) => {
              setDeleting(null);
              toast.error(errorText(e, t('saveFailed')));
            },
          })
        }
      >
        {deleting ? <AddressLines address={deleting} /> : null}
      </ConfirmDialog>
    </div>
  );
}
