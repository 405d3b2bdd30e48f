/** After-sales (issue 11): refund / return requests with photo evidence, their state, the seller's decisions. */
export { useReturnInfo, getReturnInfoQueryOptions, getReturnInfo } from './api/get-return-info';
export { useRequestReturn, requestReturn, type ReturnRequest } from './api/request-return';
export { useEscalateReturn, escalateReturn } from './api/escalate-return';
export { useSellerReturns, listSellerReturns, SELLER_RETURNS_PAGE_SIZE } from './api/list-seller-returns';
export { useSellerReturn, getSellerReturn } from './api/get-seller-return';
export { useDecideSellerReturn, decideSellerReturn, type ReturnDecision } from './api/decide-seller-return';
export { afterSaleKeys } from './api/query-keys';
export { RETURN_PHOTOS_MAX, RETURN_DETAIL_MAX } from './rules';
export type { ReturnCase, ReturnCaseState, ReturnInfo, ReturnRefund, SellerReturnCase, SellerReturnPage } from './types';
