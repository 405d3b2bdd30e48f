import { microToNumber, numberToMicro } from '@/lib/money-math';

/**
 * Order amounts: JSON numbers in USDT, summed exactly in micro-units (bigint) and handed to <Money>
 * as the exact sum (never `a + b` on floats).
 */
export function sumUsdt(...values: (number | null | undefined)[]): number {
  return microToNumber(values.reduce<bigint>((acc, v) => acc + numberToMicro(Number(v ?? 0)), 0n));
}

/** The amount payable of an order: prizeReal + fees + tax. */
export function orderTotal(o: { fees: number; tax: number } & ({ priceCount: number } | { prizeReal: number })): number {
  const goods = 'prizeReal' in o ? o.prizeReal : o.priceCount;
  return sumUsdt(goods, o.fees, o.tax);
}

/** unit × qty, exact. */
export function lineAmount(unit: number, qty: number): number {
  return microToNumber(numberToMicro(Number(unit)) * BigInt(Math.max(0, Math.trunc(Number(qty) || 0))));
}
