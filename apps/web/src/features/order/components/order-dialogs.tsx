import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useFeatureSlot } from '@/components/feature-slots';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useCancelOrder } from '@/features/order/api/cancel-order';
import { useConfirmReceipt } from '@/features/order/api/confirm-receipt';
import { orderKeys } from '@/lib/order-keys';
import type { ActionableOrder } from './order-actions';
import { CancelDialog } from './cancel-dialog';

export type OrderDialog = 'pay' | 'cancel' | 'receipt';

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '');

/** The dialog of an order button (its own chunk: loaded on the first tap of "pay", "cancel" or "confirm receipt"). */
export default function OrderDialogs({ dialog, order, onClose }: { dialog: OrderDialog; order: ActionableOrder; onClose: () => void }) {
  const { t } = useTranslation('order');
  const qc = useQueryClient();
  const cancel = useCancelOrder();
  const receipt = useConfirmReceipt();
  // the pay dialog (fund password, card) belongs to checkout: app/ plugs it in
  const PayDialog = useFeatureSlot('PayDialog');
  if (dialog === 'pay') {
    if (!PayDialog) return null;
    return (
      <Suspense fallback={null}>
        <PayDialog
          orderIds={[order.id]}
          total={order.total}
          onClose={onClose}
          onPaid={() => {
            onClose();
            void qc.invalidateQueries({ queryKey: orderKeys.all });
          }}
        />
      </Suspense>
    );
  }
  if (dialog === 'cancel') {
    return (
      <CancelDialog
        open
        orderId={order.id}
        pending={cancel.isPending}
        onClose={onClose}
        onConfirm={(reason) =>
          cancel.mutate(
            { orderId: order.id, reason },
            {
              onSuccess: () => {
                onClose();
                toast.success(t('cancel.done'));
              },
              onError: (e) => toast.error(errorText(e) || t('cancel.failed')),
            },
          )
        }
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('receipt.title')}
      confirmLabel={t('receipt.confirm')}
      pending={receipt.isPending}
      onCancel={onClose}
      onConfirm={() =>
        receipt.mutate(order.id, {
          onSuccess: () => {
            onClose();
            toast.success(t('receipt.done'));
          },
          onError: (e) => toast.error(errorText(e) || t('receipt.failed')),
        })
      }
    >
      <p data-testid="order-receipt-dialog">{t('receipt.text')}</p>
    </ConfirmDialog>
  );
}
