import { useEffect, useState } from 'react';

/** Cycles through `messages`, one every `intervalMs` (a processing card's placeholder, docs/product.md §C2). */
export function useRotatingMessage(messages: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), intervalMs);
    return () => clearInterval(timer);
  }, [messages.length, intervalMs]);
  return messages[index % messages.length] ?? '';
}
