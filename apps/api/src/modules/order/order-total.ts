import { payable } from './domain/order-pricing';
import type { OrderRow } from './order.repository';

/** T = prizeReal + fees + tax of a stored order (micro-units). */
export function orderTotal(o: Pick<OrderRow, 'prizeReal' | 'fees' | 'tax'>): bigint {
  return payable({ prizeReal: BigInt(o.prizeReal), fees: BigInt(o.fees), tax: BigInt(o.tax) });
}
