import { CV_CARD_MAX_SECTION_TAGS, type CvSectionRef } from '@cvforge/contracts';

/** The CV's visible sections as tags: at most 5, then "+N more" (docs/product.md §C2). */
export function CvSectionTags({ sections }: { sections: CvSectionRef[] }) {
  const visible = sections
    .filter((section) => section.is_visible)
    .sort((a, b) => a.order - b.order);
  if (visible.length === 0) return null;
  const shown = visible.slice(0, CV_CARD_MAX_SECTION_TAGS);
  const more = visible.length - shown.length;
  return (
    <ul aria-label="Sections" className="flex flex-wrap gap-1">
      {shown.map((section) => (
        <li key={section.id} className="rounded-full bg-muted px-2 py-0.5 text-xs">
          {section.title}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full px-1 py-0.5 text-xs text-muted-foreground">{`+${more} more`}</li>
      )}
    </ul>
  );
}
