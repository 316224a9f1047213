import { Lightbulb } from 'lucide-react';

/** The recommendations of a report section; nothing when there are none. */
export function RecommendationList({
  items,
  label = 'Recommendations',
}: {
  items: string[];
  label?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <ul aria-label={label} className="space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
