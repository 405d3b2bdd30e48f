import { Money } from '@/components/ui/money';
import { microText } from '@/features/cart/cart-math';

/**
 * An exact amount in micro-USDT (a bigint sum), shown like <Money>: the decimal text is computed
 * with integers and only parsed for display, to the micro-unit when it has sub-cent digits.
 */
export function MicroMoney({ value, className }: { value: bigint; className?: string }) {
  return <Money value={Number(microText(value))} exact className={className} />;
}
