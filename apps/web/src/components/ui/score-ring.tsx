import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const SIZES = {
  /** A CV card's gauge: the number only. */
  sm: { box: 'size-10', stroke: 10, number: 'text-[0.7rem] font-semibold', caption: '' },
  /** The landing page's examples. */
  md: {
    box: 'size-28',
    stroke: 9,
    number: 'text-2xl font-semibold tracking-tight',
    caption: 'text-[0.65rem] font-medium tracking-wide uppercase',
  },
  /** A report's headline score. */
  lg: { box: 'size-36', stroke: 8, number: 'text-4xl font-bold', caption: 'text-xs' },
} as const;

interface ScoreRingProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0–100; shown whole. */
  value: number;
  size: keyof typeof SIZES;
  /** Colour of the arc and the number (the arc is drawn in currentColor). */
  toneClassName: string;
  /** Under the number: "out of 100", "ATS score". */
  caption?: string;
  /** After the number: "%". */
  suffix?: string;
}

/**
 * The one ring gauge of a 0–100 score with the number in its centre. With an `aria-label` (and
 * a role such as img or meter) the ring speaks for itself and its centre is hidden from
 * assistive technology; without one, the centre text is what is read.
 */
export function ScoreRing({
  value,
  size,
  toneClassName,
  caption,
  suffix = '',
  className,
  ...props
}: ScoreRingProps) {
  const whole = Math.round(Math.min(100, Math.max(0, value)));
  const { box, stroke, number, caption: captionClass } = SIZES[size];
  const radius = 50 - stroke / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      {...props}
      className={cn('relative grid shrink-0 place-items-center', box, toneClassName, className)}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-muted"
        />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - whole / 100)}
          className="transition-[stroke-dashoffset] duration-700"
        />
      </svg>
      <p className="text-center" aria-hidden={props['aria-label'] ? true : undefined}>
        <span className={cn('block tabular-nums', number)}>
          {whole}
          {suffix}
        </span>
        {caption && (
          <span className={cn('block text-muted-foreground', captionClass)}>{caption}</span>
        )}
      </p>
    </div>
  );
}
