import { useState } from 'react';
import type { Doubts } from '../utils/confidence';

/** The fields still marked "check this"; a key leaves the map once edited or confirmed. */
export function useDoubts(initial: () => Map<string, number>): Doubts {
  const [fields, setFields] = useState<ReadonlyMap<string, number>>(initial);
  return {
    has: (key) => fields.has(key),
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
