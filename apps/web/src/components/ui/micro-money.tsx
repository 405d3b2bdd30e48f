import { Money } from '@/components/ui/money';
import { formatMinor } from '@mall/money';

/**
 * An exact amount in micro-USDT (a bigint sum), shown like <Money>: the decimal text is computed
 * with integers and only parsed for display, to the micro-unit when it has sub-cent digits.
 */
export function MicroMoney({ value, className }: { value: bigint; className?: string }) {
  return <Money value={Number(formatMinor(value))} exact className={className} />;
}
