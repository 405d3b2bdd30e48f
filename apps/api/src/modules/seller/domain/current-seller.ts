import type { SellerStatus } from '../../../core/auth/seller';

/** Whether the store may confirm and ship orders. */
export function mayFulfil(status: SellerStatus): boolean {
  return status !== 'suspended';
}
