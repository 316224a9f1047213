import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A plan's features, each with a check mark (the pricing cards and the checkout review). */
export function PlanFeatures({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn('border-t border-border text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
