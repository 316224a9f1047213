import { useState } from 'react';
import type { Doubts } from '../utils/confidence';

/** The fields still marked "check this"; a key leaves the set once edited or confirmed. */
export function useDoubts(initial: () => Set<string>): Doubts {
  const [keys, setKeys] = useState<ReadonlySet<string>>(initial);
  return {
    has: (key) => keys.has(key),
    clear: (key) =>
      setKeys((current) => {
        if (!current.has(key)) return current;
        const next = new Set(current);
        next.delete(key);
        return next;
      }),
  };
}
