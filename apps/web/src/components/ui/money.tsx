import { formatCount, formatUsdt } from '@/lib/format';

/**
 * An amount in USDT ("12.50 USDT"; a number or an API decimal string), isolated with <bdi dir="ltr"> so digits and the currency keep
 * their order inside right-to-left text. `exact` keeps sub-cent digits (fees: what is charged, to the
 * micro-unit).
 */
export function Money({ value, className, exact }: { value: number | string; className?: string; exact?: boolean }) {
  return (
    <bdi dir="ltr" className={className ? `money ${className}` : 'money'}>
      {formatUsdt(value, exact)}
    </bdi>
  );
}

/** A plain count ("12,345"), isolated the same way. */
export function Count({ value, className }: { value: number; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatCount(value)}
    </bdi>
  );
}
