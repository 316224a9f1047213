import { useState } from 'react';
import type { Doubts, FieldDoubt } from '../utils/confidence';

/** The fields still marked "check this"; a key leaves the map once edited or confirmed. */
export function useDoubts(initial: () => Map<string, FieldDoubt>): Doubts {
  const [fields, setFields] = useState<ReadonlyMap<string, FieldDoubt>>(initial);
  return {
    of: (key) => fields.get(key),
    clear: (key) =>
      setFields((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      }),
    open: () => fields,
  };
}
