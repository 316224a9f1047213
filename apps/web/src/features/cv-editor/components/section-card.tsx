import type { CvSection } from '@cvforge/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionCardProps {
  section: CvSection;
  isCollapsed: boolean;
  onToggleCollapse: () => void;
  onToggleVisible: () => void;
  children: ReactNode;
}

/**
 * One draggable section of the edit page: a drag handle (pointer or Space + arrows), the title
 * as the collapse toggle, and a visibility switch that required sections keep on.
 */
export function SectionCard({
  section,
  isCollapsed,
  onToggleCollapse,
  onToggleVisible,
  children,
}: SectionCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: section.id });
  const bodyId = useId();
  const { title, is_visible: isVisible, is_required: isRequired } = section;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-section-type={section.type}
      className={cn(
        'rounded-xl border border-border bg-card shadow-sm',
        isDragging && 'relative z-10 shadow-lg',
        !isVisible && 'opacity-70',
      )}
    >
      <div className="flex items-center gap-2 p-3">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${title}`}
          className="grid size-8 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <h2 className="min-w-0 flex-1 text-base font-semibold">
          <button
            type="button"
            aria-expanded={!isCollapsed}
            aria-controls={bodyId}
            onClick={onToggleCollapse}
            className="flex w-full items-center gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ChevronDown
              className={cn('size-4 shrink-0 transition-transform', isCollapsed && '-rotate-90')}
              aria-hidden="true"
            />
            {title}
          </button>
        </h2>
        {isRequired && (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">Required</span>
        )}
        <button
          type="button"
          role="switch"
          aria-checked={isVisible}
          aria-label={`Show ${title}`}
          disabled={isRequired}
          onClick={onToggleVisible}
          className="rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {isVisible ? 'Visible' : 'Hidden'}
        </button>
      </div>
      <div id={bodyId} hidden={isCollapsed} className="border-t border-border p-4">
        {children}
      </div>
    </li>
  );
}
