import { Money } from '@mall/money';

/** The REST form of a service answer: Money → exact decimal string, Date → ISO-8601 UTC, bigint → string. */
export type Wire<T> = T extends Money
  ? string
  : T extends Date
    ? string
    : T extends bigint
      ? string
      : T extends readonly (infer U)[]
        ? Wire<U>[]
        : T extends object
          ? { [K in keyof T]: Wire<T[K]> }
          : T;

export function toWire<T>(value: T): Wire<T> {
  return convert(value) as Wire<T>;
}

function convert(v: unknown): unknown {
  if (v instanceof Money) return v.format();
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return v.map(convert);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = convert(x);
    return out;
  }
  return v;
}
