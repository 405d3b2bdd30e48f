import { formatDecimal } from '@/lib/format-decimal';

/** An exact amount in USDT, isolated left-to-right so digits keep their order in RTL text. */
export function Amount({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `money ${className}` : 'money'}>
      {formatDecimal(value)} USDT
    </bdi>
  );
}
