import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` (search suggestions wait for the typing to pause). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}
