import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `effect(value)` once `value` has stayed the same for `delayMs`; a pending call is
 * flushed on unmount, so leaving the step never drops the last change.
 */
export function useDebouncedEffect<T>(value: T, delayMs: number, effect: (value: T) => void) {
  const fire = useEffectEvent(effect);
  const pending = useRef<{ value: T } | null>(null);

  useEffect(() => {
    pending.current = { value };
    const timer = setTimeout(() => {
      pending.current = null;
      fire(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  useEffect(
    () => () => {
      if (pending.current) fire(pending.current.value);
      pending.current = null;
    },
    [],
  );
}
