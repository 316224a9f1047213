import type { ListSectionType } from '@cvforge/contracts';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ENTRY_NOUNS } from '../utils/section-fields';

interface EntryListProps {
  type: ListSectionType;
  /** A stable key per entry. */
  keys: readonly string[];
  renderEntry: (index: number, number: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** A list section's numbered entries with Add and Remove (manual form and edit page alike). */
export function EntryList({ type, keys, renderEntry, onAdd, onRemove }: EntryListProps) {
  const noun = ENTRY_NOUNS[type];
  return (
    <div className="space-y-4">
      {keys.map((key, index) => {
        const number = index + 1;
        return (
          <fieldset key={key} className="rounded-lg border border-border p-4">
            <legend className="sr-only">{`${noun} ${number}`}</legend>
            <div className="mb-3 flex items-center justify-between gap-2">
              <p aria-hidden="true" className="text-sm font-semibold">
                {`${noun} ${number}`}
              </p>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${noun} ${number}`}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-3.5" aria-hidden="true" />
                Remove
              </Button>
            </div>
            {renderEntry(index, number)}
          </fieldset>
        );
      })}
      <Button variant="secondary" size="sm" onClick={onAdd}>
        <Plus className="size-3.5" aria-hidden="true" />
        {`Add ${noun}`}
      </Button>
    </div>
  );
}
