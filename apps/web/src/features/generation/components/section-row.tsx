import type { CvSectionRef } from '@cvforge/contracts';
import { isRequiredSectionType } from '@cvforge/cv-model';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SectionRowProps {
  section: CvSectionRef;
  onToggle: () => void;
}

/** One section to include: a drag handle (pointer, or Space and the arrow keys) and a checkbox. */
export function SectionRow({ section, onToggle }: SectionRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: section.id });
  const isRequired = isRequiredSectionType(section.type);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-section-id={section.id}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-border bg-card px-2 py-1.5 text-sm',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${section.title}`}
        className="grid size-7 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <label className="flex flex-1 items-center gap-2">
        <input
          type="checkbox"
          checked={section.is_visible}
          disabled={isRequired}
          onChange={onToggle}
          className="size-4 accent-[var(--color-accent)]"
        />
        <span className={cn(!section.is_visible && 'text-muted-foreground')}>{section.title}</span>
      </label>
      {isRequired && (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">Required</span>
      )}
    </li>
  );
}
