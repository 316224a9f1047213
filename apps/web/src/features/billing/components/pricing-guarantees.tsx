import { BadgeCheck, CalendarX, ShieldCheck } from 'lucide-react';

const GUARANTEES = [
  { icon: ShieldCheck, text: '14-day money-back guarantee' },
  { icon: CalendarX, text: 'Cancel anytime' },
  { icon: BadgeCheck, text: 'No hidden fees' },
] as const;

export function PricingGuarantees() {
  return (
    <ul className="mt-10 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm text-muted-foreground">
      {GUARANTEES.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-2">
          <Icon className="size-4 text-success" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
