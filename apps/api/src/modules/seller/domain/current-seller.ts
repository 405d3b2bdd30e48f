/** `sellers.status`: a closed store still fulfils its orders; a suspended one may sign in and read, not act. */
export type SellerStatus = 'open' | 'closed' | 'suspended';

/** The signed-in seller of a `/v1/seller` request: the store and the user account that owns it. */
export interface CurrentSellerData {
  id: string;
  name: string;
  status: SellerStatus;
  userId: string;
  /** the session (an `auth_tokens` row) the request came with, so logout revokes just that one */
  tokenId: string;
}

/** Whether the store may confirm and ship orders. */
export function mayFulfil(status: SellerStatus): boolean {
  return status !== 'suspended';
}
