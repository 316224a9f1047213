import { useState } from 'react';
import type { Doubts, FieldDoubt } from '../utils/confidence';

/** The fields still marked "check this"; a key leaves the map once edited or confirmed. */
export function useDoubts(
  initial: () => Map<string, FieldDoubt>,
  printedInitial: () => Map<string, string> = () => new Map(),
): Doubts {
  const [fields, setFields] = useState<ReadonlyMap<string, FieldDoubt>>(initial);
  const [printed] = useState<ReadonlyMap<string, string>>(printedInitial);
  return {
    printedAs: (key) => printed.get(key),
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
