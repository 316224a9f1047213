import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface ScaledSheetProps {
  /** The sheet's natural width in CSS pixels (a paper width). */
  sheetWidth: number;
  /** Never drawn larger than this (1: at most natural size). */
  maxScale?: number;
  children: ReactNode;
}

/**
 * Draws a fixed-width sheet (a CV page) scaled to the width of its container, following the
 * container as it resizes; the box takes the scaled height, so nothing overflows or leaves a gap.
 */
export function ScaledSheet({ sheetWidth, maxScale = Infinity, children }: ScaledSheetProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useLayoutEffect(() => {
    if (!outer.current || !inner.current || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setSize({ width: outer.current?.clientWidth ?? 0, height: inner.current?.offsetHeight ?? 0 });
    const observer = new ResizeObserver(measure);
    observer.observe(outer.current);
    observer.observe(inner.current);
    return () => observer.disconnect();
  }, []);

  // Until measured (and in jsdom, which does no layout) the sheet is drawn at natural size.
  const scale = size && size.width > 0 ? Math.min(maxScale, size.width / sheetWidth) : 1;
  // A sheet narrower than the box (the scale capped) is centred.
  const inset = size ? Math.max(0, (size.width - sheetWidth * scale) / 2) : 0;
  return (
    <div ref={outer} style={size && size.width > 0 ? { height: size.height * scale } : undefined}>
      <div
        ref={inner}
        style={{
          width: sheetWidth,
          marginLeft: inset,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      >
        {children}
      </div>
    </div>
  );
}
