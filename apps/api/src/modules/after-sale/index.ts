export { AfterSaleModule } from './after-sale.module';
export { ReturnService, type ReturnCaseView, type ReturnRequestInput } from './return.service';
export { OperatorRefundService, type OperatorRefundOutcome } from './operator-refund.service';
export { refundKey } from './refund-engine';
export { ReturnStatus, RETURN_IMAGES_MAX, inertText } from './domain/return-rules';
export type { RefundRow } from './after-sale.repository';
