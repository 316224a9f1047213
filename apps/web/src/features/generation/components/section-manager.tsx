import { WIZARD_TEXT } from '@cvforge/contracts';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  rectSortingStrategy,
} from '@dnd-kit/sortable';
import { Button } from '@/components/ui/button';
import { useWizardStore } from '../store';
import { moveSection, showAllSections, toggleSection } from '../utils/wizard-sections';
import { SectionRow } from './section-row';

/** Which sections the CV gets and in what order (drag to reorder, hide or show, Select All). */
export function SectionManager() {
  const sections = useWizardStore((state) => state.sections);
  const setSections = useWizardStore((state) => state.setSections);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: unknown) => sections.find((section) => section.id === id)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped over ${titleOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over) setSections(moveSection(sections, String(active.id), String(over.id)));
  }

  return (
    <section aria-labelledby="wizard-sections" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="wizard-sections" className="text-sm font-medium">
          Sections
        </h3>
        <Button variant="ghost" size="sm" onClick={() => setSections(showAllSections(sections))}>
          {WIZARD_TEXT.selectAll}
        </Button>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements }}
        onDragEnd={handleDragEnd}
      >
        <SortableContext items={sections.map((s) => s.id)} strategy={rectSortingStrategy}>
          <ol aria-label="Sections to include" className="grid gap-1.5 sm:grid-cols-2">
            {sections.map((section) => (
              <SectionRow
                key={section.id}
                section={section}
                onToggle={() => setSections(toggleSection(sections, section.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
