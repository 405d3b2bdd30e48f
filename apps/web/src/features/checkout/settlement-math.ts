import type { CheckoutLine } from '@/lib/checkout-selection';
import { isBuyable, paidPrice, type GoodsDetail } from '@/lib/sku';
import { numberToMicro } from '@/lib/money-math';

/** A settlement line with its amounts (micro-USDT), from the current goods data when known. */
export interface PricedLine {
  line: CheckoutLine;
  /** the goods data has been read */
  known: boolean;
  /** no longer on sale, or the option is gone / sold out (the server will refuse it) */
  unavailable: boolean;
  unit: bigint;
  goods: bigint;
  freight: bigint;
  tax: bigint;
}

export interface SellerBlock {
  seller: CheckoutLine['seller'];
  lines: PricedLine[];
  goods: bigint;
  freight: bigint;
  tax: bigint;
  total: bigint;
}

export interface Totals {
  goods: bigint;
  freight: bigint;
  tax: bigint;
  total: bigint;
}

/**
 * Price a line as the server will (docs/orders.md, order-pricing.ts): the catalogue's paid unit price
 * (discount when set, else selling) × qty, freight and tax per unit × qty. Until the goods data is
 * read, the price the product page showed.
 */
export function priceLine(line: CheckoutLine, detail: GoodsDetail | undefined): PricedLine {
  const q = BigInt(line.count);
  if (!detail) {
    const unit = numberToMicro(line.price);
    return { line, known: false, unavailable: false, unit, goods: unit * q, freight: 0n, tax: 0n };
  }
  const sku = line.skuId ? detail.canSelectAttributes.skus.find((s) => s.skuId === line.skuId) : undefined;
  const unavailable = detail.isShelf !== 1 || (line.skuId !== null && (!sku || !isBuyable(sku)));
  const unit = numberToMicro(sku ? paidPrice(sku) : line.skuId ? line.price : paidPrice(detail));
  return {
    line,
    known: true,
    unavailable,
    unit,
    goods: unit * q,
    freight: numberToMicro(detail.freightAmount) * q,
    tax: numberToMicro(detail.goodsTax) * q,
  };
}

export function blocksOf(lines: readonly PricedLine[]): SellerBlock[] {
  const map = new Map<string, SellerBlock>();
  for (const l of lines) {
    let b = map.get(l.line.seller.id);
    if (!b) {
      b = { seller: l.line.seller, lines: [], goods: 0n, freight: 0n, tax: 0n, total: 0n };
      map.set(l.line.seller.id, b);
    }
    b.lines.push(l);
    b.goods += l.goods;
    b.freight += l.freight;
    b.tax += l.tax;
    b.total += l.goods + l.freight + l.tax;
  }
  return [...map.values()];
}

export function totalsOf(blocks: readonly SellerBlock[]): Totals {
  return blocks.reduce<Totals>(
    (t, b) => ({ goods: t.goods + b.goods, freight: t.freight + b.freight, tax: t.tax + b.tax, total: t.total + b.total }),
    { goods: 0n, freight: 0n, tax: 0n, total: 0n },
  );
}
