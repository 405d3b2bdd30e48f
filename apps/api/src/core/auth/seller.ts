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

/**
 * Resolves a seller's bearer token (the port {@link SellerAuthGuard} depends on). The seller module
 * provides it, so that any module's store routes are guarded without importing the seller module's
 * files (issue 27 item 4).
 */
export abstract class SellerSessions {
  /** The store of a live session whose user owns one, or null. */
  abstract resolve(token: string | undefined): Promise<CurrentSellerData | null>;
}
