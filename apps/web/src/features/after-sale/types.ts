/**
 * After-sales as the API sends it (`@mall/contracts` after-sale): `order!returnsInfo` (ours) for the
 * buyer, `/v1/seller/returns…` for the store (docs/orders.md "After-sales"). Dates of `.action` answers
 * are `YYYY-MM-DD HH:mm:ss` (business time zone); REST dates are ISO; REST money is exact decimal text.
 */
export type {
  ReturnCaseState,
  ReturnCaseWire as ReturnCase,
  ReturnRefundWire as ReturnRefund,
  ReturnInfoWire as ReturnInfo,
  SellerReturnCase,
  SellerReturnPage,
} from '@mall/contracts';
